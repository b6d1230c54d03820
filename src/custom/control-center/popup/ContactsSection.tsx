/** Kontakte / Contatti: the run's crew and control contacts, its follow-up contacts, and adding one. */
import { useState } from 'react';
import { Alert, Box, Button, LinearProgress, Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { RunContact } from '../../../shared/operations/contacts';
import type { Lang } from '../../../shared/resource/types';
import { errorMessage } from '../../../ui/errorMessage';
import { formatDateTime } from '../../circulation/format';
import { useLoad } from '../../circulation/useLoad';
import { fetchContacts } from './api';
import { FollowUpForm } from './FollowUpForm';
import { popText, ROLE_LABELS } from './messages';

function ContactItem({ c, lang }: { c: RunContact; lang: Lang }) {
  const tel = c.phone.replace(/[^\d+]/g, '');
  return (
    <ListItem disableGutters data-contact-source={c.source} sx={{ py: 0.25 }}>
      <ListItemText
        primary={
          <Box component="span" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'baseline' }}>
            <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>{c.name}</Typography>
            <Typography component="span" variant="caption" color="text.secondary">{ROLE_LABELS[lang][c.role] ?? c.role}</Typography>
            {c.phone && <Link href={`tel:${tel}`} variant="body2" aria-label={popText(lang, 'call', { name: c.name })}>{c.phone}</Link>}
          </Box>
        }
        secondary={
          [c.note, c.createdBy && c.createdAt ? popText(lang, 'addedBy', { who: c.createdBy, when: formatDateTime(c.createdAt, lang) }) : '']
            .filter(Boolean).join(' · ') || undefined
        }
      />
    </ListItem>
  );
}

export function ContactsSection({ runId, lang, mayAdd }: { runId: string; lang: Lang; mayAdd: boolean }) {
  const contacts = useLoad(() => fetchContacts(runId), runId);
  const [adding, setAdding] = useState(false);
  const list = contacts.data ?? [];
  const roster = list.filter((c) => c.source === 'roster');
  const followUps = list.filter((c) => c.source === 'followUp');
  return (
    <Box data-testid="popup-contacts">
      {contacts.loading && !contacts.data && <LinearProgress />}
      {contacts.error ? <Alert severity="error">{popText(lang, 'contactsFailed', { error: errorMessage(contacts.error) ?? '' })}</Alert> : null}
      <Typography variant="subtitle2" component="h3">{popText(lang, 'roster')}</Typography>
      <List dense disablePadding>{roster.map((c) => <ContactItem key={c.id} c={c} lang={lang} />)}</List>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>{popText(lang, 'followUps')}</Typography>
      {contacts.data && followUps.length === 0 && <Typography variant="body2" color="text.secondary">{popText(lang, 'noFollowUps')}</Typography>}
      <List dense disablePadding data-testid="follow-ups">{followUps.map((c) => <ContactItem key={c.id} c={c} lang={lang} />)}</List>
      {mayAdd && !adding && (
        <Button size="small" variant="outlined" sx={{ mt: 1 }} onClick={() => setAdding(true)}>{popText(lang, 'addFollowUp')}</Button>
      )}
      {mayAdd && adding && (
        <FollowUpForm
          runId={runId}
          lang={lang}
          onCancel={() => setAdding(false)}
          onSaved={(c) => {
            setAdding(false);
            contacts.setData([...list, c]);
          }}
        />
      )}
    </Box>
  );
}
