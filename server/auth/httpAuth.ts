import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Lang } from '../../src/shared/resource/types';
import type { RequestUser } from '../context';
import { langFromHeader } from '../i18n';
import { authText } from './messages';
import { TokenRejected, type TokenVerifier } from './verifier';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route is open although under /api/ (set at registration by configuration, e.g. DEPARTURES_PUBLIC). */
    publicAccess?: boolean;
  }
  interface FastifyRequest {
    /** The verified caller on protected routes (null on public ones). */
    authUser: RequestUser | null;
  }
}

/** Data routes that stay public (docs/identity-contract.md): declarations, client configuration, and a
 * notification's acknowledgement link (its single-use token is the proof; docs/situation-report/notifications.md). */
const PUBLIC_API_ROUTES = new Set(['/api/config', '/api/resources', '/api/situations/ack/:token']);

/** Protected: /graphql and every registered /api/* route except the public ones. Unknown URLs stay 404. */
export function isProtectedRoute(routeUrl: string | undefined): boolean {
  if (!routeUrl) return false;
  if (routeUrl === '/graphql') return true;
  return routeUrl.startsWith('/api/') && !PUBLIC_API_ROUTES.has(routeUrl);
}

export function sendUnauthenticated(reply: FastifyReply, lang: Lang, tokenSent: boolean): FastifyReply {
  return reply
    .code(401)
    .header('www-authenticate', tokenSent ? 'Bearer error="invalid_token"' : 'Bearer')
    .header('cache-control', 'no-store')
    .send({ errors: [{ message: authText(lang, 'auth.unauthenticated'), extensions: { code: 'UNAUTHENTICATED' } }] });
}

/** Verifies the bearer token of every protected HTTP request, and serves GET /api/userpayload. */
export function registerHttpAuth(app: FastifyInstance, verifier: TokenVerifier): void {
  app.decorateRequest('authUser', null);
  app.addHook('onRequest', async (req, reply) => {
    if (!isProtectedRoute(req.routeOptions.url) || req.routeOptions.config?.publicAccess === true) return;
    const header = req.headers.authorization;
    try {
      req.authUser = (await verifier.verifyAuthorization(header)).user;
    } catch (e) {
      const lang = langFromHeader(req.headers['accept-language']);
      if (e instanceof TokenRejected) {
        req.log.debug({ reason: e.message }, 'bearer token refused');
        return sendUnauthenticated(reply, lang, Boolean(header));
      }
      req.log.error({ err: e }, 'bearer token could not be verified');
      return reply.code(503).header('retry-after', '5').send({ errors: [{ message: authText(lang, 'auth.unavailable'), extensions: { code: 'AUTH_UNAVAILABLE' } }] });
    }
  });

  // The user payload of the login flow (`?headless=true&leitstelle-editor=true` are accepted and ignored).
  app.get('/api/userpayload', async (req, reply) => {
    const u = req.authUser!;
    return reply.header('cache-control', 'no-store').send({
      status: 'active', sessionID: u.sessionId, id: u.id, username: u.username, name: u.name, email: u.email, roles: u.roles,
    });
  });
}
