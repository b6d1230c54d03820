import * as client from 'openid-client';
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSessionActive } from '../../server/identity/index';
import { decodeJwt, passwordGrant, postForm, refreshGrant, sleep, startIdpApp, type IdpApp } from './identity-support';

// Short access tokens make expiry testable without long sleeps.
let idp: IdpApp;
let oidc: client.Configuration;

beforeAll(async () => {
  idp = await startIdpApp({ DEV_IDP_ACCESS_TTL: '2' });
  oidc = await client.discovery(new URL(idp.issuer), idp.config.oidc.clientId, undefined, client.None(), { execute: [client.allowInsecureRequests] });
});
afterAll(async () => {
  await idp?.close();
});

const password = (username: string, pw = `${username}-demo`) => client.genericGrantRequest(oidc, 'password', { username, password: pw, scope: 'openid' });

describe('development identity provider driven by openid-client', () => {
  it('discovery names the Keycloak endpoints of the realm', () => {
    const meta = oidc.serverMetadata();
    expect(meta.issuer).toBe(`${idp.base}/realms/leitstelle`);
    expect(meta.token_endpoint).toBe(`${idp.issuer}/protocol/openid-connect/token`);
    expect(meta.authorization_endpoint).toBe(`${idp.issuer}/protocol/openid-connect/auth`);
    expect(meta.jwks_uri).toBe(`${idp.issuer}/protocol/openid-connect/certs`);
    expect(meta.end_session_endpoint).toBe(`${idp.issuer}/protocol/openid-connect/logout`);
    expect(meta.code_challenge_methods_supported).toContain('S256');
    expect(meta.grant_types_supported).toEqual(expect.arrayContaining(['password', 'refresh_token', 'authorization_code']));
  });

  it('password grant: RS256 tokens shaped like Keycloak, verified against the JWKS', async () => {
    const tokens = await password('dispatcher');
    expect(tokens.token_type.toLowerCase()).toBe('bearer');
    expect(tokens.expires_in).toBe(2);
    const header = decodeProtectedHeader(tokens.access_token);
    expect(header.alg).toBe('RS256');
    expect(header.kid).toBeTruthy();

    const jwks = createRemoteJWKSet(new URL(oidc.serverMetadata().jwks_uri!));
    const { payload } = await jwtVerify(tokens.access_token, jwks, { issuer: idp.issuer, audience: 'leitstelle-web', algorithms: ['RS256'] });
    expect(payload).toMatchObject({
      typ: 'Bearer',
      azp: 'leitstelle-web',
      preferred_username: 'dispatcher',
      name: 'Dario Disponent',
      email: 'dispatcher@leitstelle.example',
      realm_access: { roles: ['dispatcher'] },
    });
    expect(payload.sid).toEqual(expect.any(String));
    expect(payload.jti).toEqual(expect.any(String));
    expect(payload.exp! - payload.iat!).toBe(2);

    // keycloak-js decodes the refresh and id tokens too: both are JWTs of the same session.
    const refresh = decodeJwt(tokens.refresh_token!);
    expect(refresh).toMatchObject({ typ: 'Refresh', sid: payload.sid, azp: 'leitstelle-web' });
    const id = tokens.claims()!;
    expect(id).toMatchObject({ typ: 'ID', sid: payload.sid, aud: 'leitstelle-web', preferred_username: 'dispatcher' });
    expect(await isSessionActive(payload.sid as string)).toBe(true);
  });

  it('userinfo answers for a live access token and refuses an expired one', async () => {
    const tokens = await password('planner');
    const sub = tokens.claims()!.sub;
    const info = await client.fetchUserInfo(oidc, tokens.access_token, sub);
    expect(info).toMatchObject({ sub, preferred_username: 'planner', email: 'planner@leitstelle.example' });

    await sleep(2_600);
    const jwks = createRemoteJWKSet(new URL(oidc.serverMetadata().jwks_uri!));
    await expect(jwtVerify(tokens.access_token, jwks, { issuer: idp.issuer })).rejects.toMatchObject({ code: 'ERR_JWT_EXPIRED' });
    await expect(client.fetchUserInfo(oidc, tokens.access_token, sub)).rejects.toThrow();
    // The session outlives the access token: refresh gives a new one.
    const again = await client.refreshTokenGrant(oidc, tokens.refresh_token!);
    expect((await client.fetchUserInfo(oidc, again.access_token, sub)).sub).toBe(sub);
  });

  it('refresh rotates the refresh token; replaying the old one ends the session', async () => {
    const first = await password('viewer');
    const sid = decodeJwt(first.access_token).sid as string;
    const second = await client.refreshTokenGrant(oidc, first.refresh_token!);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(decodeJwt(second.refresh_token!).jti).not.toBe(decodeJwt(first.refresh_token!).jti);
    expect(decodeJwt(second.access_token).sid).toBe(sid);

    const replay = await refreshGrant(idp, first.refresh_token!);
    expect(replay.status).toBe(400);
    expect(replay.body).toMatchObject({ error: 'invalid_grant' });
    // The session is over: even the newest refresh token no longer works.
    const after = await refreshGrant(idp, second.refresh_token!);
    expect(after.status).toBe(400);
    expect(after.body).toMatchObject({ error: 'invalid_grant', error_description: 'Session not active' });
    expect(await isSessionActive(sid)).toBe(false);
  });

  it('logout with the refresh token ends the session', async () => {
    const tokens = await password('admin');
    const sid = decodeJwt(tokens.access_token).sid as string;
    const res = await postForm(oidc.serverMetadata().end_session_endpoint!, { client_id: 'leitstelle-web', refresh_token: tokens.refresh_token! });
    expect(res.status).toBe(204);
    await expect(client.refreshTokenGrant(oidc, tokens.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
    expect(await isSessionActive(sid)).toBe(false);
    await expect(client.fetchUserInfo(oidc, tokens.access_token, client.skipSubjectCheck)).rejects.toThrow();
  });

  it('answers wrong credentials, unknown clients and grants like Keycloak', async () => {
    const wrong = await passwordGrant(idp, 'planner', 'nope');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ error: 'invalid_grant', error_description: 'Invalid user credentials' });
    const unknownUser = await passwordGrant(idp, 'nobody', 'nope');
    expect(unknownUser.body).toEqual(wrong.body);
    const badClient = await postForm(`${idp.issuer}/protocol/openid-connect/token`, { grant_type: 'password', client_id: 'other', username: 'admin', password: 'admin-demo' });
    expect(badClient.status).toBe(401);
    expect(badClient.body.error).toBe('invalid_client');
    const badGrant = await postForm(`${idp.issuer}/protocol/openid-connect/token`, { grant_type: 'client_credentials', client_id: 'leitstelle-web' });
    expect(badGrant.status).toBe(400);
    expect(badGrant.body.error).toBe('unsupported_grant_type');
    const forged = await refreshGrant(idp, 'a.b.c');
    expect(forged.status).toBe(400);
    expect(forged.body.error).toBe('invalid_grant');
    const otherRealm = await fetch(`${idp.base}/realms/master/.well-known/openid-configuration`);
    expect(otherRealm.status).toBe(404);
  });

  it('answers cross-origin calls from allowed web origins only (Vite dev server, public URL)', async () => {
    const dev = await passwordGrant(idp, 'viewer', 'viewer-demo', {}, { origin: 'http://localhost:5173' });
    expect(dev.status).toBe(200);
    expect(dev.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(dev.headers.get('access-control-allow-credentials')).toBe('true');
    const evil = await passwordGrant(idp, 'viewer', 'viewer-demo', {}, { origin: 'https://evil.example' });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${idp.issuer}/protocol/openid-connect/userinfo`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Authorization');
  });

  it('GET /api/config tells the browser where to sign in', async () => {
    const res = await fetch(`${idp.base}/api/config`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      auth: { url: idp.base, realm: 'leitstelle', clientId: 'leitstelle-web', idpHint: 'sagEntra', passwordLogin: true, sso: true, devProvider: true },
      userPayloadPath: '/api/userpayload',
      // The control-centre map's tile layers (tests/api/network.test.ts checks them).
      map: { base: expect.any(Object), signals: expect.any(Object), maxspeed: expect.any(Object) },
      // The map's address search asks a geocoder only when MAP_GEOCODER_URL is set.
      geocoder: false,
      // Operational times are shown in the operator's zone (src/ui/format).
      operatorTz: process.env.OPERATOR_TZ ?? 'Europe/Berlin',
    });
  });

  it('the access token opens the API (the verifier follows this realm)', async () => {
    const tokens = await password('viewer');
    const res = await fetch(`${idp.base}/api/userpayload?headless=true&leitstelle-editor=true`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ username: 'viewer', roles: ['viewer'], sessionID: decodeJwt(tokens.access_token).sid });
  });
});

describe('session lifetimes from configuration', () => {
  it('an idle session ends after DEV_IDP_SSO_IDLE seconds', async () => {
    const short = await startIdpApp({ DEV_IDP_SSO_IDLE: '2' }, idp.testDb);
    try {
      const tokens = await passwordGrant(short, 'planner', 'planner-demo');
      expect(tokens.status).toBe(200);
      expect(tokens.body.refresh_expires_in).toBe(2);
      const sid = tokens.body.session_state as string;
      expect(await short.app.identity!.isSessionActive(sid)).toBe(true);
      await sleep(3_100);
      const res = await refreshGrant(short, tokens.body.refresh_token as string);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('invalid_grant');
      expect(await short.app.identity!.isSessionActive(sid)).toBe(false);
    } finally {
      await short.close();
    }
  });
});
