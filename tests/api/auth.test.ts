import { exportJWK, exportSPKI, importJWK, SignJWT, base64url, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKey, createTestDb, mintToken, startTestApp, testKey, TEST_CLIENT_ID, type TestApp, type TestDb, type TestKey } from './helpers';

/** Every way a token can be forged or unusable is refused with 401 and the contract's body. */
let t: TestApp;
let rotating: TestApp;
let sessions: TestApp;
let testDb: TestDb;
const jwks: TestKey[] = [];
const ended = new Set<string>();

beforeAll(async () => {
  testDb = await createTestDb();
  t = await startTestApp({ testDb });
  // A realm whose key set changes during the test (rotation), and one with a session check.
  jwks.push(await testKey());
  rotating = await startTestApp({ testDb, auth: { loadJwks: async () => ({ keys: jwks.map((k) => k.publicJwk) }), jwksCooldownMs: 0 } });
  sessions = await startTestApp({ testDb, auth: { isSessionActive: async (sid) => !ended.has(sid) } });
});
afterAll(async () => {
  await t?.close();
  await rotating?.close();
  await sessions?.close();
  await testDb?.destroy();
});

const QUERY = '{ _allStationsMeta { count } }';

async function call(app: TestApp, authorization: string | undefined, lang = 'de') {
  const headers: Record<string, string> = { 'accept-language': lang };
  if (authorization !== undefined) headers.authorization = authorization;
  return app.app.inject({ method: 'POST', url: '/graphql', headers, payload: { query: QUERY } });
}

async function expectRefused(app: TestApp, authorization: string | undefined) {
  const res = await call(app, authorization);
  expect(res.statusCode, authorization).toBe(401);
  expect(String(res.headers['www-authenticate'])).toMatch(/^Bearer/);
  expect(res.json()).toEqual({ errors: [{ message: expect.stringContaining('Bitte erneut anmelden'), extensions: { code: 'UNAUTHENTICATED' } }] });
}

/** A JWT with the given header and payload, signed (or not) by `sign`. */
function compact(header: object, payload: object, signature = ''): string {
  const enc = (o: object) => base64url.encode(JSON.stringify(o));
  return `${enc(header)}.${enc(payload)}.${signature}`;
}

function parts(token: string) {
  const [h, p, s] = token.split('.');
  return { header: JSON.parse(new TextDecoder().decode(base64url.decode(h))), payload: JSON.parse(new TextDecoder().decode(base64url.decode(p))), signature: s };
}

