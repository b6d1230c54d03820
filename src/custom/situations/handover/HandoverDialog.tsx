/** What was handed over in one past handover, in a dialog; its code loads when the history is first used. */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { usePageText } from '../../../providers/i18n/usePageText';
import type { ShiftHandover } from '../../../shared/situations/textsApi';
import { formatDateTime } from '../../../ui/format';
import { HandoverSummaryView } from './HandoverSummaryView';
import { handoverTexts } from './messages';

export function HandoverDialog({ shown, onClose }: { shown: ShiftHandover | null; onClose: () => void }) {
  const { t, lang } = usePageText(handoverTexts);
  return (
    <Dialog open={shown !== null} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="handover-dialog-title">
      {shown ? (
        <>
          <DialogTitle id="handover-dialog-title">{t('handoverOf', { at: formatDateTime(shown.handedOverAt, lang) })}</DialogTitle>
          {/* A long handover scrolls: the keyboard reaches the scrolling box too (nothing in it is focusable). */}
          <DialogContent tabIndex={0}>
            <Typography variant="body2" sx={{ mb: 1 }}>{t('pendingFrom', { name: shown.handedOverByName, at: formatDateTime(shown.handedOverAt, lang) })}</Typography>
            {shown.note ? <Typography variant="body2" sx={{ mb: 2, whiteSpace: 'pre-wrap' }}>{shown.note}</Typography> : null}
            <HandoverSummaryView summary={shown.summary} />
          </DialogContent>
          <DialogActions><Button onClick={onClose}>{t('close')}</Button></DialogActions>
        </>
      ) : null}
    </Dialog>
  );
}
