/**
 * The state of the app's live connection (graphql-ws, spec point 9) as a pure state machine:
 *
 *   idle → connecting → connected → reconnecting (retry n of 5) → lost (retries spent) → …
 *
 * graphql-ws retries 5 times (2^n s + 0.3–3 s jitter) and then gives up; the app then shows the
 * connection-lost banner and keeps trying on its own schedule (LOST_RETRY_BASE_MS + jitter, or
 * at once when the user asks, the browser comes online or the tab becomes visible). A
 * connection after an outage asks the subscribers to resynchronise. Close 1000 is a normal
 * close, 4401 (token refused) hands over to the login page, and our own close after a token
 * refresh (4205) is a quiet reconnect, not an outage. Pure: no timers, no sockets.
 */
import {
  JITTER_MAX_MS,
  JITTER_MIN_MS,
  retryDelayMs,
  WS_CLOSE_NORMAL,
  WS_CLOSE_TOKEN_CHANGED,
  WS_CLOSE_UNAUTHORIZED,
  WS_RETRY_ATTEMPTS,
} from '../data/wsRetry';

export type ConnectionPhase = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'lost';

export interface ConnectionState {
  phase: ConnectionPhase;
  /** A connection was acknowledged at least once (since the last stop). */
  everConnected: boolean;
  /** reconnecting: the retry (1..maxRetries) being waited for or running; 0 before the first. */
  retry: number;
  maxRetries: number;
  /** When the next attempt starts (ms since the epoch); null while one runs or none is planned. */
  nextAttemptAt: number | null;
  /** Code of the last close event (diagnostics; 1000 = normal). */
  lastCloseCode: number | null;
}

export const INITIAL_CONNECTION_STATE: ConnectionState = {
  phase: 'idle',
  everConnected: false,
  retry: 0,
  maxRetries: WS_RETRY_ATTEMPTS,
  nextAttemptAt: null,
  lastCloseCode: null,
};

export type ConnectionEvent =
  /** A connection attempt starts (socket being opened). */
  | { type: 'connecting' }
  /** The server acknowledged the connection. */
  | { type: 'connected' }
  | { type: 'closed'; code: number }
  /** graphql-ws waits for retry number `retry` (1-based), which starts at `at`. */
  | { type: 'retryScheduled'; retry: number; at: number }
  /** graphql-ws spent its retries (or gave up on a fatal close); our next try starts at `nextAttemptAt`. */
  | { type: 'gaveUp'; nextAttemptAt: number }
  /** No subscriptions left, or the client was disposed. */
  | { type: 'stopped' };

export interface Transition {
  state: ConnectionState;
  /** The connection is back after a break: subscribers reload what they show. */
  resync: boolean;
}

const same = (state: ConnectionState): Transition => ({ state, resync: false });

export function nextConnectionState(state: ConnectionState, event: ConnectionEvent): Transition {
  switch (event.type) {
    case 'connecting':
      if (state.phase === 'reconnecting' || state.phase === 'lost') return same({ ...state, nextAttemptAt: null });
      return same({ ...state, phase: 'connecting', nextAttemptAt: null });
    case 'connected':
      return {
        state: { ...state, phase: 'connected', everConnected: true, retry: 0, nextAttemptAt: null },
        resync: state.everConnected || state.phase === 'reconnecting' || state.phase === 'lost',
      };
    case 'closed':
      return same(afterClose({ ...state, lastCloseCode: event.code }, event.code));
    case 'retryScheduled':
      if (state.phase === 'lost') return same(state);
      return same({ ...state, phase: 'reconnecting', retry: event.retry, nextAttemptAt: event.at });
    case 'gaveUp':
      return same({ ...state, phase: 'lost', retry: state.maxRetries, nextAttemptAt: event.nextAttemptAt });
    case 'stopped':
      return same({ ...INITIAL_CONNECTION_STATE, maxRetries: state.maxRetries });
  }
}

