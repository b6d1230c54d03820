/**
 * The measure catalogue's checklist of a situation (item 8): the active catalogue entries of its
 * category (and of its subcategory), each done or not with who and when. Ticking needs right
 * 'edit' and writes a timeline entry 'checklistItem'; progress serves the situation, lists and
 * the shift handover.
 */
import { checklistProgress, isCatalogDispatchKind, type ChecklistItem, type SituationChecklist } from '../../../src/shared/situations/checklist';
import type { ChecklistProgressRow } from '../../../src/shared/situations/textsApi';
import type { RequestUser } from '../../context';
import type { Queryable } from '../../db/types';
import type { SituationDeps } from '../deps';
import { rightsByCategory } from '../rights';
import { appendTimeline } from '../timeline';
import { situationFor } from './access';
import { SitTextError } from './messages';

interface ItemRow {
  situation_id: string;
  measure_id: string;
  text_de: string;
  text_it: string;
  required: boolean | null;
  dispatch_kind: string | null;
  done: boolean | null;
  changed_by: string | null;
  changed_at: string | null;
}

/**
 * Items of several situations at once, in catalogue order (sort order, then id). A catalogue entry
 * deactivated after it was ticked stays on the list of situations that ticked it, so the record of
 * what was done is not lost.
 */
export async function checklistItems(db: Queryable, situationIds: string[]): Promise<Map<string, ChecklistItem[]>> {
  const out = new Map<string, ChecklistItem[]>(situationIds.map((id) => [id, []]));
  if (situationIds.length === 0) return out;
  const { rows } = await db.query<ItemRow>(
    `SELECT s.id::text AS situation_id, m.id::text AS measure_id, m.text_de, m.text_it, m.required, m.dispatch_kind,
            c.done, c.changed_by, to_char(c.changed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS changed_at
       FROM situations s
       JOIN catalog_measures m ON m.category_id = s.category_id
            AND (m.subcategory_id IS NULL OR m.subcategory_id = s.subcategory_id)
       LEFT JOIN situation_checklist c ON c.situation_id = s.id AND c.measure_id = m.id
      WHERE s.id::text = ANY($1) AND (m.active IS NOT FALSE OR c.situation_id IS NOT NULL)
      ORDER BY s.id, m.sort_order NULLS LAST, m.id`,
    [situationIds],
  );
  for (const r of rows) {
    out.get(r.situation_id)?.push({
      measureId: r.measure_id, textDe: r.text_de, textIt: r.text_it, required: r.required === true,
      dispatchKind: isCatalogDispatchKind(r.dispatch_kind) ? r.dispatch_kind : null,
      done: r.done === true, doneBy: r.changed_by, doneAt: r.changed_at,
    });
  }
  return out;
}

export class Checklists {
  constructor(private readonly deps: SituationDeps) {}

  async get(user: RequestUser, situationId: string, db: Queryable = this.deps.db): Promise<SituationChecklist> {
    const head = await situationFor(db, user, situationId, 'view');
    const items = (await checklistItems(db, [head.id])).get(head.id) ?? [];
    return { situationId: head.id, items, progress: checklistProgress(items) };
  }

  /** Progress of the situations the user may view among `ids` (others are left out). */
  async progress(user: RequestUser, ids: string[]): Promise<ChecklistProgressRow[]> {
    const wanted = ids.filter((id) => /^\d{1,18}$/.test(id)).slice(0, 500);
    if (wanted.length === 0) return [];
    const [rights, cats] = await Promise.all([
      rightsByCategory(this.deps.db, user),
      this.deps.db.query<{ id: string; category_id: string }>(`SELECT id::text AS id, category_id::text AS category_id FROM situations WHERE id::text = ANY($1)`, [wanted]),
    ]);
    const visible = cats.rows.filter((r) => rights.get(r.category_id)?.view).map((r) => r.id);
    const items = await checklistItems(this.deps.db, visible);
    return visible.map((id) => ({ situationId: id, ...checklistProgress(items.get(id) ?? []) }));
  }

  async set(user: RequestUser, actor: string, input: { situationId: string; measureId: string; done: boolean }): Promise<SituationChecklist> {
    const now = this.deps.clock.now();
    const result = await this.deps.db.transaction(async (tx) => {
      const head = await situationFor(tx, user, input.situationId, 'edit', { lock: true, change: true });
      const items = (await checklistItems(tx, [head.id])).get(head.id) ?? [];
      const item = items.find((i) => i.measureId === input.measureId);
      if (!item) throw new SitTextError('sitText.unknownItem');
      if (item.done !== input.done) {
        await tx.query(
          `INSERT INTO situation_checklist (situation_id, measure_id, done, changed_by, changed_at) VALUES ($1, $2, $3, $4, to_timestamp($5 / 1000.0))
           ON CONFLICT (situation_id, measure_id) DO UPDATE SET done = EXCLUDED.done, changed_by = EXCLUDED.changed_by, changed_at = EXCLUDED.changed_at`,
          [head.id, item.measureId, input.done, actor, now],
        );
        const done = items.filter((i) => (i.measureId === item.measureId ? input.done : i.done)).length;
        await appendTimeline(tx, null, {
          situationId: head.id, kind: 'checklistItem', eventAt: now, createdBy: actor,
          text: `${input.done ? 'Erledigt' : 'Wieder offen'}: ${item.textDe} (${done} / ${items.length})`,
          data: { measureId: item.measureId, done: input.done, textDe: item.textDe, textIt: item.textIt, progress: { done, total: items.length } },
        });
      }
      return this.get(user, head.id, tx);
    });
    this.deps.events.emit('changed', { ids: [result.situationId] });
    return result;
  }
}
