/**
 * Rows per page: a combobox that opens a listbox, as MUI's Select does in TablePagination, but
 * built on the Menu the shell already loads (MUI's Select brings its inputs, about 10 KB gzip, to a
 * page that has no other input).
 */
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { ButtonBase, Menu, MenuItem } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';

export interface PageSizeSelectProps {
  value: number;
  options: readonly number[];
  /** Id of the visible label ("Zeilen pro Seite:"), which names the combobox and the list. */
  labelId: string;
  onChange: (value: number) => void;
}

export function PageSizeSelect({ value, options, labelId, onChange }: PageSizeSelectProps) {
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const valueId = useId();
  const listId = useId();
  // As with MUI's Select, the arrow keys open the list too (Enter and Space click the button).
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    setOpen(true);
  };
  const choose = (n: number) => {
    setOpen(false);
    if (n !== value) onChange(n);
  };
  return (
    <>
      <ButtonBase
        ref={anchor}
        role="combobox"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-labelledby={`${labelId} ${valueId}`}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        sx={{ font: 'inherit', ml: 1, mr: 4, pl: 1, borderRadius: 1, '&.Mui-focusVisible': { bgcolor: 'action.focus' } }}
      >
        <span id={valueId}>{value}</span>
        <ArrowDropDownIcon sx={{ color: 'action.active' }} />
      </ButtonBase>
      <Menu
        anchorEl={anchor.current}
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ list: { id: listId, role: 'listbox', 'aria-labelledby': labelId } }}
      >
        {options.map((n) => (
          <MenuItem key={n} role="option" selected={n === value} aria-selected={n === value} onClick={() => choose(n)}>
            {n}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
