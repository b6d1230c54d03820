/** The import's phases as a stepper, each with its progress bar and rows (texts from importProgress.ts). */
import { Box, LinearProgress, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { usePageText } from '../../providers/i18n/usePageText';
import { importSteps, type StepsInput, type StepView } from './importProgress';
import { timetableTexts } from './messages';

function StepDetail({ step }: { step: StepView }) {
  return (
    <Box sx={{ width: '80%', minWidth: 96, mx: 'auto' }}>
      {step.status === 'active' && (
        <LinearProgress
          variant={step.percent === null ? 'indeterminate' : 'determinate'}
          value={step.percent ?? undefined}
          aria-label={step.label}
          sx={{ my: 0.5 }}
        />
      )}
      {step.detail && (
        <Typography variant="caption" color={step.status === 'failed' ? 'error' : 'text.secondary'} data-testid="import-step-detail">
          {step.detail}
        </Typography>
      )}
    </Box>
  );
}

export function ImportStepper(props: StepsInput) {
  const { t, lang } = usePageText(timetableTexts);
  const steps = importSteps(props, lang);
  const active = steps.findIndex((s) => s.status === 'active' || s.status === 'failed');
  const current = props.job?.phase ?? 'upload';
  return (
    <Box
      role="group"
      aria-label={t('stepperLabel')}
      data-testid="import-stepper"
      data-phase={current}
      sx={{ overflowX: 'auto', py: 1 }}
    >
      <Stepper activeStep={active === -1 ? steps.length : active} alternativeLabel>
        {steps.map((step) => (
          <Step key={step.phase} completed={step.status === 'complete'} data-testid={`import-step-${step.phase}`} data-status={step.status}>
            <StepLabel error={step.status === 'failed'} optional={<StepDetail step={step} />}>
              {step.label}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
    </Box>
  );
}
