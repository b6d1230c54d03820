import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Database, Queryable, QueryResult } from './types';

export interface PostgresOptions {
  connectionString: string;
  /** Schema put first on the search_path of every connection (tests use a fresh one). */
  schema?: string;
  max?: number;
}

/** Plain reads are sent as named prepared statements: each connection parses and plans them once. */
const READ = /^\s*SELECT\b/i;
/** "cached plan must not change result type": a table changed under a prepared statement. */
const PLAN_CHANGED = '0A000';

/** A stable statement name per SQL text (node-postgres keeps one per name and connection). */
function statementName(sql: string): string {
  return `leitstelle_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
}

function wrap(q: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      let r: pg.QueryResult;
      if (READ.test(sql)) {
        try {
          r = await q.query({ name: statementName(sql), text: sql, values: params });
        } catch (e) {
          // After a schema change the kept statement of this connection is stale: run it unnamed.
          if ((e as { code?: string }).code !== PLAN_CHANGED) throw e;
          r = await q.query(sql, params);
        }
      } else r = await q.query(sql, params);
      return { rows: r.rows as T[], rowCount: r.rowCount ?? r.rows.length };
    },
  };
}

/** PostgreSQL through a pg Pool; transactions hold one client from BEGIN to COMMIT/ROLLBACK. */
export function createPostgres(options: PostgresOptions): Database {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    // The schema name is passed as a server option, quoted for the search_path syntax.
    options: options.schema ? `-c search_path="${options.schema.replace(/"/g, '')}",public` : undefined,
  });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => undefined);
  const base = wrap(pool);
  return {
    kind: 'postgres',
    query: base.query,
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (e) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw e;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
