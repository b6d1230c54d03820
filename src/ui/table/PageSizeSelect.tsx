/**
 * Rows per page: a combobox that opens a listbox, as MUI's Select does in TablePagination, but
 * built on MUI's Menu (MUI's Select brings its inputs, about 10 KB gzip, to a page that has no
 * other input); the menu's code loads when it is about to open (PageSizeMenu).
 */
import { Suspense, useId, useRef, type KeyboardEvent } from 'react';
import { ButtonBase } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { preloadable } from '../preloadable';
import { useLazyMenu } from '../useLazyMenu';

const pageSizeMenu = preloadable(() => import('./PageSizeMenu').then((m) => m.PageSizeMenu));
const preload = () => void pageSizeMenu.preload().catch(() => undefined);

export interface PageSizeSelectProps {
  value: number;
  options: readonly number[];
  /** Id of the visible label ("Zeilen pro Seite:"), which names the combobox and the list. */
  labelId: string;
  onChange: (value: number) => void;
}

export function PageSizeSelect({ value, options, labelId, onChange }: PageSizeSelectProps) {
  const anchor = useRef<HTMLButtonElement>(null);
  const menu = useLazyMenu(preload);
  const valueId = useId();
  const listId = useId();
  // As with MUI's Select, the arrow keys open the list too (Enter and Space click the button).
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    menu.show();
  };
  const choose = (n: number) => {
    menu.hide();
    if (n !== value) onChange(n);
  };
  return (
    <>
      <ButtonBase
        ref={anchor}
        role="combobox"
        aria-haspopup="listbox"
        aria-expanded={menu.open}
        aria-controls={menu.open ? listId : undefined}
        aria-labelledby={`${labelId} ${valueId}`}
        onClick={menu.show}
        onKeyDown={onKeyDown}
        {...menu.buttonProps}
        sx={{ font: 'inherit', ml: 1, mr: 4, pl: 1, borderRadius: 1, '&.Mui-focusVisible': { bgcolor: 'action.focus' } }}
      >
        <span id={valueId}>{value}</span>
        <ArrowDropDownIcon sx={{ color: 'action.active' }} />
      </ButtonBase>
      {menu.mounted && (
        <Suspense fallback={null}>
          <pageSizeMenu.Component
            anchor={anchor.current}
            open={menu.open}
            value={value}
            options={options}
            listId={listId}
            labelId={labelId}
            onChoose={choose}
            onClose={menu.hide}
          />
        </Suspense>
      )}
    </>
  );
}
