/** List cell "Anmeldekonto": exists / enabled / locked until, and realm roles when they differ from the profile's. */
import { Chip, Stack, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { usePageText } from '../../providers/i18n/usePageText';
import { identityState, normalizeRoles, rolesDiffer } from './identityStatus';
import { userTexts } from './messages';
import { identityStatusTexts } from './statusText';
import { useBruteForce, useIdentities } from './useIdentities';

export function IdentityStatusCell() {
  const record = useRecordContext();
  const { t, lang } = usePageText(userTexts);
  const { dev, auth, byUsername, loading, error } = useIdentities();
  const username = typeof record?.username === 'string' ? record.username.toLowerCase() : '';
  const identity = byUsername.get(username);
  const bf = useBruteForce(auth, identity?.id);
  if (!dev) return null;
  if (loading) return <Typography variant="body2">{t('loading')}</Typography>;
  if (error) return <Typography variant="body2" color="error">{t('unavailable')}</Typography>;
  const state = identityState(identity, bf.data?.status, bf.data?.readAt ?? new Date());
  const texts = identityStatusTexts(state, bf.data?.readAt ?? new Date(), lang);
  const color = state.kind === 'missing' ? 'default' : !state.enabled || state.locked ? 'warning' : 'success';
  const differ = identity && rolesDiffer(record?.roles as unknown[] | undefined, identity.realmRoles);
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }} data-testid="identity-status">
      {texts.map((part) => (
        <Chip key={part} label={part} size="small" color={color} variant={state.kind === 'missing' ? 'outlined' : 'filled'} />
      ))}
      {differ && (
        <Typography variant="caption" color="text.secondary">
          {t('rolesDiffer', { roles: normalizeRoles(identity.realmRoles).join(', ') || '–' })}
        </Typography>
      )}
    </Stack>
  );
}
