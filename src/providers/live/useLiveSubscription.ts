import { useEffect, useRef } from 'react';
import { liveConnection } from './liveClient';

export interface LiveSubscriptionOptions {
  /** Skip subscribing (e.g. until the page knows its operating day). */
  enabled?: boolean;
  /**
   * Called after the connection came back: events may have been missed while it was down,
   * so the page reloads what it shows instead of trusting its old state.
   */
  onResync?: () => void;
}

/**
 * Subscribes while the component is mounted and calls onData with every result's data.
 * The latest callbacks are used without resubscribing; a change of query or variables resubscribes.
 * The subscription survives connection breaks by itself (also after the retries were spent,
 * see liveConnection.ts) and onResync runs once the connection is back.
 */
export function useLiveSubscription<T>(
  query: string,
  variables: Record<string, unknown>,
  onData: (data: T) => void,
  options: LiveSubscriptionOptions = {},
): void {
  const handlers = useRef({ onData, onResync: options.onResync });
  handlers.current = { onData, onResync: options.onResync };
  const enabled = options.enabled ?? true;
  const key = JSON.stringify(variables);

  useEffect(() => {
    if (!enabled) return undefined;
    return liveConnection().subscribe<T>(
      { query, variables: JSON.parse(key) as Record<string, unknown> },
      {
        next: (data) => handlers.current.onData(data),
        resync: () => handlers.current.onResync?.(),
      },
    );
  }, [query, key, enabled]);
}
