/**
 * The identity calls of specification point 7: token (password grant), refresh, user payload,
 * and ending the session at the provider. `fetch` is injected so tests drive them with fakes.
 */
import { oidcEndpoint, type AuthConfig } from './config';
import { classifyTokenError, LoginError, NO_DATA_MESSAGE, retryAfterSeconds } from './loginErrors';
import type { SessionUser, TokenResponse } from './session';

type Fetch = typeof fetch;

const FORM = { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' };

async function jsonOrNull(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

function tokenResponseOf(body: unknown): TokenResponse | null {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  if (typeof b.access_token !== 'string' || b.access_token === '') return null;
  return {
    access_token: b.access_token,
    refresh_token: typeof b.refresh_token === 'string' ? b.refresh_token : undefined,
    expires_in: typeof b.expires_in === 'number' ? b.expires_in : undefined,
    session_state: typeof b.session_state === 'string' ? b.session_state : undefined,
  };
}

/** Password grant (form-encoded: grant_type=password, client_id, username, password). */
export async function passwordGrant(
  auth: Pick<AuthConfig, 'url' | 'realm' | 'clientId'>,
  username: string,
  password: string,
  fetchFn: Fetch = fetch,
): Promise<TokenResponse> {
  let response: Response;
  try {
    response = await fetchFn(oidcEndpoint(auth, 'token'), {
      method: 'POST',
      headers: FORM,
      body: new URLSearchParams({ grant_type: 'password', client_id: auth.clientId, username, password }).toString(),
    });
  } catch (e) {
    throw new LoginError({ kind: 'unreachable' }, (e as Error).message);
  }
  const body = await jsonOrNull(response);
  if (!response.ok) {
    const retryAfter = retryAfterSeconds(response.headers.get('Retry-After'), Date.now());
    throw new LoginError(classifyTokenError(response.status, body, retryAfter), `HTTP ${response.status}`);
  }
  const tokens = tokenResponseOf(body);
  if (!tokens) throw new LoginError({ kind: 'no_data' }, NO_DATA_MESSAGE);
  return tokens;
}

/** Why a refresh failed: the provider refused it (session over) or it was not reachable. */
export class RefreshError extends Error {
  constructor(readonly reason: 'rejected' | 'network', message: string) {
    super(message);
    this.name = 'RefreshError';
  }
}

/** Refresh grant (form-encoded: grant_type=refresh_token, client_id, refresh_token). */
export async function refreshGrant(
  auth: Pick<AuthConfig, 'url' | 'realm' | 'clientId'>,
  refreshToken: string,
  fetchFn: Fetch = fetch,
): Promise<TokenResponse> {
  let response: Response;
  try {
    response = await fetchFn(oidcEndpoint(auth, 'token'), {
      method: 'POST',
      headers: FORM,
      body: new URLSearchParams({ grant_type: 'refresh_token', client_id: auth.clientId, refresh_token: refreshToken }).toString(),
    });
  } catch (e) {
    throw new RefreshError('network', (e as Error).message);
  }
  const body = await jsonOrNull(response);
  // 5xx and 429 are passing troubles of the service, not the end of the session.
  if (response.status >= 500 || response.status === 429) throw new RefreshError('network', `HTTP ${response.status}`);
  const tokens = response.ok ? tokenResponseOf(body) : null;
  if (!tokens) throw new RefreshError('rejected', NO_DATA_MESSAGE);
  return tokens;
}

/**
 * GET {userPayloadPath}?headless=true&leitstelle-editor=true with the bearer token. Anything
 * but 200 means no session.
 */
export async function fetchUserPayload(path: string, token: string, fetchFn: Fetch = fetch): Promise<SessionUser> {
  let response: Response;
  try {
    response = await fetchFn(`${path}?headless=true&leitstelle-editor=true`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      credentials: 'include',
    });
  } catch (e) {
    throw new LoginError({ kind: 'unreachable' }, (e as Error).message);
  }
  if (response.status !== 200) throw new LoginError({ kind: 'profile' }, `user payload: HTTP ${response.status}`);
  const body = await jsonOrNull(response);
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new LoginError({ kind: 'profile' }, 'user payload: no object');
  return body as SessionUser;
}

/** Ends the session at the provider (POST logout with client_id and refresh_token). Never throws. */
export async function logoutAtProvider(
  auth: Pick<AuthConfig, 'url' | 'realm' | 'clientId'>,
  refreshToken: string,
  fetchFn: Fetch = fetch,
): Promise<boolean> {
  try {
    const response = await fetchFn(oidcEndpoint(auth, 'logout'), {
      method: 'POST',
      headers: FORM,
      body: new URLSearchParams({ client_id: auth.clientId, refresh_token: refreshToken }).toString(),
      // The page may be unloading (redirect to the login page): let the request finish.
      keepalive: true,
    });
    return response.ok;
  } catch (error) {
    console.error('Leitstelle: logout at the identity provider failed', error);
    return false;
  }
}
