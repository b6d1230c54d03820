/** The line of a run, for `/bildfahrplan?run=<id>` without a corridor (links from the list and the map). */
import { pageKey, usePageQuery } from '../../providers/query';
import { fetchRun } from '../circulation/api';

export interface RunLine {
  /** The run's line, once known. */
  lineId: string | null;
  /** The run is not in the operating day (an old link): the page says so instead of staying empty. */
  notFound: boolean;
  error: unknown;
  retry: () => void;
}

export function useRunLine(runId: string | null): RunLine {
  const query = usePageQuery(pageKey('timeDistance', 'runLine', runId), async () => (await fetchRun(runId!))?.lineId ?? null, {
    enabled: runId !== null,
    staleTime: 60_000,
  });
  // Without a run the query is disabled: no data, no error.
  return {
    lineId: query.data ?? null,
    notFound: query.isSuccess && query.data === null,
    error: query.error,
    retry: () => void query.refetch(),
  };
}
