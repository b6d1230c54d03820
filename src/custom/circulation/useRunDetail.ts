import { useCallback } from 'react';
import { pageKey, useLiveCache, usePageQuery } from '../../providers/query';
import { fetchRun, RUN_CHANGED_SUBSCRIPTION, type RunDetail, type RunsChangedEvent } from './api';
import { applyRunChanged } from './runsApply';

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
  const key = pageKey('circulation', 'run', runId);
  const query = usePageQuery(key, () => fetchRun(runId));
  const apply = useCallback(
    (_cached: RunDetail | null | undefined, event: { runsChanged: RunsChangedEvent<RunDetail> }) => applyRunChanged(runId, event?.runsChanged),
    [runId],
  );
  useLiveCache(key, RUN_CHANGED_SUBSCRIPTION, { runId }, apply, { enabled: live });
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  return { run: query.data ?? null, loading: query.isFetching, error: query.error, reload };
}
