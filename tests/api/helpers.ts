import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK, type JWTPayload } from 'jose';
import type { ResourceDeclaration, Role } from '../../src/shared/resource/types';
import { buildApp } from '../../server/app';
import type { AuthOptions } from '../../server/auth/index';
import { loadConfig, type Config } from '../../server/config';
import type { GraphqlLimits } from '../../server/graphql/limits/limits';
import { createPglite } from '../../server/db/pglite';
import { createPostgres } from '../../server/db/postgres';
import type { Database } from '../../server/db/types';
import { loadDeclarations } from '../../server/resources/load';

/** Set TEST_DATABASE_URL=postgres://... to run the same tests against PostgreSQL (fresh schema per file). */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

export interface TestDb {
  db: Database;
  /** Drops the test schema (PostgreSQL) and closes the connection. */
  destroy(): Promise<void>;
}

export async function createTestDb(): Promise<TestDb> {
  if (!TEST_DATABASE_URL) {
    const db = await createPglite('memory://');
    return { db, destroy: () => db.close() };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA "${schema}"`);
  const db = createPostgres({ connectionString: TEST_DATABASE_URL, schema, max: 4 });
  return {
    db,
    async destroy() {
      await db.close();
      await admin.query(`DROP SCHEMA "${schema}" CASCADE`);
      await admin.end();
    },
  };
}

/** The identity provider the test apps trust: an issuer of their own and a key pair made per test run. */
export const TEST_ISSUER = 'http://idp.test/realms/leitstelle';
export const TEST_CLIENT_ID = 'leitstelle-web';

export interface TestKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

/** A new RS256 signing key with a kid (its public half goes into a JWKS). */
export async function createTestKey(): Promise<TestKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = `test-${randomBytes(4).toString('hex')}`;
  return { kid, privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' } };
}

let defaultKey: Promise<TestKey> | undefined;
/** The key every test app trusts unless a test passes its own key source. */
export function testKey(): Promise<TestKey> {
  defaultKey ??= createTestKey();
  return defaultKey;
}

export interface MintOptions {
  role?: Role;
  /** Claims merged over the Keycloak-shaped defaults (undefined removes one). */
  claims?: Record<string, unknown>;
  /** Lifetime in seconds from now (negative: already expired). */
  expiresIn?: number;
  key?: TestKey;
}

/** A Keycloak-shaped access token signed with the test key (or another). */
export async function mintToken(opts: MintOptions = {}): Promise<string> {
  const key = opts.key ?? (await testKey());
  const now = Math.floor(Date.now() / 1000);
  const role = opts.role ?? 'admin';
  const payload: Record<string, unknown> = {
    iss: TEST_ISSUER,
    sub: `user-${role}`,
    aud: [TEST_CLIENT_ID, 'account'],
    azp: TEST_CLIENT_ID,
    typ: 'Bearer',
    sid: `session-${role}`,
    jti: randomUUID(),
    iat: now,
    exp: now + (opts.expiresIn ?? 300),
    realm_access: { roles: [role, 'offline_access'] },
    preferred_username: role,
    name: `Demo ${role}`,
    email: `${role}@leitstelle.test`,
    ...opts.claims,
  };
  for (const [k, v] of Object.entries(payload)) if (v === undefined) delete payload[k];
  return new SignJWT(payload as JWTPayload).setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' }).sign(key.privateKey);
}

/** Authorization and language headers for a call as the given role. */
export async function authHeaders(role: Role = 'admin', lang = 'de'): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await mintToken({ role })}`, 'accept-language': lang };
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  declarations: ResourceDeclaration[];
  /** A GraphQL call over HTTP with a valid token of the role (default admin). */
  gql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, lang?: string, role?: Role): Promise<GqlResponse<T>>;
  close(): Promise<void>;
}

export interface GqlError {
  message: string;
  extensions?: { code?: string; fieldErrors?: Record<string, { message: string; args?: Record<string, unknown> }>; current?: { version: number; updatedAt: string; updatedBy: string } };
}
export interface GqlResponse<T> {
  status: number;
  data: T;
  errors?: GqlError[];
}

/** Token verification of the test apps: the test issuer and key, no session check. */
export async function testAuthOptions(): Promise<Partial<AuthOptions>> {
  const key = await testKey();
  return { issuer: TEST_ISSUER, clientId: TEST_CLIENT_ID, audience: TEST_CLIENT_ID, loadJwks: async () => ({ keys: [key.publicJwk] }), isSessionActive: undefined };
}

export async function startTestApp(
  /** auth: overrides of the test key source; null = the production wiring (the development provider's own keys). env: the server's environment (loadConfig). */
  options: {
    declarations?: ResourceDeclaration[];
    seed?: boolean;
    staticDir?: string;
    testDb?: TestDb;
    auth?: Partial<AuthOptions> | null;
    /** Environment read by loadConfig (e.g. NODE_ENV=production). */
    env?: NodeJS.ProcessEnv;
    /** Fastify logger options (default none), e.g. a stream to read the log. */
    logger?: FastifyServerOptions['logger'];
    limits?: Partial<GraphqlLimits>;
  } = {},
): Promise<TestApp> {
  const testDb = options.testDb ?? (await createTestDb());
  const declarations = options.declarations ?? (await loadDeclarations());
  const config: Config = { ...loadConfig(options.env ?? {}), dataDir: 'memory://', staticDir: options.staticDir ?? '/nonexistent/leitstelle-dist', logLevel: 'silent' };
  const auth = options.auth === null ? undefined : { ...(await testAuthOptions()), ...options.auth };
  const app = await buildApp({ config, db: testDb.db, declarations, seed: options.seed ?? false, logger: options.logger ?? false, auth, limits: options.limits });
  await app.ready();
  return {
    app,
    db: testDb.db,
    declarations,
    async gql<T>(query: string, variables?: Record<string, unknown>, lang = 'de', role: Role = 'admin') {
      const res = await app.inject({ method: 'POST', url: '/graphql', headers: await authHeaders(role, lang), payload: { query, variables } });
      const body = res.json() as { data: T; errors?: GqlError[] };
      return { status: res.statusCode, data: body.data, errors: body.errors };
    },
    async close() {
      await app.close();
      if (!options.testDb) await testDb.destroy();
    },
  };
}

/** The table's row count, straight from SQL. */
export async function countRows(db: Database, table: string): Promise<number> {
  const r = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table}"`);
  return r.rows[0].n;
}
