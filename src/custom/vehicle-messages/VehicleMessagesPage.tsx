/**
 * Nachricht an Fahrzeug (/vehicle_message, issue 5 point 5): compose a message (predefined or
 * free text) to one vehicle, a selection or all vehicles of a line, and follow its delivery
 * (sent, received, acknowledged; simulated in demo mode) live in the history. A link may name
 * the targets (`?vehicles=…` / `?line=…`, link.ts): the form opens with them chosen.
 */
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { useAppLang } from '../../providers/i18n/useAppLang';
import { ShellTitle } from '../../shell/ShellTitle';
import { fetchTargets, fetchTexts } from './api';
import { ComposePanel } from './ComposePanel';
import { HistoryTable } from './HistoryTable';
import { parseMessageTargets } from './link';
import { vmText } from './messages';
import { useLoad } from './useLoad';
import { useMaySend } from './useMaySend';
import { useMessageHistory } from './useMessageHistory';

/** The vehicles' runs change all the time: the target picker is refreshed this often. */
export const TARGETS_REFRESH_MS = 30_000;

export default function VehicleMessagesPage() {
  const lang = useAppLang();
  const maySend = useMaySend();
  const { search } = useLocation();
  const preset = useMemo(() => parseMessageTargets(search), [search]);
  const history = useMessageHistory();
  const texts = useLoad(fetchTexts);
  const targets = useLoad(fetchTargets);
  const reloadTargets = targets.reload;
  useEffect(() => {
    const timer = setInterval(reloadTargets, TARGETS_REFRESH_MS);
    return () => clearInterval(timer);
  }, [reloadTargets]);

  return (
    <Box sx={{ py: 1 }}>
      <ShellTitle title={vmText(lang, 'title')} />
      <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
        {vmText(lang, 'title')}
      </Typography>
      <Stack spacing={2}>
        {targets.data?.simulated && <Alert severity="info">{vmText(lang, 'demoMode')}</Alert>}
        {maySend ? (
          <ComposePanel
            lang={lang}
            texts={texts.data ?? []}
            textsError={texts.error}
            targets={targets.data}
            targetsError={targets.error}
            preset={preset}
            onSent={history.add}
          />
        ) : (
          <Alert severity="info">{vmText(lang, 'readOnly')}</Alert>
        )}
        <HistoryTable history={history} lang={lang} />
      </Stack>
    </Box>
  );
}
