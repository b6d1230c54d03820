/**
 * The export button of a table: a menu with CSV and XLSX. The rows are given, or loaded when the
 * user picks a format (a server-side list exports every page of its selection, not only the one
 * shown). Errors become a toast in the user's language. The menu's code loads when the button is
 * about to be used, the writers (CSV, and the XLSX one behind it) when the menu opens: neither
 * comes with the screen.
 */
import { Suspense, useId, useRef, useState } from 'react';
import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useNotify } from 'react-admin';
import { usePageText } from '../../providers/i18n/usePageText';
import { errorMessage } from '../errorMessage';
import { exportTexts } from './messages';
import { EXPORT_FORMATS, type ExportColumn, type ExportFormat } from '../../shared/export/types';
import { lazyChoiceMenu, preloadChoiceMenu } from '../lazyChoiceMenu';
import { useLazyMenu } from '../useLazyMenu';

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
  const menu = useLazyMenu(preloadChoiceMenu);
  const [busy, setBusy] = useState(false);

  const loadWriter = () => import('./exportRows');
  const openMenu = () => {
    menu.show();
    // Fetched while the user picks a format; run() waits for the same module.
    loadWriter().catch(() => undefined);
  };

  const run = async (format: ExportFormat) => {
    menu.hide();
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
        aria-expanded={menu.open}
        aria-controls={menu.open ? menuId : undefined}
        {...menu.buttonProps}
        onClick={openMenu}
      >
        {t('button')}
      </Button>
      {menu.mounted && (
        <Suspense fallback={null}>
          <lazyChoiceMenu.Component
            id={menuId}
            anchor={anchor.current}
            open={menu.open}
            label={t('menuLabel')}
            choices={EXPORT_FORMATS.map((format) => ({ value: format, label: t(format), onPick: () => void run(format) }))}
            onClose={menu.hide}
          />
        </Suspense>
      )}
    </>
  );
}
