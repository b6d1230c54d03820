import type { RunRow } from '../../shared/operations/types';
import { fetchAllRuns } from './api';
import { DEFAULT_PARAMS } from './listParams';
import { linesOfRuns, type LineOption } from './options';
import { useLoad } from './useLoad';

const LINE_FIELDS = 'id lineId lineNumber lineColor lineTextColor';

/**
 * The lines that run on the operating day (for the line filter). They come from the day's runs:
 * the runs' line ids are what the `runs` query filters by.
 */
export function useDayLines(day: string | null): { lines: LineOption[]; error: unknown } {
  const loaded = useLoad<LineOption[]>(
    async () => linesOfRuns((await fetchAllRuns(DEFAULT_PARAMS, day ?? '', LINE_FIELDS)) as RunRow[]),
    day ?? '',
    !!day,
  );
  return { lines: loaded.data ?? [], error: loaded.error };
}
