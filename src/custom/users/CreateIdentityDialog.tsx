/** "Konto anlegen": a new identity of the development realm (enabled, with roles and an initial password) and its profile. */
import { MenuItem } from '@mui/material';
import { SelectField } from '../../ui/inputs/SelectField';
import { PlainTextField } from '../../ui/inputs';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh, type RaRecord } from 'react-admin';
import type { ResourceDeclaration } from '../../shared/resource/types';
import { usePageText } from '../../providers/i18n/usePageText';
import { createIdentity } from './adminApi';
import { adminErrorText } from './adminErrors';
import { profileOf, userRepresentation, validateCreateIdentity, type CreateIdentityErrors, type CreateIdentityValues } from './createForm';
import { FormDialogShell } from './FormDialogShell';
import { normalizeRoles } from './identityStatus';
import { userTexts } from './messages';
import { findProfile, PROFILE_RESOURCE, syncProfileRoles } from './profileSync';
import { RoleCheckboxes } from './RoleCheckboxes';
import { useIdentities, useRefreshIdentities } from './useIdentities';

/** Initial values: empty, or those of an existing profile. */
export function initialValues(profile?: RaRecord): CreateIdentityValues {
  const s = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    username: s(profile?.username),
    name: s(profile?.displayName),
    email: s(profile?.email),
    language: profile?.language === 'it' ? 'it' : 'de',
    roles: normalizeRoles(profile?.roles as unknown[] | undefined),
    password: '',
  };
}

export interface CreateIdentityDialogProps {
  open: boolean;
  onClose: () => void;
  decl: ResourceDeclaration | null;
  /** The profile the identity is for (from its edit/show page); none = from the list. */
  profile?: RaRecord;
}

export function CreateIdentityDialog({ open, onClose, decl, profile }: CreateIdentityDialogProps) {
  const { t, lang } = usePageText(userTexts);
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider();
  const { auth } = useIdentities();
  const refreshIdentities = useRefreshIdentities();
  const [values, setValues] = useState<CreateIdentityValues>(() => initialValues(profile));
  const [errors, setErrors] = useState<CreateIdentityErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof CreateIdentityValues>(key: K, value: CreateIdentityValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  const submit = async () => {
    const found = validateCreateIdentity(values, lang);
    setErrors(found);
    if (Object.keys(found).length > 0 || !auth) return;
    setBusy(true);
    setFailure(null);
    try {
      await createIdentity(auth, userRepresentation(values));
    } catch (error) {
      setFailure(adminErrorText(error, lang));
      setBusy(false);
      return;
    }
    try {
      const existing = profile ?? (await findProfile(dataProvider, values.username.trim()));
      if (existing) await syncProfileRoles(dataProvider, existing, values.roles);
      else await dataProvider.create(PROFILE_RESOURCE, { data: profileOf(values) });
      notify(t('createDone', { username: values.username.trim() }), { type: 'success' });
    } catch (error) {
      // The identity exists; only the profile failed: say so, the aside offers "Profil anlegen".
      notify(`${t('createDone', { username: values.username.trim() })}. ${(error as Error).message}`, { type: 'warning' });
    }
    await refreshIdentities();
    refresh();
    setBusy(false);
    setValues(initialValues(profile));
    onClose();
  };

  return (
    <FormDialogShell
      open={open}
      title={t('createTitle')}
      submitLabel={t('create')}
      busy={busy}
      error={failure}
      onSubmit={() => void submit()}
      onClose={onClose}
      testId="create-identity-dialog"
    >
      <PlainTextField
        label={t('username')}
        name="identity-username"
        value={values.username}
        onChange={(e) => set('username', e.target.value)}
        error={Boolean(errors.username)}
        helperText={errors.username}
        disabled={Boolean(profile)}
        required
        autoFocus={!profile}
      />
      <PlainTextField label={t('name')} name="identity-name" value={values.name} onChange={(e) => set('name', e.target.value)} error={Boolean(errors.name)} helperText={errors.name} required />
      <PlainTextField label={t('email')} name="identity-email" type="email" value={values.email} onChange={(e) => set('email', e.target.value)} error={Boolean(errors.email)} helperText={errors.email} />
      <SelectField label={t('language')} name="identity-language" value={values.language} onChange={(e) => set('language', e.target.value === 'it' ? 'it' : 'de')}>
        <MenuItem value="de">Deutsch</MenuItem>
        <MenuItem value="it">Italiano</MenuItem>
      </SelectField>
      <RoleCheckboxes decl={decl} value={values.roles} onChange={(r) => set('roles', r)} error={errors.roles} />
      <PlainTextField
        label={t('password')}
        name="identity-password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(e) => set('password', e.target.value)}
        error={Boolean(errors.password)}
        helperText={errors.password}
        required
      />
    </FormDialogShell>
  );
}
