import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt, postForm, startIdpApp, tokenUrl, type IdpApp } from './identity-support';

let idp: IdpApp;
let oidc: client.Configuration;
let redirectUri: string;

beforeAll(async () => {
  idp = await startIdpApp();
  redirectUri = `${idp.base}/`;
  oidc = await client.discovery(new URL(idp.issuer), idp.config.oidc.clientId, undefined, client.None(), { execute: [client.allowInsecureRequests] });
});
afterAll(async () => {
  await idp?.close();
});

interface Flow {
  verifier: string;
  state: string;
  nonce: string;
  url: URL;
}

async function startFlow(params: Record<string, string> = {}): Promise<Flow> {
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(oidc, {
    redirect_uri: redirectUri,
    scope: 'openid',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...params,
  });
  return { verifier, state, nonce, url };
}

/** GET the auth URL (the login form), return the form's absolute action URL and the page. */
async function openForm(url: URL | string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { redirect: 'manual', headers });
  const html = await res.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
  // The browser-binding cookie must come back with the form.
  const browser = res.headers.get('set-cookie')?.split(';')[0] ?? '';
  return { res, html, browser, action: action ? new URL(action, idp.base).toString() : undefined };
}

async function login(form: { action?: string; browser: string }, username: string, password: string, headers: Record<string, string> = {}) {
  const res = await fetch(form.action!, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: form.browser, ...headers },
    body: new URLSearchParams({ username, password }),
  });
  return { res, location: res.headers.get('location'), cookie: res.headers.get('set-cookie'), html: res.status === 302 ? '' : await res.text() };
}

