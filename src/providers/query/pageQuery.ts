/**
 * The data path of custom pages: react-query over the one GraphQL client (graphqlRequest), in
 * the cache react-admin shares (src/App.tsx). Every page's keys start with its name, so a page
 * can invalidate what it shows without touching others.
 */
import { keepPreviousData, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { useTransitionQuery } from './useTransitionQuery';

/** The cache key of a page's query: pageKey('circulation', 'runs', params). */
export function pageKey(page: string, ...parts: unknown[]): QueryKey {
  return ['page', page, ...parts];
}

export interface PageQueryOptions<T = unknown> {
  /** Skip loading (e.g. until a day is known). */
  enabled?: boolean;
  /** Keep showing the previous key's data while the next loads (paging, filtering). */
  keepPrevious?: boolean;
  /** How long loaded data counts as fresh; live pages keep their data fresh by events. */
  staleTime?: number;
  /** Poll every n ms (for data without live events). */
  refetchIntervalMs?: number;
  /** Data already at hand (e.g. from the bootstrap): shown at once, loaded only once stale. */
  initialData?: T;
}

/** A page's query; its answers and live updates render as transitions (useTransitionQuery). */
export function usePageQuery<T>(key: QueryKey, load: () => Promise<T>, options: PageQueryOptions<T> = {}): UseQueryResult<T> {
  return useTransitionQuery<T>({
    queryKey: key,
    queryFn: load,
    enabled: options.enabled ?? true,
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
    staleTime: options.staleTime ?? 0,
    refetchInterval: options.refetchIntervalMs,
    initialData: options.initialData,
  });
}
