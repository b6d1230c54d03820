/**
 * Beside the user list: with the development realm, the identities that have no profile yet
 * (with "Profil anlegen"); with a real Keycloak, where identities are managed.
 */
import { Alert, AlertTitle, Box, Button, Card, CardContent, Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useGetList, useNotify, useRefresh } from 'react-admin';
import { usePageText } from '../../providers/i18n/usePageText';
import { fullName, identitiesWithoutProfile, keycloakConsoleUrl, normalizeRoles, type IdentityUser } from './identityStatus';
import { userTexts } from './messages';
import { PROFILE_RESOURCE } from './profileSync';
import { useAuthConfig, useIdentities } from './useIdentities';

const WIDTH = 300;

function KeycloakNotice({ url, realm }: { url: string; realm: string }) {
  const { t } = usePageText(userTexts);
  const href = keycloakConsoleUrl({ url, realm });
  return (
    <Box sx={{ flex: `0 0 ${WIDTH}px`, ml: 2 }}>
      <Alert severity="info" data-testid="keycloak-notice">
        <AlertTitle>{t('keycloakTitle')}</AlertTitle>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('keycloakText')}
        </Typography>
        <Link href={href} target="_blank" rel="noopener noreferrer">
          {t('keycloakLink')}
        </Link>
      </Alert>
    </Box>
  );
}

function ProfileMissing({ identities }: { identities: IdentityUser[] }) {
  const { t } = usePageText(userTexts);
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider();
  const [busy, setBusy] = useState<string | null>(null);
  const create = async (u: IdentityUser) => {
    setBusy(u.username);
    try {
      const language = u.attributes?.language?.[0] === 'it' ? 'it' : 'de';
      await dataProvider.create(PROFILE_RESOURCE, {
        data: { username: u.username, displayName: fullName(u) || u.username, email: u.email ?? null, language, roles: normalizeRoles(u.realmRoles), active: true },
      });
      notify(t('profileDone', { username: u.username }), { type: 'success' });
      refresh();
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Box sx={{ flex: `0 0 ${WIDTH}px`, ml: 2 }}>
      <Card variant="outlined" data-testid="identities-without-profile">
        <CardContent>
          <Typography variant="subtitle1" component="h2">
            {t('profileMissing')}
          </Typography>
          <List dense>
            {identities.map((u) => (
              <ListItem
                key={u.id}
                disableGutters
                secondaryAction={
                  <Button size="small" disabled={busy !== null} onClick={() => void create(u)} aria-label={`${t('createProfile')}: ${u.username}`}>
                    {t('createProfile')}
                  </Button>
                }
              >
                <ListItemText primary={u.username} secondary={fullName(u) || undefined} />
              </ListItem>
            ))}
          </List>
        </CardContent>
      </Card>
    </Box>
  );
}

function DevAside() {
  const { identities } = useIdentities();
  // Every profile's username (the list context holds only the current page).
  const { data } = useGetList(PROFILE_RESOURCE, { pagination: { page: 1, perPage: 1000 }, sort: { field: 'username', order: 'ASC' } });
  if (!data) return null;
  const missing = identitiesWithoutProfile(identities, data.map((p) => String(p.username ?? '')));
  return missing.length > 0 ? <ProfileMissing identities={missing} /> : null;
}

export function UsersAside() {
  const auth = useAuthConfig();
  if (!auth) return null;
  return auth.devProvider ? <DevAside /> : <KeycloakNotice url={auth.url} realm={auth.realm} />;
}
