/** "Rollen": sets the identity's realm roles and copies them into the profile. */
import { Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh, type RaRecord } from 'react-admin';
import type { AuthConfig } from '../../providers/auth';
import type { ResourceDeclaration } from '../../shared/resource/types';
import { usePageText } from '../../providers/i18n/usePageText';
import { setRealmRoles } from './adminApi';
import { adminErrorText } from './adminErrors';
import { FormDialogShell } from './FormDialogShell';
import { normalizeRoles, type AppRole, type IdentityUser } from './identityStatus';
import { userTexts } from './messages';
import { syncProfileRoles } from './profileSync';
import { RoleCheckboxes } from './RoleCheckboxes';
import { useRefreshIdentities } from './useIdentities';

export interface RolesDialogProps {
  open: boolean;
  onClose: () => void;
  auth: AuthConfig;
  identity: IdentityUser;
  profile: RaRecord | undefined;
  decl: ResourceDeclaration | null;
}

export function RolesDialog({ open, onClose, auth, identity, profile, decl }: RolesDialogProps) {
  const { t, lang } = usePageText(userTexts);
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider();
  const refreshIdentities = useRefreshIdentities();
  const [roles, setRoles] = useState<AppRole[]>(() => normalizeRoles(identity.realmRoles));
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (roles.length === 0) {
      setError(t('errRoles'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await setRealmRoles(auth, identity.id, identity.realmRoles ?? [], roles);
    } catch (e) {
      setFailure(adminErrorText(e, lang));
      setBusy(false);
      return;
    }
    try {
      if (profile) await syncProfileRoles(dataProvider, profile, roles);
      notify(t('rolesDone', { username: identity.username }), { type: 'success' });
    } catch (e) {
      notify((e as Error).message, { type: 'warning' });
    }
    await refreshIdentities();
    refresh();
    setBusy(false);
    onClose();
  };

  return (
    <FormDialogShell
      open={open}
      title={t('rolesTitle', { username: identity.username })}
      submitLabel={t('save')}
      busy={busy}
      error={failure}
      onSubmit={() => void submit()}
      onClose={onClose}
      testId="roles-dialog"
    >
      <RoleCheckboxes decl={decl} value={roles} onChange={setRoles} error={error ?? undefined} />
      <Typography variant="body2" color="text.secondary">
        {t('rolesHint')}
      </Typography>
    </FormDialogShell>
  );
}
