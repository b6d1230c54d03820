import { NotFoundPage } from './NotFoundPage';

/**
 * catchAll of CoreAdminUI. Every resource route is registered at start (the screens behind
 * them load lazily), so an address no route matches is not found.
 */
export function CatchAllPage() {
  return <NotFoundPage />;
}
