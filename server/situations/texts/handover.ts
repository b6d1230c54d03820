/**
 * The shift handover (item 9): a summary of the open and stable situations the outgoing
 * dispatcher may view, their pending checklist items and the standing instructions valid today;
 * handing over stores it as a snapshot (what was handed over stays as it was), another user of
 * the incoming shift acknowledges it. Every situation included gets a timeline entry 'handover'.
 */
import { checklistProgress } from '../../../src/shared/situations/checklist';
import type { CategoryRights } from '../../../src/shared/situations/model';
import {
  situationNumber, type HandoverInstruction, type HandoverPage, type HandoverSituation, type HandoverSummary, type ShiftHandover,
} from '../../../src/shared/situations/textsApi';
import type { RequestUser } from '../../context';
import type { Queryable } from '../../db/types';
import type { SituationDeps } from '../deps';
import { rightsByCategory } from '../rights';
import { appendTimeline } from '../timeline';
import { checklistItems } from './checklist';
import { SitTextError } from './messages';

export const NOTE_MAX = 4000;
export const MAX_HANDOVERS_PER_PAGE = 100;

const ISO = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

interface SituationRow {
  id: string;
  year: number;
  seq: number;
  title: string;
  state: 'open' | 'stable';
  severity: HandoverSituation['severity'];
  category_id: string;
  category_de: string | null;
  category_it: string | null;
  start_at: string;
}

interface HandoverRow {
  id: string;
  summary: HandoverSummary | string;
  note: string;
  handed_over_by: string;
  handed_over_by_name: string;
  handed_over_at: string;
  acknowledged_by: string | null;
  acknowledged_by_name: string | null;
  acknowledged_at: string | null;
}

const HANDOVER_SELECT = `SELECT id::text AS id, summary, note, handed_over_by, handed_over_by_name, ${ISO('handed_over_at')} AS handed_over_at,
  acknowledged_by, acknowledged_by_name, ${ISO('acknowledged_at')} AS acknowledged_at FROM shift_handovers`;

/** The calendar day of an instant in the operator's zone (standing instructions are valid by day). */
export function dayIn(epochMs: number, tz: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(epochMs));
}

/** The summary as one viewer may see it: situations of categories without 'view' are left out. */
function visibleTo(summary: HandoverSummary, rights: Map<string, CategoryRights>): HandoverSummary {
  return { ...summary, situations: summary.situations.filter((s) => rights.get(s.categoryId)?.view) };
}

function toHandover(r: HandoverRow, rights: Map<string, CategoryRights>, user: RequestUser): ShiftHandover {
  const summary = typeof r.summary === 'string' ? (JSON.parse(r.summary) as HandoverSummary) : r.summary;
  return {
    id: r.id, summary: visibleTo(summary, rights), note: r.note,
    handedOverBy: r.handed_over_by, handedOverByName: r.handed_over_by_name, handedOverAt: r.handed_over_at,
    acknowledgedBy: r.acknowledged_by, acknowledgedByName: r.acknowledged_by_name, acknowledgedAt: r.acknowledged_at,
    mine: r.handed_over_by === user.username,
  };
}

export class Handovers {
  constructor(private readonly deps: SituationDeps) {}

  async summary(user: RequestUser, db: Queryable = this.deps.db): Promise<HandoverSummary> {
    const now = this.deps.clock.now();
    const today = dayIn(now, this.deps.config.operatorTz);
    const rights = await rightsByCategory(db, user);
    const viewable = [...rights].filter(([, r]) => r.view).map(([id]) => id);
    const [sits, instr] = await Promise.all([
      db.query<SituationRow>(
        `SELECT s.id::text AS id, s.year, s.seq, s.title, s.state, s.severity, s.category_id::text AS category_id,
                c.name AS category_de, c.name_it AS category_it, ${ISO('s.start_at')} AS start_at
           FROM situations s LEFT JOIN categories c ON c.id = s.category_id
          WHERE s.state IN ('open', 'stable') AND s.category_id::text = ANY($1)
          ORDER BY s.start_at, s.id LIMIT 500`,
        [viewable],
      ),
      db.query<{ id: string; title: string; text: string; valid_from: string; valid_to: string | null }>(
        `SELECT id::text AS id, title, text, to_char(valid_from, 'YYYY-MM-DD') AS valid_from, to_char(valid_to, 'YYYY-MM-DD') AS valid_to
           FROM standing_instructions
          WHERE active IS NOT FALSE AND valid_from <= $1::date AND (valid_to IS NULL OR valid_to >= $1::date)
          ORDER BY valid_from, id`,
        [today],
      ),
    ]);
    const items = await checklistItems(db, sits.rows.map((s) => s.id));
    const situations: HandoverSituation[] = sits.rows.map((s) => {
      const list = items.get(s.id) ?? [];
      return {
        id: s.id, number: situationNumber(Number(s.year), Number(s.seq)), title: s.title, state: s.state, severity: s.severity,
        categoryId: s.category_id, categoryNameDe: s.category_de ?? '', categoryNameIt: s.category_it, startAt: s.start_at,
        progress: checklistProgress(list),
        pending: list.filter((i) => !i.done).map((i) => ({ measureId: i.measureId, textDe: i.textDe, textIt: i.textIt, required: i.required })),
      };
    });
    const instructions: HandoverInstruction[] = instr.rows.map((r) => ({ id: r.id, title: r.title, text: r.text, validFrom: r.valid_from, validTo: r.valid_to }));
    return { generatedAt: new Date(now).toISOString(), situations, instructions };
  }

