/**
 * The rows-per-page list of PageSizeSelect: MUI's Menu (with Popover and Modal, about 6 KB gzip),
 * loaded when the pointer or the focus reaches the button, not with every table.
 */
import { Menu, MenuItem } from '@mui/material';

export interface PageSizeMenuProps {
  anchor: HTMLElement | null;
  open: boolean;
  value: number;
  options: readonly number[];
  listId: string;
  labelId: string;
  onChoose: (value: number) => void;
  onClose: () => void;
}

export function PageSizeMenu({ anchor, open, value, options, listId, labelId, onChoose, onClose }: PageSizeMenuProps) {
  return (
    <Menu anchorEl={anchor} open={open} onClose={onClose} slotProps={{ list: { id: listId, role: 'listbox', 'aria-labelledby': labelId } }}>
      {options.map((n) => (
        <MenuItem key={n} role="option" selected={n === value} aria-selected={n === value} onClick={() => onChoose(n)}>
          {n}
        </MenuItem>
      ))}
    </Menu>
  );
}
