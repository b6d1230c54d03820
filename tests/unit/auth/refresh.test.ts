import { describe, expect, it } from 'vitest';
import { createRefresher } from '../../../src/providers/auth/refresh';
import type { AuthSession, TokenResponse } from '../../../src/providers/auth/session';
import { createSessionStore } from '../../../src/providers/auth/sessionStore';
import { RefreshError } from '../../../src/providers/auth/tokenApi';
import { watchOtherTabs } from '../../../src/providers/auth/crossTab';
import { FakeOrigin, LaggyTab, sharedLock } from './fakes';

const initial: AuthSession = { token: 'a0', refreshToken: 'r0', tokenExpiresIn: 300, tokenGeneratedAt: 1, sessionID: 's' };

/**
 * A fake identity provider with rotating refresh tokens: a used refresh token is refused and
 * ends the session (Keycloak with rotation).
 */
function rotatingProvider() {
  let n = 0;
  const used = new Set<string>();
  let valid = 'r0';
  const seen: string[] = [];
  return {
    seen,
    get replays() {
      return seen.filter((t, i) => seen.indexOf(t) !== i).length;
    },
    refresh: async (refreshToken: string): Promise<TokenResponse> => {
      seen.push(refreshToken);
      await new Promise((r) => setTimeout(r, 5)); // the network takes time: tabs overlap
      if (used.has(refreshToken) || refreshToken !== valid) throw new RefreshError('rejected', 'No data received from server');
      used.add(refreshToken);
      n += 1;
      valid = `r${n}`;
      return { access_token: `a${n}`, refresh_token: valid, expires_in: 300 };
    },
  };
}

function twoTabs() {
  const origin = new FakeOrigin();
  origin.data.set('authSession', JSON.stringify(initial));
  const lock = sharedLock();
  const provider = rotatingProvider();
  const tabs = [origin.tab(), origin.tab()].map((storage) => {
    const store = createSessionStore({ storage });
    const refresher = createRefresher({ store, lock, refresh: provider.refresh, now: () => 1000 });
    return { storage, store, refresher };
  });
  return { origin, lock, provider, tabs };
}

describe('single-flight refresh across tabs', () => {
  it('two tabs refreshing at once: one refreshes, the other adopts, no token is replayed', async () => {
    const { tabs, provider, lock } = twoTabs();
    const results = await Promise.all(tabs.map((t) => t.refresher.refresh()));
    expect(results.sort()).toEqual(['adopted', 'refreshed']);
    expect(provider.seen).toEqual(['r0']);
    expect(provider.replays).toBe(0);
    expect(lock.maxConcurrent).toBe(1);
    for (const t of tabs) expect(t.store.get()).toMatchObject({ token: 'a1', refreshToken: 'r1', tokenGeneratedAt: 1000 });
  });

  it('a tab that already adopted the new tokens refreshes them next time (not the old ones)', async () => {
    const { tabs, provider } = twoTabs();
    for (const t of tabs) watchOtherTabs({ store: t.store, target: t.storage, onLoggedOutElsewhere: () => undefined });
    await tabs[0].refresher.refresh();
    expect(tabs[1].store.get()?.token).toBe('a1'); // via the storage event
    await tabs[1].refresher.refresh();
    expect(provider.seen).toEqual(['r0', 'r1']);
    expect(tabs[0].store.get()?.token).toBe('a2');
  });

  it('concurrent calls in one tab share one request', async () => {
    const { tabs, provider } = twoTabs();
    const [a, b] = await Promise.all([tabs[0].refresher.refresh(), tabs[0].refresher.refresh()]);
    expect([a, b]).toEqual(['refreshed', 'refreshed']);
    expect(provider.seen).toHaveLength(1);
  });

  it('without the shared lock the same two tabs would replay the refresh token (the test can fail)', async () => {
    const origin = new FakeOrigin();
    origin.data.set('authSession', JSON.stringify(initial));
    const provider = rotatingProvider();
    const noLock = { run: <T,>(_: string, task: () => Promise<T>) => task() };
    const refreshers = [origin.tab(), origin.tab()].map((storage) =>
      createRefresher({ store: createSessionStore({ storage }), lock: noLock, refresh: provider.refresh }),
    );
    const results = await Promise.allSettled(refreshers.map((r) => r.refresh()));
    expect(provider.replays).toBe(1);
    expect(results.some((r) => r.status === 'rejected')).toBe(true);
  });

  it('a logout in another tab makes the refresh fail as rejected and clears this tab', async () => {
    const { tabs, origin } = twoTabs();
    origin.data.delete('authSession');
    await expect(tabs[0].refresher.refresh()).rejects.toMatchObject({ reason: 'rejected' });
    expect(tabs[0].store.get()).toBeNull();
  });

  describe('when localStorage reaches the other tab late', () => {
    async function laggyRace(withMarkers: boolean) {
      const origin = new FakeOrigin();
      origin.data.set('authSession', JSON.stringify(initial));
      const provider = rotatingProvider();
      const lock = sharedLock(withMarkers);
      const a = origin.tab();
      const b = new LaggyTab(origin, 100);
      const storeA = createSessionStore({ storage: a });
      const storeB = createSessionStore({ storage: b });
      const refreshA = createRefresher({ store: storeA, lock, refresh: provider.refresh });
      const refreshB = createRefresher({ store: storeB, lock, refresh: provider.refresh, sleep: (ms) => new Promise((r) => setTimeout(r, ms)) });
      storeA.subscribe(() => b.sync()); // A's write travels to B with a lag
      const results = await Promise.allSettled([refreshA.refresh(), refreshB.refresh()]);
      return { provider, results, storeB };
    }

    it('the other tab waits for the new tokens instead of replaying the used refresh token', async () => {
      const { provider, results, storeB } = await laggyRace(true);
      expect(provider.replays).toBe(0);
      expect(results.map((r) => (r.status === 'fulfilled' ? r.value : 'rejected'))).toEqual(['refreshed', 'adopted']);
      expect(storeB.get()?.refreshToken).toBe('r1');
    });

    it('without the used-token marker the lagging tab would replay it (the check can fail)', async () => {
      const { provider } = await laggyRace(false);
      expect(provider.replays).toBe(1);
    });
  });
});
