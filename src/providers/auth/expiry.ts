/**
 * Token time maths (spec points 4 and 9). Pure; all times in milliseconds.
 *
 * Near expiry (startup check): the token has used up at least half its lifetime, i.e. the
 * remaining time is below half the lifetime. That is exactly the point where the refresh timer
 * would have fired, so a reload after that point refreshes before the app renders. (The old
 * system compared a day-of-month difference with the expiry; that is replaced by this.)
 * A session without a usable lifetime or generation time counts as near expiry when it can be
 * refreshed: refreshing once is cheaper than sending a token of unknown age.
 *
 * Refresh delay (timer): half the lifetime, or the remaining time when that is positive and
 * shorter than half the lifetime (spec point 9). In the second case the timer fires a small
 * margin before the expiry, so no request is sent with a token that expires in flight.
 */
import type { AuthSession } from './session';

/** How long before the expiry a late refresh fires (never more than half the remaining time). */
export const EXPIRY_MARGIN_MS = 5_000;

/** The generation time as a ms timestamp (numbers and date strings are accepted), or null. */
export function generatedAtMs(value: AuthSession['tokenGeneratedAt']): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const asNumber = Number(value);
    if (Number.isFinite(asNumber) && asNumber > 0) return asNumber;
    const parsed = Date.parse(value);
    return Number.isNaN(parsed) ? null : parsed;
  }
  return null;
}

export function lifetimeMs(session: Pick<AuthSession, 'tokenExpiresIn'>): number | null {
  const s = session.tokenExpiresIn;
  return typeof s === 'number' && Number.isFinite(s) && s > 0 ? s * 1000 : null;
}

/** Milliseconds until the token expires (negative when expired), or null when unknown. */
export function remainingMs(session: Pick<AuthSession, 'tokenExpiresIn' | 'tokenGeneratedAt'>, now: number): number | null {
  const lifetime = lifetimeMs(session);
  const generated = generatedAtMs(session.tokenGeneratedAt);
  if (lifetime === null || generated === null) return null;
  return generated + lifetime - now;
}

export function isNearExpiry(session: Pick<AuthSession, 'tokenExpiresIn' | 'tokenGeneratedAt'>, now: number): boolean {
  const lifetime = lifetimeMs(session);
  const remaining = remainingMs(session, now);
  if (lifetime === null || remaining === null) return true;
  return remaining < lifetime / 2;
}

/**
 * Milliseconds from now until the refresh timer should fire, or null when the session carries
 * no lifetime (nothing to schedule). 0 means refresh now (expired or about to).
 */
export function refreshDelayMs(session: Pick<AuthSession, 'tokenExpiresIn' | 'tokenGeneratedAt'>, now: number): number | null {
  const lifetime = lifetimeMs(session);
  if (lifetime === null) return null;
  const half = lifetime / 2;
  const remaining = remainingMs(session, now) ?? lifetime;
  if (remaining <= 0) return 0;
  if (remaining < half) return Math.max(0, remaining - Math.min(EXPIRY_MARGIN_MS, remaining / 2));
  return half;
}
