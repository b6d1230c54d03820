import { useEffect, useMemo, useRef } from 'react';
import { useListContext } from 'react-admin';
import { useLiveSubscription } from '../providers/live/useLiveSubscription';
import { createThrottle } from '../providers/live/throttle';

export const RESOURCE_CHANGED_SUBSCRIPTION = /* GraphQL */ `
  subscription ResourceChanged($resource: String) {
    resourceChanged(resource: $resource) {
      resource
      id
      operation
      version
    }
  }
`;

/** At most one reload of a list per second, however many changes arrive. */
export const LIVE_REFRESH_INTERVAL_MS = 1000;

/**
 * Keeps a generated list current while it is shown: every write of the resource (by anyone)
 * and every reconnection after a break reload the list's own query, with its current page,
 * sort and filters. Only the list's query: an open create/edit form keeps its record and
 * version (a refetch of everything would put a newer version under the user's input and
 * defeat the conflict check). Call inside the list's context.
 */
export function useLiveListRefresh(typeName: string): void {
  const { refetch } = useListContext();
  const latest = useRef(refetch);
  latest.current = refetch;
  const throttled = useMemo(() => createThrottle(() => void latest.current(), LIVE_REFRESH_INTERVAL_MS), []);
  useEffect(() => () => throttled.cancel(), [throttled]);
  const variables = useMemo(() => ({ resource: typeName }), [typeName]);
  useLiveSubscription(RESOURCE_CHANGED_SUBSCRIPTION, variables, throttled.trigger, { onResync: throttled.trigger });
}
