/**
 * Error pages of the shell (CoreAdminUI `error` and `authenticationError`, and the screen error
 * boundary), in the user's language. Lighter stand-ins for react-admin's Error and
 * AuthenticationError, which pull its configurable title (see ShellTitle).
 */
import { Box, Button, Typography } from '@mui/material';
import ReportIcon from '@mui/icons-material/Report';
import HistoryIcon from '@mui/icons-material/History';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import type { ErrorInfo } from 'react';
import { useResetErrorBoundaryOnLocationChange, useTranslate } from 'react-admin';
import { ShellTitle } from './ShellTitle';

export interface ErrorPageProps {
  error?: Error;
  errorInfo?: ErrorInfo;
  resetErrorBoundary?: (...args: unknown[]) => void;
}

const noop = () => undefined;

export function ErrorPage({ resetErrorBoundary }: ErrorPageProps) {
  const translate = useTranslate();
  useResetErrorBoundaryOnLocationChange(resetErrorBoundary ?? noop);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', py: 6, px: 2, gap: 2, textAlign: 'center' }}>
      <ShellTitle title="ra.page.error" />
      <Typography component="h1" variant="h5" role="alert" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <ReportIcon aria-hidden sx={{ fontSize: 40, color: 'error.main' }} />
        {translate('ra.page.error')}
      </Typography>
      <Typography>{translate('ra.message.error')}</Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', justifyContent: 'center' }}>
        <Button variant="contained" startIcon={<HistoryIcon />} onClick={() => window.history.go(-1)}>
          {translate('ra.action.back')}
        </Button>
        {/* A screen's code that failed to load (network) only comes back with a reload. */}
        <Button variant="outlined" onClick={() => window.location.reload()}>
          {translate('app.error.reload')}
        </Button>
      </Box>
    </Box>
  );
}

export function AuthenticationErrorPage() {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', py: 6, px: 2, textAlign: 'center' }}>
      <ShellTitle title="ra.page.authentication_error" />
      <WarningAmberIcon aria-hidden sx={{ fontSize: 64, color: 'text.secondary' }} />
      <Typography component="h1" variant="h5" sx={{ mt: 3, color: 'text.secondary' }}>
        {translate('ra.page.authentication_error')}
      </Typography>
      <Typography variant="body2">{translate('ra.message.authentication_error')}</Typography>
    </Box>
  );
}
