/**
 * The column chooser's menu: one checkbox per hideable column, then show all, hide all and the
 * defaults. Loaded with its checkboxes when the chooser is first wanted (ColumnChooser).
 */
import { Checkbox, Divider, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { usePageText } from '../../providers/i18n/usePageText';
import { allHidden, defaultHiddenIds, isHideable, toggleHidden, visibleColumns } from './columnVisibility';
import { tableTexts } from './messages';
import type { TableColumn } from './types';

/** What the menu reads of a column (never its rows). */
export type ChooserColumn = Pick<TableColumn<unknown>, 'id' | 'header' | 'hideable' | 'defaultHidden'>;

export interface ColumnChooserMenuProps {
  id: string;
  anchor: HTMLElement | null;
  columns: readonly ChooserColumn[];
  hidden: readonly string[] | undefined;
  onChange: (hidden: string[]) => void;
  open: boolean;
  onClose: () => void;
}

export function ColumnChooserMenu({ id, anchor, columns, hidden, onChange, open, onClose }: ColumnChooserMenuProps) {
  const { t } = usePageText(tableTexts);
  const shown = new Set(visibleColumns(columns, hidden).map((c) => c.id));
  return (
    <Menu id={id} anchorEl={anchor} open={open} onClose={onClose} slotProps={{ list: { 'aria-label': t('chooserLabel'), dense: true } }}>
      {columns.filter(isHideable).map((c) => (
        <MenuItem
          key={c.id}
          role="menuitemcheckbox"
          aria-checked={shown.has(c.id)}
          data-col={c.id}
          onClick={() => onChange(toggleHidden(columns, hidden, c.id))}
        >
          <ListItemIcon>
            <Checkbox edge="start" size="small" checked={shown.has(c.id)} tabIndex={-1} disableRipple slotProps={{ input: { 'aria-hidden': true } }} />
          </ListItemIcon>
          <ListItemText>{c.header}</ListItemText>
        </MenuItem>
      ))}
      <Divider />
      <MenuItem onClick={() => onChange([])}>{t('showAll')}</MenuItem>
      <MenuItem onClick={() => onChange(allHidden(columns))}>{t('hideAll')}</MenuItem>
      <MenuItem onClick={() => onChange(defaultHiddenIds(columns))}>{t('reset')}</MenuItem>
    </Menu>
  );
}