  async list(user: RequestUser, page: number, perPage: number): Promise<HandoverPage> {
    if (!Number.isInteger(page) || !Number.isInteger(perPage) || page < 1 || perPage < 1 || perPage > MAX_HANDOVERS_PER_PAGE) {
      throw new SitTextError('sitText.badPaging', { max: MAX_HANDOVERS_PER_PAGE });
    }
    const { db } = this.deps;
    const [rights, rows, total] = await Promise.all([
      rightsByCategory(db, user),
      db.query<HandoverRow>(`${HANDOVER_SELECT} ORDER BY handed_over_at DESC, id DESC LIMIT $1 OFFSET $2`, [perPage, (page - 1) * perPage]),
      db.query<{ n: number }>(`SELECT count(*)::int AS n FROM shift_handovers`),
    ]);
    return { items: rows.rows.map((r) => toHandover(r, rights, user)), total: Number(total.rows[0].n) };
  }

  async get(user: RequestUser, id: string): Promise<ShiftHandover | null> {
    if (!/^\d{1,18}$/.test(id)) return null;
    const { rows } = await this.deps.db.query<HandoverRow>(`${HANDOVER_SELECT} WHERE id = $1`, [id]);
    return rows[0] ? toHandover(rows[0], await rightsByCategory(this.deps.db, user), user) : null;
  }

  async create(user: RequestUser, note: string): Promise<ShiftHandover> {
    const text = note.trim();
    if (text.length > NOTE_MAX) throw new SitTextError('sitText.noteTooLong', { max: NOTE_MAX });
    const now = this.deps.clock.now();
    const { row, ids } = await this.deps.db.transaction(async (tx) => {
      const summary = await this.summary(user, tx);
      const { rows } = await tx.query<HandoverRow>(
        `INSERT INTO shift_handovers (summary, note, handed_over_by, handed_over_by_name, handed_over_at)
         VALUES ($1, $2, $3, $4, to_timestamp($5 / 1000.0)) RETURNING id::text AS id`,
        [JSON.stringify(summary), text, user.username, user.name || user.username, now],
      );
      const id = rows[0].id;
      for (const s of summary.situations) {
        await appendTimeline(tx, null, {
          situationId: s.id, kind: 'handover', eventAt: now, createdBy: user.username,
          text: `Schichtübergabe von ${user.name || user.username} (${s.progress.done} / ${s.progress.total} Maßnahmen erledigt)`,
          data: { handoverId: id, acknowledged: false, progress: s.progress },
        });
      }
      return { row: (await tx.query<HandoverRow>(`${HANDOVER_SELECT} WHERE id = $1`, [id])).rows[0], ids: summary.situations.map((s) => s.id) };
    });
    if (ids.length) this.deps.events.emit('changed', { ids });
    return toHandover(row, await rightsByCategory(this.deps.db, user), user);
  }

  async acknowledge(user: RequestUser, id: string): Promise<ShiftHandover> {
    const now = this.deps.clock.now();
    if (!/^\d{1,18}$/.test(id)) throw new SitTextError('sitText.handoverNotFound', {}, 'NOT_FOUND');
    const { row, ids } = await this.deps.db.transaction(async (tx) => {
      const current = (await tx.query<HandoverRow>(`${HANDOVER_SELECT} WHERE id = $1 FOR UPDATE`, [id])).rows[0];
      if (!current) throw new SitTextError('sitText.handoverNotFound', {}, 'NOT_FOUND');
      if (current.handed_over_by === user.username) throw new SitTextError('sitText.ownHandover');
      if (current.acknowledged_by) throw new SitTextError('sitText.alreadyAcknowledged', { name: current.acknowledged_by_name ?? current.acknowledged_by });
      await tx.query(
        `UPDATE shift_handovers SET acknowledged_by = $2, acknowledged_by_name = $3, acknowledged_at = to_timestamp($4 / 1000.0) WHERE id = $1`,
        [id, user.username, user.name || user.username, now],
      );
      const summary = typeof current.summary === 'string' ? (JSON.parse(current.summary) as HandoverSummary) : current.summary;
      // Situations still there (a handover outlives nothing it names, but be safe against deletes).
      const still = await tx.query<{ id: string }>(`SELECT id::text AS id FROM situations WHERE id::text = ANY($1)`, [summary.situations.map((s) => s.id)]);
      for (const s of still.rows) {
        await appendTimeline(tx, null, {
          situationId: s.id, kind: 'handover', eventAt: now, createdBy: user.username,
          text: `Schichtübergabe von ${current.handed_over_by_name} übernommen von ${user.name || user.username}`,
          data: { handoverId: id, acknowledged: true },
        });
      }
      return { row: (await tx.query<HandoverRow>(`${HANDOVER_SELECT} WHERE id = $1`, [id])).rows[0], ids: still.rows.map((s) => s.id) };
    });
    if (ids.length) this.deps.events.emit('changed', { ids });
    return toHandover(row, await rightsByCategory(this.deps.db, user), user);
  }
}
