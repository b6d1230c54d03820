import { mkdir } from 'node:fs/promises';
import { parse, PGlite, protocol, type Results, type Transaction } from '@electric-sql/pglite';
import { Lru } from '../graphql/cache';
import type { Database, Queryable, QueryResult } from './types';

function result<T>(r: Results<T>): QueryResult<T> {
  return { rows: r.rows, rowCount: r.rows.length > 0 ? r.rows.length : (r.affectedRows ?? 0) };
}

function wrap(q: PGlite | Transaction): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      return result(await q.query<T>(sql, params));
    },
  };
}

const wire = protocol.serialize;
/** Plain reads only: a statement that writes or changes the schema is never kept prepared. */
const READ = /^\s*SELECT\b/i;
/**
 * Anything but plain data statements may change the schema (DDL, DO blocks, migration files that
 * start with a comment) and so what a prepared SELECT returns: the kept statements are forgotten.
 */
const DATA_ONLY = /^\s*(SELECT|INSERT|UPDATE|DELETE|WITH|VALUES|BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE|SET|SHOW|LISTEN|NOTIFY)\b/i;
const mayChangeSchema = (sql: string) => !DATA_ONLY.test(sql);
/** "cached plan must not change result type" (a table changed under a prepared statement). */
const PLAN_CHANGED = '0A000';

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

interface Statement {
  name: string;
  paramTypes: number[];
}

/**
 * Named prepared statements for reads outside transactions. PGlite's query() parses, plans and
 * describes every statement again in six protocol round trips; a kept statement needs one
 * (bind, describe, execute, sync), which takes about a third off the station list's SQL time.
 * It takes the same locks as query(), so it never runs inside somebody else's transaction.
 */
function preparedReads(pg: PGlite, max = 256) {
  const statements = new Lru<string, Statement>(max);
  let next = 0;
  const close = (s: Statement) => pg.execProtocol(concat([wire.close({ type: 'S', name: s.name }), wire.sync()]), { syncToFs: false });

  async function prepare(sql: string): Promise<Statement> {
    const name = `leitstelle_${++next}`;
    const r = await pg.execProtocol(concat([wire.parse({ name, text: sql }), wire.describe({ type: 'S', name }), wire.sync()]), { syncToFs: false });
    const described = r.messages.find((m) => m.name === 'parameterDescription') as { dataTypeIDs?: number[] } | undefined;
    const statement = { name, paramTypes: described?.dataTypeIDs ?? [] };
    const evicted = statements.set(sql, statement);
    if (evicted) await close(evicted);
    return statement;
  }

  async function run<T>(sql: string, params: unknown[]): Promise<Results<T>> {
    const s = statements.get(sql) ?? (await prepare(sql));
    // Parameters as text, serialised by their described type exactly as PGlite's query() does.
    const values = params.map((v, i) => {
      if (v === null || v === undefined) return null;
      const serializer = pg.serializers[s.paramTypes[i]];
      return serializer ? serializer(v) : String(v);
    });
    const message = concat([wire.bind({ statement: s.name, values: values as string[] }), wire.describe({ type: 'P' }), wire.execute({}), wire.sync()]);
    try {
      const r = await pg.execProtocol(message, { syncToFs: false });
      return parse.parseResults(r.messages, pg.parsers)[0] as Results<T>;
    } catch (e) {
      // Dropped so the next call prepares it afresh (the error itself still reaches the caller).
      if ((e as { code?: string }).code === PLAN_CHANGED) {
        statements.delete(sql);
        await close(s);
      }
      throw e;
    }
  }

  return {
    /** Runs sql prepared when it is a plain read; otherwise null (the caller uses query()). */
    query<T>(sql: string, params: unknown[]): Promise<Results<T>> | null {
      if (!READ.test(sql)) return null;
      return pg._runExclusiveTransaction(() => pg._runExclusiveQuery(() => run<T>(sql, params)));
    },
    /** After DDL: every kept statement may describe columns that changed. */
    async forgetAll(): Promise<void> {
      if (statements.size === 0) return;
      statements.clear();
      await pg.query('DEALLOCATE ALL');
    },
  };
}

/** Embedded PostgreSQL (WASM). dataDir 'memory://' keeps everything in memory (tests). */
export async function createPglite(dataDir: string): Promise<Database> {
  if (!dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir);
  // PGlite's WAL lives in its own files (no replication, fsync off): zero-filling each new 16 MB
  // WAL segment only cost time, on the one thread every query shares. Measured with 600,000 stop
  // times in statements of 4,000 rows: 2.2-3.9 s with, 1.2-1.3 s without, and no statement over
  // 40 ms instead of spikes of 100-300 ms (docs/timetable.md, "Writing"). One session: SET holds.
  await pg.query('SET wal_init_zero = off');
  const base = wrap(pg);
  const reads = preparedReads(pg);
  return {
    kind: 'pglite',
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const prepared = reads.query<T>(sql, params);
      if (prepared) return result(await prepared);
      if (mayChangeSchema(sql)) await reads.forgetAll();
      return base.query<T>(sql, params);
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      // Migrations change tables inside transactions (server/db/migrate.ts): forget the kept
      // statements afterwards (not inside: that would wait for this very transaction's lock).
      let ddl = false;
      try {
        return await pg.transaction((tx) => {
          const inner = wrap(tx);
          return fn({
            query<R>(sql: string, params?: unknown[]) {
              if (mayChangeSchema(sql)) ddl = true;
              return inner.query<R>(sql, params);
            },
          });
        });
      } finally {
        if (ddl) await reads.forgetAll();
      }
    },
    close: () => pg.close(),
  };
}
