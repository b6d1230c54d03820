/**
 * A button's menu of choices (an export's formats, say): MUI's Menu, which brings Popover, Modal
 * and the focus trap (about 8 KB gzip). Callers load it through `lazyChoiceMenu` when the pointer
 * or the focus reaches their button (useLazyMenu), so no screen loads it before a menu is wanted.
 */
import { ListItemText, ListSubheader, Menu, MenuItem } from '@mui/material';

export interface Choice {
  /** Unique within the menu; also the item's `data-value`. */
  value: string;
  label: string;
  onPick: () => void;
}

export interface ChoiceMenuProps {
  id: string;
  anchor: HTMLElement | null;
  open: boolean;
  /** The menu's accessible name. */
  label: string;
  /** A line above the choices (e.g. the period an export covers). */
  header?: string;
  choices: readonly Choice[];
  onClose: () => void;
}

export function ChoiceMenu({ id, anchor, open, label, header, choices, onClose }: ChoiceMenuProps) {
  return (
    <Menu id={id} anchorEl={anchor} open={open} onClose={onClose} slotProps={{ list: { 'aria-label': label, dense: true } }}>
      {header && <ListSubheader sx={{ lineHeight: 2 }}>{header}</ListSubheader>}
      {choices.map((c) => (
        <MenuItem key={c.value} data-value={c.value} onClick={c.onPick}>
          <ListItemText>{c.label}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
