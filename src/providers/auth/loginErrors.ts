/**
 * Why a sign-in failed, read from the identity provider's answer, and the user's message for
 * it in German or Italian. Pure.
 */
import type { Lang } from '../../shared/resource/types';
import { AUTH_TEXTS } from './messages';

export type LoginFailure =
  | { kind: 'credentials' }
  | { kind: 'locked'; minutes: number | null }
  | { kind: 'disabled' }
  | { kind: 'rate_limited'; seconds: number | null }
  | { kind: 'unreachable' }
  /** The token answer had no access token ('No data received from server'). */
  | { kind: 'no_data' }
  /** The user-payload call did not answer 200: no session (spec point 5). */
  | { kind: 'profile' }
  | { kind: 'sso' }
  | { kind: 'unknown' };

export const NO_DATA_MESSAGE = 'No data received from server';

export class LoginError extends Error {
  constructor(readonly failure: LoginFailure, detail?: string) {
    super(detail ?? failure.kind);
    this.name = 'LoginError';
  }
}

/** Seconds from a Retry-After header (seconds or an HTTP date), or null. */
export function retryAfterSeconds(header: string | null | undefined, now: number): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * Classifies a failed answer of the token endpoint (Keycloak's error JSON:
 * `{ error, error_description }`; the development provider adds `lockout_seconds` for a
 * temporarily locked account).
 */
export function classifyTokenError(status: number, body: unknown, retryAfter: number | null = null): LoginFailure {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const error = typeof b.error === 'string' ? b.error : '';
  const description = typeof b.error_description === 'string' ? b.error_description.toLowerCase() : '';
  const lockout = typeof b.lockout_seconds === 'number' && b.lockout_seconds > 0 ? b.lockout_seconds : null;
  if (status === 429) return { kind: 'rate_limited', seconds: retryAfter };
  if (lockout !== null || description.includes('temporarily disabled') || description.includes('temporarily locked')) {
    return { kind: 'locked', minutes: lockout === null ? null : Math.max(1, Math.ceil(lockout / 60)) };
  }
  if (description.includes('account disabled') || description.includes('user is disabled')) return { kind: 'disabled' };
  if (error === 'invalid_grant' || status === 401) return { kind: 'credentials' };
  if (status >= 500 || status === 0) return { kind: 'unreachable' };
  return { kind: 'unknown' };
}

export function loginErrorMessage(failure: LoginFailure, lang: Lang): string {
  const t = AUTH_TEXTS[lang].errors;
  switch (failure.kind) {
    case 'credentials':
      return t.credentials;
    case 'locked':
      return t.locked(failure.minutes);
    case 'disabled':
      return t.disabled;
    case 'rate_limited':
      return t.rateLimited(failure.seconds);
    case 'unreachable':
      return t.unreachable;
    case 'no_data':
      return t.noData;
    case 'profile':
      return t.profile;
    case 'sso':
      return t.sso;
    default:
      return t.unknown;
  }
}

/** The failure behind any error thrown during sign-in. */
export function failureOf(error: unknown): LoginFailure {
  if (error instanceof LoginError) return error.failure;
  return { kind: 'unknown' };
}
