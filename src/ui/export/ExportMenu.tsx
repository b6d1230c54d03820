/**
 * The export button of a table: a menu with CSV and XLSX. The rows are given, or loaded when the
 * user picks a format (a server-side list exports every page of its selection, not only the one
 * shown). Errors become a toast in the user's language. The writers (CSV, and the XLSX one
 * behind it) load when the menu opens, not with the screen.
 */
import { useId, useRef, useState } from 'react';
import { Button, ListItemText, Menu, MenuItem } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useNotify } from 'react-admin';
import { usePageText } from '../../providers/i18n/usePageText';
import { errorMessage } from '../errorMessage';
import { exportTexts } from './messages';
import { EXPORT_FORMATS, type ExportColumn, type ExportFormat } from '../../shared/export/types';

export interface ExportMenuProps<R> {
  /** The visible columns in their order, headers translated. */
  columns: readonly ExportColumn<R>[];
  /** The rows to write, or a loader called when a format is picked. */
  rows: readonly R[] | (() => Promise<readonly R[]>);
  /** File name without extension, e.g. "umlaufliste-2026-11-21". */
  fileName: string;
  /** XLSX sheet name (default: the file name). */
  sheetName?: string;
  disabled?: boolean;
}

export function ExportMenu<R>({ columns, rows, fileName, sheetName, disabled }: ExportMenuProps<R>) {
  const { t } = usePageText(exportTexts);
  const notify = useNotify();
  const anchor = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const loadWriter = () => import('./exportRows');
  const openMenu = () => {
    setOpen(true);
    // Fetched while the user picks a format; run() waits for the same module.
    loadWriter().catch(() => undefined);
  };

  const run = async (format: ExportFormat) => {
    setOpen(false);
    if (columns.length === 0) {
      notify(t('noColumns'), { type: 'warning' });
      return;
    }
    setBusy(true);
    try {
      const [{ exportRows }, data] = await Promise.all([loadWriter(), typeof rows === 'function' ? rows() : rows]);
      await exportRows(format, fileName, columns, data, { sheetName });
    } catch (e) {
      notify(t('failed', { error: errorMessage(e) ?? '' }), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        ref={anchor}
        size="small"
        startIcon={<DownloadIcon />}
        endIcon={<ArrowDropDownIcon />}
        loading={busy}
        loadingPosition="start"
        disabled={disabled}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={openMenu}
      >
        {t('button')}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor.current}
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ list: { 'aria-label': t('menuLabel'), dense: true } }}
      >
        {EXPORT_FORMATS.map((format) => (
          <MenuItem key={format} data-format={format} onClick={() => void run(format)}>
            <ListItemText>{t(format)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
