/**
 * The bell's popover (issue 13 item 6): the caller's notifications and "Quittieren" per
 * notification. Drawn with MUI inside the screens' theme, a chunk of its own loaded when the bell
 * is first opened (NotificationBell.tsx, in the app bar, is drawn without MUI: issue 15).
 */
import { useState } from 'react';
import { Box, Button, Link, List, ListItem, Popover, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { usePageText } from '../../../providers/i18n/usePageText';
import { formatRecentTime } from '../../../ui/format';
import { errorMessage } from '../../../ui/errorMessage';
import type { Notification } from '../../../shared/situations/notifications';
import { notifyTexts } from './messages';
import { bellHeading } from './bellHeading';
import type { useMyNotifications } from './useMyNotifications';

export interface BellPanelProps extends ReturnType<typeof useMyNotifications> {
  id: string;
  anchor: HTMLElement;
  onClose: () => void;
}

export default function BellPanel({ id, anchor, onClose, query, acknowledge }: BellPanelProps) {
  const { t, lang } = usePageText(notifyTexts);
  const notify = useNotify();
  const [busy, setBusy] = useState<string | null>(null);

  const onAcknowledge = async (n: Notification) => {
    setBusy(n.id);
    try {
      await acknowledge(n.id);
      notify(t('acknowledgedToast'), { type: 'success' });
    } catch (e) {
      notify(errorMessage(e) ?? t('ackError'), { type: 'error' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Popover
      id={id}
      open
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { role: 'dialog', 'aria-label': t('bellTitle'), sx: { width: 380, maxWidth: '95vw', maxHeight: '70vh' } } }}
    >
      <Typography variant="subtitle1" component="h2" sx={{ px: 2, pt: 1.5, pb: 1, fontWeight: 600 }}>
        {t('bellTitle')}
      </Typography>
      {query.isError && <Typography sx={{ px: 2, pb: 2 }} color="error">{t('bellError')}</Typography>}
      {query.data && query.data.items.length === 0 && <Typography sx={{ px: 2, pb: 2 }} color="text.secondary">{t('bellEmpty')}</Typography>}
      <List dense disablePadding aria-label={t('bellTitle')}>
        {query.data?.items.map((n) => {
          const heading = bellHeading(lang, n);
          return (
            <ListItem key={n.id} divider data-notification={n.id} sx={{ display: 'block', py: 1, bgcolor: n.acknowledgedAt ? undefined : 'action.hover' }}>
              <Typography variant="body2" sx={{ fontWeight: n.acknowledgedAt ? 400 : 600 }}>{heading}</Typography>
              <Typography variant="caption" color="text.secondary" component="div">
                {formatRecentTime(n.createdAt, lang)}
                {n.acknowledgedAt && ` · ${t('acknowledged', { at: formatRecentTime(n.acknowledgedAt, lang) })}`}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, mt: 0.5, alignItems: 'center' }}>
                <Link component={RouterLink} to={`/lagebericht/${n.situationId}`} onClick={onClose} variant="body2">
                  {t('openSituation')}
                </Link>
                <Box sx={{ flex: 1 }} />
                {!n.acknowledgedAt && (
                  <Button size="small" variant="contained" disabled={busy === n.id} aria-label={t('acknowledgeOne', { subject: heading })} onClick={() => void onAcknowledge(n)}>
                    {t('acknowledge')}
                  </Button>
                )}
              </Box>
            </ListItem>
          );
        })}
      </List>
    </Popover>
  );
}
