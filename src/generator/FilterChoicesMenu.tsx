/**
 * The menu of AddFilterMenu: one checkable entry per declared filter and "Alle Filter entfernen".
 * Its code (MUI's Menu with Popover and Modal) loads when the button is about to be used.
 */
import { Menu, MenuItem } from '@mui/material';
import type { FilterChoice } from './filterChoices';

export interface FilterChoicesMenuProps {
  id: string;
  anchor: HTMLElement | null;
  open: boolean;
  choices: readonly FilterChoice[];
  shown: readonly string[];
  /** The "remove all filters" entry's text; null: no filter is set, no entry. */
  removeAll: string | null;
  onToggle: (source: string) => void;
  onRemoveAll: () => void;
  onClose: () => void;
}

export function FilterChoicesMenu({ id, anchor, open, choices, shown, removeAll, onToggle, onRemoveAll, onClose }: FilterChoicesMenuProps) {
  return (
    <Menu id={id} anchorEl={anchor} open={open} onClose={onClose}>
      {choices.map((c) => (
        <MenuItem key={c.source} role="menuitemcheckbox" aria-checked={shown.includes(c.source)} selected={shown.includes(c.source)} onClick={() => onToggle(c.source)}>
          {c.label}
        </MenuItem>
      ))}
      {removeAll !== null && <MenuItem onClick={onRemoveAll}>{removeAll}</MenuItem>}
    </Menu>
  );
}
