import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Lang } from '../../../src/shared/resource/types';
import { callbackUrl, PKCE_CHALLENGE, redirectAllowed, type AuthRequest, type ExpiringMap, type IssuedCode } from '../authorize';
import { cookie, formOf, loginLang, setCookie } from '../http';
import { loginPage, messagePage } from '../loginPage';
import { msg } from '../messages';
import { grantedScope, type IdentityProvider } from '../provider';
import type { IdentitySession, IdentityUser } from '../types';
import { sidOfCookie } from './oidc';
import { cookieOptions, IDENTITY_COOKIE, OIDC, realmGuard, realmPath } from './realm';

/** Binds a login form to the browser that asked for it, so another site cannot post it (login CSRF). */
const BROWSER_COOKIE = 'KC_AUTH_BROWSER';

/**
 * The authorization-code flow: `.../auth` checks the request and shows the login form (or, with a
 * live login cookie, signs in at once); the form posts to `login-actions/authenticate`.
 */
export function registerLoginRoutes(
  scope: FastifyInstance,
  provider: IdentityProvider,
  pending: ExpiringMap<AuthRequest>,
  codes: ExpiringMap<IssuedCode>,
  rateLimit: Record<string, unknown>,
): void {
  const guard = realmGuard(provider);
  const actionPath = () => `${realmPath(provider)}/login-actions/authenticate`;

  const badRequest = (reply: FastifyReply, lang: Lang, detail: string) =>
    reply.code(400).type('text/html').send(messagePage(lang, msg(lang, 'login.title'), msg(lang, 'login.badRequest', { detail })));

  const showForm = (reply: FastifyReply, id: string, lang: Lang, extra: { username?: string; error?: string } = {}) => {
    const url = (l: Lang) => `${actionPath()}?${new URLSearchParams({ request: id, ui_locales: l })}`;
    const target = pending.get(id)?.redirectUri;
    return reply
      .header('cache-control', 'no-store')
      .header('content-security-policy', loginPageCsp(target))
      .type('text/html')
      .send(loginPage({ lang, realm: provider.config.oidc.realm, action: url(lang), switchUrl: url, ...extra }));
  };

  /** Issues the code and sends the browser back to the client. */
  const finish = (reply: FastifyReply, request: AuthRequest, user: IdentityUser, session: IdentitySession) => {
    const code = codes.put({ request, userId: user.id, sid: session.id });
    return reply.redirect(callbackUrl(request.redirectUri, request.responseMode, { code, state: request.state, session_state: session.id, iss: provider.issuer }), 302);
  };

  scope.get(`${OIDC}/auth`, { onRequest: guard }, async (req, reply) => {
    const q = formOf(req.query);
    const lang = loginLang(q.ui_locales, req);
    if (q.client_id !== provider.clientId) return badRequest(reply, lang, 'client_id');
    if (!q.redirect_uri || !redirectAllowed(q.redirect_uri, provider.config.publicUrl)) return badRequest(reply, lang, 'redirect_uri');
    const responseMode = q.response_mode ?? 'query';
    const fail = (error: string, description: string) =>
      reply.redirect(callbackUrl(q.redirect_uri as string, responseMode === 'fragment' ? 'fragment' : 'query', { error, error_description: description, state: q.state, iss: provider.issuer }), 302);
    if (responseMode !== 'query' && responseMode !== 'fragment') return fail('invalid_request', 'Invalid parameter: response_mode');
    if (q.response_type !== 'code') return fail('unsupported_response_type', 'Client is not allowed to initiate browser login with given response_type.');
    // PKCE S256 is required for this public client (as a Keycloak client policy would).
    if (q.code_challenge_method !== 'S256') return fail('invalid_request', 'Missing parameter: code_challenge_method');
    if (!q.code_challenge || !PKCE_CHALLENGE.test(q.code_challenge)) return fail('invalid_request', 'Invalid parameter: code_challenge');
    const request: AuthRequest = {
      clientId: q.client_id,
      redirectUri: q.redirect_uri,
      state: q.state,
      nonce: q.nonce,
      scope: grantedScope(q.scope),
      responseMode,
      codeChallenge: q.code_challenge,
      prompt: q.prompt,
    };
    // kc_idp_hint names an upstream provider (e.g. sagEntra); the development realm has none and ignores it.
    const prompts = (q.prompt ?? '').split(' ');
    if (!prompts.includes('login')) {
      const sso = await ssoUser(provider, req);
      if (sso) {
        // A new session per client login: sharing one would make two holders rotate the same refresh token.
        return finish(reply, request, sso, await provider.startSession(sso));
      }
    }
    if (prompts.includes('none')) return fail('login_required', 'Login required');
    let browser = cookie(req, BROWSER_COOKIE);
    if (!browser) {
      browser = randomBytes(18).toString('base64url');
      setCookie(reply, BROWSER_COOKIE, browser, cookieOptions(provider));
    }
    return showForm(reply, pending.put({ ...request, browser }), lang, { username: q.login_hint });
  });

  scope.get('/realms/:realm/login-actions/authenticate', { onRequest: guard }, async (req, reply) => {
    const q = formOf(req.query);
    const lang = loginLang(q.ui_locales, req);
    if (!q.request || !pending.get(q.request)) return reply.code(400).type('text/html').send(messagePage(lang, msg(lang, 'login.title'), msg(lang, 'login.expired')));
    return showForm(reply, q.request, lang);
  });

  scope.post('/realms/:realm/login-actions/authenticate', { onRequest: guard, config: rateLimit }, async (req, reply) => {
    const q = formOf(req.query);
    const form = formOf(req.body);
    const lang = loginLang(q.ui_locales, req);
    const found = q.request ? pending.get(q.request) : undefined;
    // A form posted without the cookie of the browser it was shown to counts as expired.
    const request = found && found.browser === cookie(req, BROWSER_COOKIE) ? found : undefined;
    if (!q.request || !request) return reply.code(400).type('text/html').send(messagePage(lang, msg(lang, 'login.title'), msg(lang, 'login.expired')));
    if (!form.username || !form.password) return showForm(reply.code(400), q.request, lang, { username: form.username, error: msg(lang, 'login.missing') });
    const result = await provider.authenticate(form.username, form.password, req.ip);
    if ('reason' in result) {
      const error =
        result.reason === 'locked'
          ? msg(lang, 'login.locked', { minutes: Math.ceil(result.seconds / 60) })
          : result.reason === 'disabled'
            ? msg(lang, 'login.disabled')
            : msg(lang, 'login.invalid');
      return showForm(reply.code(401), q.request, lang, { username: form.username, error });
    }
    pending.take(q.request);
    const session = await provider.startSession(result);
    const identity = await provider.keys.sign({
      iss: provider.issuer,
      sub: result.id,
      sid: session.id,
      typ: 'Identity',
      iat: Math.floor(Date.now() / 1000),
      exp: Math.floor(session.startedAt.getTime() / 1000) + provider.lifetimes.ssoMax,
    });
    setCookie(reply, IDENTITY_COOKIE, identity, cookieOptions(provider));
    return finish(reply, request, result, session);
  });
}

/**
 * The login page's own CSP, stricter than the app's (no script at all) but with one addition:
 * CSP `form-action` also covers the redirect that follows the POST, so the client's origin (e.g.
 * the Vite dev server) must be allowed, as Keycloak's login pages allow it.
 */
export function loginPageCsp(redirectUri: string | undefined): string {
  const origin = redirectUri ? new URL(redirectUri).origin : '';
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    "img-src 'self' data:",
    `form-action 'self'${origin ? ` ${origin}` : ''}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/** The user of a live login cookie (single sign-on without the form). */
async function ssoUser(provider: IdentityProvider, req: FastifyRequest): Promise<IdentityUser | null> {
  const sid = await sidOfCookie(provider, req);
  if (!sid) return null;
  const session = await provider.store.session(sid);
  if (!session) return null;
  const user = await provider.store.userById(session.userId);
  return user?.enabled ? user : null;
}
