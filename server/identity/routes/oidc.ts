import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PKCE_VERIFIER, pkceMatches, redirectAllowed, type ExpiringMap, type IssuedCode } from '../authorize';
import { oauthErrors } from '../errors';
import { bearer, clientIdOf, cookie, formOf, loginLang, setCookie, type Form } from '../http';
import { messagePage } from '../loginPage';
import { msg } from '../messages';
import { grantedScope, IdentityProvider, type TokenResponse } from '../provider';
import { userinfoClaims } from '../claims';
import { cookieOptions, IDENTITY_COOKIE, OIDC, realmGuard } from './realm';

/** Keycloak's discovery document (the fields keycloak-js and openid-client use, Keycloak's names). */
function discovery(provider: IdentityProvider) {
  const iss = provider.issuer;
  const oidc = `${iss}/protocol/openid-connect`;
  return {
    issuer: iss,
    authorization_endpoint: `${oidc}/auth`,
    token_endpoint: `${oidc}/token`,
    userinfo_endpoint: `${oidc}/userinfo`,
    end_session_endpoint: `${oidc}/logout`,
    jwks_uri: `${oidc}/certs`,
    frontchannel_logout_session_supported: true,
    frontchannel_logout_supported: true,
    grant_types_supported: ['authorization_code', 'refresh_token', 'password'],
    response_types_supported: ['code'],
    response_modes_supported: ['query', 'fragment'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    userinfo_signing_alg_values_supported: ['none'],
    token_endpoint_auth_methods_supported: ['none'],
    code_challenge_methods_supported: ['S256'],
    scopes_supported: ['openid', 'profile', 'email'],
    claims_supported: ['aud', 'sub', 'iss', 'auth_time', 'name', 'given_name', 'family_name', 'preferred_username', 'email', 'email_verified', 'locale', 'acr'],
    claims_parameter_supported: false,
    request_parameter_supported: false,
    request_uri_parameter_supported: false,
    authorization_response_iss_parameter_supported: true,
    backchannel_logout_supported: false,
  };
}

function noStore(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
}

export function registerOidcRoutes(scope: FastifyInstance, provider: IdentityProvider, codes: ExpiringMap<IssuedCode>, rateLimit: Record<string, unknown>): void {
  const guard = realmGuard(provider);

  scope.get('/realms/:realm/.well-known/openid-configuration', { onRequest: guard }, async () => discovery(provider));
  scope.get(`${OIDC}/certs`, { onRequest: guard }, async (_req, reply) => reply.header('cache-control', 'no-cache').send(provider.keys.jwks()));

  scope.post(`${OIDC}/token`, { onRequest: guard, config: rateLimit }, async (req, reply) => {
    const form = formOf(req.body);
    if (!form.grant_type) throw oauthErrors.missing('grant_type');
    const clientId = clientIdOf(req, form);
    if (clientId !== provider.clientId) throw oauthErrors.invalidClient();
    let tokens: TokenResponse;
    if (form.grant_type === 'password') tokens = await passwordGrant(provider, form, req.ip);
    else if (form.grant_type === 'refresh_token') {
      if (!form.refresh_token) throw oauthErrors.missing('refresh_token');
      tokens = await provider.refresh(form.refresh_token, clientId);
    } else if (form.grant_type === 'authorization_code') tokens = await codeGrant(provider, codes, form, clientId);
    else throw oauthErrors.unsupportedGrant();
    return noStore(reply).send(tokens);
  });

  const userinfo = async (req: FastifyRequest, reply: FastifyReply) => {
    const token = bearer(req);
    const verified = token ? await provider.verifyAccess(token) : null;
    if (!verified) {
      return reply
        .code(401)
        .header('www-authenticate', `Bearer realm="${provider.config.oidc.realm}", error="invalid_token", error_description="Token verification failed"`)
        .send({ error: 'invalid_token', error_description: 'Token verification failed' });
    }
    return noStore(reply).send(userinfoClaims(verified.user));
  };
  scope.get(`${OIDC}/userinfo`, { onRequest: guard }, userinfo);
  scope.post(`${OIDC}/userinfo`, { onRequest: guard }, userinfo);

  const logout = async (req: FastifyRequest, reply: FastifyReply) => {
    const form = { ...formOf(req.query), ...formOf(req.body) };
    // Whoever logs out in this browser also ends the single-sign-on session of the login form.
    const cookieSid = await sidOfCookie(provider, req);
    if (cookieSid) await provider.endSession(cookieSid, 'logout');
    if (req.headers.cookie?.includes(`${IDENTITY_COOKIE}=`)) setCookie(reply, IDENTITY_COOKIE, '', cookieOptions(provider, 0));

    if (form.refresh_token) {
      // The application's own logout call (POST refresh_token + client_id): 204 like Keycloak.
      const clientId = clientIdOf(req, form);
      if (clientId !== provider.clientId) throw oauthErrors.invalidClient();
      const payload = await provider.verifyToken(form.refresh_token, 'Refresh', { ignoreExpiry: true });
      if (!payload || payload.azp !== clientId) throw oauthErrors.invalidRefresh();
      await provider.endSession(payload.sid as string, 'logout');
      return reply.code(204).send();
    }

    // Browser logout (keycloak-js: GET or POST form with id_token_hint, post_logout_redirect_uri).
    const lang = loginLang(form.ui_locales, req);
    if (form.id_token_hint) {
      const payload = await provider.verifyToken(form.id_token_hint, 'ID', { ignoreExpiry: true });
      if (!payload) return reply.code(400).type('text/html').send(messagePage(lang, msg(lang, 'login.title'), msg(lang, 'login.badRequest', { detail: 'id_token_hint' })));
      await provider.endSession(payload.sid as string, 'logout');
    }
    const target = form.post_logout_redirect_uri;
    if (target) {
      if (!redirectAllowed(target, provider.config.publicUrl)) {
        return reply.code(400).type('text/html').send(messagePage(lang, msg(lang, 'login.title'), msg(lang, 'login.badRequest', { detail: 'post_logout_redirect_uri' })));
      }
      const url = new URL(target);
      if (form.state) url.searchParams.set('state', form.state);
      return reply.redirect(url.toString(), 302);
    }
    return reply.type('text/html').send(messagePage(lang, msg(lang, 'login.loggedOut'), msg(lang, 'login.loggedOut')));
  };
  scope.get(`${OIDC}/logout`, { onRequest: guard }, logout);
  scope.post(`${OIDC}/logout`, { onRequest: guard }, logout);
}

async function passwordGrant(provider: IdentityProvider, form: Form, ip: string): Promise<TokenResponse> {
  if (!form.username) throw oauthErrors.invalidCredentials();
  const result = await provider.authenticate(form.username, form.password ?? '', ip);
  if ('reason' in result) throw IdentityProvider.loginError(result);
  const session = await provider.startSession(result);
  return provider.issueTokens(result, session, grantedScope(form.scope));
}

async function codeGrant(provider: IdentityProvider, codes: ExpiringMap<IssuedCode>, form: Form, clientId: string): Promise<TokenResponse> {
  if (!form.code) throw oauthErrors.missing('code');
  const issued = codes.take(form.code);
  if (!issued || issued.request.clientId !== clientId) throw oauthErrors.codeNotValid();
  if (form.redirect_uri !== issued.request.redirectUri) throw oauthErrors.redirectMismatch();
  if (!form.code_verifier) throw oauthErrors.pkceMissing();
  if (!PKCE_VERIFIER.test(form.code_verifier) || !pkceMatches(form.code_verifier, issued.request.codeChallenge)) throw oauthErrors.pkceMismatch();
  const state = await provider.store.sessionState(issued.sid);
  if (!state || state.session.endedAt || !state.userEnabled) throw oauthErrors.sessionNotActive();
  const user = await provider.store.userById(issued.userId);
  if (!user) throw oauthErrors.sessionNotActive();
  return provider.issueTokens(user, state.session, issued.request.scope, issued.request.nonce);
}

/** The session of the login form's cookie, when it is still alive. */
export async function sidOfCookie(provider: IdentityProvider, req: FastifyRequest): Promise<string | undefined> {
  const value = cookie(req, IDENTITY_COOKIE);
  if (!value) return undefined;
  const payload = await provider.verifyToken(value, 'Identity');
  if (!payload || !(await provider.isSessionActive(payload.sid as string))) return undefined;
  return payload.sid as string;
}
