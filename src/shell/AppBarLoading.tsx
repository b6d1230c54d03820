import { Box, CircularProgress, IconButton } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useLoading, useRefresh, useTranslate } from 'react-admin';
import { LazyTooltip } from './LazyTooltip';

/**
 * Refresh button, replaced by a labelled progress indicator while data loads. (react-admin's
 * RefreshIconButton, with the lazy tooltip and its own aria-label.)
 */
export function AppBarLoading() {
  const loading = useLoading();
  const refresh = useRefresh();
  const translate = useTranslate();
  const label = translate('ra.action.refresh');
  return (
    <Box sx={{ width: 48, display: 'flex', justifyContent: 'center' }}>
      {loading ? (
        <CircularProgress color="inherit" size={20} thickness={4} aria-label={translate('ra.page.loading')} />
      ) : (
        <LazyTooltip title={label}>
          <IconButton color="inherit" aria-label={label} onClick={() => refresh()}>
            <RefreshIcon />
          </IconButton>
        </LazyTooltip>
      )}
    </Box>
  );
}
