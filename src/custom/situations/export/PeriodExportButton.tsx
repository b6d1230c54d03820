/**
 * Export of a period's situations for the list page: a menu with PDF (summary table), XLSX and
 * CSV. The list passes its period and category filter; only situations of categories the user
 * may view are in the file (the server's rule). Without a period it exports the last 7 days.
 * The menu's code loads when the button is about to be used (src/ui/useLazyMenu.ts).
 */
import { Suspense, useId, useRef, useState } from 'react';
import { Button, Stack } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { currentBrand } from '../../../brands';
import { usePageText } from '../../../providers/i18n/usePageText';
import { SITUATION_EXPORT_FORMATS, type SituationExportFormat } from '../../../shared/situations/exportApi';
import { formatDateTime } from '../../../ui/format';
import { lazyChoiceMenu, preloadChoiceMenu } from '../../../ui/lazyChoiceMenu';
import { useLazyMenu } from '../../../ui/useLazyMenu';
import { ExportProgress } from './ExportProgress';
import { situationExportTexts } from './messages';
import { useExportJob } from './useExportJob';

export interface PeriodExportButtonProps {
  /** ISO instants of the list's period filter; null: the last 7 days up to now. */
  from?: string | null;
  to?: string | null;
  categoryIds?: string[] | null;
}

const WEEK_MS = 7 * 24 * 3600_000;

export function PeriodExportButton({ from, to, categoryIds }: PeriodExportButtonProps) {
  const { t, lang } = usePageText(situationExportTexts);
  const { progress, start } = useExportJob();
  const anchor = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const menu = useLazyMenu(preloadChoiceMenu);
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);

  const openMenu = () => {
    // The period is fixed when the menu opens, so the menu names what will be exported.
    const end = to ?? new Date().toISOString();
    setRange({ from: from ?? new Date(Date.parse(end) - WEEK_MS).toISOString(), to: end });
    menu.show();
  };
  const run = (format: SituationExportFormat) => {
    menu.hide();
    if (range) start({ kind: 'period', format, from: range.from, to: range.to, categoryIds: categoryIds ?? null, brand: currentBrand.code });
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Button
        ref={anchor}
        size="small"
        startIcon={<DownloadIcon />}
        endIcon={<ArrowDropDownIcon />}
        loading={progress !== null}
        loadingPosition="start"
        aria-haspopup="menu"
        aria-expanded={menu.open}
        aria-controls={menu.open ? menuId : undefined}
        {...menu.buttonProps}
        onClick={openMenu}
      >
        {t('period')}
      </Button>
      {progress !== null && <ExportProgress progress={progress} />}
      {menu.mounted && (
        <Suspense fallback={null}>
          <lazyChoiceMenu.Component
            id={menuId}
            anchor={anchor.current}
            open={menu.open}
            label={t('periodMenu')}
            header={range ? t('periodRange', { from: formatDateTime(range.from, lang), to: formatDateTime(range.to, lang) }) : undefined}
            choices={SITUATION_EXPORT_FORMATS.map((format) => ({ value: format, label: t(`format.${format}`), onPick: () => run(format) }))}
            onClose={menu.hide}
          />
        </Suspense>
      )}
    </Stack>
  );
}
