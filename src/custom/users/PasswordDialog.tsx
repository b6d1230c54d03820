/** "Passwort zurücksetzen": a new password, confirmed before it is set. */

import { useState } from 'react';
import { useNotify } from 'react-admin';
import type { AuthConfig } from '../../providers/auth';
import { usePageText } from '../../providers/i18n/usePageText';
import { resetPassword } from './adminApi';
import { validatePassword } from './createForm';
import { FormDialogShell } from './FormDialogShell';
import type { IdentityUser } from './identityStatus';
import { userTexts } from './messages';
import { useConfirmedCall } from './useConfirmedCall';
import { PlainTextField } from '../../ui/inputs';

export function PasswordDialog({ open, onClose, auth, identity }: { open: boolean; onClose: () => void; auth: AuthConfig; identity: IdentityUser }) {
  const { t, lang } = usePageText(userTexts);
  const notify = useNotify();
  const confirmedCall = useConfirmedCall();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const username = identity.username;

  const submit = async () => {
    const problem = validatePassword(password, lang);
    setError(problem);
    if (problem) return;
    const done = await confirmedCall({
      title: t('resetConfirmTitle', { username }),
      description: t('resetConfirmText'),
      confirmText: t('resetConfirm'),
      call: () => resetPassword(auth, identity.id, password),
    });
    if (!done) return;
    notify(t('resetDone', { username }), { type: 'success' });
    setPassword('');
    onClose();
  };

  return (
    <FormDialogShell
      open={open}
      title={t('resetTitle', { username })}
      submitLabel={t('resetPassword')}
      busy={false}
      error={null}
      onSubmit={() => void submit()}
      onClose={onClose}
      testId="password-dialog"
    >
      <PlainTextField
        label={t('newPassword')}
        name="identity-new-password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={Boolean(error)}
        helperText={error}
        required
        autoFocus
      />
    </FormDialogShell>
  );
}
