/**
 * The session as specified (point 3): what localStorage.authSession holds, how it is read
 * back, and when two sessions count as different. Pure.
 */
import type { TokenResponse } from '../../shared/auth/tokens';

export const SESSION_STORAGE_KEY = 'authSession';
export const USER_STORAGE_KEY = 'user';

export interface AuthSession {
  token: string;
  refreshToken: string | null;
  /** Access-token lifetime in seconds. */
  tokenExpiresIn: number | null;
  /** When the token was received: a millisecond timestamp (older stores may hold a date string). */
  tokenGeneratedAt: number | string | null;
  sessionID: string | null;
}

/** The user-payload object (GET /api/userpayload), stored under localStorage.user. */
export interface SessionUser {
  status?: string;
  sessionID?: string;
  id?: string;
  username?: string;
  name?: string;
  email?: string;
  roles?: string[];
  [key: string]: unknown;
}

/** What the token endpoint answers (password, refresh_token and authorization_code grants). */
export type { TokenResponse };

/**
 * Reads a stored session. Anything malformed counts as no session (null) rather than an error:
 * the user simply logs in again.
 */
export function parseSession(raw: string | null | undefined): AuthSession | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (typeof v.token !== 'string' || v.token === '') return null;
  const generated = v.tokenGeneratedAt;
  return {
    token: v.token,
    refreshToken: typeof v.refreshToken === 'string' && v.refreshToken !== '' ? v.refreshToken : null,
    tokenExpiresIn: typeof v.tokenExpiresIn === 'number' && Number.isFinite(v.tokenExpiresIn) ? v.tokenExpiresIn : null,
    tokenGeneratedAt: typeof generated === 'number' || typeof generated === 'string' ? generated : null,
    sessionID: typeof v.sessionID === 'string' && v.sessionID !== '' ? v.sessionID : null,
  };
}

export function parseUser(raw: string | null | undefined): SessionUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as SessionUser) : null;
  } catch {
    return null;
  }
}

/** Spec point 4: the state changes (and listeners hear of it) only when a token differs. */
export function sessionChanged(previous: AuthSession | null, next: AuthSession | null): boolean {
  return (previous?.token ?? null) !== (next?.token ?? null) || (previous?.refreshToken ?? null) !== (next?.refreshToken ?? null);
}

/** A session built from a token answer received at `now` (ms). */
export function sessionFromTokens(tokens: TokenResponse, now: number, sessionID: string | null): AuthSession {
  return {
    token: tokens.access_token,
    refreshToken: tokens.refresh_token ?? null,
    tokenExpiresIn: typeof tokens.expires_in === 'number' ? tokens.expires_in : null,
    tokenGeneratedAt: now,
    sessionID: sessionID ?? tokens.session_state ?? null,
  };
}

/** The `sid` claim of a JWT access token, or null (no verification: the server verifies). */
export function sessionIdOfToken(token: string): string | null {
  const claims = decodeJwtPayload(token);
  return typeof claims?.sid === 'string' ? claims.sid : null;
}

/** Decodes a JWT's payload without checking it (display and scheduling only). */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
