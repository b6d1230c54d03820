/**
 * The shell layout, drawn without MUI (issue 15): the app bar is the banner, the sidebar holds
 * the navigation, and only the screen content is <main id="main-content">. Every screen but Home
 * renders inside the screens' MUI theme (ThemeScope, a chunk of its own that loads with the
 * screen's code); Home, the app bar and the menu need none of it. The menu and the screen each
 * mount in a transition after the frame's first commit (MountInTransition): React renders them in
 * slices instead of one task. The screen's code is usually there by then (the boot code requests
 * it), and then it renders without a loading state of its own (src/ui/keptLoad.ts).
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
              <MountInTransition fallback={<ShellLoading />}>
                <Suspense fallback={<ShellLoading />}>{isHome ? children : <ThemeScope>{children}</ThemeScope>}</Suspense>
              </MountInTransition>
            </ShellErrorBoundary>
          </main>
        </div>
      </div>
      <ToastHost />
    </div>
  );
}
