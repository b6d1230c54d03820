/**
 * The internal API client (spec point 7): a fetch wrapper that sends the bearer token on every
 * call except those whose URL contains /loginapi or /userpayload (the sign-in calls, which
 * carry their own token), sends credentials, and JSON by default. Without a token a protected
 * call rejects with 'Session expired. Redirecting to login.' (de/it) and goes to the login
 * page; a 401 does the same after clearing the cookies (except for the sign-in calls).
 */
import type { Lang } from '../../shared/resource/types';
import { currentAccessToken, ensureFreshToken, reportUnauthorized } from './current';
import { SessionExpiredError, storedLang } from './sessionExpired';

const EXEMPT = ['/loginapi', '/userpayload'];

export function isTokenExempt(url: string): boolean {
  return EXEMPT.some((part) => url.includes(part));
}

export class ApiError extends Error {
  constructor(readonly status: number, message: string, readonly body: unknown = null) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiClientDeps {
  fetchFn?: typeof fetch;
  getToken?: () => string | null;
  /** Waits for a refresh when the token has run out (null = nothing to wait for). */
  ensureFresh?: () => Promise<void> | null;
  onUnauthorized?: () => void;
  lang?: () => Lang;
}

export type ApiRequestInit = RequestInit & {
  /** Sent as the JSON body (Content-Type application/json). */
  json?: unknown;
};

export type ApiFetch = (url: string, init?: ApiRequestInit) => Promise<Response>;

export function createApiClient(deps: ApiClientDeps = {}): ApiFetch {
  const fetchFn = deps.fetchFn ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const getToken = deps.getToken ?? currentAccessToken;
  const onUnauthorized = deps.onUnauthorized ?? reportUnauthorized;
  const lang = deps.lang ?? storedLang;
  const ensureFresh = deps.ensureFresh ?? ensureFreshToken;
  return async (url, init = {}) => {
    const { json, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    if (!headers.has('Accept-Language')) headers.set('Accept-Language', lang());
    const body = json !== undefined ? JSON.stringify(json) : rest.body;
    if (body !== undefined && body !== null && !headers.has('Content-Type') && (json !== undefined || typeof body === 'string')) {
      headers.set('Content-Type', 'application/json');
    }
    const exempt = isTokenExempt(url);
    if (!exempt && !headers.has('Authorization')) {
      await ensureFresh();
      const token = getToken();
      if (!token) {
        onUnauthorized();
        throw new SessionExpiredError(lang());
      }
      headers.set('Authorization', `Bearer ${token}`);
    }
    const response = await fetchFn(url, { credentials: 'include', ...rest, headers, body });
    if (response.status === 401 && !exempt) {
      onUnauthorized();
      throw new ApiError(401, new SessionExpiredError(lang()).message);
    }
    return response;
  };
}

/** The shared client of the app. */
export const apiFetch: ApiFetch = createApiClient();

/** Calls the API and reads JSON; any non-2xx answer rejects with ApiError. */
export async function apiJson<T>(url: string, init?: ApiRequestInit, client: ApiFetch = apiFetch): Promise<T> {
  const response = await client(url, init);
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  if (!response.ok) throw new ApiError(response.status, `HTTP ${response.status}`, body);
  return body as T;
}
