/**
 * The names a situation's placeholders are filled with (src/shared/situations/placeholders.ts):
 * its lines and stations are ids of the declared resources (Line, Station) or of the active
 * timetable (GTFS line and stop ids, as the live day names them); both are looked up, in the
 * situation's order, and an id found in neither is left out (the placeholder is then reported).
 */
import { placeholderValues, type PlaceholderSource } from '../../../src/shared/situations/placeholders';
import type { PlaceholderValueRow } from '../../../src/shared/situations/textsApi';
import type { Queryable } from '../../db/types';
import type { SituationHead } from './access';

async function names(db: Queryable, ids: string[], resourceSql: string, timetableSql: string): Promise<string[]> {
  if (ids.length === 0) return [];
  const [own, timetable] = await Promise.all([
    db.query<{ id: string; name: string }>(resourceSql, [ids]),
    db.query<{ id: string; name: string }>(timetableSql, [ids]),
  ]);
  const byId = new Map<string, string>();
  for (const r of timetable.rows) byId.set(r.id, r.name);
  for (const r of own.rows) byId.set(r.id, r.name);
  return ids.map((id) => byId.get(id)).filter((n): n is string => !!n);
}

const ACTIVE = `(SELECT id FROM timetable_versions WHERE status = 'active')`;

export async function placeholderSource(db: Queryable, s: SituationHead): Promise<PlaceholderSource> {
  const [lineNames, stationNames, cause] = await Promise.all([
    names(db, s.lineIds,
      `SELECT id::text AS id, line_number AS name FROM lines WHERE id::text = ANY($1)`,
      `SELECT line_id AS id, line_number AS name FROM timetable_lines WHERE version_id = ${ACTIVE} AND line_id = ANY($1)`),
    names(db, s.stationIds,
      `SELECT id::text AS id, name FROM stations WHERE id::text = ANY($1)`,
      `SELECT stop_id AS id, name FROM timetable_stops WHERE version_id = ${ACTIVE} AND stop_id = ANY($1)`),
    causeNames(db, s.causeId),
  ]);
  return { lineNames, stationNames, delayMinutes: s.delayMinutes, reasonDe: s.reasonDe, reasonIt: s.reasonIt, ...cause };
}

/** The cause's name from the selection lists (`/lagebericht_admin_auswahllisten`, list "cause"). */
async function causeNames(db: Queryable, causeId: string | null): Promise<{ causeDe: string | null; causeIt: string | null }> {
  if (!causeId) return { causeDe: null, causeIt: null };
  const { rows } = await db.query<{ de: string | null; it: string | null }>(
    `SELECT name_de AS de, name_it AS it FROM selection_list_entries WHERE id::text = $1`, [causeId],
  );
  return { causeDe: rows[0]?.de ?? null, causeIt: rows[0]?.it ?? null };
}

export async function placeholderRows(db: Queryable, s: SituationHead): Promise<PlaceholderValueRow[]> {
  const source = await placeholderSource(db, s);
  return (['de', 'it'] as const).map((lang) => ({ lang, ...placeholderValues(source, lang) }));
}
