/** Reading a situation's timeline (newest first by event time), served by situation_timeline_situation. */
import type { Queryable } from '../../db/types';
import type { TimelineEntry, TimelinePage } from '../../../src/shared/situations/api';
import type { TimelineKind } from '../../../src/shared/situations/model';
import { iso } from './store';

export const TIMELINE_MAX_PER_PAGE = 500;

type Raw = Record<string, unknown>;

export function toEntry(r: Raw): TimelineEntry {
  return {
    id: r.id as string, situationId: r.situationId as string, kind: r.kind as TimelineKind, eventAt: iso(r.eventAt),
    createdAt: iso(r.createdAt), createdBy: r.createdBy as string, text: r.text as string,
    data: (typeof r.data === 'string' ? JSON.parse(r.data) : r.data) as Record<string, unknown> | null,
  };
}

const COLUMNS = `id::text AS id, situation_id::text AS "situationId", kind, event_at AS "eventAt", created_at AS "createdAt", created_by AS "createdBy", text, data`;

export async function timelinePage(db: Queryable, situationId: string, page: number, perPage: number): Promise<TimelinePage> {
  const [items, total] = await Promise.all([
    db.query<Raw>(
      `SELECT ${COLUMNS} FROM situation_timeline WHERE situation_id = $1 ORDER BY event_at DESC, id DESC LIMIT $2 OFFSET $3`,
      [situationId, perPage, (page - 1) * perPage],
    ),
    db.query<{ n: string }>('SELECT count(*)::text AS n FROM situation_timeline WHERE situation_id = $1', [situationId]),
  ]);
  return { items: items.rows.map(toEntry), total: Number(total.rows[0].n) };
}

export async function timelineEntry(db: Queryable, id: string): Promise<TimelineEntry> {
  const { rows } = await db.query<Raw>(`SELECT ${COLUMNS} FROM situation_timeline WHERE id = $1`, [id]);
  return toEntry(rows[0]);
}
