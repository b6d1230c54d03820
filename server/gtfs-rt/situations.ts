/**
 * Situations of the situation report (docs/situation-report/texts.md) as alerts: an open or
 * stable situation whose web/app text is published is in force for passengers, with its lines,
 * stations and runs as the scope, start to end (or expected end) as the period, the published
 * German and Italian text. Read straight from its tables (`situations`, `situation_texts`): the
 * situation report offers no reader, and passenger information (app.passengerInfo) carries only
 * customer messages. Lines may be ids of the declared lines: they are matched to the active
 * version's lines by line number. Cause and effect are the GTFS-RT values of the situation's
 * cause and effect in the selection lists (`/lagebericht_admin_auswahllisten`).
 */
import type { PublicMessage } from '../../src/shared/passenger-info/types';
import type { Queryable } from '../db/types';

interface SituationRow {
  id: string;
  severity: string;
  start_at: Date | string;
  end_at: Date | string | null;
  expected_end_at: Date | string | null;
  line_ids: string[];
  station_ids: string[];
  run_ids: string[];
  published_de: string;
  published_it: string | null;
  gtfs_cause: string | null;
  gtfs_effect: string | null;
}

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());

/** Situation severity as a message priority (1 = highest): critical 1, major 2, else 3. */
export function situationPriority(severity: string): number {
  return severity === 'critical' ? 1 : severity === 'major' ? 2 : 3;
}

export async function situationMessages(db: Queryable): Promise<PublicMessage[]> {
  const r = await db.query<SituationRow>(
    `SELECT s.id::text AS id, s.severity, s.start_at, s.end_at, s.expected_end_at, s.line_ids, s.station_ids, s.run_ids,
            t.published_de, t.published_it, c.gtfs_cause, e.gtfs_effect
     FROM situations s JOIN situation_texts t ON t.situation_id = s.id AND t.channel = 'web'
     LEFT JOIN selection_list_entries c ON c.id = s.cause_id
     LEFT JOIN selection_list_entries e ON e.id = s.effect_id
     WHERE s.state IN ('open', 'stable') AND t.published_de IS NOT NULL AND t.published_de <> ''
     ORDER BY s.id`);
  if (r.rows.length === 0) return [];
  const declared = [...new Set(r.rows.flatMap((s) => s.line_ids))];
  const byNumber = new Map<string, string[]>();
  if (declared.length > 0) {
    const lines = await db.query<{ id: string; line_id: string }>(
      `SELECT l.id::text AS id, tl.line_id FROM lines l
       JOIN timetable_lines tl ON tl.line_number = l.line_number
         AND tl.version_id = (SELECT id FROM timetable_versions WHERE status = 'active')
       WHERE l.id::text = ANY($1::text[])`, [declared]);
    for (const row of lines.rows) byNumber.set(row.id, [...(byNumber.get(row.id) ?? []), row.line_id]);
  }
  return r.rows.map((s) => ({
    id: s.id,
    priority: situationPriority(s.severity),
    channels: ['web'],
    stationIds: s.station_ids,
    // A declared line's timetable lines, else the id as a timetable line id.
    lineIds: [...new Set(s.line_ids.flatMap((id) => byNumber.get(id) ?? [id]))],
    runIds: s.run_ids,
    validFrom: iso(s.start_at),
    validTo: iso(s.end_at ?? s.expected_end_at),
    textDe: s.published_de,
    textIt: s.published_it ?? '',
    textEn: null,
    announcementDe: null,
    announcementIt: null,
    source: 'situation',
    measureId: null,
    situationId: s.id,
    cause: s.gtfs_cause,
    effect: s.gtfs_effect,
  }));
}
