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
import { usePageText } from '../../providers/i18n/usePageText';
import { setEnabled, unlock } from './adminApi';
import { adminErrorText } from './adminErrors';
import { CreateIdentityDialog } from './CreateIdentityDialog';
import { userTexts } from './messages';
import { PasswordDialog } from './PasswordDialog';
import { RolesDialog } from './RolesDialog';
import { useConfirmedCall } from './useConfirmedCall';
import { useBruteForce, useIdentities, useRefreshIdentities } from './useIdentities';

type Open = null | 'create' | 'roles' | 'password';

export function IdentityActions() {
  const record = useRecordContext();
  const { decl } = useDeclaration();
  const { t, lang } = usePageText(userTexts);
  const notify = useNotify();
  const confirmedCall = useConfirmedCall();
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
          {t('createIdentity')}
        </Button>
        {open === 'create' && <CreateIdentityDialog open onClose={() => setOpen(null)} decl={decl} profile={record} />}
      </>
    );
  }
  const username = identity.username;
  const fail = (e: unknown) => notify(adminErrorText(e, lang), { type: 'error' });

  const disable = async () => {
    const done = await confirmedCall({
      title: t('disableTitle', { username }),
      description: t('disableText'),
      confirmText: t('disableConfirm'),
      call: () => setEnabled(auth, identity.id, false),
    });
    if (!done) return;
    notify(t('disabledDone', { username }), { type: 'success' });
    await refreshIdentities();
  };
  const enable = async () => {
    try {
      await setEnabled(auth, identity.id, true);
      notify(t('enabledDone', { username }), { type: 'success' });
      await refreshIdentities();
    } catch (e) {
      fail(e);
    }
  };
  const doUnlock = async () => {
    try {
      await unlock(auth, identity.id);
      notify(t('unlockDone', { username }), { type: 'success' });
      await refreshIdentities();
    } catch (e) {
      fail(e);
    }
  };

  return (
    <>
      {identity.enabled ? (
        <Button startIcon={<BlockIcon />} onClick={() => void disable()}>
          {t('disable')}
        </Button>
      ) : (
        <Button startIcon={<CheckCircleIcon />} onClick={() => void enable()}>
          {t('enable')}
        </Button>
      )}
      <Button startIcon={<SecurityIcon />} onClick={() => setOpen('roles')}>
        {t('setRoles')}
      </Button>
      <Button startIcon={<KeyIcon />} onClick={() => setOpen('password')}>
        {t('resetPassword')}
      </Button>
      {bf.data?.status.disabled && (
        <Button startIcon={<LockOpenIcon />} onClick={() => void doUnlock()}>
          {t('unlock')}
        </Button>
      )}
      {open === 'roles' && <RolesDialog open onClose={() => setOpen(null)} auth={auth} identity={identity} profile={record} decl={decl} />}
      {open === 'password' && <PasswordDialog open onClose={() => setOpen(null)} auth={auth} identity={identity} />}
    </>
  );
}
