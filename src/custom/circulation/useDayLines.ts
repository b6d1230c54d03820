import type { RunRow } from '../../shared/operations/types';
import { pageKey, usePageQuery } from '../../providers/query';
import { fetchAllRuns } from './api';
import { DEFAULT_PARAMS } from './listParams';
import { linesOfRuns, type LineOption } from './options';

const LINE_FIELDS = 'id lineId lineNumber lineColor lineTextColor';

/**
 * The lines that run on the operating day (for the line filter). They come from the day's runs:
 * the runs' line ids are what the `runs` query filters by.
 */
/** The same empty list at every render while loading (the list's content is memoized). */
const NO_LINES: LineOption[] = [];

export function useDayLines(day: string | null): { lines: LineOption[]; error: unknown } {
  const query = usePageQuery(
    pageKey('circulation', 'lines', day),
    async () => linesOfRuns((await fetchAllRuns(DEFAULT_PARAMS, day ?? '', LINE_FIELDS)) as RunRow[]),
    { enabled: !!day, staleTime: 60_000 },
  );
  return { lines: query.data ?? NO_LINES, error: query.error };
}
