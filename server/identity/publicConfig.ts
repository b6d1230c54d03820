import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { HOST_PATTERN } from '../security';

/**
 * The identity provider's base URL as this browser must call it. The in-process development
 * provider answers on every address of this server, so a browser that opened the app as
 * http://127.0.0.1:8080 or by a LAN address signs in there (same origin) rather than at
 * PUBLIC_URL's host, which its CSP and CORS would refuse. Tokens keep the configured issuer.
 */
export function browserIdentityUrl(config: Config, req?: Pick<FastifyRequest, 'protocol' | 'headers'>): string {
  const inProcess = config.devIdp.enabled && config.oidc.url === config.publicUrl;
  const host = req?.headers.host;
  if (!inProcess || !host || !HOST_PATTERN.test(host)) return config.oidc.url;
  return `${req.protocol}://${host}`;
}

/** What the browser needs to sign in (docs/identity-contract.md, `GET /api/config`), and the map's tile layers. */
export function publicConfig(config: Config, req?: Pick<FastifyRequest, 'protocol' | 'headers'>) {
  return {
    auth: {
      url: browserIdentityUrl(config, req),
      realm: config.oidc.realm,
      clientId: config.oidc.clientId,
      idpHint: config.oidc.idpHint,
      passwordLogin: config.login.password,
      sso: config.login.sso,
      devProvider: config.devIdp.enabled,
    },
    userPayloadPath: '/api/userpayload',
    // Tile layers of the control-centre map (docs/control-center.md); null = switched off.
    map: config.map,
    // Address search of the map: the server asks the geocoder (Query.geocode); false = stations only.
    geocoder: Boolean(config.mapGeocoderUrl),
    // The operator's zone: operational times are shown in it, whatever the browser's zone.
    operatorTz: config.operatorTz,
  };
}

export function registerPublicConfig(app: FastifyInstance, config: Config): void {
  app.get('/api/config', async (req, reply) => reply.header('cache-control', 'no-cache').send(publicConfig(config, req)));
}
