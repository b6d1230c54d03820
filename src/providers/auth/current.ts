/**
 * The page's one AuthRuntime, set by the bootstrap (src/main.tsx) before anything renders, and
 * read by the transport (Apollo, API client) and the react-admin AuthProvider. Kept in its own
 * tiny module so those can reach it without importing the bootstrap.
 */
import type { AuthRuntime } from './runtime';
import { parseSession, SESSION_STORAGE_KEY } from './session';

let current: AuthRuntime | null = null;

export function setAuthRuntime(runtime: AuthRuntime | null): void {
  current = runtime;
}

export function getAuthRuntime(): AuthRuntime | null {
  return current;
}

/**
 * The access token to send, or null. Without a runtime (tests, tools) it falls back to what
 * localStorage holds.
 */
export function currentAccessToken(): string | null {
  if (current) return current.token();
  try {
    return parseSession(globalThis.localStorage?.getItem(SESSION_STORAGE_KEY))?.token ?? null;
  } catch {
    return null;
  }
}

/** A 401 or a missing token: back to the login page (a no-op without a runtime). */
export function reportUnauthorized(): void {
  current?.handleUnauthorized();
}

/** Waits for a refresh when the token has run out (a no-op otherwise or without a runtime). */
export function ensureFreshToken(): Promise<void> | null {
  return current?.needsRefresh() ? current.ensureFresh() : null;
}
