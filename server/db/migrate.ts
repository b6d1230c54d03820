import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { Database, Queryable } from './types';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

export interface MigrationLog {
  info(msg: string): void;
}

/** Creates the bookkeeping table; every applied step (file or generated) has one row. */
export async function ensureMigrationsTable(db: Queryable): Promise<void> {
  await db.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
    id text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now(),
    statement text
  )`);
}

export async function appliedMigrations(db: Queryable): Promise<Set<string>> {
  const r = await db.query<{ id: string }>('SELECT id FROM schema_migrations');
  return new Set(r.rows.map((x) => x.id));
}

/** Runs statements in one transaction and records the step; returns false when it was applied before. */
export async function applyStep(db: Database, id: string, statements: string[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    const done = await tx.query('SELECT 1 FROM schema_migrations WHERE id = $1', [id]);
    if (done.rows.length > 0) return false;
    for (const sql of statements) await tx.query(sql);
    await tx.query('INSERT INTO schema_migrations (id, statement) VALUES ($1, $2)', [id, statements.join(';\n')]);
    return true;
  });
}

/**
 * Splits a migration file into statements at semicolons, except inside $$ … $$ (a function body,
 * e.g. a trigger's plpgsql). No semicolons inside strings in our files.
 */
export function statementsOf(sql: string): string[] {
  const text = sql
    .split('\n')
    .filter((line) => !line.trim().startsWith('--'))
    .join('\n');
  const out: string[] = [];
  let start = 0;
  let inBody = false;
  for (let i = 0; i < text.length; i++) {
    if (text.startsWith('$$', i)) {
      inBody = !inBody;
      i++;
    } else if (text[i] === ';' && !inBody) {
      out.push(text.slice(start, i));
      start = i + 1;
    }
  }
  out.push(text.slice(start));
  return out.map((s) => s.trim()).filter(Boolean);
}

/** Applies server/db/migrations/NNNN_*.sql in name order, each once, each in a transaction. */
export async function runFileMigrations(db: Database, log: MigrationLog, dir = MIGRATIONS_DIR): Promise<string[]> {
  await ensureMigrationsTable(db);
  const files = (await readdir(dir)).filter((f) => /^\d{4}_.+\.sql$/.test(f)).sort();
  const applied: string[] = [];
  for (const file of files) {
    const id = file.replace(/\.sql$/, '');
    const sql = await readFile(path.join(dir, file), 'utf8');
    if (await applyStep(db, id, statementsOf(sql))) {
      applied.push(id);
      log.info(`migration applied: ${id}`);
    }
  }
  return applied;
}