function afterClose(state: ConnectionState, code: number): ConnectionState {
  if (state.phase === 'lost') return state;
  // Normal close (the last subscription ended, or the server closed cleanly and graphql-ws
  // reconnects at once), or the token was refused (the login page takes over): no outage.
  if (code === WS_CLOSE_NORMAL || code === WS_CLOSE_UNAUTHORIZED) return { ...state, phase: 'idle', retry: 0, nextAttemptAt: null };
  // Our own close to send a refreshed token: reconnects at once, quietly.
  if (code === WS_CLOSE_TOKEN_CHANGED) return { ...state, phase: 'connecting', nextAttemptAt: null };
  return { ...state, phase: 'reconnecting', retry: state.phase === 'reconnecting' ? state.retry : 0, nextAttemptAt: null };
}

/** The wait before graphql-ws' retry number `retries` (0-based) and whether it is shown. */
export interface RetryPlan {
  delayMs: number;
  /** The retry to announce (1-based) as `retryScheduled`, or null for a quiet, immediate retry. */
  retry: number | null;
}

/**
 * The spec's back-off while reconnecting; no wait for the quiet reconnect after a token
 * refresh, nor in the lost phase (our own schedule has waited before it resubscribed), nor when
 * idle (graphql-ws still counts the retries of an outage that ended with its last subscription:
 * a new subscription connects at once).
 */
export function retryPlan(state: ConnectionState, retries: number, random: () => number = Math.random): RetryPlan {
  if (state.phase === 'lost' || state.phase === 'idle' || retries >= state.maxRetries) return { delayMs: 0, retry: null };
  if (state.phase === 'connecting' && state.lastCloseCode === WS_CLOSE_TOKEN_CHANGED) return { delayMs: 0, retry: null };
  return { delayMs: retryDelayMs(retries, random), retry: retries + 1 };
}

/** How often the lost phase tries again: every 30 s plus the spec's 0.3–3 s jitter. */
export const LOST_RETRY_BASE_MS = 30_000;

export function lostRetryDelayMs(random: () => number = Math.random): number {
  const r = Math.min(Math.max(random(), 0), 1);
  return LOST_RETRY_BASE_MS + JITTER_MIN_MS + r * (JITTER_MAX_MS - JITTER_MIN_MS);
}

/** What a subscription's error means for the connection. */
export type SinkFailure = 'graphql' | 'unauthorized' | 'normal' | 'connection';

/**
 * graphql-ws hands a subscription's sink either the server's GraphQL errors (an array: the
 * operation was refused, retrying would not help), or what ended the connection (close event,
 * socket error event, Error) once it stopped retrying.
 */
export function classifySinkError(error: unknown): SinkFailure {
  if (Array.isArray(error)) return 'graphql';
  const code = error && typeof error === 'object' ? (error as { code?: unknown }).code : undefined;
  if (code === WS_CLOSE_UNAUTHORIZED) return 'unauthorized';
  if (code === WS_CLOSE_NORMAL) return 'normal';
  return 'connection';
}

export type ConnectionBanner =
  | { kind: 'lost'; nextAttemptAt: number | null }
  | { kind: 'reconnecting'; retry: number; maxRetries: number; nextAttemptAt: number | null };

/**
 * The banner to show: always when lost; while reconnecting only after a connection existed
 * (a first connection that is slow to come is not a lost one yet).
 */
export function bannerOf(state: ConnectionState): ConnectionBanner | null {
  if (state.phase === 'lost') return { kind: 'lost', nextAttemptAt: state.nextAttemptAt };
  if (state.phase === 'reconnecting' && state.everConnected) {
    return { kind: 'reconnecting', retry: Math.max(1, state.retry), maxRetries: state.maxRetries, nextAttemptAt: state.nextAttemptAt };
  }
  return null;
}

/** Whole seconds until `at` (rounded up, never negative), or null without a planned time. */
export function secondsUntil(at: number | null, now: number): number | null {
  return at === null ? null : Math.max(0, Math.ceil((at - now) / 1000));
}
