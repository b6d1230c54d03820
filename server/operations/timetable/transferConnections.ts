/**
 * Writes a version's transfers.txt (timetable_transfers) and the connection configurations of its
 * types 1 and 2 (resource table connection_configs, source 'gtfs', the version's id), as part of
 * writeTimetableVersion: before the version becomes visible, deleted with it (deleteVersionRows).
 * The connection rows bypass the resource service like the seeds do (one JSON parameter per
 * statement); their history starts with the first edit. Without the ConnectionConfig resource
 * (an app built with a subset of declarations) only the transfers are kept.
 */
import type { Queryable } from '../../db/types';
import type { TimetableData } from '../types';
import { numbers, textArray } from './sqlArrays';
import { connectionsFromTransfers, type TransferSkip } from './transfers';

export interface TransferConnectionsResult {
  created: number;
  skipped: Record<TransferSkip, number>;
}

const indexes = (from: number, to: number) => numbers(Array.from({ length: to - from }, (_, i) => from + i));

/** Rows of timetable_transfers [from, to). */
export async function insertTransfers(db: Queryable, versionId: string, data: TimetableData, from: number, to: number): Promise<void> {
  const t = (data.transfers ?? []).slice(from, to);
  await db.query(
    `INSERT INTO timetable_transfers (version_id, idx, from_stop_id, to_stop_id, from_route_id, to_route_id, from_trip_id, to_trip_id, transfer_type, min_transfer_time)
     SELECT $1::bigint, * FROM unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::int2[], $10::int[])`,
    [versionId, indexes(from, to), textArray(t.map((x) => x.fromStopId)), textArray(t.map((x) => x.toStopId)), textArray(t.map((x) => x.fromRouteId)),
      textArray(t.map((x) => x.toRouteId)), textArray(t.map((x) => x.fromTripId)), textArray(t.map((x) => x.toTripId)),
      numbers(t.map((x) => x.type)), textArray(t.map((x) => (x.minTransferTimeS === null ? null : String(x.minTransferTimeS))))],
  );
}

async function tableExists(db: Queryable, table: string): Promise<boolean> {
  const r = await db.query<{ t: string | null }>('SELECT to_regclass($1)::text AS t', [table]);
  return r.rows[0]?.t != null;
}

/**
 * The connection configurations of the version's transfers of types 1 and 2, in statements of at
 * most `batch` rows, each after `before()` (the writer's yield and abort check).
 */
export async function writeTransferConnections(
  db: Queryable, versionId: string, data: TimetableData, importedBy: string, batch: number, before: () => Promise<void>,
): Promise<TransferConnectionsResult | null> {
  if (!data.transfers?.length || !(await tableExists(db, 'connection_configs'))) return null;
  const lineIds = new Map<string, string>();
  if (await tableExists(db, 'lines')) {
    const r = await db.query<{ id: string; line_number: string }>('SELECT id::text AS id, line_number FROM lines ORDER BY id');
    // Several records with one number: the first (oldest) one.
    for (const row of r.rows) if (!lineIds.has(row.line_number)) lineIds.set(row.line_number, row.id);
  }
  const { rows, skipped } = connectionsFromTransfers(data, (lineNumber) => lineIds.get(lineNumber) ?? null);
  for (let from = 0; from < rows.length; from += batch) {
    await before();
    const json = JSON.stringify(rows.slice(from, from + batch).map((r) => ({
      name: r.name, station_id: r.stationId, feeder_stop_id: r.feederStopId, departing_stop_id: r.departingStopId,
      feeder_kind: r.feederKind, feeder_line_id: r.feederLineId, feeder_trip_id: r.feederTripId,
      departing_kind: r.departingKind, departing_line_id: r.departingLineId, departing_trip_id: r.departingTripId,
      walk_time_s: r.walkTimeS, max_auto_hold_min: r.maxAutoHoldMin, max_manual_hold_min: r.maxManualHoldMin, priority: r.priority,
      guaranteed: r.guaranteed, last_of_day: false, active: true, source: 'gtfs', timetable_version_id: versionId,
    })));
    const cols = 'name, station_id, feeder_stop_id, departing_stop_id, feeder_kind, feeder_line_id, feeder_trip_id, departing_kind, departing_line_id, departing_trip_id, walk_time_s, max_auto_hold_min, max_manual_hold_min, priority, guaranteed, last_of_day, active, source, timetable_version_id';
    await db.query(
      `INSERT INTO connection_configs (${cols}, created_by, updated_by)
       SELECT ${cols}, $2, $2 FROM json_populate_recordset(NULL::connection_configs, $1::json)`,
      [json, importedBy],
    );
  }
  return { created: rows.length, skipped };
}

/** Deletes the connection configurations a version's import created (the version is being removed). */
export async function deleteTransferConnections(db: Queryable, versionId: string): Promise<void> {
  if (!(await tableExists(db, 'connection_configs'))) return;
  await db.query(`DELETE FROM connection_configs WHERE source = 'gtfs' AND timetable_version_id = $1`, [versionId]);
}
