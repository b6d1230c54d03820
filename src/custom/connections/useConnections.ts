/**
 * The day's connections (or one run's), kept live by Subscription.connectionsChanged through the
 * pure apply rule (connectionsApply.ts).
 */
import { useCallback, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { pageKey, useLiveCache, usePageQuery } from '../../providers/query';
import { CONNECTIONS_CHANGED_SUBSCRIPTION, fetchConnections, type ConnectionPage, type ConnectionsChangedEvent } from './api';
import { applyConnectionsChanged, ofRun, wholeDay } from './connectionsApply';

/** Everything of the page in the cache (a decision invalidates it). */
export const CONNECTIONS_KEY = pageKey('connections');

/**
 * runId: the connections of one run (the train popup), else every connection of the engine's
 * current operating day. enabled false: nothing loaded (a brand without the manager).
 */
export function useConnections(runId: string | null = null, enabled = true) {
  const key = useMemo(() => pageKey('connections', runId ? 'run' : 'day', runId), [runId]);
  const query = usePageQuery<ConnectionPage>(key, () => fetchConnections({ runId }), { enabled });
  const day = query.data?.operatingDay ?? null;
  // The server sends rows of this day only, and resets of any day (the change to the next day).
  const variables = useMemo(() => ({ operatingDay: day }), [day]);
  const apply = useCallback(
    (cached: ConnectionPage | undefined, event: ConnectionsChangedEvent) =>
      applyConnectionsChanged(cached, event?.connectionsChanged, runId ? ofRun(runId) : wholeDay),
    [runId],
  );
  useLiveCache(key, CONNECTIONS_CHANGED_SUBSCRIPTION, variables, apply, { enabled: enabled && day !== null });
  const client = useQueryClient();
  const refresh = useCallback(() => void client.invalidateQueries({ queryKey: CONNECTIONS_KEY }), [client]);
  return { query, refresh };
}
