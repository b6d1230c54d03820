/** Session and token lifetimes (seconds since the epoch), Keycloak's rules. Pure. */
export interface Lifetimes {
  accessTtl: number;
  ssoIdle: number;
  ssoMax: number;
}

export interface SessionTimes {
  startedAt: Date;
  lastRefreshAt: Date;
}

const sec = (d: Date) => Math.floor(d.getTime() / 1000);

/** When the session ends unless refreshed: idle timeout from the last refresh, capped by the maximum. */
export function sessionExpiry(s: SessionTimes, l: Lifetimes): number {
  return Math.min(sec(s.lastRefreshAt) + l.ssoIdle, sec(s.startedAt) + l.ssoMax);
}

export function sessionAlive(s: SessionTimes, l: Lifetimes, now: Date): boolean {
  return sec(now) < sessionExpiry(s, l);
}

/** An access token never outlives its session (Keycloak caps it the same way). */
export function accessExpiry(s: SessionTimes, l: Lifetimes, now: Date): number {
  return Math.min(sec(now) + l.accessTtl, sec(s.startedAt) + l.ssoMax);
}
