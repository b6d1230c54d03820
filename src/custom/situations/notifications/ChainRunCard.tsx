/** One chain run of a situation: its state, acknowledgement, steps (current one marked) and notifications. */
import { Box, Chip, Typography } from '@mui/material';
import { usePageText } from '../../../providers/i18n/usePageText';
import type { ChainRun, ChainRunStep } from '../../../shared/situations/notifications';
import { formatDateTime } from '../../../ui/format';
import { PageTable } from '../../../ui/table';
import { notifyTexts } from './messages';
import { notificationColumns } from './notificationColumns';

// The outline carries the state's colour; the label stays dark (MUI's info blue on white is 4.0:1, under AA).
const STATE_COLOR = { running: 'info', finished: 'success', stopped: 'default' } as const;

function StepText({ step }: { step: ChainRunStep }) {
  const { t, lang } = usePageText(notifyTexts);
  const parts = [notifyTexts.label(lang, 'kind', step.kind)];
  if (step.target) parts.push(`${step.targetKind ? notifyTexts.label(lang, 'target', step.targetKind) : ''} ${step.target}`.trim());
  if (step.minutes) parts.push(t('stepMinutes', { count: step.minutes }));
  if (step.times) parts.push(t('stepTimes', { count: step.times }));
  return <>{parts.join(' · ')}</>;
}

export function ChainRunCard({ run }: { run: ChainRun }) {
  const { t, lang } = usePageText(notifyTexts);
  return (
    <Box component="section" aria-label={run.chainName} data-run={run.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, mb: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle2" component="h3">{run.chainName}</Typography>
        <Chip size="small" label={notifyTexts.label(lang, 'runState', run.state)} color={STATE_COLOR[run.state]} variant="outlined" sx={{ color: 'text.primary' }} />
        <Typography variant="body2" color="text.secondary">{t('runStarted', { at: formatDateTime(run.startedAt, lang) })}</Typography>
      </Box>
      <Typography variant="body2" sx={{ mt: 0.5 }} data-run-ack>
        {run.acknowledgedAt ? t('runAcknowledged', { by: run.acknowledgedBy ?? '', at: formatDateTime(run.acknowledgedAt, lang) }) : t('runNotAcknowledged')}
        {run.nextAt && ` · ${t('runNext', { at: formatDateTime(run.nextAt, lang) })}`}
      </Typography>
      <Box component="ol" sx={{ my: 1, pl: 3 }}>
        {run.steps.map((s, i) => {
          const current = run.state === 'running' && i === run.stepIndex;
          return (
            <Typography component="li" variant="body2" key={i} aria-current={current ? 'step' : undefined} sx={{ fontWeight: current ? 600 : 400, color: run.state !== 'running' || i >= run.stepIndex ? 'text.primary' : 'text.secondary' }}>
              <StepText step={s} />
              {current && ` (${t('stepCurrent')})`}
            </Typography>
          );
        })}
      </Box>
      {run.notifications.length > 0 && (
        <PageTable
          id="situations.chainRun.notifications"
          label={`${run.chainName}: ${t('colReceiver')}`}
          columns={notificationColumns(lang)}
          rows={run.notifications}
          rowKey={(n) => n.id}
          rowProps={(n) => ({ 'data-notification': n.id })}
          paging={false}
          maxHeight="none"
          empty={null}
        />
      )}
    </Box>
  );
}
