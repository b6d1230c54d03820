/**
 * Brute-force detection like Keycloak's temporary lockout: every `maxFailures` consecutive failed
 * logins lock the account, for 1 minute the first time, doubling each further time, at most 15
 * minutes. A successful login or an admin's unlock resets the count. Pure: the caller stores state.
 */
export interface BruteForceState {
  failures: number;
  lockedUntil: Date | null;
}

export const FIRST_WAIT_SECONDS = 60;
export const MAX_WAIT_SECONDS = 15 * 60;

/** Seconds left of a lockout at `now` (0 = not locked). Rounded up so "0 s left" never shows while locked. */
export function lockoutRemaining(state: BruteForceState | null, now: Date): number {
  if (!state?.lockedUntil) return 0;
  const ms = state.lockedUntil.getTime() - now.getTime();
  return ms > 0 ? Math.ceil(ms / 1000) : 0;
}

/** The wait imposed by the n-th lockout (n >= 1). */
export function lockoutSeconds(lockoutNumber: number): number {
  return Math.min(FIRST_WAIT_SECONDS * 2 ** Math.max(0, lockoutNumber - 1), MAX_WAIT_SECONDS);
}

/** The state after one more failed login at `now`. */
export function afterFailure(state: BruteForceState | null, now: Date, maxFailures: number): BruteForceState {
  const failures = (state?.failures ?? 0) + 1;
  if (failures % maxFailures !== 0) return { failures, lockedUntil: state?.lockedUntil ?? null };
  const wait = lockoutSeconds(failures / maxFailures);
  return { failures, lockedUntil: new Date(now.getTime() + wait * 1000) };
}
