import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Lang } from '../../src/shared/resource/types';
import { langFromHeader } from '../i18n';
import { OAuthError } from './errors';

export type Form = Record<string, string | undefined>;

/** application/x-www-form-urlencoded bodies (token, logout, login form), only inside the provider's scope. */
export function acceptForms(scope: FastifyInstance): void {
  if (scope.hasContentTypeParser('application/x-www-form-urlencoded')) return;
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}

/** The body or query as flat strings (first value wins); anything else becomes empty. */
export function formOf(value: unknown): Form {
  const out: Form = {};
  if (!value || typeof value !== 'object') return out;
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (typeof v === 'string') out[k] = v;
    else if (Array.isArray(v) && typeof v[0] === 'string') out[k] = v[0];
  }
  return out;
}

/** OAuthErrors become Keycloak's JSON; everything else goes to Fastify's handler. */
export function oauthErrorHandler(scope: FastifyInstance): void {
  scope.setErrorHandler((err, _req, reply) => {
    if (err instanceof OAuthError) return reply.code(err.status).header('cache-control', 'no-store').send(err.body());
    return reply.send(err);
  });
}

export function bearer(req: FastifyRequest): string | undefined {
  const h = req.headers.authorization;
  const m = h ? /^bearer\s+(\S+)$/i.exec(h) : null;
  return m?.[1];
}

/** client_id from the form or HTTP Basic (public clients may send either). */
export function clientIdOf(req: FastifyRequest, form: Form): string | undefined {
  if (form.client_id) return form.client_id;
  const m = /^basic\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  if (!m) return undefined;
  const decoded = Buffer.from(m[1], 'base64').toString('utf8');
  return decodeURIComponent(decoded.split(':')[0] ?? '');
}

export function cookie(req: FastifyRequest, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) return decodeURIComponent(part.slice(i + 1).trim());
  }
  return undefined;
}

export function setCookie(reply: FastifyReply, name: string, value: string, opts: { path: string; secure: boolean; maxAge?: number }): void {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${opts.path}`, 'HttpOnly', 'SameSite=Lax'];
  if (opts.secure) parts.push('Secure');
  if (opts.maxAge !== undefined) parts.push(`Max-Age=${opts.maxAge}`);
  reply.header('set-cookie', parts.join('; '));
}

/** ui_locales (OIDC, space separated) wins over Accept-Language; default German. */
export function loginLang(uiLocales: string | undefined, req: FastifyRequest): Lang {
  if (uiLocales) {
    const fromParam = langFromHeader(uiLocales.trim().split(/\s+/).join(','));
    if (/^(it|de)/i.test(uiLocales.trim())) return fromParam;
  }
  return langFromHeader(req.headers['accept-language']);
}

/**
 * CORS for the endpoints browsers call with fetch (token, userinfo, logout, certs), like Keycloak's
 * "Web origins": an allowed Origin is echoed with credentials; preflights are answered.
 */
export function allowWebOrigins(scope: FastifyInstance, paths: string[], allowed: (origin: string) => boolean): void {
  const paths_ = new Set(paths);
  scope.addHook('onRequest', async (req, reply) => {
    const origin = req.headers.origin;
    if (!origin || !paths_.has(req.routeOptions.url ?? '') || !allowed(origin)) return;
    reply.header('access-control-allow-origin', origin).header('access-control-allow-credentials', 'true').header('vary', 'Origin');
  });
  for (const path of paths) {
    scope.options(path, async (req, reply) => {
      const origin = req.headers.origin;
      if (!origin || !allowed(origin)) return reply.code(403).send();
      return reply
        .code(204)
        .header('access-control-allow-methods', 'GET, POST, OPTIONS')
        .header('access-control-allow-headers', 'Authorization, Content-Type, Accept')
        .header('access-control-max-age', '3600')
        .send();
    });
  }
}
