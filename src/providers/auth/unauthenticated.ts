/** Recognises "not authenticated" in whatever the transport throws. Pure. */

/** Whether an error from the data provider means "not authenticated". */
export function isUnauthenticated(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { status?: unknown; code?: unknown; body?: unknown; graphQLErrors?: unknown; errors?: unknown; networkError?: unknown };
  if (e.status === 401 || e.code === 'UNAUTHENTICATED') return true;
  const network = e.networkError as { statusCode?: unknown } | null | undefined;
  if (network && network.statusCode === 401) return true;
  const errors = [e.graphQLErrors, e.errors].flatMap((list) => (Array.isArray(list) ? (list as unknown[]) : []));
  if (errors.some((g) => (g as { extensions?: { code?: unknown } }).extensions?.code === 'UNAUTHENTICATED')) return true;
  return e.body && typeof e.body === 'object' ? isUnauthenticated(e.body) : false;
}
