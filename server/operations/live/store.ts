/**
 * The live engine's tables (migration 0004_live.sql): measures, run-state snapshots, run comments.
 */
import type { MeasureType, RerouteKind } from '../../../src/shared/operations/types';
import type { Label } from '../../../src/shared/resource/types';
import type { Queryable } from '../../db/types';
import type { MeasureInput, StoredMeasure } from '../types';
import type { RunSnapshot } from './day';
import type { AssignedVehicle } from './model';

interface MeasureRow {
  id: string;
  operating_day: string;
  run_id: string;
  type: MeasureType;
  reroute_kind: RerouteKind | null;
  reason_id: string;
  reason_name: Label | null;
  comment: string;
  from_stop_id: string | null;
  delay_s: number | null;
  skip_stop_ids: string[] | null;
  extra_running_s: number | null;
  vehicle_ids: string[] | null;
  vehicles: AssignedVehicle[] | null;
  whole_circulation: boolean | null;
  connection_id: string | null;
  platform: string | null;
  auto: boolean;
  created_by: string;
  created_at: string;
  undone_by: string | null;
  undone_at: string | null;
}

export interface MeasureRecord {
  measure: StoredMeasure;
  reasonNames: Label;
  vehicles: AssignedVehicle[];
}

const COLUMNS = `id::text AS id, to_char(operating_day, 'YYYY-MM-DD') AS operating_day, run_id, type, reroute_kind, reason_id,
  reason_name, comment, from_stop_id, delay_s, skip_stop_ids, extra_running_s, vehicle_ids, vehicles, whole_circulation,
  connection_id, platform, auto, created_by, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, undone_by,
  to_char(undone_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS undone_at`;

function toRecord(r: MeasureRow): MeasureRecord {
  return {
    measure: {
      id: r.id,
      operatingDay: r.operating_day,
      runId: r.run_id,
      type: r.type,
      reasonId: r.reason_id,
      comment: r.comment,
      fromStopId: r.from_stop_id,
      delayS: r.delay_s,
      rerouteKind: r.reroute_kind,
      skipStopIds: r.skip_stop_ids,
      extraRunningS: r.extra_running_s,
      vehicleIds: r.vehicle_ids,
      wholeCirculation: r.whole_circulation,
      connectionId: r.connection_id,
      platform: r.platform,
      auto: r.auto,
      createdBy: r.created_by,
      createdAt: r.created_at,
      undoneBy: r.undone_by,
      undoneAt: r.undone_at,
    },
    reasonNames: { de: r.reason_name?.de ?? '', it: r.reason_name?.it ?? r.reason_name?.de ?? '' },
    vehicles: r.vehicles ?? [],
  };
}

/** versionId: the timetable version the day runs on (the measure belongs to it, migration 0012). */
export async function insertMeasure(
  db: Queryable, operatingDay: string, versionId: string | null, m: MeasureInput, reasonNames: Label, vehicles: AssignedVehicle[], actor: string,
): Promise<MeasureRecord> {
  const r = await db.query<MeasureRow>(
    `INSERT INTO op_measures (operating_day, run_id, type, reroute_kind, reason_id, reason_name, comment, from_stop_id, delay_s,
       skip_stop_ids, extra_running_s, vehicle_ids, vehicles, whole_circulation, created_by, timetable_version_id,
       connection_id, platform, auto)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, $10::text[], $11, $12::text[], $13::jsonb, $14, $15, $16::bigint, $17, $18, $19)
     RETURNING ${COLUMNS}`,
    [
      operatingDay, m.runId, m.type, m.rerouteKind ?? null, m.reasonId, JSON.stringify(reasonNames), m.comment ?? '', m.fromStopId ?? null,
      m.delayS ?? null, m.skipStopIds ?? null, m.extraRunningS ?? null, m.vehicleIds ?? null,
      vehicles.length ? JSON.stringify(vehicles) : null, m.wholeCirculation ?? null, actor, versionId,
      m.connectionId ?? null, m.platform ?? null, m.auto === true,
    ],
  );
  return toRecord(r.rows[0]);
}

/**
 * Measures of a day on a timetable version not undone, oldest first (the order they are replayed
 * in). Those taken on another version of the same day stay stored but do not apply: its runs are others.
 */
export async function loadMeasures(db: Queryable, operatingDay: string, versionId: string | null): Promise<MeasureRecord[]> {
  const r = await db.query<MeasureRow>(
    `SELECT ${COLUMNS} FROM op_measures
     WHERE operating_day = $1 AND timetable_version_id IS NOT DISTINCT FROM $2::bigint AND undone_at IS NULL ORDER BY op_measures.id`,
    [operatingDay, versionId],
  );
  return r.rows.map(toRecord);
}

/** Marks a measure undone; false when it does not exist or was undone before. */
export async function markUndone(db: Queryable, id: string, actor: string): Promise<boolean> {
  if (!/^\d{1,18}$/.test(id)) return false;
  const r = await db.query('UPDATE op_measures SET undone_at = now(), undone_by = $2 WHERE id = $1 AND undone_at IS NULL', [id, actor]);
  return r.rowCount > 0;
}

export async function saveRunStates(db: Queryable, operatingDay: string, states: { runId: string; snapshot: RunSnapshot }[]): Promise<void> {
  if (!states.length) return;
  // One statement for the batch: the rows travel as one JSON parameter.
  await db.query(
    `INSERT INTO op_run_state (run_id, operating_day, state, updated_at)
     SELECT x.run_id, $1::date, x.state, now() FROM json_to_recordset($2::json) AS x(run_id text, state jsonb)
     ON CONFLICT (run_id) DO UPDATE SET state = excluded.state, updated_at = excluded.updated_at`,
    [operatingDay, JSON.stringify(states.map((s) => ({ run_id: s.runId, state: s.snapshot })))],
  );
}

export async function loadRunStates(db: Queryable, operatingDay: string): Promise<Map<string, RunSnapshot>> {
  const r = await db.query<{ run_id: string; state: RunSnapshot }>('SELECT run_id, state FROM op_run_state WHERE operating_day = $1', [operatingDay]);
  return new Map(r.rows.map((x) => [x.run_id, x.state]));
}

/** Snapshots older than `keepFrom` are of no use: the day is over. */
export async function pruneRunStates(db: Queryable, keepFrom: string): Promise<void> {
  await db.query('DELETE FROM op_run_state WHERE operating_day < $1', [keepFrom]);
}

export async function saveNote(db: Queryable, runId: string, operatingDay: string, comment: string, actor: string): Promise<void> {
  if (!comment) {
    await db.query('DELETE FROM op_run_notes WHERE run_id = $1', [runId]);
    return;
  }
  await db.query(
    `INSERT INTO op_run_notes (run_id, operating_day, comment, updated_by, updated_at) VALUES ($1, $2, $3, $4, now())
     ON CONFLICT (run_id) DO UPDATE SET comment = excluded.comment, updated_by = excluded.updated_by, updated_at = now()`,
    [runId, operatingDay, comment, actor],
  );
}

export async function loadNotes(db: Queryable, operatingDay: string): Promise<Map<string, string>> {
  const r = await db.query<{ run_id: string; comment: string }>('SELECT run_id, comment FROM op_run_notes WHERE operating_day = $1', [operatingDay]);
  return new Map(r.rows.map((x) => [x.run_id, x.comment]));
}
