/**
 * The app bar, drawn without MUI (issue 15): sidebar toggle, brand title, the page title portal
 * (#react-admin-title, where react-admin's <Title> and ShellTitle render; an h6 as react-admin's
 * TitlePortal was, so the screen's name is a heading in the banner), language switch,
 * loading / refresh, the notification bell, user menu.
 */
import { lazy, Suspense } from 'react';
import { AppBarLoading } from './AppBarLoading';
import { useAppLang } from '../providers/i18n/useAppLang';
import { LanguageSwitcher } from './LanguageSwitcher';
import { SidebarToggle } from './SidebarToggle';
import { useShell } from './ShellContext';
import { UserMenuButton } from './UserMenuButton';

// The bell (situation report's in-app notifications) brings the live client: its own chunk, so
// the shell's first paint does not wait for it. Its popover loads MUI when it is opened.
const NotificationBell = lazy(() => import('../custom/situations/notifications/NotificationBell'));

export function ShellAppBar() {
  const { brand } = useShell();
  const lang = useAppLang();
  return (
    <header className="sh-appbar">
      <div className="sh-toolbar">
        <SidebarToggle />
        <span className="sh-brand-title">{brand.title[lang]}</span>
        <h6 id="react-admin-title" className="sh-title-portal" />
        <LanguageSwitcher />
        <AppBarLoading />
        <Suspense fallback={null}>
          <NotificationBell />
        </Suspense>
        <UserMenuButton />
      </div>
    </header>
  );
}
