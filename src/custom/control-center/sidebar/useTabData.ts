/**
 * The sidebar's live data: counts of every tab and the runs of the open one, fetched together and
 * again (at most every 2 s) when runsChanged reports a change of the lines shown, and after a
 * reconnect.
 */
import { useEffect, useMemo } from 'react';
import { useLiveSubscription } from '../../../providers/live';
import { createThrottle } from '../../../providers/live/throttle';
import type { RunTab } from '../../../shared/operations/tabs';
import { useLoad, type Loaded } from '../../circulation/useLoad';
import { fetchTab, TAB_CHANGES_SUBSCRIPTION, type TabData } from './api';

export const TAB_RELOAD_MS = 2000;

export function useTabData(tab: RunTab, lineIds: readonly string[] | null): Loaded<TabData> {
  const key = `${tab}|${lineIds?.join(',') ?? ''}`;
  const loaded = useLoad(() => fetchTab(tab, lineIds), key);
  const throttled = useMemo(() => createThrottle(loaded.reload, TAB_RELOAD_MS), [loaded.reload]);
  useEffect(() => () => throttled.cancel(), [throttled]);
  const variables = useMemo(() => ({ lineIds: lineIds && lineIds.length ? lineIds : null }), [lineIds]);
  useLiveSubscription<{ runsChanged: { reset: boolean; runs: { id: string }[] } | null }>(
    TAB_CHANGES_SUBSCRIPTION,
    variables,
    ({ runsChanged }) => {
      if (runsChanged && (runsChanged.reset || runsChanged.runs.length > 0)) throttled.trigger();
    },
    { onResync: loaded.reload },
  );
  return loaded;
}
