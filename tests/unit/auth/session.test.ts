import { describe, expect, it } from 'vitest';
import { expiredCookies, sessionCookie } from '../../../src/providers/auth/cookies';
import { parseSession, sessionChanged, sessionIdOfToken, type AuthSession } from '../../../src/providers/auth/session';
import { createSessionStore } from '../../../src/providers/auth/sessionStore';
import { fakeJwt, FakeOrigin } from './fakes';

const session = (over: Partial<AuthSession> = {}): AuthSession => ({
  token: 'a1',
  refreshToken: 'r1',
  tokenExpiresIn: 300,
  tokenGeneratedAt: 1000,
  sessionID: 's1',
  ...over,
});

describe('stored session', () => {
  it('reads a stored session and refuses malformed ones', () => {
    expect(parseSession(JSON.stringify(session()))).toEqual(session());
    expect(parseSession('{"token":""}')).toBeNull();
    expect(parseSession('not json')).toBeNull();
    expect(parseSession(null)).toBeNull();
    expect(parseSession(JSON.stringify({ token: 't', tokenExpiresIn: 'x' }))?.tokenExpiresIn).toBeNull();
  });

  it('counts as changed only when the token or the refresh token differs', () => {
    expect(sessionChanged(session(), session({ sessionID: 'other', tokenGeneratedAt: 5 }))).toBe(false);
    expect(sessionChanged(session(), session({ token: 'a2' }))).toBe(true);
    expect(sessionChanged(session(), session({ refreshToken: 'r2' }))).toBe(true);
    expect(sessionChanged(null, session())).toBe(true);
    expect(sessionChanged(session(), null)).toBe(true);
    expect(sessionChanged(null, null)).toBe(false);
  });

  it('reads the sid claim of a token', () => {
    expect(sessionIdOfToken(fakeJwt({ sid: 'abc' }))).toBe('abc');
    expect(sessionIdOfToken('garbage')).toBeNull();
  });
});

describe('session store', () => {
  it('applies the stored session at creation; logged in = token present', () => {
    const tab = new FakeOrigin().tab();
    tab.setItem('authSession', JSON.stringify(session()));
    const store = createSessionStore({ storage: tab });
    expect(store.isLoggedIn()).toBe(true);
    expect(store.get()?.token).toBe('a1');
    expect(createSessionStore({ storage: new FakeOrigin().tab() }).isLoggedIn()).toBe(false);
  });

  it('notifies, writes storage and the SESSION cookie only on a token change', () => {
    const tab = new FakeOrigin().tab();
    const cookies: string[] = [];
    const store = createSessionStore({ storage: tab, writeCookie: (c) => cookies.push(c), cookieOptions: () => ({ domain: '.example.org', secure: true }) });
    const heard: (string | null)[] = [];
    store.subscribe((s) => heard.push(s?.token ?? null));

    expect(store.set(session())).toBe(true);
    expect(store.set(session({ sessionID: 'changed' }))).toBe(false);
    expect(store.set(session({ token: 'a2' }))).toBe(true);
    expect(store.set(null)).toBe(true);

    expect(heard).toEqual(['a1', 'a2', null]);
    expect(cookies).toEqual([
      'SESSION=s1; Path=/; Domain=.example.org; Secure; SameSite=Lax',
      'SESSION=s1; Path=/; Domain=.example.org; Secure; SameSite=Lax',
      'SESSION=; Path=/; Domain=.example.org; Secure; SameSite=Lax',
    ]);
    expect(tab.getItem('authSession')).toBeNull();
  });

  it('writes later changes back to localStorage', () => {
    const tab = new FakeOrigin().tab();
    const store = createSessionStore({ storage: tab });
    store.set(session({ token: 'x' }));
    expect(JSON.parse(tab.getItem('authSession')!).token).toBe('x');
  });

  it('adopts another tab’s session without writing storage again', () => {
    const origin = new FakeOrigin();
    const a = origin.tab();
    const b = origin.tab();
    let eventsInA = 0;
    a.addEventListener('storage', () => (eventsInA += 1));
    const storeB = createSessionStore({ storage: b });
    storeB.adopt(session());
    expect(storeB.get()?.token).toBe('a1');
    expect(eventsInA).toBe(0);
    expect(b.getItem('authSession')).toBeNull();
  });
});

describe('cookies', () => {
  it('writes a host-only cookie without Secure on http', () => {
    expect(sessionCookie('s 1', { secure: false })).toBe('SESSION=s%201; Path=/; SameSite=Lax');
  });
  it('deletes a cookie host-only and on the configured domain', () => {
    const c = expiredCookies('sessionId', ['.example.org', null, '.example.org']);
    expect(c).toHaveLength(2);
    expect(c[0]).toMatch(/^sessionId=; Path=\/; Max-Age=0/);
    expect(c[1]).toMatch(/Domain=\.example\.org$/);
  });
});
