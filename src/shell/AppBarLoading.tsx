import { CircularProgress, Box } from '@mui/material';
import { RefreshIconButton, useLoading, useTranslate } from 'react-admin';

/** Refresh button, replaced by a labelled progress indicator while data loads. */
export function AppBarLoading() {
  const loading = useLoading();
  const translate = useTranslate();
  return (
    <Box sx={{ width: 48, display: 'flex', justifyContent: 'center' }}>
      {loading ? (
        <CircularProgress color="inherit" size={20} thickness={4} aria-label={translate('ra.page.loading')} />
      ) : (
        <RefreshIconButton color="inherit" />
      )}
    </Box>
  );
}
