import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt, passwordGrant, refreshGrant, startIdpApp, type IdpApp } from './identity-support';

let idp: IdpApp;
let adminToken: string;

beforeAll(async () => {
  idp = await startIdpApp({ DEV_IDP_MAX_FAILURES: '3' });
  const res = await passwordGrant(idp, 'admin', 'admin-demo');
  adminToken = res.body.access_token as string;
});
afterAll(async () => {
  await idp?.close();
});

async function admin(method: string, path: string, body?: unknown, token: string | null = adminToken, lang = 'de') {
  const headers: Record<string, string> = { 'accept-language': lang };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${idp.base}/admin/realms/leitstelle${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as unknown) : undefined };
}

async function userId(username: string): Promise<string> {
  const res = await admin('GET', `/users?username=${username}&exact=true`);
  return (res.body as { id: string }[])[0].id;
}

describe('brute-force detection', () => {
  it('locks after N failures, tells for how long, and an admin unlocks', async () => {
    for (let i = 1; i <= 2; i++) {
      const r = await passwordGrant(idp, 'planner', `wrong-${i}`);
      expect(r.status).toBe(401);
    }
    const third = await passwordGrant(idp, 'planner', 'wrong-3');
    expect(third.status).toBe(400);
    expect(third.body).toMatchObject({ error: 'invalid_grant', error_description: 'Account temporarily disabled' });
    expect(third.body.lockout_seconds).toBeGreaterThan(55);
    expect(third.body.lockout_seconds).toBeLessThanOrEqual(60);

    // Even the right password is refused while locked, with the remaining time.
    const right = await passwordGrant(idp, 'planner', 'planner-demo');
    expect(right.status).toBe(400);
    expect(right.body.error_description).toBe('Account temporarily disabled');
    expect(right.body.lockout_seconds).toBeGreaterThan(0);

    const id = await userId('planner');
    const state = await admin('GET', `/attack-detection/brute-force/users/${id}`);
    expect(state.body).toMatchObject({ numFailures: 3, disabled: true });
    expect(await admin('DELETE', `/attack-detection/brute-force/users/${id}`)).toMatchObject({ status: 204 });
    expect((await admin('GET', `/attack-detection/brute-force/users/${id}`)).body).toMatchObject({ numFailures: 0, disabled: false });
    expect((await passwordGrant(idp, 'planner', 'planner-demo')).status).toBe(200);
  });

  it('the login form says the account is locked and for how many minutes (Italian)', async () => {
    for (let i = 0; i < 3; i++) await passwordGrant(idp, 'viewer', 'wrong');
    const verifier = 'v'.repeat(43);
    const { createHash } = await import('node:crypto');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const auth = new URL(`${idp.issuer}/protocol/openid-connect/auth`);
    auth.search = new URLSearchParams({ client_id: 'leitstelle-web', redirect_uri: `${idp.base}/`, response_type: 'code', scope: 'openid', code_challenge: challenge, code_challenge_method: 'S256' }).toString();
    const shown = await fetch(auth, { headers: { 'accept-language': 'it' } });
    const browser = shown.headers.get('set-cookie')!.split(';')[0];
    const page = await shown.text();
    const action = new URL(/action="([^"]+)"/.exec(page)![1].replace(/&amp;/g, '&'), idp.base);
    const res = await fetch(action, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: browser }, body: new URLSearchParams({ username: 'viewer', password: 'viewer-demo' }), redirect: 'manual' });
    expect(res.status).toBe(401);
    expect(await res.text()).toContain('temporaneamente bloccato per troppi tentativi falliti. Riprovare tra 1 minuto/i.');
    await admin('DELETE', `/attack-detection/brute-force/users/${await userId('viewer')}`);
  });
});

