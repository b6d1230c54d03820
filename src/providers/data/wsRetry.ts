/**
 * The WebSocket retry policy of specification point 9 for the graphql-ws client: 5 attempts,
 * waiting 2^n seconds plus 0.3 to 3 seconds of jitter; keep-alive and acknowledgement
 * timeouts off (0). Close codes: 1000 normal, 4499 'Terminated' (the client gave up on a
 * frozen socket; retried), 4401 unauthorised (the token was refused: back to the login page).
 * Pure.
 */

export const WS_RETRY_ATTEMPTS = 5;
export const WS_KEEP_ALIVE_MS = 0;
export const WS_ACK_TIMEOUT_MS = 0;
export const WS_CLOSE_NORMAL = 1000;
export const WS_CLOSE_TERMINATED = 4499;
export const WS_CLOSE_UNAUTHORIZED = 4401;
/** Our own close after a token refresh: reconnect with the new token (retriable code). */
export const WS_CLOSE_TOKEN_CHANGED = 4205;

export const JITTER_MIN_MS = 300;
export const JITTER_MAX_MS = 3000;

/** Wait before retry number `retries` (0-based): 2^retries s + 300..3000 ms jitter. */
export function retryDelayMs(retries: number, random: () => number = Math.random): number {
  const r = Math.min(Math.max(random(), 0), 1);
  return 2 ** Math.max(0, retries) * 1000 + JITTER_MIN_MS + r * (JITTER_MAX_MS - JITTER_MIN_MS);
}

/** Whether a close code means the server refused the token. */
export function isUnauthorizedClose(event: unknown): boolean {
  return !!event && typeof event === 'object' && (event as { code?: unknown }).code === WS_CLOSE_UNAUTHORIZED;
}

/**
 * Retry every failure except the refused token. Not only close events (graphql-ws' default): a
 * refused connection reaches graphql-ws as the socket's `error` Event (it fires before `close`),
 * and that is the usual failure while the server is down. Fatal protocol close codes (4400,
 * 4500, …) are not retried by graphql-ws whatever this says.
 */
export function shouldRetry(event: unknown): boolean {
  return !isUnauthorizedClose(event);
}
