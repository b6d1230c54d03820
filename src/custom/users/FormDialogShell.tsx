/**
 * A small dialog with a form, for the identity actions. Its submit does not bubble (through the
 * React tree) into the record form the action button may sit in.
 */
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';
import { usePageText } from '../../providers/i18n/usePageText';
import { userTexts } from './messages';

export interface FormDialogShellProps {
  open: boolean;
  title: string;
  submitLabel: string;
  busy: boolean;
  error: string | null;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
}

export function FormDialogShell({ open, title, submitLabel, busy, error, onSubmit, onClose, children, testId }: FormDialogShellProps) {
  const { t } = usePageText(userTexts);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!busy) onSubmit();
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" data-testid={testId}>
      <form onSubmit={submit} noValidate>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error && <Alert severity="error">{error}</Alert>}
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