describe('admin REST API (subset of Keycloak)', () => {
  it('refuses callers without a token (401) and without the admin role (403)', async () => {
    expect((await admin('GET', '/users', undefined, null)).status).toBe(401);
    expect((await admin('GET', '/users', undefined, 'not-a-token')).status).toBe(401);
    const viewer = await passwordGrant(idp, 'viewer', 'viewer-demo');
    const res = await admin('GET', '/users', undefined, viewer.body.access_token as string);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ errorMessage: 'Nur Administratoren dürfen Benutzer verwalten.' });
  });

  it('creates a user, sets roles and password, and the user signs in with them', async () => {
    const created = await admin('POST', '/users', {
      username: 'Mario.Rossi',
      enabled: true,
      firstName: 'Mario',
      lastName: 'Rossi',
      email: 'mario@example.org',
      attributes: { language: ['it'] },
      credentials: [{ type: 'password', value: 'erste-passwort', temporary: false }],
    });
    expect(created.status).toBe(201);
    const id = created.headers.get('location')!.split('/').pop()!;
    expect(await admin('POST', '/users', { username: 'mario.rossi', enabled: true })).toMatchObject({ status: 409 });

    const listed = await admin('GET', '/users?search=ross');
    expect(listed.body).toEqual([expect.objectContaining({ id, username: 'mario.rossi', firstName: 'Mario', lastName: 'Rossi', enabled: true, attributes: { language: ['it'] } })]);
    expect((await admin('GET', '/users/count')).body).toBe(5);

    expect((await admin('POST', `/users/${id}/role-mappings/realm`, [{ name: 'dispatcher' }, { name: 'planner' }])).status).toBe(204);
    expect((await admin('DELETE', `/users/${id}/role-mappings/realm`, [{ name: 'planner' }])).status).toBe(204);
    expect(((await admin('GET', `/users/${id}/role-mappings/realm`)).body as { name: string }[]).map((r) => r.name)).toEqual(['dispatcher']);
    expect((await admin('POST', `/users/${id}/role-mappings/realm`, [{ name: 'superuser' }])).status).toBe(404);

    const login = await passwordGrant(idp, 'mario.rossi', 'erste-passwort');
    expect(login.status).toBe(200);
    expect(decodeJwt(login.body.access_token as string)).toMatchObject({ realm_access: { roles: ['dispatcher'] }, name: 'Mario Rossi', locale: 'it' });

    expect((await admin('PUT', `/users/${id}/reset-password`, { type: 'password', value: 'zweites-passwort', temporary: false })).status).toBe(204);
    expect((await passwordGrant(idp, 'mario.rossi', 'erste-passwort')).status).toBe(401);
    expect((await passwordGrant(idp, 'mario.rossi', 'zweites-passwort')).status).toBe(200);

    expect((await admin('PUT', `/users/${id}`, { name: 'Mario Bianchi Rossi', email: 'm.rossi@example.org' })).status).toBe(204);
    expect((await admin('GET', `/users/${id}`)).body).toMatchObject({ firstName: 'Mario', lastName: 'Bianchi Rossi', email: 'm.rossi@example.org' });
  });

  it('bad input gets a clear error in the caller language', async () => {
    const it_ = await admin('POST', '/users', { username: 'x', enabled: true }, adminToken, 'it');
    expect(it_.status).toBe(400);
    expect(it_.body).toMatchObject({ errorMessage: expect.stringContaining('Nome utente: da 3 a 40 caratteri') });
    const id = await userId('viewer');
    const short = await admin('PUT', `/users/${id}/reset-password`, { type: 'password', value: 'kurz' });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ errorMessage: 'Das Passwort muss mindestens 8 Zeichen lang sein.' });
    expect((await admin('PUT', `/users/${id}`, { attributes: { language: ['fr'] } })).status).toBe(400);
    expect((await admin('GET', '/users/00000000-0000-0000-0000-000000000000')).status).toBe(404);
    expect((await admin('GET', '/users/not-a-uuid')).status).toBe(404);
  });

  it('disabling a user ends their sessions at once', async () => {
    const tokens = await passwordGrant(idp, 'dispatcher', 'dispatcher-demo');
    const access = tokens.body.access_token as string;
    const sid = decodeJwt(access).sid as string;
    expect(await idp.app.identity!.isSessionActive(sid)).toBe(true);
    const payload = () => fetch(`${idp.base}/api/userpayload?headless=true`, { headers: { authorization: `Bearer ${access}` } });
    expect((await payload()).status).toBe(200);
    const id = await userId('dispatcher');

    expect((await admin('PUT', `/users/${id}`, { enabled: false })).status).toBe(204);
    expect(await idp.app.identity!.isSessionActive(sid)).toBe(false);
    // The API refuses the (unexpired) access token at once.
    expect((await payload()).status).toBe(401);
    const refresh = await refreshGrant(idp, tokens.body.refresh_token as string);
    expect(refresh.status).toBe(400);
    expect(refresh.body.error).toBe('invalid_grant');
    const info = await fetch(`${idp.issuer}/protocol/openid-connect/userinfo`, { headers: { authorization: `Bearer ${access}` } });
    expect(info.status).toBe(401);
    const again = await passwordGrant(idp, 'dispatcher', 'dispatcher-demo');
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ error: 'invalid_grant', error_description: 'Account disabled' });

    await admin('PUT', `/users/${id}`, { enabled: true });
    expect((await passwordGrant(idp, 'dispatcher', 'dispatcher-demo')).status).toBe(200);
  });

  it('key rotation: new tokens use the new key, old tokens still verify and refresh', async () => {
    const before = await passwordGrant(idp, 'viewer', 'viewer-demo');
    const oldKid = decodeProtectedHeader(before.body.access_token as string).kid;
    const rotated = await admin('POST', '/keys/rotate');
    expect(rotated.status).toBe(200);
    const newKid = (rotated.body as { kid: string }).kid;
    expect(newKid).not.toBe(oldKid);

    const jwks = (await (await fetch(`${idp.issuer}/protocol/openid-connect/certs`)).json()) as { keys: { kid: string }[] };
    expect(jwks.keys.map((k) => k.kid).sort()).toEqual([oldKid, newKid].sort());
    const remote = createRemoteJWKSet(new URL(`${idp.issuer}/protocol/openid-connect/certs`));
    await expect(jwtVerify(before.body.access_token as string, remote, { issuer: idp.issuer })).resolves.toBeTruthy();

    const refreshed = await refreshGrant(idp, before.body.refresh_token as string);
    expect(refreshed.status).toBe(200);
    expect(decodeProtectedHeader(refreshed.body.access_token as string).kid).toBe(newKid);
  });
});

describe('rate limit of the token endpoint', () => {
  it('answers 429 with Retry-After beyond DEV_IDP_RATE_LIMIT per minute and IP', async () => {
    const limited = await startIdpApp({ DEV_IDP_RATE_LIMIT: '3' }, idp.testDb);
    try {
      for (let i = 0; i < 3; i++) expect((await passwordGrant(limited, 'nobody', 'x')).status).toBe(401);
      const over = await passwordGrant(limited, 'admin', 'admin-demo');
      expect(over.status).toBe(429);
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(over.body).toMatchObject({ error: 'too_many_requests' });
      // Only the provider's login routes are limited.
      for (let i = 0; i < 5; i++) expect((await fetch(`${limited.base}/api/config`)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
