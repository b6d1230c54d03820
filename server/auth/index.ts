import type { FastifyInstance } from 'fastify';
import type { JSONWebKeySet } from 'jose';
import type { Config } from '../config';
import { certsUrlOf, createJwksCache, fetchJwks } from './jwks';
import { createTokenVerifier, type TokenVerifier } from './verifier';

export { registerHttpAuth, isProtectedRoute } from './httpAuth';
export { requirePermission, requireUser } from './guard';
export { certsUrlOf, fetchJwks } from './jwks';
export type { TokenVerifier } from './verifier';

/** What the API needs to verify callers; tests inject their own keys and issuer. */
export interface AuthOptions {
  issuer: string;
  clientId: string;
  audience: string;
  /** Loads the realm's JWKS (HTTP for a real Keycloak, in-process for the development provider). */
  loadJwks: () => Promise<JSONWebKeySet>;
  /** Development provider: a disabled user's or ended session's tokens stop working at once. */
  isSessionActive?: (sid: string) => Promise<boolean>;
  clockToleranceSec?: number;
  /** Minimum time between JWKS reloads caused by an unknown kid (default 30 s). */
  jwksCooldownMs?: number;
}

export function createVerifier(o: AuthOptions): TokenVerifier {
  const jwks = createJwksCache(o.loadJwks, { cooldownMs: o.jwksCooldownMs });
  return createTokenVerifier({
    issuer: o.issuer,
    clientId: o.clientId,
    audience: o.audience,
    getKey: jwks.getKey,
    isSessionActive: o.isSessionActive,
    clockToleranceSec: o.clockToleranceSec,
  });
}

/**
 * The production wiring: the configured issuer's JWKS over HTTP, or, when the development provider
 * runs in this server (its issuer is our PUBLIC_URL), its certs route in-process (no network hop,
 * works behind any proxy) and its session check. Call after registerIdentity (it sets app.identity).
 */
export function defaultAuthOptions(config: Config, app: FastifyInstance): AuthOptions {
  const { oidc } = config;
  const inProcess = config.devIdp.enabled && oidc.url === config.publicUrl;
  const certsPath = `/realms/${encodeURIComponent(oidc.realm)}/protocol/openid-connect/certs`;
  const loadJwks = inProcess
    ? async (): Promise<JSONWebKeySet> => {
        const res = await app.inject({ method: 'GET', url: certsPath });
        if (res.statusCode !== 200) throw new Error(`JWKS ${certsPath} answered ${res.statusCode}`);
        return res.json() as JSONWebKeySet;
      }
    : fetchJwks(certsUrlOf(oidc.issuer));
  // The development provider knows its sessions: a disabled user's or ended session's tokens stop at once.
  const identity = inProcess ? app.identity : null;
  const isSessionActive = identity ? (sid: string) => identity.isSessionActive(sid) : undefined;
  return { issuer: oidc.issuer, clientId: oidc.clientId, audience: oidc.audience, loadJwks, isSessionActive };
}
