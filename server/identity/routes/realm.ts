import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IdentityProvider } from '../provider';

/** Paths of the realm; `:realm` must be the configured one (Keycloak answers 404 otherwise). */
export function realmGuard(provider: IdentityProvider) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const { realm } = req.params as { realm?: string };
    if (realm !== provider.config.oidc.realm) return reply.code(404).send({ error: 'Realm does not exist' });
  };
}

export const OIDC = '/realms/:realm/protocol/openid-connect';

export const IDENTITY_COOKIE = 'KEYCLOAK_IDENTITY';

export function realmPath(provider: IdentityProvider): string {
  return `/realms/${encodeURIComponent(provider.config.oidc.realm)}`;
}

export function cookieOptions(provider: IdentityProvider, maxAge?: number) {
  return { path: `${realmPath(provider)}/`, secure: provider.config.publicUrl.startsWith('https:'), maxAge };
}
