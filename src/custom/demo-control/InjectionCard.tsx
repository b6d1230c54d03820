/**
 * What the two injection forms share: the card with title, intro, form, submit button and
 * errors, the minutes field, and the submit run (busy, error in the user's language, toast,
 * reload of the page's data).
 */
import { useState, type ReactNode } from 'react';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { PlainTextField } from '../../ui/inputs';
import { useNotify } from 'react-admin';
import { usePageText } from '../../providers/i18n/usePageText';
import { errorMessage } from '../../ui/errorMessage';
import { QueryError } from '../../ui/states';
import { demoTexts } from './messages';
import { parseMinutes } from './sections';
import { useReloadDemo } from './useSimulation';

/** Runs an injection: on success its toast and a reload of the page's data, else the error. */
export function useInjection() {
  const notify = useNotify();
  const reload = useReloadDemo();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (call: () => Promise<unknown>, done: () => string): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      await call();
      notify(done(), { type: 'success' });
      void reload();
      return true;
    } catch (e) {
      setError(errorMessage(e));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}

/** Whole minutes from 1 to max, with the reason when the input is not. */
export function MinutesField({ value, onChange, max }: { value: string; onChange: (text: string) => void; max: number }) {
  const { t } = usePageText(demoTexts);
  const invalid = parseMinutes(value, max) === null;
  return (
    <PlainTextField
      label={t('minutes')} value={value} size="small" onChange={(e) => onChange(e.target.value)}
      error={invalid} helperText={invalid ? t('minutesInvalid', { max }) : ' '}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
  );
}

export interface InjectionCardProps {
  /** Prefix of the heading's id. */
  id: string;
  title: string;
  intro: string;
  submitLabel: string;
  submitIcon: ReactNode;
  canSubmit: boolean;
  busy: boolean;
  onSubmit: () => void;
  /** The injection's refusal, in the user's language. */
  error: string | null;
  /** Loading the form's choices failed: shown with a retry. */
  loadError?: { error: unknown; retry: () => void } | null;
  children: ReactNode;
}

export function InjectionCard({ id, title, intro, submitLabel, submitIcon, canSubmit, busy, onSubmit, error, loadError, children }: InjectionCardProps) {
  return (
    <Card variant="outlined" component="section" aria-labelledby={`${id}-title`}>
      <CardContent>
        <Typography id={`${id}-title`} component="h2" variant="h6">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {intro}
        </Typography>
        <Box component="form" sx={{ display: 'grid', gap: 2 }} onSubmit={(e) => { e.preventDefault(); if (canSubmit && !busy) onSubmit(); }}>
          {children}
          <Box>
            <Button type="submit" variant="contained" color="warning" startIcon={submitIcon} disabled={!canSubmit || busy}>
              {submitLabel}
            </Button>
          </Box>
          {loadError?.error ? <QueryError error={loadError.error} onRetry={loadError.retry} /> : null}
          {error ? <Alert severity="error">{error}</Alert> : null}
        </Box>
      </CardContent>
    </Card>
  );
}
