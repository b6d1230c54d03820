import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/** What the browser needs to sign in (docs/identity-contract.md, `GET /api/config`). */
export function publicConfig(config: Config) {
  return {
    auth: {
      url: config.oidc.url,
      realm: config.oidc.realm,
      clientId: config.oidc.clientId,
      idpHint: config.oidc.idpHint,
      passwordLogin: config.login.password,
      sso: config.login.sso,
      devProvider: config.devIdp.enabled,
    },
    userPayloadPath: '/api/userpayload',
  };
}

export function registerPublicConfig(app: FastifyInstance, config: Config): void {
  const body = publicConfig(config);
  app.get('/api/config', async (_req, reply) => reply.header('cache-control', 'no-cache').send(body));
}
