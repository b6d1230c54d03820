/**
 * The timeline, newest first by event time: automatic entries in the reader's language
 * (timelineText.ts), manual ones as written, each with its event time and, when it differs, when
 * and by whom it was entered. A manual entry has an event time of its own (default now).
 */
import { useState } from 'react';
import { Box, Button, List, ListItem, Paper, Typography } from '@mui/material';
import { PlainTextField } from '../../ui/inputs';
import { useNotify } from 'react-admin';
import type { Lang } from '../../shared/resource/types';
import type { Situation, TimelineEntry } from '../../shared/situations/api';
import { errorMessage } from '../../ui/errorMessage';
import { formatDateTime } from '../../ui/format';
import { QueryError, QueryLoadingBar } from '../../ui/states';
import { addTimelineEntry } from './api';
import { sitTexts } from './messages';
import { checkNote, type NoteErrors } from './noteForm';
import { timelineText } from './timelineText';
import { useTimeline } from './useSituation';
import { toZonedInput } from './zonedInput';

const PAGE = 50;

export function TimelineSection({ situation, lang, onChanged }: { situation: Situation; lang: Lang; onChanged: () => void }) {
  const t = (k: Parameters<typeof sitTexts.text>[1], args?: Record<string, string>) => sitTexts.text(lang, k, args);
  const [perPage, setPerPage] = useState(PAGE);
  const query = useTimeline(situation.id, perPage);
  const items = query.data?.items ?? [];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="sit-timeline" sx={{ p: 2 }} data-testid="situation-timeline">
      <Typography id="sit-timeline" component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>{t('timeline')}</Typography>
      {situation.state !== 'closed' && situation.rights.edit && <NoteForm situation={situation} lang={lang} onAdded={() => { void query.refetch(); onChanged(); }} />}
      {query.isPending && <QueryLoadingBar />}
      {query.error ? <QueryError error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.data && items.length === 0 && <Typography variant="body2" color="text.secondary">{t('noTimeline')}</Typography>}
      <List dense disablePadding>
        {items.map((e) => <Entry key={e.id} entry={e} lang={lang} />)}
      </List>
      {query.data && query.data.total > items.length && (
        <Button size="small" onClick={() => setPerPage((n) => n + PAGE)}>{t('timelineMore')}</Button>
      )}
    </Paper>
  );
}

function Entry({ entry, lang }: { entry: TimelineEntry; lang: Lang }) {
  const manual = entry.kind === 'note';
  // A manual entry written later than its event says when it was written.
  const late = Math.abs(Date.parse(entry.createdAt) - Date.parse(entry.eventAt)) >= 60_000;
  return (
    <ListItem disableGutters data-kind={entry.kind} sx={{ display: 'block', borderLeft: 3, borderColor: manual ? 'primary.main' : 'divider', pl: 1.5, mb: 1 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        <time dateTime={entry.eventAt}>{formatDateTime(entry.eventAt, lang)}</time> · {entry.createdBy}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontStyle: manual ? 'normal' : undefined }}>{timelineText(entry, lang)}</Typography>
      {late && (
        <Typography variant="caption" color="text.secondary" component="div" data-testid="entry-meta">
          {sitTexts.text(lang, 'entryMeta', { at: formatDateTime(entry.createdAt, lang), user: entry.createdBy })}
        </Typography>
      )}
    </ListItem>
  );
}

function NoteForm({ situation, lang, onAdded }: { situation: Situation; lang: Lang; onAdded: () => void }) {
  const t = (k: Parameters<typeof sitTexts.text>[1]) => sitTexts.text(lang, k);
  const notify = useNotify();
  const [text, setText] = useState('');
  const [eventAt, setEventAt] = useState(() => toZonedInput(new Date().toISOString()));
  const [errors, setErrors] = useState<NoteErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const check = checkNote(text, eventAt, Date.now());
    setErrors(check.errors);
    if (check.errors.text || check.errors.eventAt || !check.at) return;
    setBusy(true);
    setServerError(null);
    try {
      await addTimelineEntry(situation.id, text.trim(), check.at);
      setText('');
      setEventAt(toZonedInput(new Date().toISOString()));
      notify(t('noteAdded'), { type: 'success' });
      onAdded();
    } catch (e) {
      // The text stays in the field.
      setServerError(errorMessage(e) ?? String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box component="form" aria-label={t('noteAdd')} onSubmit={(e) => { e.preventDefault(); void submit(); }} sx={{ display: 'grid', gap: 1, mb: 2 }}>
      <PlainTextField size="small" id="sit-note-text" label={t('noteText')} value={text} multiline minRows={2} onChange={(e) => setText(e.target.value)}
        error={!!errors.text || !!serverError} helperText={errors.text ? t(errors.text) : serverError ?? undefined} />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <PlainTextField size="small" id="sit-note-at" type="datetime-local" label={t('noteEventAt')} value={eventAt} onChange={(e) => setEventAt(e.target.value)}
          error={!!errors.eventAt} helperText={errors.eventAt ? t(errors.eventAt) : t('noteEventHelp')} slotProps={{ inputLabel: { shrink: true } }}
          sx={{ flex: '1 1 220px' }} />
        <Button type="submit" variant="outlined" disabled={busy}>{t('noteAdd')}</Button>
      </Box>
    </Box>
  );
}
