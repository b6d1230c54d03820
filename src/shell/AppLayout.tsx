/**
 * The shell layout, drawn without MUI (issue 15): the app bar is the banner, the sidebar holds
 * the navigation, and only the screen content is <main id="main-content">. Every screen but Home
 * renders inside the screens' MUI theme (ThemeScope, a chunk of its own that loads with the
 * screen's code); Home, the app bar and the menu need none of it. The menu mounts in a transition
 * after the first commit (MountInTransition), not in the same task as the screen.
 */
import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { AppMenu } from './AppMenu';
import { ConnectionBanner } from './ConnectionBanner';
import { MountInTransition } from './MountInTransition';
import { ShellAppBar } from './ShellAppBar';
import { ShellErrorBoundary } from './ShellErrorBoundary';
import { ShellLoading } from './ShellLoading';
import { Sidebar } from './Sidebar';
import { SkipNavigation } from './SkipNavigation';
import { ThemeScope } from './themed';
import { ToastHost } from './ToastHost';

export function AppLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const isHome = pathname === '/';
  return (
    <div className="sh-layout">
      <SkipNavigation />
      <div className="sh-frame">
        <ShellAppBar />
        <div className="sh-content-with-sidebar">
          <Sidebar>
            <MountInTransition>
              <AppMenu />
            </MountInTransition>
          </Sidebar>
          <main id="main-content" className="sh-content" tabIndex={-1}>
            <ConnectionBanner />
            <ShellErrorBoundary resetKey={pathname}>
              <Suspense fallback={<ShellLoading />}>{isHome ? children : <ThemeScope>{children}</ThemeScope>}</Suspense>
            </ShellErrorBoundary>
          </main>
        </div>
      </div>
      <ToastHost />
    </div>
  );
}
