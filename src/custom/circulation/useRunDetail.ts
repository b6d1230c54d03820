import { useCallback } from 'react';
import { useLiveSubscription } from '../../providers/live';
import { fetchRun, RUN_CHANGED_SUBSCRIPTION, type RunDetail, type RunsChangedEvent } from './api';
import { useLoad } from './useLoad';

export interface RunDetailState {
  run: RunDetail | null;
  loading: boolean;
  error: unknown;
  reload: () => void;
}

/**
 * One run with its stops and measures. With `live`, the run follows the engine's `runsChanged`
 * events for it (forecasts, measures) and is fetched again after a reconnect or a reset.
 */
export function useRunDetail(runId: string, live = false): RunDetailState {
  const loaded = useLoad(() => fetchRun(runId), runId);
  const { reload, setData } = loaded;
  const onData = useCallback(
    ({ runsChanged }: { runsChanged: RunsChangedEvent<RunDetail> }) => {
      if (!runsChanged) return;
      const mine = runsChanged.runs.find((r) => r.id === runId);
      if (mine && Array.isArray(mine.stops)) setData(mine);
      else if (runsChanged.reset || mine) reload();
    },
    [reload, setData, runId],
  );
  useLiveSubscription<{ runsChanged: RunsChangedEvent<RunDetail> }>(RUN_CHANGED_SUBSCRIPTION, { runId }, onData, {
    enabled: live,
    onResync: reload,
  });
  return { run: loaded.data, loading: loaded.loading, error: loaded.error, reload };
}
