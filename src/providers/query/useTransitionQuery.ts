/**
 * react-query's useQuery, with its answers rendered as transitions.
 *
 * useQuery reads react-query's store through useSyncExternalStore, and React renders a change of
 * such a store at once and in one piece, whatever the page does. So every answer and every live
 * update rendered the whole page in one task (issue 15: on the Bildfahrplan and the situation
 * report, six to ten tasks of 50–150 ms at 4x while their first data arrived, most of their
 * Total Blocking Time). Here the component subscribes to the same QueryObserver and renders a
 * change inside startTransition: React renders it in slices of about 5 ms, gives way to input
 * meanwhile and commits once. The first render reads the cache as useQuery does, so data already
 * there shows at once.
 *
 * What it gives up: useSyncExternalStore's guarantee that two components never show two versions
 * of the store in the same commit (a page's queries are its own; each component reads the
 * observer's current result when it renders). Suspense and error boundaries are not supported
 * (no page uses them: errors are shown by the page, src/ui/states).
 */
import {
  notifyManager,
  QueryObserver,
  useQueryClient,
  type DefaultError,
  type QueryKey,
  type QueryObserverOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';

export function useTransitionQuery<T>(options: QueryObserverOptions<T, DefaultError, T, T, QueryKey>): UseQueryResult<T> {
  const client = useQueryClient();
  const defaulted = client.defaultQueryOptions(options);
  // As useQuery: a render before the first fetch already reports the fetch it will start.
  defaulted._optimisticResults = 'optimistic';
  // The first fetch starts with the first render, not when the observer subscribes: that is in an
  // effect after the commit, and a page's first render is a transition in slices, so its requests
  // waited for the whole page to render and commit (the control centre's network about 200 ms of
  // the recorded trace, issue 15). prefetchQuery fetches what a mount would (no data, or data
  // stale by staleTime) and shares a fetch in flight per key; the subscription then does not fetch
  // on mount (refetchOnMount: false), or an answer already there (stale at once with staleTime 0)
  // would be fetched again. Later fetches (a new key, invalidation, polling) are as before.
  const [startedHere] = useState(() => {
    if (defaulted.enabled !== true && defaulted.enabled !== undefined) return false;
    void client.prefetchQuery(defaulted);
    return true;
  });
  if (startedHere) defaulted.refetchOnMount = false;
  const [observer] = useState(() => new QueryObserver<T, DefaultError, T, T, QueryKey>(client, defaulted));
  const [, setVersion] = useState(0);
  const result = observer.getOptimisticResult(defaulted);

  // Options first, then the subscription: the order of useQuery's own effects.
  useEffect(() => {
    observer.setOptions(defaulted);
  }, [defaulted, observer]);
  useEffect(() => {
    const renderAgain = () => startTransition(() => setVersion((v) => v + 1));
    const unsubscribe = observer.subscribe(notifyManager.batchCalls(renderAgain));
    observer.updateResult();
    // A change between the render that mounted (`result`, what the screen shows) and here, an
    // answer that arrived meanwhile, renders again. The listener does not always hear of it:
    // setOptions above takes the change in while no one listens, leaving nothing to report.
    // The effect runs once per observer, so `result` is the mounting render's.
    if (!sameState(observer.getCurrentResult(), result)) renderAgain();
    return unsubscribe;
  }, [observer]);

  // Only the fields the component reads make it render again (useQuery's tracked result).
  return observer.trackResult(result) as UseQueryResult<T>;
}

type ShownState<T> = Pick<UseQueryResult<T>, 'status' | 'fetchStatus' | 'data' | 'error'>;

function sameState<T>(a: ShownState<T>, b: ShownState<T>): boolean {
  return a.status === b.status && a.fetchStatus === b.fetchStatus && a.data === b.data && a.error === b.error;
}
