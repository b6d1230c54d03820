/**
 * Starts loading the code of the screen a signed-in user opens directly (a bookmark, a reload),
 * while the shell is still loading: before, the screen's chunk was requested only once the shell
 * had rendered its route, one download after the other (issue 15). A custom page loads its own
 * chunk; any other path is a generated resource screen (the generator and the data provider).
 * Every screen but Home also needs the screens' MUI theme (src/shell/ScreenTheme.tsx). The shell's
 * own imports later reuse the same requests; a failure shows there, not here.
 */
import { CUSTOM_PAGES } from './customPages';

export function prefetchRoute(pathname: string): void {
  const first = `/${pathname.split('/')[1] ?? ''}`;
  if (first === '/') return;
  const page = CUSTOM_PAGES.find((p) => p.path === first);
  if (page && !page.load) return; // the dashboard
  import('./ScreenTheme').catch(() => undefined);
  if (page?.load) {
    page.load().catch(() => undefined);
    return;
  }
  import('../generator').catch(() => undefined);
  import('../providers/data/createDataProvider').catch(() => undefined);
}
