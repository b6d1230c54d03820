import { describe, expect, it } from 'vitest';
import { createAuthProvider, isUnauthenticated, rolesOf } from '../../../src/providers/auth/authProvider';
import type { AuthRuntime } from '../../../src/providers/auth/runtime';
import type { SessionUser } from '../../../src/providers/auth/session';
import type { ResourceDeclaration } from '../../../src/shared/resource/types';
import { landingPath, type LandingEntry } from '../../../src/providers/auth/landing';
import { fakeJwt } from './fakes';

const decls = [
  { name: 'Station', path: 'bahnhoeffelist' },
  { name: 'UserProfile', path: 'admin', permissions: { list: ['admin'] } },
] as unknown as ResourceDeclaration[];

function fakeRuntime(user: SessionUser | null, token: string | null = 'tok') {
  const calls: string[] = [];
  const runtime = {
    token: () => token,
    user: () => user,
    store: { isLoggedIn: () => token !== null },
    handleUnauthorized: () => calls.push('unauthorized'),
    logout: async () => {
      calls.push('logout');
    },
  } as unknown as AuthRuntime;
  return { runtime, calls };
}

describe('react-admin AuthProvider', () => {
  it('canAccess follows the declarations and the user’s roles', async () => {
    const viewer = createAuthProvider({ declarations: decls, runtime: () => fakeRuntime({ roles: ['viewer'] }).runtime });
    expect(await viewer.canAccess!({ resource: 'bahnhoeffelist', action: 'list' })).toBe(true);
    expect(await viewer.canAccess!({ resource: 'bahnhoeffelist', action: 'edit' })).toBe(false);
    expect(await viewer.canAccess!({ resource: 'bahnhoeffelist', action: 'delete' })).toBe(false);
    expect(await viewer.canAccess!({ resource: 'admin', action: 'list' })).toBe(false);
    const planner = createAuthProvider({ declarations: decls, runtime: () => fakeRuntime({ roles: ['planner'] }).runtime });
    expect(await planner.canAccess!({ resource: 'bahnhoeffelist', action: 'delete' })).toBe(true);
  });

  it('takes the roles from the token when the user payload has none', () => {
    const { runtime } = fakeRuntime({}, fakeJwt({ realm_access: { roles: ['dispatcher', 'offline_access'] } }));
    expect(rolesOf(runtime)).toEqual(['dispatcher', 'offline_access']);
  });

  it('checkAuth passes with a token and sends to the login page without', async () => {
    const ok = fakeRuntime({ roles: ['admin'] });
    await expect(createAuthProvider({ declarations: decls, runtime: () => ok.runtime }).checkAuth({})).resolves.toBeUndefined();
    const none = fakeRuntime(null, null);
    await expect(createAuthProvider({ declarations: decls, runtime: () => none.runtime }).checkAuth({})).rejects.toMatchObject({ redirectTo: false });
    expect(none.calls).toEqual(['unauthorized']);
  });

  it('checkError: a 401 returns to the login page; a 403 keeps the session', async () => {
    const r = fakeRuntime({ roles: ['viewer'] });
    const p = createAuthProvider({ declarations: decls, runtime: () => r.runtime });
    await expect(p.checkError({ status: 403 })).resolves.toBeUndefined();
    expect(r.calls).toEqual([]);
    await expect(p.checkError({ networkError: { statusCode: 401 } })).rejects.toMatchObject({ logoutUser: false });
    expect(r.calls).toEqual(['unauthorized']);
    expect(isUnauthenticated({ graphQLErrors: [{ extensions: { code: 'UNAUTHENTICATED' } }] })).toBe(true);
    expect(isUnauthenticated({ body: { status: 401 } })).toBe(true);
    expect(isUnauthenticated({ graphQLErrors: [{ extensions: { code: 'FORBIDDEN' } }] })).toBe(false);
  });

  it('logout ends the session and goes to the login page itself', async () => {
    const r = fakeRuntime({ roles: ['admin'] });
    const navigations: string[] = [];
    const p = createAuthProvider({ declarations: decls, runtime: () => r.runtime, navigate: (x) => navigations.push(x) });
    expect(await p.logout({})).toBe(false);
    expect(r.calls).toEqual(['logout']);
    expect(navigations).toEqual(['/']);
  });

  it('identity: name from the user payload', async () => {
    const r = fakeRuntime({ id: 'u1', username: 'admin', name: 'Anna Admin', roles: ['admin'] });
    const p = createAuthProvider({ declarations: decls, runtime: () => r.runtime });
    expect(await p.getIdentity!()).toEqual({ id: 'u1', fullName: 'Anna Admin' });
    expect(await p.getPermissions!({})).toEqual(['admin']);
  });
});

describe('landing after sign-in', () => {
  const page = (to: string, resource?: string, enabled = true): LandingEntry => ({ kind: 'page', enabled, to, resource, children: [] });
  const tree: LandingEntry[] = [
    page('/'),
    { kind: 'area', enabled: true, children: [page('/fahrplanimport', undefined, false), page('/admin', 'admin'), page('/bahnhoeffelist', 'bahnhoeffelist')] },
  ];
  const base = { tree, customPaths: ['/'], declarations: decls };
  it('lands on the first page the user may open while the start pages do not exist', () => {
    expect(landingPath({ ...base, brand: 'avg', roles: ['admin'] })).toBe('/admin');
    expect(landingPath({ ...base, brand: 'avg', roles: ['viewer'] })).toBe('/bahnhoeffelist');
    expect(landingPath({ ...base, brand: 'avg', roles: [] })).toBe('/');
  });
  it('sws lands on the control centre and the others on /live once those pages are served', () => {
    const served = { ...base, customPaths: ['/', '/control-center', '/live'] };
    expect(landingPath({ ...served, brand: 'sws', roles: ['viewer'] })).toBe('/control-center');
    expect(landingPath({ ...served, brand: 'sag', roles: ['viewer'] })).toBe('/live');
  });
});
