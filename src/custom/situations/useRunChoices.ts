import { useQueries } from '@tanstack/react-query';
import { pageKey } from '../../providers/query';
import { fetchRunChoice, type RunChoice } from './runSearch';
import { SIT_PAGE } from './useReferenceData';

const toMap = (results: { data?: RunChoice | null }[]) =>
  new Map(results.flatMap((r) => (r.data ? [[r.data.id, r.data] as const] : [])));

/** Train number and line of runs named by id (chosen runs, linked measures), each loaded once. */
export function useRunChoices(ids: readonly string[]): Map<string, RunChoice> {
  return useQueries({
    queries: [...new Set(ids)].map((id) => ({ queryKey: pageKey(SIT_PAGE, 'run', id), queryFn: () => fetchRunChoice(id), staleTime: 5 * 60_000 })),
    // Combined once per change of the results, so the map keeps its identity in between.
    combine: toMap,
  });
}

/** A run's name when its details are not (yet) known: the trip id after the operating day. */
export function runFallback(id: string): string {
  return id.split(':').slice(1).join(':') || id;
}
