import { describe, expect, it } from 'vitest';
import type { ClientConfig } from '../../../src/providers/auth/config';
import { createAuthRuntime } from '../../../src/providers/auth/runtime';
import { fakeFetch, FakeOrigin, FakeTimers, fakeJwt, json, sharedLock, type Call } from './fakes';

const config: ClientConfig = {
  auth: {
    url: 'http://idp.test',
    realm: 'leitstelle',
    clientId: 'leitstelle-web',
    idpHint: 'sagEntra',
    passwordLogin: true,
    sso: true,
    devProvider: true,
    cookieDomain: null,
  },
  userPayloadPath: '/api/userpayload',
};
const TOKEN_URL = 'http://idp.test/realms/leitstelle/protocol/openid-connect/token';
const LOGOUT_URL = 'http://idp.test/realms/leitstelle/protocol/openid-connect/logout';

/** A provider: password admin/admin-demo; refresh tokens rotate; user payload for valid tokens. */
function provider(options: { payloadStatus?: number; refreshStatus?: number } = {}) {
  let n = 0;
  const issue = () => {
    n += 1;
    return { access_token: fakeJwt({ sid: 'sid-1', n }), refresh_token: `r${n}`, expires_in: 300 };
  };
  return fakeFetch((call: Call) => {
    if (call.url === TOKEN_URL) {
      const form = new URLSearchParams(call.body);
      if (form.get('grant_type') === 'password') {
        return form.get('username') === 'admin' && form.get('password') === 'admin-demo'
          ? json(200, issue())
          : json(401, { error: 'invalid_grant', error_description: 'Invalid user credentials' });
      }
      if (options.refreshStatus) return json(options.refreshStatus, { error: 'invalid_grant' });
      return form.get('refresh_token') === `r${n}` ? json(200, issue()) : json(400, { error: 'invalid_grant' });
    }
    if (call.url.startsWith('/api/userpayload')) {
      return options.payloadStatus && options.payloadStatus !== 200
        ? json(options.payloadStatus, {})
        : json(200, { status: 'active', sessionID: 'sid-1', username: 'admin', name: 'Admin', roles: ['admin'] });
    }
    if (call.url === LOGOUT_URL) return new Response(null, { status: 204 });
    return json(404, {});
  });
}

function setup(opts: Parameters<typeof provider>[0] = {}, origin = new FakeOrigin()) {
  const storage = origin.tab();
  const fetchFn = provider(opts);
  const timers = new FakeTimers();
  const cookies: string[] = [];
  const navigations: string[] = [];
  const runtime = createAuthRuntime({
    config,
    storage,
    lock: sharedLock(),
    fetchFn,
    now: () => timers.now,
    timers,
    writeCookie: (c) => cookies.push(c),
    navigate: (p) => navigations.push(p),
    events: storage,
  });
  return { runtime, storage, fetchFn, timers, cookies, navigations, origin };
}

describe('sign-in with the password grant', () => {
  it('posts the form-encoded grant, loads the user payload with the token, then stores the session', async () => {
    const { runtime, storage, fetchFn, cookies, timers } = setup();
    const user = await runtime.loginWithPassword('admin', 'admin-demo');
    expect(user.username).toBe('admin');
    const [token, payload] = fetchFn.calls;
    expect(token.method).toBe('POST');
    expect(token.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(token.body))).toEqual({
      grant_type: 'password',
      client_id: 'leitstelle-web',
      username: 'admin',
      password: 'admin-demo',
    });
    expect(payload.url).toBe('/api/userpayload?headless=true&leitstelle-editor=true');
    expect(payload.headers.get('Authorization')).toMatch(/^Bearer ey/);
    const stored = JSON.parse(storage.getItem('authSession')!);
    expect(stored).toMatchObject({ refreshToken: 'r1', tokenExpiresIn: 300, tokenGeneratedAt: timers.now, sessionID: 'sid-1' });
    expect(JSON.parse(storage.getItem('user')!).roles).toEqual(['admin']);
    expect(cookies.at(-1)).toBe('SESSION=sid-1; Path=/; SameSite=Lax');
    expect(runtime.store.isLoggedIn()).toBe(true);
  });

  it('wrong credentials: no session, the failure says why', async () => {
    const { runtime, storage } = setup();
    await expect(runtime.loginWithPassword('admin', 'wrong')).rejects.toMatchObject({ failure: { kind: 'credentials' } });
    expect(storage.getItem('authSession')).toBeNull();
  });

  it('a user payload other than 200 means no session', async () => {
    const { runtime, storage } = setup({ payloadStatus: 403 });
    await expect(runtime.loginWithPassword('admin', 'admin-demo')).rejects.toMatchObject({ failure: { kind: 'profile' } });
    expect(storage.getItem('authSession')).toBeNull();
    expect(runtime.store.isLoggedIn()).toBe(false);
  });
});

