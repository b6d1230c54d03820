/**
 * The shell layout: react-admin's layout structure (same class names, so react-admin's
 * components behave as usual) with proper landmarks: the app bar is the banner, the sidebar
 * holds the navigation, and only the screen content is <main id="main-content">.
 * Confirmation dialogs (useConfirm) are available to every screen. The menu mounts
 * in a transition after the first commit (MountInTransition), not in the same task as the screen.
 */
import { Suspense, type ReactNode } from 'react';
import { styled } from '@mui/material/styles';
import { LayoutClasses, Loading, Sidebar } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { ConfirmProvider } from '../ui/ConfirmProvider';
import { AppMenu } from './AppMenu';
import { ConnectionBanner } from './ConnectionBanner';
import { MountInTransition } from './MountInTransition';
import { ShellAppBar } from './ShellAppBar';
import { ShellErrorBoundary } from './ShellErrorBoundary';
import { SkipNavigation } from './SkipNavigation';

const Root = styled('div', { name: 'RaLayout', overridesResolver: (_props, styles) => styles.root })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  zIndex: 1,
  minHeight: '100vh',
  backgroundColor: theme.palette.background.default,
  position: 'relative',
  minWidth: 'fit-content',
  width: '100%',
  [`& .${LayoutClasses.appFrame}`]: {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    marginTop: theme.spacing(6),
    [theme.breakpoints.down('sm')]: { marginTop: theme.spacing(7) },
  },
  [`& .${LayoutClasses.contentWithSidebar}`]: {
    display: 'flex',
    flexGrow: 1,
  },
  [`& .${LayoutClasses.content}`]: {
    backgroundColor: theme.palette.background.default,
    zIndex: 2,
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    flexBasis: 0,
    minWidth: 0,
    padding: theme.spacing(0, 1),
  },
}));

export function AppLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ConfirmProvider>
      <Root className="layout">
        <SkipNavigation />
        <div className={LayoutClasses.appFrame}>
          <ShellAppBar />
          <div className={LayoutClasses.contentWithSidebar}>
            <Sidebar>
              <MountInTransition>
                <AppMenu />
              </MountInTransition>
            </Sidebar>
            <main id="main-content" className={LayoutClasses.content} tabIndex={-1}>
              <ConnectionBanner />
              <ShellErrorBoundary resetKey={pathname}>
                <Suspense fallback={<Loading />}>{children}</Suspense>
              </ShellErrorBoundary>
            </main>
          </div>
        </div>
      </Root>
    </ConfirmProvider>
  );
}
