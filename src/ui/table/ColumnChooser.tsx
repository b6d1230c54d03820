/**
 * The column chooser: a button opening a menu with one checkbox per hideable column, plus show
 * all, hide all and the defaults. Open state is the table's, so that the empty-columns state's
 * "Spalten verwalten" button can open it too.
 */
import { useId, type RefObject } from 'react';
import { Button, Checkbox, Divider, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { usePageText } from '../../providers/i18n/usePageText';
import { allHidden, defaultHiddenIds, isHideable, toggleHidden, visibleColumns } from './columnVisibility';
import { tableTexts } from './messages';
import type { TableColumn } from './types';

export interface ColumnChooserProps<R> {
  columns: readonly TableColumn<R>[];
  hidden: readonly string[] | undefined;
  onChange: (hidden: string[]) => void;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  anchor: RefObject<HTMLButtonElement | null>;
}

export function ColumnChooser<R>({ columns, hidden, onChange, open, onOpen, onClose, anchor }: ColumnChooserProps<R>) {
  const { t } = usePageText(tableTexts);
  const menuId = useId();
  const shown = new Set(visibleColumns(columns, hidden).map((c) => c.id));
  return (
    <>
      <Button
        ref={anchor}
        size="small"
        startIcon={<ViewColumnIcon />}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={onOpen}
      >
        {t('columns')}
      </Button>
      <Menu id={menuId} anchorEl={anchor.current} open={open} onClose={onClose} slotProps={{ list: { 'aria-label': t('chooserLabel'), dense: true } }}>
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
    </>
  );
}