describe('refresh timer', () => {
  it('refreshes at half the lifetime and schedules the next one', async () => {
    const { runtime, timers, storage } = setup();
    await runtime.loginWithPassword('admin', 'admin-demo');
    await runtime.start();
    expect(timers.nextDelay()).toBe(150_000);
    timers.advance(150_000);
    await new Promise((r) => setTimeout(r, 0));
    await new Promise((r) => setTimeout(r, 0));
    expect(JSON.parse(storage.getItem('authSession')!).refreshToken).toBe('r2');
    expect(timers.nextDelay()).toBe(150_000);
  });

  it('a refused refresh clears the session and returns to the login page', async () => {
    const { runtime, timers, storage, navigations } = setup({ refreshStatus: 400 });
    await runtime.loginWithPassword('admin', 'admin-demo');
    await runtime.start();
    timers.advance(150_000);
    for (let i = 0; i < 5; i += 1) await new Promise((r) => setTimeout(r, 0));
    expect(storage.getItem('authSession')).toBeNull();
    expect(runtime.store.isLoggedIn()).toBe(false);
    expect(navigations).toEqual(['/']);
  });

  it('at startup a near-expiry session is refreshed before start() resolves', async () => {
    const origin = new FakeOrigin();
    const first = setup({}, origin);
    await first.runtime.loginWithPassword('admin', 'admin-demo');
    first.runtime.stop();
    // A reload 200 s later (past half of 300 s): a new runtime on the same storage.
    const again = setup({}, origin);
    again.timers.now = first.timers.now + 200_000;
    // The new fake provider's counter starts at 0: teach it the stored refresh token r1 first.
    await again.fetchFn(TOKEN_URL, { method: 'POST', body: 'grant_type=password&username=admin&password=admin-demo' });
    await again.runtime.start();
    expect(again.runtime.store.get()?.refreshToken).toBe('r2');
  });

  it('at startup a fresh session is applied without a refresh', async () => {
    const origin = new FakeOrigin();
    const first = setup({}, origin);
    await first.runtime.loginWithPassword('admin', 'admin-demo');
    const again = setup({}, origin);
    again.timers.now = first.timers.now + 10_000;
    await again.runtime.start();
    expect(again.fetchFn.calls).toHaveLength(0);
    expect(again.runtime.store.get()?.refreshToken).toBe('r1');
    expect(again.timers.nextDelay()).toBe(150_000);
  });
});

describe('after the computer slept', () => {
  it('an expired token is refreshed before the next call goes out (ensureFresh), once', async () => {
    const { runtime, timers, fetchFn } = setup();
    await runtime.loginWithPassword('admin', 'admin-demo');
    expect(runtime.needsRefresh()).toBe(false);
    timers.now += 400_000; // slept past the expiry; the timer did not fire
    expect(runtime.needsRefresh()).toBe(true);
    const before = fetchFn.calls.length;
    await Promise.all([runtime.ensureFresh(), runtime.ensureFresh()]);
    expect(fetchFn.calls.length - before).toBe(1);
    expect(runtime.store.get()?.refreshToken).toBe('r2');
    expect(runtime.needsRefresh()).toBe(false);
  });
});

describe('logout and 401', () => {
  it('logout clears session, user and local storage (keeps the language), ends the provider session', async () => {
    const { runtime, storage, fetchFn, cookies } = setup();
    await runtime.loginWithPassword('admin', 'admin-demo');
    storage.setItem('userLanguage', 'it');
    storage.setItem('Leitstelle-avg.something', 'x');
    await runtime.logout();
    expect(storage.getItem('authSession')).toBeNull();
    expect(storage.getItem('user')).toBeNull();
    expect(storage.getItem('Leitstelle-avg.something')).toBeNull();
    expect(storage.getItem('userLanguage')).toBe('it');
    const logout = fetchFn.calls.at(-1)!;
    expect(logout.url).toBe(LOGOUT_URL);
    expect(Object.fromEntries(new URLSearchParams(logout.body))).toEqual({ client_id: 'leitstelle-web', refresh_token: 'r1' });
    expect(cookies).toContain('SESSION=; Path=/; SameSite=Lax');
  });

  it('logout in one tab logs out the other tab', async () => {
    const origin = new FakeOrigin();
    const a = setup({}, origin);
    const b = setup({}, origin);
    await b.runtime.start(); // tab b is open (on the login page)
    await a.runtime.loginWithPassword('admin', 'admin-demo');
    await a.runtime.start();
    expect(b.runtime.store.isLoggedIn()).toBe(true); // adopted through the storage event
    await a.runtime.logout();
    expect(b.runtime.store.isLoggedIn()).toBe(false);
    expect(b.navigations).toEqual(['/']);
  });

  it('a 401 clears the sessionId and expirationTime cookies and the session, and returns to /', async () => {
    const { runtime, cookies, navigations, storage } = setup();
    await runtime.loginWithPassword('admin', 'admin-demo');
    runtime.handleUnauthorized();
    runtime.handleUnauthorized(); // a burst of 401s navigates once
    expect(cookies.some((c) => c.startsWith('sessionId=; Path=/; Max-Age=0'))).toBe(true);
    expect(cookies.some((c) => c.startsWith('expirationTime=; Path=/; Max-Age=0'))).toBe(true);
    expect(storage.getItem('authSession')).toBeNull();
    expect(navigations).toEqual(['/']);
  });
});
