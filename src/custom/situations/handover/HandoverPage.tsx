/**
 * Schichtübergabe (/lagebericht/uebergabe, issue 13 item 9, docs/situation-report/texts.md): the
 * outgoing dispatcher reads the generated summary (open and stable situations, pending checklist
 * items, standing instructions valid today), adds a note and hands over; the incoming dispatcher
 * (another user) acknowledges; the history keeps every handover with who and when.
 */
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, Link, Paper, Stack, Typography } from '@mui/material';
import { PlainTextField } from '../../../ui/inputs';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { usePageText } from '../../../providers/i18n/usePageText';
import { pageKey, usePageQuery } from '../../../providers/query/pageQuery';
import { ShellTitle } from '../../../shell/ShellTitle';
import type { ShiftHandover } from '../../../shared/situations/textsApi';
import { errorMessage } from '../../../ui/errorMessage';
import { formatDateTime } from '../../../ui/format';
import { QueryState } from '../../../ui/states';
import { useMayDispatch } from '../../circulation/useMayDispatch';
import { acknowledgeHandover, createHandover, fetchHandoverDraft, fetchHandovers } from './api';
import { HandoverHistory } from './HandoverHistory';
import { HandoverSummaryView } from './HandoverSummaryView';
import { handoverTexts } from './messages';

const KEY = pageKey('situationHandover');
/** Without live events for handovers, the page looks again this often (a handover waiting for the next shift). */
const REFRESH_MS = 30_000;
const HISTORY_SIZE = 50;

export default function HandoverPage() {
  const { t, lang } = usePageText(handoverTexts);
  const mayDispatch = useMayDispatch();
  const notify = useNotify();
  const client = useQueryClient();
  const draft = usePageQuery([...KEY, 'draft'], fetchHandoverDraft, { refetchIntervalMs: REFRESH_MS });
  const history = usePageQuery([...KEY, 'history'], () => fetchHandovers(1, HISTORY_SIZE), { refetchIntervalMs: REFRESH_MS });
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);

  const act = async (fn: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await fn();
      notify(done, { type: 'success' });
      await client.invalidateQueries({ queryKey: KEY });
      return true;
    } catch (e) {
      notify(errorMessage(e) ?? t('loadFailed'), { type: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  };
  const open = (history.data?.items ?? []).filter((h) => h.acknowledgedAt === null);

  return (
    <Box sx={{ py: 1 }}>
      <ShellTitle title={t('title')} />
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 1 }}>
        <Typography component="h1" variant="h5">{t('title')}</Typography>
        <Link component={RouterLink} to="/lagebericht">{t('toSituations')}</Link>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{t('intro')}</Typography>
      <Stack spacing={2}>
        {!mayDispatch ? <Alert severity="info">{t('noDispatchRight')}</Alert> : null}
        {open.map((h) => (h.mine
          ? <Alert key={h.id} severity="info">{t('waiting', { at: formatDateTime(h.handedOverAt, lang) })}</Alert>
          : <PendingHandover key={h.id} handover={h} busy={busy} mayAcknowledge={mayDispatch}
              onAcknowledge={() => void act(() => acknowledgeHandover(h.id), t('acknowledged'))} />))}
        <Paper component="section" aria-labelledby="handover-draft" variant="outlined" sx={{ p: 2 }}>
          <Typography id="handover-draft" variant="h6" component="h2">{t('draftTitle')}</Typography>
          <QueryState query={draft} errorTitle={t('loadFailed')}>
            {(summary) => (
              <>
                <Typography variant="caption" color="text.secondary">{t('generatedAt', { at: formatDateTime(summary.generatedAt, lang) })}</Typography>
                <Box sx={{ my: 1.5 }}><HandoverSummaryView summary={summary} /></Box>
                {mayDispatch ? (
                  <Stack spacing={1.5} sx={{ maxWidth: 720 }}>
                    <PlainTextField label={t('note')} multiline minRows={2} value={note} onChange={(e) => setNote(e.target.value)} slotProps={{ htmlInput: { maxLength: 4000 } }} />
                    <Box>
                      <Button variant="contained" disabled={busy}
                        onClick={() => void act(() => createHandover(note), t('handedOver')).then((ok) => ok && setNote(''))}>
                        {t('handOver')}
                      </Button>
                    </Box>
                  </Stack>
                ) : null}
              </>
            )}
          </QueryState>
        </Paper>
        <QueryState query={history} errorTitle={t('historyFailed')}>
          {(page) => <HandoverHistory page={page} loading={history.isFetching} />}
        </QueryState>
      </Stack>
    </Box>
  );
}

function PendingHandover({ handover, busy, mayAcknowledge, onAcknowledge }: { handover: ShiftHandover; busy: boolean; mayAcknowledge: boolean; onAcknowledge: () => void }) {
  const { t, lang } = usePageText(handoverTexts);
  const id = `handover-pending-${handover.id}`;
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: 2, borderColor: 'warning.main' }}>
      <Typography id={id} variant="h6" component="h2">{t('pendingTitle')}</Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>{t('pendingFrom', { name: handover.handedOverByName, at: formatDateTime(handover.handedOverAt, lang) })}</Typography>
      {handover.note ? <Typography variant="body2" sx={{ mb: 1.5, whiteSpace: 'pre-wrap', fontStyle: 'italic' }}>{handover.note}</Typography> : null}
      <HandoverSummaryView summary={handover.summary} />
      {mayAcknowledge ? (
        <Button variant="contained" color="warning" sx={{ mt: 1.5 }} disabled={busy} onClick={onAcknowledge}>{t('acknowledge')}</Button>
      ) : null}
    </Paper>
  );
}
