/**
 * Demo situations on a first start with demo data (the seeded categories, subcategories and
 * selection lists exist, the situations table is empty): a few situations in every state, so the
 * list, the badge and the timeline show a working product. Written as user 'seed', without events
 * (no notification chain starts for demo data).
 */
import type { Database, Queryable } from '../../db/types';
import type { Priority, Severity, SituationState } from '../../../src/shared/situations/model';
import { appendTimeline } from '../timeline';
import { stateName } from './messages';
import { insertSituation, nextSeq } from './store';
import { localDay, type SituationValues } from './validate';

interface DemoSituation {
  category: string;
  subcategory: string;
  cause: string | null;
  effect: string | null;
  title: string;
  severity: Severity;
  priority: Priority;
  planned: boolean;
  /** Hours from now. */
  start: number;
  end: number | null;
  state: SituationState;
  description: string;
  delayMinutes: number | null;
  reasonDe: string | null;
  reasonIt: string | null;
  notes: [hoursFromNow: number, text: string][];
}

const DEMO: DemoSituation[] = [
  {
    category: 'BETRIEB', subcategory: 'SIGNAL', cause: 'TECHNIK', effect: 'VERSPAETUNG', title: 'Signalstörung Einfahrt Durlach',
    severity: 'major', priority: 'high', planned: false, start: -0.7, end: null, state: 'open',
    description: 'Einfahrsignal zeigt dauerhaft Halt; Züge fahren auf Ersatzsignal ein. Entstörer ist verständigt.',
    delayMinutes: 10, reasonDe: 'einer Signalstörung', reasonIt: 'un guasto al segnale',
    notes: [[-0.75, 'Tf meldet Halt zeigendes Einfahrsignal Durlach'], [-0.5, 'Entstördienst alarmiert, Eintreffen ca. 30 Minuten']],
  },
  {
    category: 'FAHRZEUG', subcategory: 'TUER', cause: 'TECHNIK', effect: 'EINGESCHRAENKT', title: 'Türstörung Triebwagen 805',
    severity: 'minor', priority: 'normal', planned: false, start: -2, end: null, state: 'stable',
    description: 'Tür 3 links verriegelt; Fahrzeug bleibt bis Betriebsschluss im Umlauf.',
    delayMinutes: 3, reasonDe: 'einer Türstörung', reasonIt: 'un guasto alle porte', notes: [[-1.8, 'Tür abgesperrt, Fahrgäste informiert']],
  },
  {
    category: 'EXTERN', subcategory: 'UNWETTER', cause: 'WETTER', effect: 'AUSFALL', title: 'Sturmschäden Murgtal, Baum im Gleis',
    severity: 'critical', priority: 'urgent', planned: false, start: -1.2, end: null, state: 'open',
    description: 'Umgestürzter Baum zwischen Forbach und Raumünzach, Oberleitung beschädigt. Schienenersatzverkehr angefordert.',
    delayMinutes: 30, reasonDe: 'eines Unwetters', reasonIt: 'del maltempo', notes: [[-1.1, 'Feuerwehr vor Ort'], [-0.9, 'SEV-Busse bestellt']],
  },
  {
    category: 'INFRA', subcategory: 'BAUSTELLE', cause: 'BAU', effect: 'SEV', title: 'Gleisbauarbeiten Bretten – Gölshausen (geplant)',
    severity: 'minor', priority: 'normal', planned: true, start: 30, end: 78, state: 'draft',
    description: 'Nächtliche Gleiserneuerung; Ersatzverkehr mit Bussen zwischen Bretten und Gölshausen.',
    delayMinutes: null, reasonDe: 'von Bauarbeiten', reasonIt: 'di lavori', notes: [],
  },
  {
    category: 'EXTERN', subcategory: 'NOTARZT', cause: 'NOTARZT', effect: 'VERSPAETUNG', title: 'Notarzteinsatz am Bahnsteig Bruchsal',
    severity: 'major', priority: 'high', planned: false, start: -20, end: -19.2, state: 'closed',
    description: 'Fahrgast am Bahnsteig 2 kollabiert, Zug 2004 wartete auf den Rettungsdienst.',
    delayMinutes: 15, reasonDe: 'eines Notarzteinsatzes', reasonIt: 'di un intervento medico', notes: [[-19.9, 'Rettungsdienst eingetroffen']],
  },
];

async function idByCode(db: Queryable, table: 'categories' | 'subcategories', code: string): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(`SELECT id::text AS id FROM ${table} WHERE code = $1`, [code]);
  return rows[0]?.id ?? null;
}

async function entryId(db: Queryable, list: string, code: string | null): Promise<string | null> {
  if (!code) return null;
  const { rows } = await db.query<{ id: string }>('SELECT id::text AS id FROM selection_list_entries WHERE list = $1 AND code = $2', [list, code]);
  return rows[0]?.id ?? null;
}

const STATE_PATH: Record<SituationState, SituationState[]> = { draft: [], open: ['open'], stable: ['open', 'stable'], closed: ['open', 'closed'] };

/** Inserts the demo situations when the table is empty and the demo categories exist; returns how many. */
export async function seedDemoSituations(db: Database, tz: string, now: number): Promise<number> {
  const existing = await db.query('SELECT 1 FROM situations LIMIT 1');
  if (existing.rows.length) return 0;
  return db.transaction(async (tx) => {
    let made = 0;
    for (const d of DEMO) {
      const categoryId = await idByCode(tx, 'categories', d.category);
      if (!categoryId) continue;
      const at = (h: number) => now + h * 3600_000;
      const v: SituationValues = {
        title: d.title, categoryId, subcategoryId: await idByCode(tx, 'subcategories', d.subcategory),
        causeId: await entryId(tx, 'cause', d.cause), effectId: await entryId(tx, 'effect', d.effect), sourceId: null, locationId: null,
        severity: d.severity, priority: d.priority, planned: d.planned, startAt: at(d.start), expectedEndAt: d.end === null ? at(d.start + 3) : null,
        endAt: d.end === null ? null : at(d.end), lineIds: [], stationIds: [], sectionIds: [], runIds: [], description: d.description,
        delayMinutes: d.delayMinutes, reasonDe: d.reasonDe, reasonIt: d.reasonIt,
      };
      const year = Number(localDay(v.startAt, tz).slice(0, 4));
      const id = await insertSituation(tx, v, { year, seq: await nextSeq(tx, year), state: d.state, correctionOf: null, actor: 'seed', now: at(d.start) });
      await appendTimeline(tx, null, { situationId: id, kind: 'created', eventAt: at(d.start), createdBy: 'seed', text: 'Situation angelegt (Entwurf) von seed', data: { state: 'draft' } });
      let from: SituationState = 'draft';
      for (const [k, to] of STATE_PATH[d.state].entries()) {
        const when = to === 'closed' && d.end !== null ? at(d.end) : at(d.start + 0.05 * (k + 1));
        await appendTimeline(tx, null, { situationId: id, kind: 'state', eventAt: when, createdBy: 'seed', text: `Zustand ${stateName('de', from)} → ${stateName('de', to)} von seed`, data: { from, to, comment: null } });
        from = to;
      }
      for (const [h, text] of d.notes) await appendTimeline(tx, null, { situationId: id, kind: 'note', eventAt: at(h), createdBy: 'seed', text, data: null });
      made++;
    }
    return made;
  });
}
