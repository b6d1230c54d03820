import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Lang } from '../../../src/shared/resource/types';
import { langFromHeader } from '../../i18n';
import { isPgError } from '../../db/types';
import { lockoutRemaining } from '../bruteForce';
import { isRole } from '../../../src/shared/auth/permissions';
import type { UserRepresentation } from '../../../src/shared/auth/userRepresentation';
import { ROLES } from '../../../src/shared/resource/types';
import { bearer } from '../http';
import { msg } from '../messages';
import { hashPassword } from '../password';
import type { IdentityProvider } from '../provider';
import type { UserChanges } from '../store';
import type { IdentityUser } from '../types';

const USERNAME = /^[a-z0-9._-]{3,40}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MIN_PASSWORD = 8;

class AdminError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly key: string,
    readonly args: Record<string, string | number> = {},
  ) {
    super(code);
  }
}

const bad = (key: string, args?: Record<string, string | number>) => new AdminError(400, 'invalid_input', key, args);
const notFound = () => new AdminError(404, 'User not found', 'admin.notFound');

type Body = Record<string, unknown>;

function roleRep(realm: string, name: string) {
  return { id: name, name, description: `${name} (Leitstelle)`, composite: false, clientRole: false, containerId: realm };
}

/** Keycloak's UserRepresentation, plus `realmRoles` (so a list needs no call per user). */
function userRep(u: IdentityUser): UserRepresentation {
  return {
    id: u.id,
    username: u.username,
    enabled: u.enabled,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email ?? undefined,
    emailVerified: Boolean(u.email),
    createdTimestamp: u.createdAt.getTime(),
    attributes: { language: [u.language] },
    realmRoles: u.roles,
    requiredActions: [],
    totp: false,
  };
}

function str(v: unknown, field: string): string | undefined {
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string') throw bad('admin.badBody', { detail: field });
  return v.trim();
}

/** The editable fields of a UserRepresentation (firstName/lastName, or `name` split at its first space). */
function changesOf(body: Body): UserChanges {
  const c: UserChanges = {};
  const name = str(body.name, 'name');
  if (name !== undefined) {
    const [first, ...rest] = name.split(/\s+/);
    c.firstName = first ?? '';
    c.lastName = rest.join(' ');
  }
  const first = str(body.firstName, 'firstName');
  const last = str(body.lastName, 'lastName');
  if (first !== undefined) c.firstName = first;
  if (last !== undefined) c.lastName = last;
  const email = str(body.email, 'email');
  if (email !== undefined) {
    if (email && !EMAIL.test(email)) throw bad('admin.badEmail');
    c.email = email || null;
  }
  if (body.enabled !== undefined) {
    if (typeof body.enabled !== 'boolean') throw bad('admin.badBody', { detail: 'enabled' });
    c.enabled = body.enabled;
  }
  const attrs = body.attributes;
  if (attrs !== undefined && attrs !== null) {
    if (typeof attrs !== 'object') throw bad('admin.badBody', { detail: 'attributes' });
    const raw = (attrs as Body).language;
    const lang = Array.isArray(raw) ? raw[0] : raw;
    if (lang !== undefined) {
      if (lang !== 'de' && lang !== 'it') throw bad('admin.badLanguage');
      c.language = lang;
    }
  }
  return c;
}

function rolesOf(body: unknown): string[] {
  if (!Array.isArray(body)) throw bad('admin.badBody', { detail: 'role representations' });
  return body.map((r: unknown) => {
    const rep = (r ?? {}) as Body;
    const name = typeof rep.name === 'string' ? rep.name : typeof rep.id === 'string' ? rep.id : '';
    if (!isRole(name)) throw new AdminError(404, 'Role not found', 'admin.roleNotFound', { role: name || '?' });
    return name;
  });
}

function passwordOf(body: Body): string {
  if (body.type !== undefined && body.type !== 'password') throw bad('admin.badBody', { detail: 'type' });
  const value = body.value;
  if (typeof value !== 'string' || value.length < MIN_PASSWORD) throw bad('admin.badPassword', { min: MIN_PASSWORD });
  return value;
}

function intParam(v: unknown, fallback: number, max: number): number {
  const n = Number(v);
  return Number.isInteger(n) && n >= 0 ? Math.min(n, max) : fallback;
}

function boolParam(v: unknown): boolean | undefined {
  return v === 'true' ? true : v === 'false' ? false : undefined;
}

/**
 * A subset of Keycloak's Admin REST API for the development realm, under `/admin/realms/{realm}`.
 * Callers need an access token of this realm with the realm role admin.
 */
