import { useEffect, useMemo } from 'react';
import { useLiveSubscription } from '../../providers/live';
import { RUNS_CHANGED_SUBSCRIPTION, type RunsChangedEvent } from './api';
import type { ListParams } from './listParams';
import { mergeRunsChanged } from './liveMerge';
import { createThrottle } from '../../providers/live/throttle';
import type { RunsPage } from './useRunsPage';

/** At most one refetch per second caused by live events. */
export const REFETCH_INTERVAL_MS = 1000;

/**
 * Keeps the page live: rows on the page are updated in place from `runsChanged`; the page is
 * fetched again (throttled) when membership or order may have changed, on `reset`, and after the
 * connection came back (events may have been missed).
 */
export function useRunsLive(day: string | null, params: ListParams, page: RunsPage): void {
  const { refetch, currentRows, setRows, touch } = page;
  const throttled = useMemo(() => createThrottle(refetch, REFETCH_INTERVAL_MS), [refetch]);
  useEffect(() => () => throttled.cancel(), [throttled]);
  const refetchSoon = throttled.trigger;

  const variables = useMemo(
    () => ({ operatingDay: day, lineIds: params.lineIds.length ? params.lineIds : null }),
    [day, params.lineIds],
  );
  const { lineIds, statuses, q, sortField } = params;
  useLiveSubscription<{ runsChanged: RunsChangedEvent }>(
    RUNS_CHANGED_SUBSCRIPTION,
    variables,
    ({ runsChanged: event }) => {
      if (!event || event.operatingDay !== day) return;
      touch(event.publishedAt);
      if (event.reset) {
        refetchSoon();
        return;
      }
      const merged = mergeRunsChanged(currentRows(), event.runs, { lineIds, statuses, q, sortField });
      if (merged.changed) setRows(merged.rows);
      if (merged.refetch) refetchSoon();
    },
    { enabled: !!day, onResync: refetch },
  );
}
