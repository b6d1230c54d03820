import pg from 'pg';
import type { Database, Queryable, QueryResult } from './types';

export interface PostgresOptions {
  connectionString: string;
  /** Schema put first on the search_path of every connection (tests use a fresh one). */
  schema?: string;
  max?: number;
}

function wrap(q: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const r = await q.query(sql, params);
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
