import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ResourceDeclaration } from '../../src/shared/resource/types';
import { ident, type Database } from '../db/types';
import type { TableModel } from '../resources/columns';
import { orderByReferences } from '../resources/ddl';
import { prepareSeedRow, type SeedStats } from './prepare';

export interface SeedLog {
  info(msg: string): void;
  warn(msg: string): void;
}

const SEEDS_DIR = fileURLToPath(new URL('.', import.meta.url));
const BATCH = 1000;
const SEED_USER = 'seed';

async function* sourceRows(decl: ResourceDeclaration): AsyncGenerator<Record<string, unknown>> {
  const seed = decl.seed;
  if (!seed) return;
  if ('rows' in seed) {
    yield* seed.rows;
    return;
  }
  if (!/^[a-z0-9-]+$/.test(seed.module)) throw new Error(`seed module name "${seed.module}" is not a file name`);
  const file = pathToFileURL(path.join(SEEDS_DIR, `${seed.module}.ts`)).href;
  const mod = (await import(file)) as { rows: () => AsyncIterable<Record<string, unknown>> };
  yield* mod.rows();
}

/**
 * One statement per batch: the rows travel as ONE JSON parameter (json_populate_recordset), and
 * for resources with history the version-1 'create' rows are written by the same statement.
 * Thousands of bind parameters per statement are what makes naive multi-row INSERTs slow on PGlite.
 */
async function insertBatch(db: Database, model: TableModel, batch: Record<string, unknown>[]): Promise<void> {
  const cols = model.decl.fields.filter((f) => !f.readOnly).map((f) => model.byField.get(f.name)!);
  const json = JSON.stringify(batch.map((row) => Object.fromEntries(cols.map((c) => [c.column, row[c.field] ?? null]))));
  const names = cols.map((c) => ident(c.column)).join(', ');
  const insert = `INSERT INTO ${ident(model.table)} AS t (${names}, created_by, updated_by)
    SELECT ${names}, $2, $2 FROM json_populate_recordset(NULL::${ident(model.table)}, $1::json)`;
  if (!model.decl.history) {
    await db.query(insert, [json, SEED_USER]);
    return;
  }
  await db.query(
    `WITH ins AS (${insert} RETURNING ${model.selectList})
     INSERT INTO record_versions (resource, record_id, version, operation, changed_by, data, changes)
     SELECT $3, ins.id::bigint, 1, 'create', $2, to_jsonb(ins),
       (SELECT coalesce(jsonb_agg(jsonb_build_object('field', e.key, 'from', NULL, 'to', e.value::text)), '[]'::jsonb)
          FROM jsonb_each(to_jsonb(ins)) e WHERE e.key = ANY($4::text[]) AND e.value <> 'null'::jsonb)
     FROM ins`,
    [json, SEED_USER, model.decl.name, model.decl.fields.map((f) => f.name)],
  );
}

/** Loads demo data into the tables created in this start (and only when they are empty). */
export async function runSeeds(db: Database, models: Map<string, TableModel>, createdTables: string[], log: SeedLog): Promise<Record<string, SeedStats>> {
  const result: Record<string, SeedStats> = {};
  const decls = orderByReferences([...models.values()].map((m) => m.decl));
  for (const decl of decls) {
    if (!decl.seed || !createdTables.includes(decl.table)) continue;
    const model = models.get(decl.name)!;
    const empty = await db.query(`SELECT 1 FROM ${ident(decl.table)} LIMIT 1`);
    if (empty.rows.length) continue;
    const started = Date.now();
    const stats: SeedStats = { inserted: 0, skipped: 0, nulledUnique: 0, nulledInvalid: 0, unresolvedRefs: 0 };
    const seen = new Map<string, Set<string>>(decl.fields.filter((f) => f.unique).map((f) => [f.name, new Set<string>()]));
    const refCache = new Map<string, string | null>();
    let batch: Record<string, unknown>[] = [];
    const selfRefs = decl.fields.filter((f) => f.type === 'reference' && f.reference === decl.name).map((f) => f.name);
    for await (const raw of sourceRows(decl)) {
      // A row referring to a row of the same table needs the earlier rows inserted first.
      if (batch.length && selfRefs.some((f) => raw[f] && typeof raw[f] === 'object')) {
        await insertBatch(db, model, batch);
        stats.inserted += batch.length;
        batch = [];
      }
      const row = await prepareSeedRow(db, models, decl, raw, seen, refCache, stats, log);
      if (!row) continue;
      batch.push(row);
      if (batch.length >= BATCH) {
        await insertBatch(db, model, batch);
        stats.inserted += batch.length;
        batch = [];
      }
    }
    if (batch.length) {
      await insertBatch(db, model, batch);
      stats.inserted += batch.length;
    }
    // Fresh statistics, so the planner uses the indexes right away.
    await db.query(`ANALYZE ${ident(decl.table)}`);
    log.info(
      `seeded ${decl.table}: ${stats.inserted} rows in ${Date.now() - started} ms` +
        ` (${stats.skipped} skipped as invalid, ${stats.nulledUnique} duplicate unique values and ${stats.nulledInvalid} invalid optional values set to null, ${stats.unresolvedRefs} references not found)`,
    );
    result[decl.table] = stats;
  }
  return result;
}
