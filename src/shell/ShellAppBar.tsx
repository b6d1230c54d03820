/**
 * The app bar: sidebar toggle, brand title, the page title portal, language switch, loading /
 * refresh, the notification bell, user menu. Built on MUI's AppBar with react-admin's class names instead of
 * react-admin's <AppBar>, which also pulls its own user menu, locale menu and theme toggle.
 */
import { lazy, Suspense } from 'react';
import { AppBar, Toolbar, Typography, useMediaQuery, type Theme } from '@mui/material';
import { TitlePortal } from 'react-admin';
import { AppBarLoading } from './AppBarLoading';
import { useAppLang } from '../providers/i18n/useAppLang';
import { LanguageSwitcher } from './LanguageSwitcher';
import { SidebarToggle } from './SidebarToggle';
import { useShell } from './ShellContext';
import { UserMenuButton } from './UserMenuButton';

// The bell (situation report's in-app notifications) brings the live client: its own chunk, so
// the shell's first paint does not wait for it.
const NotificationBell = lazy(() => import('../custom/situations/notifications/NotificationBell'));

export function ShellAppBar() {
  const { brand } = useShell();
  const lang = useAppLang();
  const isXSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <AppBar className="RaAppBar-appBar" color="primary" position="fixed">
      <Toolbar
        disableGutters
        variant={isXSmall ? 'regular' : 'dense'}
        className="RaAppBar-toolbar"
        sx={(theme) => ({ px: 1, '& .RaAppBar-menuButton': { mr: '0.2em' }, [theme.breakpoints.down('md')]: { minHeight: theme.spacing(6) } })}
      >
        <SidebarToggle className="RaAppBar-menuButton" />
        <Typography component="span" variant="h6" noWrap sx={{ fontWeight: 600, mr: 2, display: { xs: 'none', sm: 'block' } }}>
          {brand.title[lang]}
        </Typography>
        <TitlePortal variant="subtitle1" className="RaAppBar-title" />
        <LanguageSwitcher />
        <AppBarLoading />
        <Suspense fallback={null}>
          <NotificationBell />
        </Suspense>
        <UserMenuButton />
      </Toolbar>
    </AppBar>
  );
}
