/** The latest measures of the day from the change history, newest first. */
import { useMemo } from 'react';
import { Box } from '@mui/material';
import { usePageText } from '../../providers/i18n/usePageText';
import type { Lang } from '../../shared/resource/types';
import { formatTimeOfDay } from '../../ui/format';
import { PageTable, type TableColumn } from '../../ui/table';
import type { Cause, ChangeEntry } from './api';
import { liveTexts } from './messages';
import { causeName } from './overview';

export function LatestMeasures({ entries, causes }: { entries: ChangeEntry[]; causes: ReadonlyMap<string, Cause> }) {
  const { t, lang } = usePageText(liveTexts);
  const columns = useMemo<TableColumn<ChangeEntry>[]>(() => [
    // When the measure was taken, in the operator's zone.
    { id: 'time', header: t('colTime'), value: (c) => formatTimeOfDay(c.createdAt, lang, { seconds: false }), hideable: false },
    { id: 'train', header: t('colTrain'), value: (c) => trainCell(c, lang) },
    { id: 'action', header: t('colAction'), value: (c) => liveTexts.label(lang, 'action', c.action) },
    { id: 'details', header: t('colDetails'), value: (c) => c.details, wrap: true, maxWidth: 240 },
    { id: 'reason', header: t('colReason'), value: (c) => causeName(causes, c.reasonId, lang), wrap: true },
    { id: 'by', header: t('colBy'), value: (c) => c.createdBy },
  ], [t, lang, causes]);
  // A handful of rows in a card: no paging, no export (the whole history has its own list).
  return (
    <Box data-testid="live-measures">
      <PageTable
        id="liveOverview.measures" label={t('measuresTitle')} columns={columns} rows={entries} rowKey={(c) => c.id}
        rowProps={(c) => ({ 'data-change-id': c.id })} paging={false} empty={t('noMeasures')} maxHeight="none"
      />
    </Box>
  );
}

/** "84512 (S4)"; a disruption of a section belongs to no train: then the line alone. */
function trainCell(c: ChangeEntry, lang: Lang): string {
  if (!c.trainNumber) return c.lineNumber ?? '';
  return c.lineNumber ? liveTexts.text(lang, 'trainLine', { train: c.trainNumber, line: c.lineNumber }) : c.trainNumber;
}
