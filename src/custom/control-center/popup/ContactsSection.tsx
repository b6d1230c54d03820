/** Kontakte / Contatti: the run's crew and control contacts, its follow-up contacts, and adding one. */
import { useState } from 'react';
import { Box, Button, Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import type { RunContact } from '../../../shared/operations/contacts';
import { usePageText } from '../../../providers/i18n/usePageText';
import { usePageQuery } from '../../../providers/query';
import { formatDateTime } from '../../../ui/format';
import { QueryError, QueryLoadingBar } from '../../../ui/states';
import { ccKey } from '../keys';
import { fetchContacts } from './api';
import { FollowUpForm } from './FollowUpForm';
import { popupTexts } from './messages';

function ContactItem({ c }: { c: RunContact }) {
  const { t, lang } = usePageText(popupTexts);
  const tel = c.phone.replace(/[^\d+]/g, '');
  return (
    <ListItem disableGutters data-contact-source={c.source} sx={{ py: 0.25 }}>
      <ListItemText
        primary={
          <Box component="span" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'baseline' }}>
            <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>{c.name}</Typography>
            <Typography component="span" variant="caption" color="text.secondary">{popupTexts.label(lang, 'role', c.role)}</Typography>
            {c.phone && <Link href={`tel:${tel}`} variant="body2" aria-label={t('call', { name: c.name })}>{c.phone}</Link>}
          </Box>
        }
        secondary={
          [c.note, c.createdBy && c.createdAt ? t('addedBy', { who: c.createdBy, when: formatDateTime(c.createdAt, lang) }) : '']
            .filter(Boolean).join(' · ') || undefined
        }
      />
    </ListItem>
  );
}

export function ContactsSection({ runId, mayAdd }: { runId: string; mayAdd: boolean }) {
  const { t } = usePageText(popupTexts);
  const client = useQueryClient();
  const key = ccKey('contacts', runId);
  const contacts = usePageQuery(key, () => fetchContacts(runId));
  const [adding, setAdding] = useState(false);
  const list = contacts.data ?? [];
  const roster = list.filter((c) => c.source === 'roster');
  const followUps = list.filter((c) => c.source === 'followUp');
  return (
    <Box data-testid="popup-contacts">
      {contacts.isPending && !contacts.error && <QueryLoadingBar />}
      {contacts.error ? <QueryError error={contacts.error} title={t('contactsFailed')} onRetry={() => void contacts.refetch()} /> : null}
      <Typography variant="subtitle2" component="h3">{t('roster')}</Typography>
      <List dense disablePadding>{roster.map((c) => <ContactItem key={c.id} c={c} />)}</List>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>{t('followUps')}</Typography>
      {contacts.data && followUps.length === 0 && <Typography variant="body2" color="text.secondary">{t('noFollowUps')}</Typography>}
      <List dense disablePadding data-testid="follow-ups">{followUps.map((c) => <ContactItem key={c.id} c={c} />)}</List>
      {mayAdd && !adding && (
        <Button size="small" variant="outlined" sx={{ mt: 1 }} onClick={() => setAdding(true)}>{t('addFollowUp')}</Button>
      )}
      {mayAdd && adding && (
        <FollowUpForm
          runId={runId}
          onCancel={() => setAdding(false)}
          onSaved={(c) => {
            setAdding(false);
            // Shown at once; the reload confirms it with the server's list.
            client.setQueryData(key, [...list, c]);
            void client.invalidateQueries({ queryKey: key });
          }}
        />
      )}
    </Box>
  );
}