describe('authorization code flow with PKCE', () => {
  it('login form (Italian by ui_locales, CSP without scripts) -> code -> tokens', async () => {
    const flow = await startFlow({ ui_locales: 'it', kc_idp_hint: 'sagEntra' });
    const form = await openForm(flow.url);
    expect(form.res.status).toBe(200);
    expect(form.res.headers.get('content-type')).toContain('text/html');
    // Its own CSP: no script at all; form-action covers the redirect back to the client's origin.
    const csp = form.res.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
    expect(csp).toContain(`form-action 'self' ${idp.base}`);
    expect(form.html).toContain('<html lang="it">');
    expect(form.html).toContain('Nome utente');
    expect(form.html).not.toMatch(/<script/i);
    expect(form.action).toBeTruthy();

    const done = await login(form, 'planner', 'planner-demo');
    expect(done.res.status).toBe(302);
    const back = new URL(done.location!);
    expect(back.origin + back.pathname).toBe(redirectUri);
    expect(back.searchParams.get('state')).toBe(flow.state);
    expect(back.searchParams.get('session_state')).toBeTruthy();
    expect(done.cookie).toMatch(/KEYCLOAK_IDENTITY=.+HttpOnly; SameSite=Lax/);

    const tokens = await client.authorizationCodeGrant(oidc, back, { pkceCodeVerifier: flow.verifier, expectedState: flow.state, expectedNonce: flow.nonce });
    expect(decodeJwt(tokens.access_token)).toMatchObject({ preferred_username: 'planner', sid: back.searchParams.get('session_state') });
    expect(tokens.claims()).toMatchObject({ nonce: flow.nonce, preferred_username: 'planner' });

    // A code works once.
    const again = await postForm(tokenUrl(idp), { grant_type: 'authorization_code', client_id: 'leitstelle-web', code: back.searchParams.get('code')!, redirect_uri: redirectUri, code_verifier: flow.verifier });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ error: 'invalid_grant', error_description: 'Code not valid' });
  });

  it('a client on another allowed origin (Vite dev server) may receive the form\'s redirect', async () => {
    const verifier = client.randomPKCECodeVerifier();
    const url = client.buildAuthorizationUrl(oidc, { redirect_uri: 'http://localhost:5173/', scope: 'openid', code_challenge: await client.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256' });
    const form = await openForm(url);
    expect(form.res.headers.get('content-security-policy')).toContain("form-action 'self' http://localhost:5173");
    const done = await login(form, 'viewer', 'viewer-demo');
    expect(done.location).toMatch(/^http:\/\/localhost:5173\/\?code=/);
  });

  it('a wrong code verifier is refused', async () => {
    const flow = await startFlow();
    const form = await openForm(flow.url);
    const done = await login(form, 'viewer', 'viewer-demo');
    const code = new URL(done.location!).searchParams.get('code')!;
    const wrong = await postForm(tokenUrl(idp), { grant_type: 'authorization_code', client_id: 'leitstelle-web', code, redirect_uri: redirectUri, code_verifier: client.randomPKCECodeVerifier() });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error: 'invalid_grant', error_description: 'PKCE verification failed: Code mismatch' });
  });

  it('requires S256 and a known redirect URI', async () => {
    const plain = await fetch(client.buildAuthorizationUrl(oidc, { redirect_uri: redirectUri, scope: 'openid', code_challenge: 'x'.repeat(43), code_challenge_method: 'plain' }), { redirect: 'manual' });
    expect(plain.status).toBe(302);
    expect(new URL(plain.headers.get('location')!).searchParams.get('error')).toBe('invalid_request');
    const evil = await fetch(client.buildAuthorizationUrl(oidc, { redirect_uri: 'https://evil.example/', scope: 'openid', code_challenge: 'x'.repeat(43), code_challenge_method: 'S256' }), {
      redirect: 'manual',
      headers: { 'accept-language': 'de' },
    });
    expect(evil.status).toBe(400);
    expect(evil.headers.get('location')).toBeNull();
    expect(await evil.text()).toContain('Ungültige Anmeldeanfrage: redirect_uri');
  });

  it('a form posted without its browser cookie is refused (login CSRF)', async () => {
    const flow = await startFlow();
    const form = await openForm(flow.url);
    expect(form.browser).toMatch(/^KC_AUTH_BROWSER=/);
    const foreign = await login({ action: form.action, browser: 'KC_AUTH_BROWSER=someone-else' }, 'admin', 'admin-demo');
    expect(foreign.res.status).toBe(400);
    expect(foreign.location).toBeNull();
    expect((await login(form, 'admin', 'admin-demo')).res.status).toBe(302);
  });

  it('a wrong password shows the reason in the browser language (German by default)', async () => {
    const flow = await startFlow();
    const form = await openForm(flow.url, { 'accept-language': 'de-DE,de;q=0.9' });
    expect(form.html).toContain('<html lang="de">');
    const done = await login(form, 'planner', 'falsch', { 'accept-language': 'de-DE' });
    expect(done.res.status).toBe(401);
    expect(done.html).toContain('Benutzername oder Passwort ist falsch.');
    expect(done.html).toContain('value="planner"');
  });

  it('prompt=none: login_required without a session, a code with the login cookie (keycloak-js fragment mode)', async () => {
    const silent = await startFlow({ prompt: 'none', response_mode: 'fragment' });
    const none = await fetch(silent.url, { redirect: 'manual' });
    expect(none.status).toBe(302);
    const noneBack = new URL(none.headers.get('location')!);
    const noneParams = new URLSearchParams(noneBack.hash.slice(1));
    expect(noneParams.get('error')).toBe('login_required');
    expect(noneParams.get('state')).toBe(silent.state);

    const flow = await startFlow();
    const form = await openForm(flow.url);
    const done = await login(form, 'dispatcher', 'dispatcher-demo');
    const cookie = done.cookie!.split(';')[0];

    const sso = await startFlow({ prompt: 'none', response_mode: 'fragment' });
    const res = await fetch(sso.url, { redirect: 'manual', headers: { cookie } });
    expect(res.status).toBe(302);
    const params = new URLSearchParams(new URL(res.headers.get('location')!).hash.slice(1));
    expect(params.get('error')).toBeNull();
    const tokens = await postForm(tokenUrl(idp), { grant_type: 'authorization_code', client_id: 'leitstelle-web', code: params.get('code')!, redirect_uri: redirectUri, code_verifier: sso.verifier });
    expect(tokens.status).toBe(200);
    expect(decodeJwt(tokens.body.id_token as string)).toMatchObject({ nonce: sso.nonce, preferred_username: 'dispatcher' });

    // keycloak-js logout: GET with id_token_hint and post_logout_redirect_uri ends the session and the cookie.
    const logoutUrl = client.buildEndSessionUrl(oidc, { id_token_hint: tokens.body.id_token as string, post_logout_redirect_uri: redirectUri });
    const out = await fetch(logoutUrl, { redirect: 'manual', headers: { cookie } });
    expect(out.status).toBe(302);
    expect(out.headers.get('location')).toBe(redirectUri);
    expect(out.headers.get('set-cookie')).toContain('Max-Age=0');
    const sid = decodeJwt(tokens.body.access_token as string).sid as string;
    expect(await idp.app.identity!.isSessionActive(sid)).toBe(false);
    // The login cookie's own session ended too: silent sign-in needs the form again.
    const afterLogout = await fetch((await startFlow({ prompt: 'none' })).url, { redirect: 'manual', headers: { cookie } });
    expect(new URL(afterLogout.headers.get('location')!).searchParams.get('error')).toBe('login_required');
  });
});
