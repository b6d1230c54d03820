/** The lines of the day for the corridor picker (Query.timeDistanceLines), with their corridor's station count. */
import { pageKey, usePageQuery } from '../../../providers/query';
import { fetchTimeDistanceLines } from './api';
import { TIME_DISTANCE_PAGE } from './useDiagram';
import type { TimeDistanceLine } from '../../../shared/operations/timeDistanceApi';

/** One empty list while loading: a new one per render would be new input to every memo and deferred value below. */
const NO_LINES: readonly TimeDistanceLine[] = [];

export function useTimeDistanceLines(operatingDay: string | null = null) {
  const query = usePageQuery(pageKey(TIME_DISTANCE_PAGE, 'lines', operatingDay), () => fetchTimeDistanceLines(operatingDay), { staleTime: 60_000 });
  return { lines: query.data ?? NO_LINES, loading: query.isPending, error: query.error };
}
