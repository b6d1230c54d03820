import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import type { ResourceDeclaration } from '../../src/shared/resource/types';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
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

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  declarations: ResourceDeclaration[];
  gql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, lang?: string): Promise<GqlResponse<T>>;
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

export async function startTestApp(options: { declarations?: ResourceDeclaration[]; seed?: boolean; staticDir?: string; testDb?: TestDb } = {}): Promise<TestApp> {
  const testDb = options.testDb ?? (await createTestDb());
  const declarations = options.declarations ?? (await loadDeclarations());
  const config = { ...loadConfig({}), dataDir: 'memory://', staticDir: options.staticDir ?? '/nonexistent/leitstelle-dist', logLevel: 'silent' };
  const app = await buildApp({ config, db: testDb.db, declarations, seed: options.seed ?? false, logger: false });
  await app.ready();
  return {
    app,
    db: testDb.db,
    declarations,
    async gql<T>(query: string, variables?: Record<string, unknown>, lang = 'de') {
      const res = await app.inject({ method: 'POST', url: '/graphql', headers: { 'accept-language': lang }, payload: { query, variables } });
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
