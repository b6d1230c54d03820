/** "Folgekontakt hinzufügen": name, role, phone, note; saved through Mutation.addRunContact. */
import { useState } from 'react';
import { Alert, Box, Button, MenuItem, Stack } from '@mui/material';
import { SelectField } from '../../../ui/inputs/SelectField';
import { PlainTextField } from '../../../ui/inputs';
import { useNotify } from 'react-admin';
import { CONTACT_NAME_MAX, CONTACT_NOTE_MAX, CONTACT_PHONE_MAX, contactProblems, RUN_CONTACT_ROLES, type RunContact, type RunContactRole } from '../../../shared/operations/contacts';
import { usePageText } from '../../../providers/i18n/usePageText';
import { errorMessage } from '../../../ui/errorMessage';
import { addContact } from './api';
import { popupTexts } from './messages';

export function FollowUpForm({ runId, onCancel, onSaved }: { runId: string; onCancel: () => void; onSaved: (c: RunContact) => void }) {
  const { t, lang } = usePageText(popupTexts);
  const [name, setName] = useState('');
  const [role, setRole] = useState<RunContactRole>('other');
  const [phone, setPhone] = useState('');
  const [note, setNote] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const notify = useNotify();
  const problems = contactProblems({ name, role, phone, note });

  const save = async () => {
    setShowErrors(true);
    if (problems.length) return;
    setBusy(true);
    setError(null);
    try {
      const saved = await addContact(runId, { name: name.trim(), role, phone: phone.trim(), note: note.trim() });
      notify(t('saved', { name: saved.name }), { type: 'success' });
      onSaved(saved);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" aria-label={t('addFollowUp')} onSubmit={(e) => { e.preventDefault(); void save(); }} sx={{ mt: 1 }}>
      <Stack spacing={1.25}>
        <PlainTextField
          size="small" required autoFocus label={t('name')} value={name} onChange={(e) => setName(e.target.value)}
          error={showErrors && (problems.includes('nameRequired') || problems.includes('nameTooLong'))}
          helperText={showErrors && problems.includes('nameRequired') ? t('nameRequired') : undefined}
          slotProps={{ htmlInput: { maxLength: CONTACT_NAME_MAX } }}
        />
        <SelectField size="small" label={t('role')} value={role} onChange={(e) => setRole(e.target.value as RunContactRole)}>
          {RUN_CONTACT_ROLES.map((r) => <MenuItem key={r} value={r}>{popupTexts.label(lang, 'role', r)}</MenuItem>)}
        </SelectField>
        <PlainTextField
          size="small" label={t('phone')} value={phone} onChange={(e) => setPhone(e.target.value)} type="tel"
          error={showErrors && problems.includes('badPhone')} helperText={showErrors && problems.includes('badPhone') ? t('badPhone') : undefined}
          slotProps={{ htmlInput: { maxLength: CONTACT_PHONE_MAX } }}
        />
        <PlainTextField size="small" multiline minRows={2} label={t('note')} value={note} onChange={(e) => setNote(e.target.value)} slotProps={{ htmlInput: { maxLength: CONTACT_NOTE_MAX } }} />
        {error ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
          <Button size="small" onClick={onCancel}>{t('cancel')}</Button>
          <Button size="small" variant="contained" type="submit" disabled={busy}>{t('save')}</Button>
        </Box>
      </Stack>
    </Box>
  );
}
