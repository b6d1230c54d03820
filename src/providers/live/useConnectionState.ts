import { useEffect, useState, useSyncExternalStore } from 'react';
import type { ConnectionState } from './connectionState';
import { connectionStore, type ConnectionStore } from './connectionStore';

/** The live connection's current state (re-renders on every change). */
export function useConnectionState(store: ConnectionStore = connectionStore): ConnectionState {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/** The current time; re-renders every `intervalMs` while `active` (for countdowns). */
export function useNow(active: boolean, intervalMs = 1000): number {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!active) return undefined;
    const timer = setInterval(() => setTick((n) => n + 1), intervalMs);
    return () => clearInterval(timer);
  }, [active, intervalMs]);
  return Date.now();
}
