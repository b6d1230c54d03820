/**
 * Hold or break one connection (issue 14 item 2): the preview of a hold (recomputed when the
 * hold-until time changes), reason and comment, and the buttons "Halten" / "Aufgeben". A hold
 * beyond the maximum manual hold is refused with the reason shown (the server says so in the
 * preview's `allowed`, and refuses it again). A server error stays in the dialog with everything
 * typed; success closes it and shows a toast.
 */
import { useEffect, useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Stack, Typography } from '@mui/material';
import { PlainTextField } from '../../ui/inputs';
import { useNotify } from 'react-admin';
import type { ConnectionRow } from '../../shared/connections/types';
import type { Lang } from '../../shared/resource/types';
import { pageKey, usePageQuery } from '../../providers/query';
import { errorMessage } from '../../ui/errorMessage';
import { formatClock, formatDurationSeconds } from '../../ui/format';
import { reasonOptions } from '../circulation/options';
import { ReasonFields, type ReasonValue } from '../circulation/ReasonFields';
import { useDisruptionCauses } from '../circulation/useReferenceData';
import { breakConnection, holdConnection, previewHold } from './api';
import { DepartingCell, FeederCell, StateChip } from './cells';
import { clockInput, parseClockInput, slackText } from './labels';
import { connTexts } from './messages';
import { PreviewPanel, RefusedNote } from './PreviewPanel';

const PREVIEW_DEBOUNCE_MS = 400;

export interface DecisionDialogProps {
  row: ConnectionRow;
  lang: Lang;
  onClose: () => void;
  /** After a decision was recorded. */
  onDone: () => void;
}

export function DecisionDialog({ row, lang, onClose, onDone }: DecisionDialogProps) {
  const t = (key: Parameters<typeof connTexts.text>[1], args?: Record<string, string | number>) => connTexts.text(lang, key, args);
  const notify = useNotify();
  const causes = useDisruptionCauses();
  const options = causes.causes ? reasonOptions(causes.causes, lang) : null;
  const [reason, setReason] = useState<ReasonValue>({ reasonId: '', comment: '' });
  const [showErrors, setShowErrors] = useState(false);
  const [busy, setBusy] = useState<'hold' | 'break' | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);

  // The hold-until field: empty until the first preview proposes the needed time.
  const [holdText, setHoldText] = useState('');
  const [requested, setRequested] = useState<number | null>(null);
  const reference = row.departingExpectedDeparture ?? row.departingPlannedDeparture;
  const typed = holdText.trim() ? parseClockInput(holdText, reference) : null;
  useEffect(() => {
    if (typed === null || typed === requested) return undefined;
    const timer = window.setTimeout(() => setRequested(typed), PREVIEW_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [typed, requested]);

  const preview = usePageQuery(pageKey('connections', 'preview', row.id, requested), () => previewHold(row.id, requested), { keepPrevious: true });
  const shown = preview.data;
  useEffect(() => {
    if (shown && !holdText) setHoldText(clockInput(shown.holdUntil));
  }, [shown, holdText]);
  // The preview for the time asked for (not the previous one kept on screen while the next loads).
  const current = shown && !preview.isPlaceholderData && (typed === null || typed === requested) ? shown : null;
  const invalidTime = holdText.trim() !== '' && typed === null;

  const decide = async (kind: 'hold' | 'break') => {
    setShowErrors(true);
    if (!reason.reasonId) return;
    if (kind === 'hold' && (!current || !current.allowed)) return;
    setBusy(kind);
    setSubmitError(null);
    const input = { reasonId: reason.reasonId, comment: reason.comment.trim() };
    try {
      if (kind === 'hold') await holdConnection(row.id, current!.holdUntil, input);
      else await breakConnection(row.id, input);
      const names = { feeder: row.feederTrainNumber, departing: row.departingTrainNumber };
      notify(kind === 'hold' ? t('held', { ...names, time: formatClock(current!.holdUntil) }) : t('broken', names), { type: 'success' });
      onDone();
      onClose();
    } catch (e) {
      setSubmitError(errorMessage(e) ?? String(e));
    } finally {
      setBusy(null);
    }
  };

  const titleId = `conn-dialog-${row.id}`;
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="md" data-testid="decision-dialog">
      <DialogTitle id={titleId}>
        {t('dialogTitle', { feeder: row.feederTrainNumber, departing: row.departingTrainNumber, station: row.stationName })}
      </DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}>
          <StateChip row={row} lang={lang} />
          <Box><Typography variant="caption" color="text.secondary">{t('colFeeder')}</Typography><FeederCell row={row} lang={lang} /></Box>
          <Box><Typography variant="caption" color="text.secondary">{t('colDeparting')}</Typography><DepartingCell row={row} lang={lang} /></Box>
          <Box>
            <Typography variant="caption" color="text.secondary">{t('colSlack')}</Typography>
            <Typography variant="body2">{slackText(row, lang)}</Typography>
          </Box>
        </Box>
        <Stack spacing={2}>
          <PlainTextField
            size="small"
            label={t('holdUntil')}
            value={holdText}
            onChange={(e) => setHoldText(e.target.value)}
            error={invalidTime}
            helperText={invalidTime ? t('holdUntilInvalid') : t('holdUntilHelp', { max: formatDurationSeconds(row.maxManualHoldS) })}
            slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'hold-until' } }}
            sx={{ maxWidth: 260 }}
          />
          {(preview.isFetching || (typed !== null && typed !== requested)) && <LinearProgress aria-label={t('previewLoading')} />}
          {preview.error ? <Alert severity="error">{t('previewFailed', { error: errorMessage(preview.error) ?? '' })}</Alert> : null}
          {shown && <PreviewPanel preview={shown} lang={lang} />}
          {current && !current.allowed && <RefusedNote maxManualHoldS={row.maxManualHoldS} lang={lang} />}
          <ReasonFields value={reason} onChange={setReason} lang={lang} showErrors={showErrors} options={options} loadError={causes.error} />
          {submitError && <Alert severity="error" role="alert" data-testid="decision-error">{submitError}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy !== null}>{t('cancel')}</Button>
        <Button variant="outlined" color="error" disabled={busy !== null} onClick={() => void decide('break')}>{t('break')}</Button>
        <Button variant="contained" disabled={busy !== null || !current || !current.allowed || invalidTime} onClick={() => void decide('hold')}>
          {t('hold')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
