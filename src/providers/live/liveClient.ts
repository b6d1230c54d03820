/**
 * The one subscription connection of the app (graphql-ws, spec points 7 and 9), created on first
 * use. Pages subscribe through useLiveSubscription; the connection state feeds the banner.
 */
import { createWsClient, type AuthedWsClient } from '../data/wsClient';

let shared: AuthedWsClient | null = null;

export function liveClient(): AuthedWsClient {
  shared ??= createWsClient();
  return shared;
}

/** Closes the connection (logout). The next liveClient() call opens a new one. */
export function disposeLiveClient(): void {
  shared?.dispose();
  shared = null;
}
