import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Database, Queryable, QueryResult } from './types';

function wrap(q: PGlite | Transaction): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const r = await q.query<T>(sql, params);
      return { rows: r.rows, rowCount: r.rows.length > 0 ? r.rows.length : (r.affectedRows ?? 0) };
    },
  };
}

/** Embedded PostgreSQL (WASM). dataDir 'memory://' keeps everything in memory (tests). */
export async function createPglite(dataDir: string): Promise<Database> {
  if (!dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir);
  const base = wrap(pg);
  return {
    kind: 'pglite',
    query: base.query,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
}
