/**
 * Single-flight token refresh across tabs (spec point 4, issue 3). One refresh at a time per
 * origin: under an exclusive cross-tab lock the stored session is read again; if another tab
 * has already replaced the tokens we meant to refresh, this tab adopts them instead of
 * refreshing, so a rotated (used) refresh token is never sent again. Within a tab, concurrent
 * callers share one promise.
 */
import type { LockRunner } from './locks';
import { sessionFromTokens, sessionIdOfToken, type AuthSession, type TokenResponse } from './session';
import type { SessionStore } from './sessionStore';
import { RefreshError } from './tokenApi';

export const REFRESH_LOCK = 'leitstelle-auth-refresh';
/** How long a used refresh token stays marked as used (storage has long caught up by then). */
export const USED_MARK_MS = 30_000;
/** How long to wait for another tab's new tokens to reach this tab's storage. */
export const ADOPT_WAIT_MS = 3_000;

/** Marker name of a used refresh token (a hash: lock names are visible to the origin's pages). */
export function usedMarker(refreshToken: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < refreshToken.length; i += 1) {
    h ^= refreshToken.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return `leitstelle-auth-used-${h.toString(16)}-${refreshToken.length}`;
}

export type RefreshOutcome = 'refreshed' | 'adopted';

export interface RefresherDeps {
  store: SessionStore;
  lock: LockRunner;
  /** The refresh grant (throws RefreshError). */
  refresh: (refreshToken: string) => Promise<TokenResponse>;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export interface Refresher {
  /** Refreshes (or adopts another tab's fresh tokens). Rejects with RefreshError. */
  refresh(): Promise<RefreshOutcome>;
}

const sameTokens = (a: AuthSession | null, b: AuthSession | null) =>
  (a?.token ?? null) === (b?.token ?? null) && (a?.refreshToken ?? null) === (b?.refreshToken ?? null);

export function createRefresher(deps: RefresherDeps): Refresher {
  const now = deps.now ?? Date.now;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  let inFlight: Promise<RefreshOutcome> | null = null;

  async function run(): Promise<RefreshOutcome> {
    // The tokens this tab holds now: if storage differs once we hold the lock, another tab
    // has refreshed (or logged out) meanwhile.
    const held = deps.store.get();
    return deps.lock.run(REFRESH_LOCK, async () => {
      let stored = deps.store.readStored();
      // Another tab may have used this refresh token a moment ago while its new tokens have not
      // reached this tab's localStorage yet (Chromium propagates it between processes
      // asynchronously). The marker says so reliably: wait for the new tokens, never replay.
      if (stored?.refreshToken && sameTokens(stored, held) && (await deps.lock.isMarked?.(usedMarker(stored.refreshToken)))) {
        const until = now() + ADOPT_WAIT_MS;
        while (stored && sameTokens(stored, held) && now() < until) {
          await sleep(25);
          stored = deps.store.readStored();
        }
        if (stored && sameTokens(stored, held)) throw new RefreshError('network', 'waiting for another tab’s tokens');
      }
      if (!stored) {
        deps.store.adopt(null);
        throw new RefreshError('rejected', 'no stored session');
      }
      if (!sameTokens(stored, held)) {
        deps.store.adopt(stored);
        return 'adopted';
      }
      if (!stored.refreshToken) throw new RefreshError('rejected', 'no refresh token');
      const used = stored.refreshToken;
      const tokens = await deps.refresh(used);
      deps.lock.mark?.(usedMarker(used), USED_MARK_MS);
      const next = sessionFromTokens(tokens, now(), stored.sessionID ?? sessionIdOfToken(tokens.access_token));
      // Keycloak always sends a new refresh token; keep the old one if a provider does not.
      if (!next.refreshToken) next.refreshToken = stored.refreshToken;
      deps.store.set(next);
      return 'refreshed';
    });
  }

  return {
    refresh() {
      inFlight ??= run().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
  };
}
