/**
 * Starts loading the code of the screen a signed-in user opens directly (a bookmark, a reload),
 * while the shell is still loading: before, the screen's chunk was requested only once the shell
 * had rendered its route, one download after the other (issue 15). A custom page loads its own
 * chunk (with the data provider's when it reads data as it opens); any other path is a generated
 * resource screen (the generator and the data provider).
 * Every screen but Home also needs the screens' MUI theme (src/shell/ScreenTheme.tsx). The
 * shell's own imports later reuse the same requests (the page's and the theme's are kept loads:
 * when they are there, the shell renders them without a loading state); a failure shows there,
 * not here.
 */
import { CUSTOM_PAGES } from './customPages';
import { loadScreenTheme } from './loadScreenTheme';

const firstSegment = (pathname: string) => `/${pathname.split('/')[1] ?? ''}`;

/** Whether the path is a generated resource screen's (not Home, not a custom page). */
export function isGeneratedScreenPath(pathname: string): boolean {
  const first = firstSegment(pathname);
  return first !== '/' && !CUSTOM_PAGES.some((p) => p.path === first);
}

export function prefetchRoute(pathname: string): void {
  const first = firstSegment(pathname);
  if (first === '/') return;
  const page = CUSTOM_PAGES.find((p) => p.path === first);
  if (page && !page.load) return; // the dashboard
  loadScreenTheme().catch(() => undefined);
  if (page?.load) {
    page.load().catch(() => undefined);
    if (page.readsData) loadDataProvider();
    return;
  }
  import('../generator').catch(() => undefined);
  loadDataProvider();
}

function loadDataProvider(): void {
  import('../providers/data/createDataProvider').catch(() => undefined);
}
