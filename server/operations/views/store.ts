/** Saved map views per user (table op_map_views, migration 0008). */
import type { MapView, MapViewState } from '../../../src/shared/operations/mapViews';
import type { Queryable } from '../../db/types';

interface Row {
  id: string | number;
  name: string;
  state: MapViewState | string;
  updated_at: Date | string;
}

function toView(r: Row): MapView {
  const state = typeof r.state === 'string' ? (JSON.parse(r.state) as MapViewState) : r.state;
  return { id: String(r.id), name: r.name, state, updatedAt: (r.updated_at instanceof Date ? r.updated_at : new Date(r.updated_at)).toISOString() };
}

export async function listViews(db: Queryable, userId: string): Promise<MapView[]> {
  const res = await db.query<Row>('SELECT id, name, state, updated_at FROM op_map_views WHERE user_id = $1 ORDER BY lower(name), id', [userId]);
  return res.rows.map(toView);
}

export async function countViews(db: Queryable, userId: string): Promise<number> {
  const res = await db.query<{ n: number | string }>('SELECT count(*) AS n FROM op_map_views WHERE user_id = $1', [userId]);
  return Number(res.rows[0]?.n ?? 0);
}

/** Saves under the name: a view of the same name (same user) is replaced. */
export async function upsertView(db: Queryable, userId: string, name: string, state: MapViewState): Promise<MapView> {
  const res = await db.query<Row>(
    `INSERT INTO op_map_views (user_id, name, state) VALUES ($1, $2, $3::jsonb)
     ON CONFLICT (user_id, name) DO UPDATE SET state = EXCLUDED.state, updated_at = now()
     RETURNING id, name, state, updated_at`,
    [userId, name, JSON.stringify(state)],
  );
  return toView(res.rows[0]);
}

/** True when the user's view existed. */
export async function deleteView(db: Queryable, userId: string, id: string): Promise<boolean> {
  if (!/^\d{1,18}$/.test(id)) return false;
  const res = await db.query('DELETE FROM op_map_views WHERE user_id = $1 AND id = $2', [userId, id]);
  return res.rowCount > 0;
}
