/**
 * Buttons on a profile's edit and show pages (development realm only): create the identity, or
 * disable/enable it, set its roles, reset its password, unlock it.
 */
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import KeyIcon from '@mui/icons-material/Key';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import SecurityIcon from '@mui/icons-material/Security';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRecordContext } from 'react-admin';
import { useDeclaration } from '../../generator/context';
import { useLang } from '../../generator/useLang';
import { useConfirm } from '../../ui';
import { setEnabled, unlock } from './adminApi';
import { adminErrorText } from './adminErrors';
import { CreateIdentityDialog } from './CreateIdentityDialog';
import { userText } from './messages';
import { PasswordDialog } from './PasswordDialog';
import { RolesDialog } from './RolesDialog';
import { useBruteForce, useIdentities, useRefreshIdentities } from './useIdentities';

type Open = null | 'create' | 'roles' | 'password';

export function IdentityActions() {
  const record = useRecordContext();
  const { decl } = useDeclaration();
  const lang = useLang();
  const notify = useNotify();
  const { confirm } = useConfirm();
  const { dev, auth, byUsername } = useIdentities();
  const refreshIdentities = useRefreshIdentities();
  const identity = typeof record?.username === 'string' ? byUsername.get(record.username.toLowerCase()) : undefined;
  const bf = useBruteForce(auth, identity?.id);
  const [open, setOpen] = useState<Open>(null);
  if (!dev || !auth || !record) return null;

  if (!identity) {
    return (
      <>
        <Button startIcon={<PersonAddIcon />} onClick={() => setOpen('create')}>
          {userText(lang, 'createIdentity')}
        </Button>
        {open === 'create' && <CreateIdentityDialog open onClose={() => setOpen(null)} decl={decl} profile={record} />}
      </>
    );
  }
  const username = identity.username;
  const fail = (e: unknown) => notify(adminErrorText(e, lang), { type: 'error' });

  const disable = async () => {
    const { confirmed } = await confirm({
      title: userText(lang, 'disableTitle', { username }),
      description: userText(lang, 'disableText'),
      confirmText: userText(lang, 'disableConfirm'),
      cancelText: userText(lang, 'cancel'),
      onConfirm: async () => {
        try {
          await setEnabled(auth, identity.id, false);
        } catch (e) {
          throw new Error(adminErrorText(e, lang));
        }
      },
    });
    if (!confirmed) return;
    notify(userText(lang, 'disabledDone', { username }), { type: 'success' });
    await refreshIdentities();
  };
  const enable = async () => {
    try {
      await setEnabled(auth, identity.id, true);
      notify(userText(lang, 'enabledDone', { username }), { type: 'success' });
      await refreshIdentities();
    } catch (e) {
      fail(e);
    }
  };
  const doUnlock = async () => {
    try {
      await unlock(auth, identity.id);
      notify(userText(lang, 'unlockDone', { username }), { type: 'success' });
      await refreshIdentities();
    } catch (e) {
      fail(e);
    }
  };

  return (
    <>
      {identity.enabled ? (
        <Button startIcon={<BlockIcon />} onClick={() => void disable()}>
          {userText(lang, 'disable')}
        </Button>
      ) : (
        <Button startIcon={<CheckCircleIcon />} onClick={() => void enable()}>
          {userText(lang, 'enable')}
        </Button>
      )}
      <Button startIcon={<SecurityIcon />} onClick={() => setOpen('roles')}>
        {userText(lang, 'setRoles')}
      </Button>
      <Button startIcon={<KeyIcon />} onClick={() => setOpen('password')}>
        {userText(lang, 'resetPassword')}
      </Button>
      {bf.data?.status.disabled && (
        <Button startIcon={<LockOpenIcon />} onClick={() => void doUnlock()}>
          {userText(lang, 'unlock')}
        </Button>
      )}
      {open === 'roles' && <RolesDialog open onClose={() => setOpen(null)} auth={auth} identity={identity} profile={record} decl={decl} />}
      {open === 'password' && <PasswordDialog open onClose={() => setOpen(null)} auth={auth} identity={identity} />}
    </>
  );
}
