/**
 * A situation as this part needs it, read with the caller's rights (rights per category,
 * server/situations/rights.ts): not viewable is the same as absent, so a user without the right
 * learns nothing of the category's situations.
 */
import type { CategoryRight } from '../../../src/shared/situations/model';
import type { SituationState } from '../../../src/shared/situations/model';
import type { RequestUser } from '../../context';
import type { Queryable } from '../../db/types';
import { rightsFor } from '../rights';
import { SitTextError } from './messages';

export interface SituationHead {
  id: string;
  state: SituationState;
  categoryId: string;
  subcategoryId: string | null;
  lineIds: string[];
  stationIds: string[];
  causeId: string | null;
  delayMinutes: number | null;
  reasonDe: string | null;
  reasonIt: string | null;
}

interface HeadRow {
  id: string;
  state: SituationState;
  category_id: string;
  subcategory_id: string | null;
  line_ids: string[];
  station_ids: string[];
  cause_id: string | null;
  delay_minutes: number | null;
  reason_de: string | null;
  reason_it: string | null;
}

/** `FOR UPDATE` inside a write's transaction, so a state change cannot slip between check and write. */
export async function loadSituationHead(db: Queryable, id: string, lock = false): Promise<SituationHead | null> {
  if (!/^\d{1,18}$/.test(id)) return null;
  const { rows } = await db.query<HeadRow>(
    `SELECT id::text AS id, state, category_id::text AS category_id, subcategory_id::text AS subcategory_id, line_ids, station_ids,
            cause_id::text AS cause_id, delay_minutes, reason_de, reason_it
       FROM situations WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    id: r.id, state: r.state, categoryId: r.category_id, subcategoryId: r.subcategory_id,
    lineIds: r.line_ids ?? [], stationIds: r.station_ids ?? [], causeId: r.cause_id,
    delayMinutes: r.delay_minutes === null ? null : Number(r.delay_minutes), reasonDe: r.reason_de, reasonIt: r.reason_it,
  };
}

/**
 * The situation if the user holds `right` on its category. Without 'view' it is NOT_FOUND; with
 * 'view' but not the asked right, FORBIDDEN; a change to a closed situation is refused.
 */
export async function situationFor(
  db: Queryable, user: RequestUser, id: string, right: CategoryRight, opts: { lock?: boolean; change?: boolean } = {},
): Promise<SituationHead> {
  const head = await loadSituationHead(db, id, opts.lock);
  if (!head) throw new SitTextError('sitText.notFound', {}, 'NOT_FOUND');
  const rights = await rightsFor(db, user, head.categoryId);
  if (!rights.view) throw new SitTextError('sitText.notFound', {}, 'NOT_FOUND');
  if (right === 'publish' && !rights.publish) throw new SitTextError('sitText.forbidden.publish', {}, 'FORBIDDEN');
  if (right !== 'view' && right !== 'publish' && !rights[right]) throw new SitTextError('sitText.forbidden.edit', {}, 'FORBIDDEN');
  if (opts.change && head.state === 'closed') throw new SitTextError('sitText.closed');
  return head;
}
