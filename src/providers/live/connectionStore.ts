/**
 * The live connection's state for the UI (banner), kept apart from the client so that the
 * shell can show it without loading graphql-ws: the connection writes, the banner reads and
 * may ask for an immediate retry.
 */
import { INITIAL_CONNECTION_STATE, type ConnectionState } from './connectionState';

export interface ConnectionStore {
  get(): ConnectionState;
  set(state: ConnectionState): void;
  subscribe(listener: () => void): () => void;
  /** Try to connect now (the banner's button); a no-op while no connection is set up. */
  retryNow(): void;
  setRetryHandler(handler: (() => void) | null): void;
}

export function createConnectionStore(initial: ConnectionState = INITIAL_CONNECTION_STATE): ConnectionStore {
  let state = initial;
  let retry: (() => void) | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next) {
      if (next === state) return;
      state = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    retryNow: () => retry?.(),
    setRetryHandler(handler) {
      retry = handler;
    },
  };
}

/** The app's one store (see liveClient.ts). */
export const connectionStore: ConnectionStore = createConnectionStore();
