/**
 * The overview's data in the shared react-query cache: the figures (page key "liveOverview"),
 * loaded again (at most every REFRESH_INTERVAL_MS) when runsChanged says the day moved on; the
 * latest entries of the change history and the causes' names through react-admin's data
 * provider (declared resources), the history reloaded when it is written. A reconnect of the
 * live connection reloads both (useLiveCache).
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

export function useLiveOverview() {
  const summary = usePageQuery(SUMMARY_KEY, fetchSummary);
  // Unfiltered: the rollover to the next operating day (reset) arrives too.
  useLiveCache(SUMMARY_KEY, RUNS_CHANGED_SIGNAL, NO_VARIABLES, applyRunsSignal, { refetchIntervalMs: REFRESH_INTERVAL_MS });

  const day = summary.data?.operatingDay;
  // The latest measures are those of the shown day on the version it runs on (issue 11, item 8);
  // with no version active none are (version ids start at 1: NO_VERSION matches no row).
  const version = summary.data?.timetableVersionId ?? NO_VERSION;
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

  return { summary, changes, causes };
}