describe('a valid token', () => {
  it('is accepted on /graphql (POST and GET) and gives the user payload', async () => {
    const token = await mintToken({ role: 'planner' });
    const ok = await call(t, `Bearer ${token}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ data: { _allStationsMeta: { count: expect.any(Number) } } });
    const get = await t.app.inject({ url: `/graphql?query=${encodeURIComponent(QUERY)}`, headers: { authorization: `bearer ${token}` } });
    expect(get.statusCode).toBe(200);
    const payload = await t.app.inject({ url: '/api/userpayload?headless=true&leitstelle-editor=true', headers: { authorization: `Bearer ${token}` } });
    expect(payload.statusCode).toBe(200);
    expect(payload.json()).toEqual({
      status: 'active', sessionID: 'session-planner', id: 'user-planner', username: 'planner', name: 'Demo planner', email: 'planner@leitstelle.test', roles: ['planner'],
    });
  });

  it('keeps only application roles, from realm and client roles', async () => {
    const token = await mintToken({ claims: { realm_access: { roles: ['offline_access', 'uma_authorization', 'viewer'] }, resource_access: { [TEST_CLIENT_ID]: { roles: ['dispatcher'] }, other: { roles: ['admin'] } } } });
    const payload = await t.app.inject({ url: '/api/userpayload', headers: { authorization: `Bearer ${token}` } });
    expect(payload.json().roles).toEqual(['viewer', 'dispatcher']);
  });
});

describe('refused with 401', () => {
  it('no Authorization header, on /graphql (POST, GET) and /api/userpayload; message in the request language', async () => {
    await expectRefused(t, undefined);
    const get = await t.app.inject({ url: `/graphql?query=${encodeURIComponent(QUERY)}` });
    expect(get.statusCode).toBe(401);
    expect(get.headers['www-authenticate']).toBe('Bearer');
    const payload = await t.app.inject({ url: '/api/userpayload?headless=true' });
    expect(payload.statusCode).toBe(401);
    expect(payload.json().errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const it = await call(t, undefined, 'it-IT,it;q=0.9');
    expect(it.json().errors[0].message).toContain('Effettuare di nuovo l’accesso');
  });

  it('malformed Authorization headers', async () => {
    const token = await mintToken();
    for (const h of ['', 'Bearer', 'Bearer ', `Basic ${token}`, `Token ${token}`, 'Bearer not-a-jwt', `Bearer ${token}.extra`, `Bearer ${token} x`]) await expectRefused(t, h);
  });

  it('alg none (unsigned)', async () => {
    const { payload } = parts(await mintToken());
    await expectRefused(t, `Bearer ${compact({ alg: 'none', typ: 'JWT' }, payload)}`);
    await expectRefused(t, `Bearer ${compact({ alg: 'none', typ: 'JWT', kid: (await testKey()).kid }, { ...payload, realm_access: { roles: ['admin'] } })}`);
  });

  it('HS256 signed with the public key as the secret (algorithm confusion)', async () => {
    const key = await testKey();
    const publicKey = (await importJWK(key.publicJwk, 'RS256', { extractable: true })) as CryptoKey;
    const pem = await exportSPKI(publicKey);
    const { payload } = parts(await mintToken());
    for (const secret of [pem, JSON.stringify(key.publicJwk), key.publicJwk.n!]) {
      const forged = await new SignJWT(payload).setProtectedHeader({ alg: 'HS256', kid: key.kid }).sign(new TextEncoder().encode(secret));
      await expectRefused(t, `Bearer ${forged}`);
    }
  });

  it('another RS algorithm than RS256 with the right key', async () => {
    const key = await testKey();
    const { payload } = parts(await mintToken());
    // WebCrypto binds an RSA key to one hash: import the same private key for RS384.
    const sameKey = await importJWK(await exportJWK(key.privateKey), 'RS384');
    const rs384 = await new SignJWT(payload).setProtectedHeader({ alg: 'RS384', kid: key.kid }).sign(sameKey);
    await expectRefused(t, `Bearer ${rs384}`);
  });

  it('signed by a wrong key (same kid, and an unknown kid)', async () => {
    const other = await createTestKey();
    await expectRefused(t, `Bearer ${await mintToken({ key: { ...other, kid: (await testKey()).kid } })}`);
    await expectRefused(t, `Bearer ${await mintToken({ key: other })}`);
  });

  it('expired, and not yet valid (nbf in the future)', async () => {
    await expectRefused(t, `Bearer ${await mintToken({ expiresIn: -60 })}`);
    await expectRefused(t, `Bearer ${await mintToken({ claims: { nbf: Math.floor(Date.now() / 1000) + 120 } })}`);
    // Inside the small clock tolerance both still work.
    expect((await call(t, `Bearer ${await mintToken({ expiresIn: -2 })}`)).statusCode).toBe(200);
    expect((await call(t, `Bearer ${await mintToken({ claims: { nbf: Math.floor(Date.now() / 1000) + 2 } })}`)).statusCode).toBe(200);
  });

  it('wrong issuer, wrong azp, wrong audience, not a Bearer token, no subject', async () => {
    for (const claims of [
      { iss: 'http://evil.test/realms/leitstelle' },
      { iss: 'http://idp.test/realms/other' },
      { azp: 'another-client' },
      { azp: undefined },
      { aud: ['account'] },
      { aud: 'another-client' },
      { typ: 'Refresh' },
      { typ: 'ID' },
      { sub: undefined },
      { exp: undefined },
    ]) {
      await expectRefused(t, `Bearer ${await mintToken({ claims })}`);
    }
  });

  it('tampered payload (the signature no longer matches)', async () => {
    const token = await mintToken({ role: 'viewer' });
    const { header, payload, signature } = parts(token);
    const tampered = compact(header, { ...payload, realm_access: { roles: ['admin'] } }, signature);
    await expectRefused(t, `Bearer ${tampered}`);
    // The untampered token works, so it was the change that was refused.
    expect((await call(t, `Bearer ${token}`)).statusCode).toBe(200);
  });

  it('a token of an ended session (session check of the development provider)', async () => {
    const live = await mintToken({ claims: { sid: 'live-session' } });
    expect((await call(sessions, `Bearer ${live}`)).statusCode).toBe(200);
    ended.add('live-session');
    await expectRefused(sessions, `Bearer ${live}`);
    await expectRefused(sessions, `Bearer ${await mintToken({ claims: { sid: undefined } })}`);
  });
});

describe('public routes stay public', () => {
  it('/api/resources, /healthz, /readyz need no token; unknown /api paths stay 404', async () => {
    for (const url of ['/api/resources', '/healthz', '/readyz']) expect((await t.app.inject(url)).statusCode, url).toBe(200);
    expect((await t.app.inject('/api/nothing-here')).statusCode).toBe(404);
  });
});

describe('key rotation', () => {
  it('accepts tokens of a key added to the realm after start (refetch on an unknown kid)', async () => {
    const first = await mintToken();
    expect((await call(rotating, `Bearer ${first}`)).statusCode).toBe(200);
    const next = await createTestKey();
    const early = await mintToken({ key: next });
    await expectRefused(rotating, `Bearer ${early}`);
    jwks.push(next);
    expect((await call(rotating, `Bearer ${await mintToken({ key: next })}`)).statusCode).toBe(200);
    expect((await call(rotating, `Bearer ${first}`)).statusCode).toBe(200);
  });
});
