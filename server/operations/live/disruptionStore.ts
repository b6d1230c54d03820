/** The demo disruptions table (migration 0005_demo.sql): inject, list a day's, end early. */
import type { Queryable } from '../../db/types';
import type { Disruption, DisruptionKind } from './disruptions';

interface DisruptionRow {
  id: string;
  operating_day: string;
  kind: DisruptionKind;
  line_id: string | null;
  from_stop_id: string | null;
  to_stop_id: string | null;
  run_id: string | null;
  end_stop_id: string | null;
  out_of_service: boolean;
  starts_at: number;
  duration_s: number;
  ended_at: number | null;
  ended_by: string | null;
  created_by: string;
  created_at: string;
}

const COLUMNS = `id::text AS id, to_char(operating_day, 'YYYY-MM-DD') AS operating_day, kind, line_id, from_stop_id, to_stop_id,
  run_id, end_stop_id, out_of_service, starts_at, duration_s, ended_at, ended_by, created_by,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at`;

function toDisruption(r: DisruptionRow): Disruption {
  return {
    id: r.id,
    operatingDay: r.operating_day,
    kind: r.kind,
    lineId: r.line_id,
    fromStopId: r.from_stop_id,
    toStopId: r.to_stop_id,
    runId: r.run_id,
    endStopId: r.end_stop_id,
    outOfService: r.out_of_service,
    startsAt: Number(r.starts_at),
    durationS: Number(r.duration_s),
    endedAt: r.ended_at === null ? null : Number(r.ended_at),
    endedBy: r.ended_by,
    createdBy: r.created_by,
    createdAt: r.created_at,
  };
}

export type NewDisruption = Omit<Disruption, 'id' | 'createdAt' | 'endedAt' | 'endedBy'>;

export async function insertDisruption(db: Queryable, d: NewDisruption): Promise<Disruption> {
  const r = await db.query<DisruptionRow>(
    `INSERT INTO op_demo_disruptions (operating_day, kind, line_id, from_stop_id, to_stop_id, run_id, end_stop_id, out_of_service,
       starts_at, duration_s, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING ${COLUMNS}`,
    [d.operatingDay, d.kind, d.lineId, d.fromStopId, d.toStopId, d.runId, d.endStopId, d.outOfService, d.startsAt, d.durationS, d.createdBy],
  );
  return toDisruption(r.rows[0]);
}

/** A day's disruptions, oldest first. */
export async function loadDisruptions(db: Queryable, operatingDay: string): Promise<Disruption[]> {
  const r = await db.query<DisruptionRow>(`SELECT ${COLUMNS} FROM op_demo_disruptions WHERE operating_day = $1 ORDER BY op_demo_disruptions.id`, [operatingDay]);
  return r.rows.map(toDisruption);
}

/** Ends a disruption at `endedAt` (simulated epoch ms); null when it does not exist or was ended before. */
export async function endDisruptionRow(db: Queryable, id: string, endedAt: number, actor: string): Promise<Disruption | null> {
  if (!/^\d{1,18}$/.test(id)) return null;
  const r = await db.query<DisruptionRow>(
    `UPDATE op_demo_disruptions SET ended_at = $2, ended_by = $3 WHERE id = $1 AND ended_at IS NULL RETURNING ${COLUMNS}`,
    [id, endedAt, actor],
  );
  return r.rows[0] ? toDisruption(r.rows[0]) : null;
}
