import type { ResourceDeclaration } from '../../src/shared/resource/types';
import { ident, type Database } from '../db/types';
import type { TableModel } from '../resources/columns';
import { validateCreate } from '../resources/validation';

export interface SeedStats {
  inserted: number;
  skipped: number;
  nulledUnique: number;
  nulledInvalid: number;
  unresolvedRefs: number;
}

interface RefValue {
  $ref: { field: string; value: unknown };
}

const isRef = (v: unknown): v is RefValue =>
  !!v && typeof v === 'object' && '$ref' in v && !!(v as RefValue).$ref && typeof (v as RefValue).$ref.field === 'string';

/** Id of the referenced record whose natural key field equals value (cached), or null. */
async function resolveRef(db: Database, target: TableModel, ref: RefValue, cache: Map<string, string | null>): Promise<string | null> {
  const key = `${target.table}\u0000${ref.$ref.field}\u0000${JSON.stringify(ref.$ref.value)}`;
  if (cache.has(key)) return cache.get(key)!;
  const col = target.byField.get(ref.$ref.field);
  let id: string | null = null;
  if (col) {
    const r = await db.query<{ id: string }>(`SELECT id::text AS id FROM ${ident(target.table)} WHERE ${ident(col.column)} = $1 LIMIT 1`, [ref.$ref.value]);
    id = r.rows[0]?.id ?? null;
  }
  if (id !== null) cache.set(key, id);
  return id;
}

/**
 * One seed row made ready for insertion: references by natural key resolved, the shared
 * validation applied (optional invalid values become null, otherwise the row is skipped),
 * duplicates of unique fields set to null. Returns null when the row is skipped.
 */
export async function prepareSeedRow(
  db: Database,
  models: Map<string, TableModel>,
  decl: ResourceDeclaration,
  raw: Record<string, unknown>,
  seen: Map<string, Set<string>>,
  refCache: Map<string, string | null>,
  stats: SeedStats,
  log: { warn(msg: string): void },
): Promise<Record<string, unknown> | null> {
  const data: Record<string, unknown> = { ...raw };
  for (const f of decl.fields) {
    if (f.type !== 'reference' || !isRef(data[f.name])) continue;
    const target = models.get(f.reference);
    const ref = data[f.name] as RefValue;
    data[f.name] = target ? await resolveRef(db, target, ref, refCache) : null;
    if (data[f.name] === null) {
      stats.unresolvedRefs++;
      log.warn(`seed ${decl.table}: ${f.name} refers to ${f.reference} with ${ref.$ref.field} = ${JSON.stringify(ref.$ref.value)}, which does not exist`);
    }
  }
  let { errors, values } = validateCreate(decl, data);
  const failing = Object.keys(errors);
  if (failing.length && failing.every((n) => !decl.fields.find((f) => f.name === n)?.required)) {
    for (const n of failing) data[n] = null;
    stats.nulledInvalid += failing.length;
    ({ errors, values } = validateCreate(decl, data));
  }
  if (Object.keys(errors).length) {
    stats.skipped++;
    log.warn(`seed ${decl.table}: row skipped (${JSON.stringify(errors)}): ${JSON.stringify(raw).slice(0, 200)}`);
    return null;
  }
  for (const [field, set] of seen) {
    const v = values[field];
    if (v === undefined || v === null) continue;
    const key = JSON.stringify(v);
    if (!set.has(key)) {
      set.add(key);
      continue;
    }
    if (decl.fields.find((f) => f.name === field)?.required) {
      stats.skipped++;
      return null;
    }
    values[field] = null;
    stats.nulledUnique++;
  }
  return values;
}
