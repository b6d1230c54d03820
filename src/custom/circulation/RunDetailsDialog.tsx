import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { QueryLoadingBar } from '../../ui/states';
import { errorMessage } from '../../ui/errorMessage';
import type { ActionDialogProps } from './dialogTypes';
import { formatDistance } from '../../ui/format';
import { circTexts } from './messages';
import { vehicleText } from './cells';
import { MeasureList } from './MeasureList';
import { RunHeading } from './RunHeading';
import { StopsTable } from './StopsTable';
import { useRunDetail } from './useRunDetail';

/** The row action "view": the run's stops with plan and forecast, and its measures (live). */
export function RunDetailsDialog({ row, lang, onClose, onDone, mayDispatch }: ActionDialogProps & { mayDispatch: boolean }) {
  const detail = useRunDetail(row.id, true);
  const run = detail.run ?? null;
  const titleId = `run-details-title-${row.id}`;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{circTexts.text(lang, 'viewTitle', { train: row.trainNumber })}</DialogTitle>
      {/* Focusable so that keyboard users can scroll a long list of stops (it may hold no button). */}
      <DialogContent tabIndex={0}>
        <RunHeading row={run ?? row} lang={lang} />
        {run && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {[run.location, run.nextStation ? `→ ${run.nextStation}` : '', run.distanceM > 0 ? formatDistance(run.distanceM, lang) : '', vehicleText(run, lang)]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        )}
        {detail.loading && !run && <QueryLoadingBar />}
        {detail.error ? <Alert severity="error">{errorMessage(detail.error)}</Alert> : null}
        {!detail.loading && !detail.error && !run && <Alert severity="warning">{circTexts.text(lang, 'runMissing')}</Alert>}
        {run && (
          <>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
              {circTexts.text(lang, 'stops')}
            </Typography>
            <Box sx={{ overflowX: 'auto' }}>
              <StopsTable stops={run.stops} lang={lang} />
            </Box>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
              {circTexts.text(lang, 'measures')}
            </Typography>
            <MeasureList
              measures={run.measures}
              lang={lang}
              mayDispatch={mayDispatch}
              onChanged={() => {
                detail.reload();
                onDone();
              }}
            />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{circTexts.text(lang, 'close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
