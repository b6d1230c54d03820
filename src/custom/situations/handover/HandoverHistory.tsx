import { Suspense, useMemo, useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { usePageText } from '../../../providers/i18n/usePageText';
import type { HandoverPage, ShiftHandover } from '../../../shared/situations/textsApi';
import { formatDateTime } from '../../../ui/format';
import { preloadable, preloadAtFirstInteraction } from '../../../ui/preloadable';
import { PageTable, type TableColumn } from '../../../ui/table';
import { handoverTexts } from './messages';

/** The dialog's code (MUI's Dialog and the summary) comes at the first interaction, not with the page. */
const handoverDialog = preloadable(() => import('./HandoverDialog').then((m) => m.HandoverDialog));

/** The handovers with who handed over and who took over, when; a row opens what was handed over. */
export function HandoverHistory({ page, loading }: { page: HandoverPage; loading: boolean }) {
  const { t, lang } = usePageText(handoverTexts);
  const [shown, setShown] = useState<ShiftHandover | null>(null);
  // Mounted from the first opening on, so that closing plays the dialog's transition.
  const [used, setUsed] = useState(false);
  if (shown && !used) setUsed(true);
  preloadAtFirstInteraction(handoverDialog);
  const columns = useMemo<TableColumn<ShiftHandover>[]>(() => [
    { id: 'handedOverAt', header: t('colHandedOverAt'), value: (h) => formatDateTime(h.handedOverAt, lang), hideable: false },
    { id: 'handedOverBy', header: t('colHandedOverBy'), value: (h) => h.handedOverByName },
    { id: 'situations', header: t('colSituations'), value: (h) => h.summary.situations.length, align: 'right' },
    { id: 'acknowledgedBy', header: t('colAcknowledgedBy'), value: (h) => h.acknowledgedByName ?? t('notAcknowledged') },
    { id: 'acknowledgedAt', header: t('colAcknowledgedAt'), value: (h) => (h.acknowledgedAt ? formatDateTime(h.acknowledgedAt, lang) : null) },
    { id: 'note', header: t('colNote'), value: (h) => h.note, wrap: true, maxWidth: 320 },
  ], [t, lang]);
  return (
    <Box component="section" aria-labelledby="handover-history">
      <Typography id="handover-history" variant="h6" component="h2" sx={{ mb: 1 }}>{t('historyTitle')}</Typography>
      <PageTable
        id="situationHandover.history"
        label={t('historyTitle')}
        columns={columns}
        rows={page.items}
        rowKey={(h) => h.id}
        empty={t('noHistory')}
        loading={loading}
        export={{ fileName: 'schichtuebergaben' }}
        rowActions={(h) => (
          <Button size="small" aria-label={t('showHandover', { at: formatDateTime(h.handedOverAt, lang) })} onClick={() => setShown(h)}>{t('show')}</Button>
        )}
        onRowActivate={(h) => setShown(h)}
      />
      {used && (
        <Suspense fallback={null}>
          <handoverDialog.Component shown={shown} onClose={() => setShown(null)} />
        </Suspense>
      )}
    </Box>
  );
}
