/**
 * When the board's live stream reconnects (pure). A wall screen runs for days: it must come back
 * after a server restart or a network gap by itself, without hammering the server when many
 * screens reconnect at once, and notice a stream that went silent (a proxy that dropped it).
 */

export interface ReconnectPolicy {
  /** First wait after a failure (ms). */
  baseMs: number;
  /** Longest wait (ms). */
  maxMs: number;
  /** Share of the wait drawn at random (0..1), so screens do not come back in step. */
  jitter: number;
  /** No event and no heartbeat for this long (ms): the stream counts as dead. */
  silenceMs: number;
}

/** The server sends a heartbeat every 15 s (server/departures/routes.ts); three missed ones = dead. */
export const BOARD_RECONNECT: ReconnectPolicy = { baseMs: 1000, maxMs: 30_000, jitter: 0.3, silenceMs: 45_000 };

/** Wait before attempt `failures` (1 = the first retry): base·2^(n−1), at most max, minus up to `jitter` of it. */
export function reconnectDelay(failures: number, policy: ReconnectPolicy = BOARD_RECONNECT, random: () => number = Math.random): number {
  const n = Math.max(1, Math.floor(failures));
  const full = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.min(n - 1, 20));
  return Math.round(full * (1 - policy.jitter * random()));
}

/** True when the stream has been silent too long and is to be reopened. */
export function isSilent(lastSeenMs: number, nowMs: number, policy: ReconnectPolicy = BOARD_RECONNECT): boolean {
  return nowMs - lastSeenMs > policy.silenceMs;
}

/** What to do after the stream ended or failed: sign in (401), give up on this station (404), or retry. */
export function afterFailure(status: number | null): 'signIn' | 'notFound' | 'retry' {
  if (status === 401) return 'signIn';
  if (status === 404) return 'notFound';
  return 'retry';
}
