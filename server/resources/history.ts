import type { Queryable } from '../db/types';
import type { Row, TableModel } from './columns';

import type { FieldChange, VersionOperation as Operation, RecordVersion } from '../../src/shared/resource/versions';

export type { FieldChange, Operation, RecordVersion };

const enc = (v: unknown): string | null => (v === null || v === undefined ? null : JSON.stringify(v));

/** Declared fields whose value differs between two API-shaped rows. */
export function fieldChanges(model: TableModel, before: Row | null, after: Row | null): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const f of model.decl.fields) {
    const from = enc(before?.[f.name]);
    const to = enc(after?.[f.name]);
    if (from !== to) changes.push({ field: f.name, from, to });
  }
  return changes;
}

export async function recordVersion(
  tx: Queryable,
  model: TableModel,
  op: Operation,
  version: number,
  data: Row,
  changes: FieldChange[],
  changedBy: string,
): Promise<void> {
  await tx.query(
    `INSERT INTO record_versions (resource, record_id, version, operation, changed_by, data, changes)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb)`,
    [model.decl.name, data.id, version, op, changedBy, JSON.stringify(data), JSON.stringify(changes)],
  );
}

const ISO_UTC = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/** Versions of one record, newest first. */
export async function listVersions(db: Queryable, resource: string, id: string): Promise<RecordVersion[]> {
  if (!/^\d{1,18}$/.test(id)) return [];
  const r = await db.query<{ version: number; operation: Operation; changedAt: string; changedBy: string | null; data: string; changes: string }>(
    `SELECT version, operation, to_char(changed_at AT TIME ZONE 'UTC', ${ISO_UTC}) AS "changedAt", changed_by AS "changedBy",
            data::text AS data, changes::text AS changes
       FROM record_versions WHERE resource = $1 AND record_id = $2 ORDER BY version DESC`,
    [resource, id],
  );
  return r.rows.map((v) => ({ ...v, changes: JSON.parse(v.changes) as FieldChange[] }));
}

export async function findVersion(db: Queryable, resource: string, id: string, version: number): Promise<Row | null> {
  const r = await db.query<{ data: string }>(
    'SELECT data::text AS data FROM record_versions WHERE resource = $1 AND record_id = $2 AND version = $3',
    [resource, id, version],
  );
  return r.rows.length ? (JSON.parse(r.rows[0].data) as Row) : null;
}
