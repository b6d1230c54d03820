/**
 * One page of runs for the list's state, in the react-query cache (usePageQuery), kept live by
 * the engine's `runsChanged` events (useLiveCache with the pure applyRunsChanged). The previous
 * page stays on screen while the next loads. The server writes texts (location, reason) in the
 * request's language, so the language is part of the key.
 */
import { useCallback, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Lang } from '../../shared/resource/types';
import { pageKey, useLiveCache, usePageQuery } from '../../providers/query';
import { fetchRuns, RUNS_CHANGED_SUBSCRIPTION, runsVariables, type RunPage, type RunsChangedEvent } from './api';
import type { ListParams } from './listParams';
import { applyRunsChanged } from './runsApply';

export interface RunsPageState {
  data: RunPage | undefined;
  /** A new selection (page, sort, filter) is loading; the old rows are still shown. */
  loading: boolean;
  error: unknown;
  refetch: () => void;
}

/** Everything of the page in the cache (a mutation invalidates it). */
export const CIRCULATION_KEY = pageKey('circulation');

export function useRunsPage(params: ListParams, day: string | null, lang: Lang): RunsPageState {
  const variables = day ? runsVariables(params, day) : null;
  const key = pageKey('circulation', 'runs', lang, variables);
  const query = usePageQuery(key, () => fetchRuns(variables!), { enabled: variables !== null, keepPrevious: true });

  const { lineIds, statuses, q, sortField } = params;
  const subscription = useMemo(() => ({ operatingDay: day, lineIds: lineIds.length ? lineIds : null }), [day, lineIds]);
  const apply = useCallback(
    (cached: RunPage | undefined, event: { runsChanged: RunsChangedEvent }) =>
      applyRunsChanged(cached, event?.runsChanged, day, { lineIds, statuses, q, sortField }),
    [day, lineIds, statuses, q, sortField],
  );
  useLiveCache(key, RUNS_CHANGED_SUBSCRIPTION, subscription, apply, { enabled: day !== null });

  const client = useQueryClient();
  const refetch = useCallback(() => void client.invalidateQueries({ queryKey: CIRCULATION_KEY }), [client]);
  return {
    data: query.data,
    loading: query.isPending ? variables !== null : query.isPlaceholderData,
    error: query.error,
    refetch,
  };
}
