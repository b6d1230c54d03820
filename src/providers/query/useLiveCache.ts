/**
 * Live pages feed their subscription into the same react-query cache the page reads: every
 * event goes through the page's pure `apply` rule; a reconnect (events may have been missed)
 * invalidates the query so it loads again. Refetches asked for by events are throttled.
 */
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLiveSubscription } from '../live';
import { decideLive, type LiveApply } from './liveApply';

export interface LiveCacheOptions {
  enabled?: boolean;
  /** At most one refetch asked for by events per this many ms (default 1000). */
  refetchIntervalMs?: number;
}

export function useLiveCache<T, E>(
  key: QueryKey,
  subscription: string,
  variables: Record<string, unknown>,
  apply: LiveApply<T, E>,
  options: LiveCacheOptions = {},
): void {
  const client = useQueryClient();
  const keyRef = useRef(key);
  keyRef.current = key;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const last = useRef(0);
  const interval = options.refetchIntervalMs ?? 1000;

  const refetch = () => {
    if (timer.current) return;
    const wait = Math.max(0, last.current + interval - Date.now());
    timer.current = setTimeout(() => {
      timer.current = null;
      last.current = Date.now();
      void client.invalidateQueries({ queryKey: keyRef.current });
    }, wait);
  };

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  useLiveSubscription<E>(
    subscription,
    variables,
    (event) => {
      const decision = decideLive(apply(client.getQueryData<T>(keyRef.current), event));
      if (decision.data !== undefined) client.setQueryData<T>(keyRef.current, decision.data);
      if (decision.refetch) refetch();
    },
    { enabled: options.enabled, onResync: () => void client.invalidateQueries({ queryKey: keyRef.current }) },
  );
}
