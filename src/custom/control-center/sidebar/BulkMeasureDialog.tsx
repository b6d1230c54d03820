/**
 * A measure for several trains at once (multiple selection): delay or cancel, one reason and one
 * comment for all, a confirmation naming the trains, then the circulation list's mutation once per
 * run. Runs the server refuses are named afterwards; the others are recorded.
 */
import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { PlainTextField } from '../../../ui/inputs';
import { useGetList, useNotify } from 'react-admin';
import { usePageText } from '../../../providers/i18n/usePageText';
import causeResource from '../../../resources/disruption-causes/resource';
import { useConfirm } from '../../../ui/ConfirmProvider';
import { errorMessage } from '../../../ui/errorMessage';
import { cancelRun, delayRun, type DisruptionCause, type ReasonInput } from '../../circulation/api';
import { circTexts } from '../../circulation/messages';
import { runLabels } from '../../circulation/runLabelTexts';
import { MAX_DELAY_MIN, parseMinutes } from '../../circulation/minutes';
import { reasonOptions } from '../../circulation/options';
import { ReasonFields, type ReasonValue } from '../../circulation/ReasonFields';
import type { TabRun } from './api';
import { sidebarTexts } from './messages';

export type BulkAction = 'delay' | 'cancel';

export interface BulkResult {
  ok: string[];
  failed: { train: string; error: string }[];
}

/** Applies the measure to each run in turn (the engine validates each against the state the previous left). */
export async function applyToEach(runs: readonly TabRun[], apply: (run: TabRun) => Promise<unknown>): Promise<BulkResult> {
  const result: BulkResult = { ok: [], failed: [] };
  for (const run of runs) {
    try {
      await apply(run);
      result.ok.push(run.id);
    } catch (e) {
      result.failed.push({ train: run.trainNumber, error: errorMessage(e) ?? String(e) });
    }
  }
  return result;
}

export function BulkMeasureDialog({ action, runs, onClose, onDone }: {
  action: BulkAction;
  runs: readonly TabRun[];
  onClose: () => void;
  onDone: (result: BulkResult) => void;
}) {
  const { t, lang } = usePageText(sidebarTexts);
  const [reason, setReason] = useState<ReasonValue>({ reasonId: '', comment: '' });
  const [minutesText, setMinutesText] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const { confirm } = useConfirm();
  const notify = useNotify();
  // Disruption causes are a declared resource: read through react-admin, in its cache.
  const causes = useGetList<DisruptionCause>(causeResource.path, { pagination: { page: 1, perPage: 1000 }, sort: { field: 'code', order: 'ASC' } });
  const options = causes.data ? reasonOptions(causes.data, lang) : null;
  const minutes = action === 'delay' ? parseMinutes(minutesText, 0, MAX_DELAY_MIN) : 0;
  const valid = minutes !== null && !!reason.reasonId;
  const trains = runs.map((r) => r.trainNumber).join(', ');
  const actionLabel = runLabels.label(lang, 'measure', action);
  const titleId = 'bulk-measure-title';

  const apply = async () => {
    setShowErrors(true);
    if (!valid) return;
    let result: BulkResult | null = null;
    const input: ReasonInput = { reasonId: reason.reasonId, comment: reason.comment.trim() };
    const { confirmed } = await confirm({
      title: t(action === 'delay' ? 'bulkDelayTitle' : 'bulkCancelTitle', { count: runs.length }),
      description: t('bulkConfirm', { action: actionLabel, count: runs.length, trains }),
      confirmText: circTexts.text(lang, 'apply'),
      cancelText: circTexts.text(lang, 'cancel'),
      onConfirm: async () => {
        result = await applyToEach(runs, (run) => (action === 'delay' ? delayRun(run.id, (minutes ?? 0) * 60, input) : cancelRun(run.id, null, input)));
        // Nothing recorded: the confirmation stays open with the reason.
        if (result.ok.length === 0) throw new Error(t('bulkFailed', { failures: result.failed.map((f) => `${f.train}: ${f.error}`).join('; ') }));
      },
    });
    if (!confirmed || !result) return;
    const r: BulkResult = result;
    notify(
      [t('bulkDone', { action: actionLabel, ok: r.ok.length, count: runs.length }),
        r.failed.length ? t('bulkFailed', { failures: r.failed.map((f) => `${f.train}: ${f.error}`).join('; ') }) : ''].filter(Boolean).join(' '),
      { type: r.failed.length ? 'warning' : 'success' },
    );
    onDone(r);
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {t(action === 'delay' ? 'bulkDelayTitle' : 'bulkCancelTitle', { count: runs.length })}
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 1 }}>{t('bulkTrains', { trains })}</Typography>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {action === 'delay' && (
            <PlainTextField
              size="small"
              required
              autoFocus
              label={circTexts.text(lang, 'delayMinutes')}
              value={minutesText}
              onChange={(e) => setMinutesText(e.target.value)}
              error={showErrors && minutes === null}
              helperText={showErrors && minutes === null ? circTexts.text(lang, 'delayInvalid') : circTexts.text(lang, 'delayHelp')}
              slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
            />
          )}
          {action === 'cancel' && <Typography variant="body2">{circTexts.text(lang, 'cancelSummaryWhole')}</Typography>}
          <ReasonFields value={reason} onChange={setReason} lang={lang} showErrors={showErrors} options={options} loadError={causes.error} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{circTexts.text(lang, 'cancel')}</Button>
        <Button variant="contained" onClick={() => void apply()}>{circTexts.text(lang, 'apply')}</Button>
      </DialogActions>
    </Dialog>
  );
}
