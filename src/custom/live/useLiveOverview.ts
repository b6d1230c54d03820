/**
 * The overview's data in the shared react-query cache: the figures (page key "liveOverview"),
 * loaded again (at most every REFRESH_INTERVAL_MS) when runsChanged says the day moved on
 * (useLiveSummary); the latest entries of the change history and the causes' names through
 * react-admin's data provider (declared resources), the history reloaded when it is written
 * (useLatestChanges). A reconnect of the live connection reloads both (useLiveCache).
 *
 * Two hooks for two components: react-admin's queries render their answers at once, and when
 * one arrives while the figures' transition (usePageQuery) is being rendered through the same
 * component, React renders that whole transition again in one piece (issue 15). The measures'
 * section, memoized, reads its own queries.
 */
import { useMemo } from 'react';
import { useGetList } from 'react-admin';
import { RESOURCE_CHANGED_SUBSCRIPTION } from '../../generator/useLiveListRefresh';
import { pageKey, useLiveCache, usePageQuery } from '../../providers/query';
import {
  CAUSES_RESOURCE, CHANGES_RESOURCE, CHANGES_TYPE, fetchSummary, HISTORY_WINDOW, RUNS_CHANGED_SIGNAL,
  type Cause, type ChangeEntry,
} from './api';
import { applyHistoryChanged, applyRunsSignal } from './liveApply';
import { REFRESH_INTERVAL_MS } from './overview';

export const LIVE_PAGE = 'liveOverview';
const SUMMARY_KEY = pageKey(LIVE_PAGE, 'summary');
/** Every list query of the change history (react-admin's keys: [resource, 'getList', params]). */
const CHANGES_KEY = [CHANGES_RESOURCE, 'getList'];
const NO_VARIABLES = {};
const NO_VERSION = '0';
const HISTORY_VARIABLES = { resource: CHANGES_TYPE };
/** The causes change rarely: their names count as fresh for ten minutes. */
const CAUSES_STALE_MS = 10 * 60 * 1000;

export function useLiveSummary() {
  const summary = usePageQuery(SUMMARY_KEY, fetchSummary);
  // Unfiltered: the rollover to the next operating day (reset) arrives too.
  useLiveCache(SUMMARY_KEY, RUNS_CHANGED_SIGNAL, NO_VARIABLES, applyRunsSignal, { refetchIntervalMs: REFRESH_INTERVAL_MS });
  return summary;
}

/**
 * The latest measures of a day (the shown one) on the version it runs on (issue 11, item 8); with
 * no version active (null) none are (version ids start at 1: NO_VERSION matches no row).
 */
export function useLatestChanges(day: string | undefined, timetableVersionId: string | null | undefined) {
  const version = timetableVersionId ?? NO_VERSION;
  const changes = useGetList<ChangeEntry>(
    CHANGES_RESOURCE,
    { pagination: { page: 1, perPage: HISTORY_WINDOW }, sort: { field: 'id', order: 'DESC' }, filter: { operatingDay: day, timetableVersionId: version } },
    { enabled: Boolean(day), staleTime: 0 },
  );
  useLiveCache(CHANGES_KEY, RESOURCE_CHANGED_SUBSCRIPTION, HISTORY_VARIABLES, applyHistoryChanged, { enabled: Boolean(day) });

  // A failure leaves the names out (the measures still show).
  const causeList = useGetList<Cause>(
    CAUSES_RESOURCE,
    { pagination: { page: 1, perPage: 1000 }, sort: { field: 'id', order: 'ASC' } },
    { staleTime: CAUSES_STALE_MS },
  );
  const causes = useMemo(() => new Map((causeList.data ?? []).map((c) => [String(c.id), c])), [causeList.data]);

  return { changes, causes };
}
