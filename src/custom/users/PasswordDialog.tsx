/** "Passwort zurücksetzen": a new password, confirmed before it is set. */
import { TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import type { AuthConfig } from '../../providers/auth';
import { useConfirm } from '../../ui';
import { useLang } from '../../generator/useLang';
import { resetPassword } from './adminApi';
import { adminErrorText } from './adminErrors';
import { validatePassword } from './createForm';
import { FormDialogShell } from './FormDialogShell';
import type { IdentityUser } from './identityStatus';
import { userText } from './messages';

export function PasswordDialog({ open, onClose, auth, identity }: { open: boolean; onClose: () => void; auth: AuthConfig; identity: IdentityUser }) {
  const lang = useLang();
  const notify = useNotify();
  const { confirm } = useConfirm();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const username = identity.username;

  const submit = async () => {
    const problem = validatePassword(password, lang);
    setError(problem);
    if (problem) return;
    const { confirmed } = await confirm({
      title: userText(lang, 'resetConfirmTitle', { username }),
      description: userText(lang, 'resetConfirmText'),
      confirmText: userText(lang, 'resetConfirm'),
      cancelText: userText(lang, 'cancel'),
      onConfirm: async () => {
        try {
          await resetPassword(auth, identity.id, password);
        } catch (e) {
          throw new Error(adminErrorText(e, lang));
        }
      },
    });
    if (!confirmed) return;
    notify(userText(lang, 'resetDone', { username }), { type: 'success' });
    setPassword('');
    onClose();
  };

  return (
    <FormDialogShell
      open={open}
      title={userText(lang, 'resetTitle', { username })}
      submitLabel={userText(lang, 'resetPassword')}
      busy={false}
      error={null}
      onSubmit={() => void submit()}
      onClose={onClose}
      testId="password-dialog"
    >
      <TextField
        label={userText(lang, 'newPassword')}
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
