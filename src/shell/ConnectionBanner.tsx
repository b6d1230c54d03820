/**
 * The live connection's banner at the top of the screen content: prominent (brand error red,
 * role="alert") when the connection is lost, quieter (brand primary, role="status") while
 * reconnecting after a connection existed. Only the headline is the live region: the
 * countdown beside it ticks every second and must not be announced every second.
 */
import { Box, Button, Typography } from '@mui/material';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import SyncIcon from '@mui/icons-material/Sync';
import { useTranslate } from 'react-admin';
import { bannerOf, secondsUntil } from '../providers/live/connectionState';
import { connectionStore } from '../providers/live/connectionStore';
import { useConnectionState, useNow } from '../providers/live/useConnectionState';

export function ConnectionBanner() {
  const translate = useTranslate();
  const banner = bannerOf(useConnectionState());
  const now = useNow(banner?.nextAttemptAt != null);
  if (!banner) return null;
  const lost = banner.kind === 'lost';
  const seconds = secondsUntil(banner.nextAttemptAt, now);
  const when = seconds === null ? translate('app.connection.trying') : translate('app.connection.next_try', { seconds });
  const headline =
    banner.kind === 'lost'
      ? translate('app.connection.lost')
      : translate('app.connection.reconnecting', { retry: banner.retry, max: banner.maxRetries });
  const Icon = lost ? CloudOffIcon : SyncIcon;
  return (
    <Box
      data-connection-banner={banner.kind}
      sx={(theme) => ({
        position: 'sticky',
        top: theme.spacing(6),
        [theme.breakpoints.down('sm')]: { top: theme.spacing(7) },
        zIndex: theme.zIndex.appBar - 1,
        mx: -1,
        mb: 1,
        px: 2,
        py: 1,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 1.5,
        rowGap: 0.5,
        ...(lost
          ? { bgcolor: 'error.main', color: 'error.contrastText' }
          : {
              bgcolor: 'background.paper',
              color: 'text.primary',
              borderBottom: `2px solid ${theme.palette.primary.main}`,
            }),
      })}
    >
      <Icon aria-hidden sx={{ color: lost ? 'inherit' : 'primary.dark' }} />
      <Box sx={{ flex: '1 1 16rem' }}>
        <Typography component="span" role={lost ? 'alert' : 'status'} sx={{ fontWeight: 600 }}>
          {headline}
        </Typography>
        <Typography component="span"> – {when}</Typography>
        {lost && (
          <Typography variant="body2" sx={{ display: 'block' }}>
            {translate('app.connection.lost_detail')}
          </Typography>
        )}
      </Box>
      <Button
        size="small"
        variant={lost ? 'outlined' : 'text'}
        color={lost ? 'inherit' : 'primary'}
        disabled={seconds === null}
        onClick={() => connectionStore.retryNow()}
      >
        {translate('app.connection.retry_now')}
      </Button>
    </Box>
  );
}
