/** The line of a run, for `/bildfahrplan?run=<id>` without a corridor (links from the list and the map). */
import { pageKey, usePageQuery } from '../../providers/query';
import { fetchRun } from '../circulation/api';

export function useRunLine(runId: string | null): string | null {
  const query = usePageQuery(pageKey('timeDistance', 'runLine', runId), async () => (await fetchRun(runId!))?.lineId ?? null, {
    enabled: runId !== null,
    staleTime: 60_000,
  });
  return runId ? (query.data ?? null) : null;
}
