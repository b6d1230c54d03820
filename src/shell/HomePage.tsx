/** Startseite: one card per area with links to its available screens. */
import { Box, Card, CardContent, CardHeader, Link as MuiLink, List, ListItem, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { ShellTitle } from './ShellTitle';
import { useAppLang } from '../providers/i18n/useAppLang';
import { enabledPages, unavailableCount, type ResolvedEntry } from './menuModel';
import { MenuIcon } from './MenuIcons';
import { useShell } from './ShellContext';

export function HomePage() {
  const translate = useTranslate();
  const { menu } = useShell();
  const areas = menu.tree.filter((e) => e.kind !== 'page');
  return (
    <Box sx={{ py: 2 }}>
      <ShellTitle title="app.home.title" />
      <Typography component="h1" variant="h5" gutterBottom>
        {translate('app.home.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate('app.home.intro')}</Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', tablet: 'repeat(2, 1fr)', laptop: 'repeat(3, 1fr)', wide: 'repeat(4, 1fr)' },
        }}
      >
        {areas.map((area) => (
          <AreaCard key={area.id} area={area} />
        ))}
      </Box>
    </Box>
  );
}

function AreaCard({ area }: { area: ResolvedEntry }) {
  const translate = useTranslate();
  const lang = useAppLang();
  const pages = enabledPages(area);
  const pending = unavailableCount(area);
  const headingId = `home-area-${area.id}`;
  return (
    <Card component="section" aria-labelledby={headingId} variant="outlined">
      <CardHeader
        avatar={<MenuIcon name={area.icon} />}
        title={area.label[lang]}
        slotProps={{ title: { component: 'h2', variant: 'h6', id: headingId } }}
        sx={{ pb: 0 }}
      />
      <CardContent>
        {pages.length ? (
          <List dense disablePadding>
            {pages.map((p) => (
              <ListItem key={p.id} disableGutters>
                <MuiLink component={Link} to={p.to!} underline="hover">
                  {p.label[lang]}
                </MuiLink>
              </ListItem>
            ))}
          </List>
        ) : (
          <Typography variant="body2">{translate('app.home.nothing_available')}</Typography>
        )}
        {pending > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('app.home.unavailable', { count: pending, smart_count: pending })}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
