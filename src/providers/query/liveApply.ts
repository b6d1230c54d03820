/**
 * What a live event does to cached data (pure, so each page's merge rule is unit-tested):
 * the new data, REFETCH (the event cannot be merged: load again), new data that should also be
 * confirmed by a refetch, or undefined (the event does not concern the cached data).
 */
export const REFETCH = Symbol('refetch');

export type LiveApplyResult<T> = T | typeof REFETCH | { data: T; refetch: true } | undefined;

export type LiveApply<T, E> = (cached: T | undefined, event: E) => LiveApplyResult<T>;

export interface LiveDecision<T> {
  data?: T;
  refetch: boolean;
}

function isDataAndRefetch<T>(r: LiveApplyResult<T>): r is { data: T; refetch: true } {
  return typeof r === 'object' && r !== null && 'refetch' in r && (r as { refetch: unknown }).refetch === true && 'data' in r;
}

/** Interprets an apply result: what to write into the cache and whether to load again. */
export function decideLive<T>(result: LiveApplyResult<T>): LiveDecision<T> {
  if (result === undefined) return { refetch: false };
  if (result === REFETCH) return { refetch: true };
  if (isDataAndRefetch(result)) return { data: result.data, refetch: true };
  return { data: result as T, refetch: false };
}
