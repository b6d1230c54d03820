/** Recognises "not authenticated" in whatever the transport throws. Pure. */

/** Whether an error from the data provider means "not authenticated". */
export function isUnauthenticated(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { status?: unknown; body?: unknown; graphQLErrors?: unknown; networkError?: unknown; extensions?: unknown };
  if (e.status === 401) return true;
  const network = e.networkError as { statusCode?: unknown } | null | undefined;
  if (network && network.statusCode === 401) return true;
  const errors = Array.isArray(e.graphQLErrors) ? e.graphQLErrors : [];
  if (errors.some((g) => (g as { extensions?: { code?: unknown } }).extensions?.code === 'UNAUTHENTICATED')) return true;
  return e.body && typeof e.body === 'object' ? isUnauthenticated(e.body) : false;
}
