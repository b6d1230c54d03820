/**
 * The one subscription connection of the app (graphql-ws, spec points 7 and 9), created on first
 * use. Pages subscribe through useLiveSubscription; the connection state (connectionStore)
 * feeds the banner. Reconnecting, the lost phase and resync: liveConnection.ts.
 */
import { createWsClient, type AuthedWsClient } from '../data/wsClient';
import { connectionStore } from './connectionStore';
import { createLiveConnection, type LiveConnection } from './liveConnection';

/** Keep the socket a moment after the last subscription ends, so moving between screens reuses it. */
const LAZY_CLOSE_MS = 5_000;

/** Try at once when the browser is back online or the tab becomes visible again. */
function watchBrowserWake(wake: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const onVisible = () => {
    if (document.visibilityState === 'visible') wake();
  };
  window.addEventListener('online', wake);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    window.removeEventListener('online', wake);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

let shared: LiveConnection | null = null;

export function liveConnection(): LiveConnection {
  shared ??= createLiveConnection({
    createClient: (retryWait) => createWsClient({ retryWait, lazyCloseTimeout: LAZY_CLOSE_MS }),
    store: connectionStore,
    watchWake: watchBrowserWake,
  });
  return shared;
}

/** The graphql-ws client itself (subscriptions made on it directly are not resubscribed after the lost phase). */
export function liveClient(): AuthedWsClient {
  return liveConnection().handle();
}

/** Closes the connection (logout). The next liveClient() call opens a new one. */
export function disposeLiveClient(): void {
  shared?.dispose();
  shared = null;
}