export function registerAdminRoutes(scope: FastifyInstance, provider: IdentityProvider): void {
  const realm = provider.config.oidc.realm;
  const base = '/admin/realms/:realm';
  const langOf = (req: FastifyRequest): Lang => langFromHeader(req.headers['accept-language']);

  scope.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith('/admin/realms/')) return;
    const lang = langOf(req);
    if ((req.params as { realm?: string }).realm !== realm) return reply.code(404).send({ error: 'Realm not found.' });
    const token = bearer(req);
    const verified = token ? await provider.verifyAccess(token) : null;
    if (!verified) return reply.code(401).header('www-authenticate', 'Bearer').send({ error: 'HTTP 401 Unauthorized', errorMessage: msg(lang, 'admin.unauthorized') });
    const roles = (verified.payload.realm_access as { roles?: unknown } | undefined)?.roles;
    if (!Array.isArray(roles) || !roles.includes('admin')) return reply.code(403).send({ error: 'HTTP 403 Forbidden', errorMessage: msg(lang, 'admin.forbidden') });
  });

  scope.setErrorHandler((err, req, reply) => {
    if (err instanceof AdminError) return reply.code(err.status).send({ error: err.code, errorMessage: msg(langOf(req), err.key, err.args) });
    return reply.send(err);
  });

  const user = async (req: FastifyRequest) => {
    const u = await provider.store.userById((req.params as { id: string }).id);
    if (!u) throw notFound();
    return u;
  };

  const filters = (q: Body) => ({
    search: typeof q.search === 'string' ? q.search.replace(/^\*|\*$/g, '') : undefined,
    username: typeof q.username === 'string' ? q.username : undefined,
    exact: boolParam(q.exact),
    enabled: boolParam(q.enabled),
  });

  scope.get(`${base}/users`, async (req) => {
    const q = req.query as Body;
    const users = await provider.store.listUsers({ ...filters(q), first: intParam(q.first, 0, 1e9), max: intParam(q.max, 100, 1000) });
    return users.map(userRep);
  });

  scope.get(`${base}/users/count`, async (req) => provider.store.countUsers(filters(req.query as Body)));

  scope.post(`${base}/users`, async (req, reply) => {
    const body = (req.body ?? {}) as Body;
    const username = str(body.username, 'username')?.toLowerCase() ?? '';
    if (!USERNAME.test(username)) throw bad('admin.badUsername');
    const c = changesOf(body);
    const credentials = Array.isArray(body.credentials) ? (body.credentials as Body[]) : [];
    const password = credentials.find((x) => x?.type === 'password');
    // Without a password nobody can log in until an admin sets one ('!' is never a valid hash).
    const passwordHash = password ? await hashPassword(passwordOf(password)) : '!';
    const roles = body.realmRoles === undefined ? [] : rolesOf((body.realmRoles as unknown[]).map((name) => ({ name })));
    try {
      const created = await provider.store.insertUser({
        username,
        passwordHash,
        firstName: c.firstName ?? '',
        lastName: c.lastName ?? '',
        email: c.email ?? null,
        roles: [...new Set(roles)],
        // Keycloak creates users disabled unless `enabled: true` is sent.
        enabled: c.enabled ?? false,
        language: c.language ?? 'de',
      });
      return reply.code(201).header('location', `${provider.config.oidc.url}/admin/realms/${realm}/users/${created.id}`).send();
    } catch (e) {
      if (isPgError(e, '23505')) throw new AdminError(409, 'User exists with same username', 'admin.userExists');
      throw e;
    }
  });

  scope.get(`${base}/users/:id`, async (req) => userRep(await user(req)));

  scope.put(`${base}/users/:id`, async (req, reply) => {
    const u = await user(req);
    const c = changesOf((req.body ?? {}) as Body);
    await provider.store.updateUser(u.id, c);
    // A disabled user's sessions end at once: refresh fails and the API refuses their tokens.
    if (c.enabled === false) await provider.endUserSessions(u.id, 'user_disabled');
    return reply.code(204).send();
  });

  scope.put(`${base}/users/:id/reset-password`, async (req, reply) => {
    const u = await user(req);
    // `temporary` is accepted but not enforced: the app has no "change password" step (docs/identity.md).
    await provider.store.setPasswordHash(u.id, await hashPassword(passwordOf((req.body ?? {}) as Body)));
    return reply.code(204).send();
  });

  scope.get(`${base}/roles`, async () => ROLES.map((r) => roleRep(realm, r)));

  scope.get(`${base}/users/:id/role-mappings/realm`, async (req) => (await user(req)).roles.map((r) => roleRep(realm, r)));

  scope.post(`${base}/users/:id/role-mappings/realm`, async (req, reply) => {
    const u = await user(req);
    const add = rolesOf(req.body);
    await provider.store.updateUser(u.id, { roles: [...new Set([...u.roles, ...add])] });
    return reply.code(204).send();
  });

  scope.delete(`${base}/users/:id/role-mappings/realm`, async (req, reply) => {
    const u = await user(req);
    const remove = new Set(rolesOf(req.body));
    await provider.store.updateUser(u.id, { roles: u.roles.filter((r) => !remove.has(r)) });
    return reply.code(204).send();
  });

  scope.get(`${base}/attack-detection/brute-force/users/:id`, async (req) => {
    const u = await user(req);
    const bf = await provider.store.bruteForce(u.id);
    const remaining = lockoutRemaining(bf, new Date());
    return {
      numFailures: bf?.failures ?? 0,
      disabled: remaining > 0,
      lastIPFailure: bf?.lastIp ?? 'n/a',
      lastFailure: bf?.lastFailure?.getTime() ?? 0,
      // Not in Keycloak's answer: seconds until the lock ends.
      lockoutSeconds: remaining,
    };
  });

  scope.delete(`${base}/attack-detection/brute-force/users/:id`, async (req, reply) => {
    await provider.store.clearBruteForce((await user(req)).id);
    return reply.code(204).send();
  });

  // Development extension (Keycloak manages keys elsewhere): a new signing key; the old one stays in the JWKS.
  scope.post(`${base}/keys/rotate`, async () => ({ kid: await provider.keys.rotate() }));
}
