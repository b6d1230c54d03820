/**
 * The graphql-ws client for subscriptions (spec point 7): the bearer token in the connection
 * parameters (`Authorization`), the retry policy of point 9 (wsRetry.ts), and a reconnect with
 * the new token after every refresh (the server checks the token when the socket connects).
 * A socket closed with 4401 (token refused) returns to the login page.
 */
import { createClient, type Client } from 'graphql-ws';
import { storedLang } from '../auth/sessionExpired';
import { currentAccessToken, ensureFreshToken, getAuthRuntime, reportUnauthorized } from '../auth/current';
import {
  isUnauthorizedClose,
  retryDelayMs,
  shouldRetry,
  WS_ACK_TIMEOUT_MS,
  WS_CLOSE_TOKEN_CHANGED,
  WS_KEEP_ALIVE_MS,
  WS_RETRY_ATTEMPTS,
} from './wsRetry';

/** ws(s)://<host>/graphql for the page's origin. */
export function defaultWsUrl(location: { protocol: string; host: string } = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`;
}

export interface WsClientOptions {
  url?: string;
  getToken?: () => string | null;
  /** Called with a listener that must run on every token change; returns an unsubscribe. */
  onTokenChange?: (listener: () => void) => () => void;
  /** Replaces the wait before retry number `retries` (default: retryDelayMs, spec point 9). */
  retryWait?: (retries: number) => Promise<void>;
  /** Keep the socket this long (ms) after the last subscription ends (default 0: close at once). */
  lazyCloseTimeout?: number;
}

export interface AuthedWsClient {
  client: Client;
  dispose(): void;
}

export function createWsClient(options: WsClientOptions = {}): AuthedWsClient {
  const getToken = options.getToken ?? currentAccessToken;
  let socket: WebSocket | null = null;
  const client = createClient({
    url: options.url ?? defaultWsUrl(),
    lazy: true,
    connectionParams: async () => {
      // After an outage the access token may have run out: a reconnect with it would be
      // refused (4401, back to the login page) although the session is still valid.
      if (!options.getToken) await ensureFreshToken();
      const token = getToken();
      // The user's language, not the browser's Accept-Language: texts in live events follow it.
      return token ? { Authorization: `Bearer ${token}`, lang: storedLang() } : { lang: storedLang() };
    },
    retryAttempts: WS_RETRY_ATTEMPTS,
    retryWait: options.retryWait ?? ((retries) => new Promise((resolve) => setTimeout(resolve, retryDelayMs(retries)))),
    lazyCloseTimeout: options.lazyCloseTimeout ?? 0,
    shouldRetry,
    keepAlive: WS_KEEP_ALIVE_MS,
    connectionAckWaitTimeout: WS_ACK_TIMEOUT_MS,
    on: {
      connected: (s) => {
        socket = s as WebSocket;
      },
      closed: (event) => {
        socket = null;
        if (isUnauthorizedClose(event)) reportUnauthorized();
      },
    },
  });
  const subscribe =
    options.onTokenChange ??
    ((listener: () => void) => getAuthRuntime()?.store.subscribe(() => listener()) ?? (() => undefined));
  const unsubscribe = subscribe(() => {
    // Reconnect so the server sees the new token; graphql-ws resubscribes after the retry.
    if (socket && socket.readyState === WebSocket.OPEN) socket.close(WS_CLOSE_TOKEN_CHANGED, 'Token refreshed');
  });
  // A language switch (i18n sets <html lang>) reconnects, so the server answers in the new language.
  const langObserver =
    typeof MutationObserver === 'undefined' || typeof document === 'undefined'
      ? null
      : new MutationObserver(() => {
          if (socket && socket.readyState === WebSocket.OPEN) socket.close(WS_CLOSE_TOKEN_CHANGED, 'Language changed');
        });
  langObserver?.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  return {
    client,
    dispose: () => {
      unsubscribe();
      langObserver?.disconnect();
      void client.dispose();
    },
  };
}
