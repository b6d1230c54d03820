/**
 * Nachricht an Fahrzeug (/vehicle_message, issue 5 point 5): compose a message (predefined or
 * free text) to one vehicle, a selection or all vehicles of a line, and follow its delivery
 * (sent, received, acknowledged; simulated in demo mode) live in the history. A link may name
 * the targets (`?vehicles=…` / `?line=…`, link.ts): the form opens with them chosen.
 */
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { usePageText } from '../../providers/i18n/usePageText';
import { pageKey, usePageQuery } from '../../providers/query';
import { ShellTitle } from '../../shell/ShellTitle';
import { fetchTargets } from './api';
import { ComposePanel } from './ComposePanel';
import { HistoryTable } from './HistoryTable';
import { parseMessageTargets } from './link';
import { vmTexts } from './messages';
import { useMaySend } from './useMaySend';
import { useMessageHistory, VM_PAGE } from './useMessageHistory';
import { usePredefinedTexts } from './usePredefinedTexts';

/** The vehicles' runs change all the time: the target picker is refreshed this often. */
export const TARGETS_REFRESH_MS = 30_000;

export default function VehicleMessagesPage() {
  const { t } = usePageText(vmTexts);
  const maySend = useMaySend();
  const { search } = useLocation();
  const preset = useMemo(() => parseMessageTargets(search), [search]);
  const history = useMessageHistory();
  const texts = usePredefinedTexts(maySend);
  const targets = usePageQuery(pageKey(VM_PAGE, 'targets'), fetchTargets, { refetchIntervalMs: TARGETS_REFRESH_MS });

  return (
    <Box sx={{ py: 1 }}>
      <ShellTitle title={t('title')} />
      <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
        {t('title')}
      </Typography>
      <Stack spacing={2}>
        {targets.data?.simulated && <Alert severity="info">{t('demoMode')}</Alert>}
        {maySend ? (
          <ComposePanel texts={texts} targets={targets} preset={preset} onSent={history.add} />
        ) : (
          <Alert severity="info">{t('readOnly')}</Alert>
        )}
        <HistoryTable history={history} />
      </Stack>
    </Box>
  );
}
