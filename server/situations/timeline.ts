/**
 * The one writer of timeline entries (item 4). Every part (core, chains, texts, checklists,
 * handover, exports) appends through here, so that each entry also announces the change.
 */
import type { Queryable } from '../db/types';
import type { TimelineKind } from '../../src/shared/situations/model';
import type { SituationEvents } from './events';

export interface NewTimelineEntry {
  situationId: string;
  kind: TimelineKind;
  /** ms since epoch: when it happened. */
  eventAt: number;
  createdBy: string;
  text: string;
  data?: Record<string, unknown> | null;
}

/** Inserts the entry (inside the caller's transaction when `db` is one) and returns its id. */
export async function appendTimeline(db: Queryable, events: SituationEvents | null, entry: NewTimelineEntry): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO situation_timeline (situation_id, kind, event_at, created_by, text, data)
     VALUES ($1, $2, to_timestamp($3 / 1000.0), $4, $5, $6) RETURNING id::text AS id`,
    [entry.situationId, entry.kind, entry.eventAt, entry.createdBy, entry.text, entry.data ? JSON.stringify(entry.data) : null],
  );
  events?.emit('changed', { ids: [entry.situationId] });
  return rows[0].id;
}
