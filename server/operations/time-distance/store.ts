/** Saved corridors (table td_corridors, migration 0015): own rows and the rows others share. */
import type { SavedCorridor } from '../../../src/shared/operations/timeDistanceApi';
import type { Queryable } from '../../db/types';

interface Row {
  id: string | number;
  name: string;
  station_keys: string[] | string;
  line_id: string | null;
  owner_id: string;
  owner_name: string;
  shared: boolean;
  updated_at: Date | string;
}

export interface Viewer {
  id: string;
  admin: boolean;
}

const COLUMNS = 'id, name, station_keys, line_id, owner_id, owner_name, shared, updated_at';

function toCorridor(r: Row, viewer: Viewer): SavedCorridor {
  const keys = typeof r.station_keys === 'string' ? (JSON.parse(r.station_keys) as string[]) : r.station_keys;
  const mine = r.owner_id === viewer.id;
  return {
    id: String(r.id),
    name: r.name,
    stationKeys: keys,
    lineId: r.line_id,
    ownerId: r.owner_id,
    ownerName: r.owner_name,
    shared: r.shared === true,
    mine,
    editable: mine || viewer.admin,
    updatedAt: (r.updated_at instanceof Date ? r.updated_at : new Date(r.updated_at)).toISOString(),
  };
}

const validId = (id: string) => /^\d{1,18}$/.test(id);

/** The viewer's own corridors and the shared ones of others, by name. */
export async function listCorridors(db: Queryable, viewer: Viewer): Promise<SavedCorridor[]> {
  const res = await db.query<Row>(`SELECT ${COLUMNS} FROM td_corridors WHERE owner_id = $1 OR shared ORDER BY lower(name), id`, [viewer.id]);
  return res.rows.map((r) => toCorridor(r, viewer));
}

/** One corridor the viewer may see (own or shared; an administrator sees every one), else null. */
export async function getCorridor(db: Queryable, viewer: Viewer, id: string): Promise<SavedCorridor | null> {
  if (!validId(id)) return null;
  const res = await db.query<Row>(`SELECT ${COLUMNS} FROM td_corridors WHERE id = $1 AND (owner_id = $2 OR shared OR $3)`, [id, viewer.id, viewer.admin]);
  return res.rows[0] ? toCorridor(res.rows[0], viewer) : null;
}

export async function countOwn(db: Queryable, ownerId: string): Promise<number> {
  const res = await db.query<{ n: number | string }>('SELECT count(*) AS n FROM td_corridors WHERE owner_id = $1', [ownerId]);
  return Number(res.rows[0]?.n ?? 0);
}

/** True when the owner has another corridor of that name. */
export async function nameTaken(db: Queryable, ownerId: string, name: string, exceptId: string | null): Promise<boolean> {
  const res = await db.query('SELECT 1 FROM td_corridors WHERE owner_id = $1 AND name = $2 AND ($3::bigint IS NULL OR id <> $3::bigint)', [ownerId, name, exceptId]);
  return res.rows.length > 0;
}

export interface CorridorValues {
  name: string;
  stationKeys: string[];
  lineId: string | null;
  shared: boolean;
}

export async function insertCorridor(db: Queryable, owner: { id: string; name: string }, v: CorridorValues, viewer: Viewer): Promise<SavedCorridor> {
  const res = await db.query<Row>(
    `INSERT INTO td_corridors (name, station_keys, line_id, owner_id, owner_name, shared) VALUES ($1, $2::jsonb, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
    [v.name, JSON.stringify(v.stationKeys), v.lineId, owner.id, owner.name, v.shared],
  );
  return toCorridor(res.rows[0], viewer);
}

/** Updates a corridor the viewer may change (owner or administrator); null when there is none. */
export async function updateCorridor(db: Queryable, id: string, v: CorridorValues, viewer: Viewer): Promise<SavedCorridor | null> {
  if (!validId(id)) return null;
  const res = await db.query<Row>(
    `UPDATE td_corridors SET name = $2, station_keys = $3::jsonb, line_id = $4, shared = $5, version = version + 1, updated_at = now()
     WHERE id = $1 AND (owner_id = $6 OR $7) RETURNING ${COLUMNS}`,
    [id, v.name, JSON.stringify(v.stationKeys), v.lineId, v.shared, viewer.id, viewer.admin],
  );
  return res.rows[0] ? toCorridor(res.rows[0], viewer) : null;
}

/** Owner id of a corridor (null: none). */
export async function ownerOf(db: Queryable, id: string): Promise<string | null> {
  if (!validId(id)) return null;
  const res = await db.query<{ owner_id: string }>('SELECT owner_id FROM td_corridors WHERE id = $1', [id]);
  return res.rows[0]?.owner_id ?? null;
}

export async function deleteCorridor(db: Queryable, id: string, viewer: Viewer): Promise<boolean> {
  if (!validId(id)) return false;
  const res = await db.query('DELETE FROM td_corridors WHERE id = $1 AND (owner_id = $2 OR $3)', [id, viewer.id, viewer.admin]);
  return res.rowCount > 0;
}
