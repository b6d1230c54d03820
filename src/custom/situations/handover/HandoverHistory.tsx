import { useMemo, useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { usePageText } from '../../../providers/i18n/usePageText';
import type { HandoverPage, ShiftHandover } from '../../../shared/situations/textsApi';
import { formatDateTime } from '../../../ui/format';
import { PageTable, type TableColumn } from '../../../ui/table';
import { HandoverSummaryView } from './HandoverSummaryView';
import { handoverTexts } from './messages';

/** The handovers with who handed over and who took over, when; a row opens what was handed over. */
export function HandoverHistory({ page, loading }: { page: HandoverPage; loading: boolean }) {
  const { t, lang } = usePageText(handoverTexts);
  const [shown, setShown] = useState<ShiftHandover | null>(null);
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
      <Dialog open={shown !== null} onClose={() => setShown(null)} maxWidth="md" fullWidth aria-labelledby="handover-dialog-title">
        {shown ? (
          <>
            <DialogTitle id="handover-dialog-title">{t('handoverOf', { at: formatDateTime(shown.handedOverAt, lang) })}</DialogTitle>
            {/* A long handover scrolls: the keyboard reaches the scrolling box too (nothing in it is focusable). */}
            <DialogContent tabIndex={0}>
              <Typography variant="body2" sx={{ mb: 1 }}>{t('pendingFrom', { name: shown.handedOverByName, at: formatDateTime(shown.handedOverAt, lang) })}</Typography>
              {shown.note ? <Typography variant="body2" sx={{ mb: 2, whiteSpace: 'pre-wrap' }}>{shown.note}</Typography> : null}
              <HandoverSummaryView summary={shown.summary} />
            </DialogContent>
            <DialogActions><Button onClick={() => setShown(null)}>{t('close')}</Button></DialogActions>
          </>
        ) : null}
      </Dialog>
    </Box>
  );
}
