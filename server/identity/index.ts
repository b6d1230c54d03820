import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/types';
import { ExpiringMap, redirectAllowed, type AuthRequest, type IssuedCode } from './authorize';
import { OAuthError } from './errors';
import { acceptForms, allowWebOrigins, oauthErrorHandler } from './http';
import { IdentityProvider } from './provider';
import { registerAdminRoutes } from './routes/admin';
import { registerLoginRoutes } from './routes/login';
import { registerOidcRoutes } from './routes/oidc';
import { OIDC } from './routes/realm';

export { DEMO_USERS } from './demoUsers';
export { ROLES, type Role } from '../../src/shared/resource/types';
export { IdentityProvider } from './provider';
export { registerPublicConfig, publicConfig } from './publicConfig';

declare module 'fastify' {
  interface FastifyInstance {
    /** The development identity provider, or null when it is off (a real Keycloak is used). */
    identity: IdentityProvider | null;
  }
}

/** Providers of the running apps (normally one; tests may start several). */
const live = new Set<IdentityProvider>();

/**
 * For the API's token check: is this session (a token's `sid`) still alive in the development
 * realm? False for ended, idle-expired or unknown sessions and for disabled users. Cached for 3 s;
 * ends made in this process count at once. Without a running development provider it answers true
 * (a real Keycloak's sessions cannot be asked here).
 */
export async function isSessionActive(sid: string): Promise<boolean> {
  if (live.size === 0) return true;
  for (const p of live) if (await p.isSessionActive(sid)) return true;
  return false;
}

/** Whether a development provider runs in this process (so `isSessionActive` is meaningful). */
export function devProviderRunning(): boolean {
  return live.size > 0;
}

const LOGIN_REQUEST_TTL_MS = 30 * 60_000; // Keycloak's login timeout
const CODE_TTL_MS = 60_000; // Keycloak's authorization code lifespan

/**
 * Registers the development identity provider (Keycloak realm endpoints, admin API) when the
 * configuration turns it on. Call after the migration hook so that `onReady` finds its tables.
 */
export async function registerIdentity(app: FastifyInstance, opts: { config: Config; db: Database }): Promise<IdentityProvider | null> {
  const { config, db } = opts;
  if (!config.devIdp.enabled) {
    app.decorate('identity', null);
    return null;
  }
  if (config.nodeEnv === 'production') {
    app.log.warn('DEV_IDP=on in production: the development identity provider with its demo users is running. Use a real Keycloak (OIDC_URL) and DEV_IDP=off.');
  }
  const provider = new IdentityProvider(config, db, app.log);
  app.decorate('identity', provider);
  app.addHook('onReady', async () => {
    await provider.init();
    live.add(provider);
  });
  app.addHook('onClose', async () => {
    live.delete(provider);
  });

  const pending = new ExpiringMap<AuthRequest>(LOGIN_REQUEST_TTL_MS);
  const codes = new ExpiringMap<IssuedCode>(CODE_TTL_MS);
  const limit = config.devIdp.rateLimit;
  const routeLimit = limit > 0 ? { rateLimit: { max: limit, timeWindow: 60_000 } } : {};

  await app.register(async (scope) => {
    acceptForms(scope);
    oauthErrorHandler(scope);
    if (limit > 0) {
      await scope.register(rateLimit, {
        global: false,
        errorResponseBuilder: (_req, ctx) =>
          Object.assign(new OAuthError(429, 'too_many_requests', `Too many requests, retry in ${ctx.after}`, { retry_after_seconds: Math.ceil(ctx.ttl / 1000) }), { statusCode: 429 }),
      });
    }
    // Web origins: the same rule as redirect URIs (public origin, loopback hosts such as the Vite dev server).
    const oidcPaths = ['token', 'userinfo', 'logout', 'certs'].map((p) => `${OIDC}/${p}`);
    allowWebOrigins(scope, oidcPaths, (origin) => redirectAllowed(`${origin}/`, config.publicUrl));
    registerOidcRoutes(scope, provider, codes, routeLimit);
    registerLoginRoutes(scope, provider, pending, codes, routeLimit);
    await scope.register(async (admin) => registerAdminRoutes(admin, provider));
  });
  return provider;
}
