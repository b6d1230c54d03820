/**
 * Situation report core API (issue 13 items 1–3): numbers per year, validation de/it, the state
 * machine (every illegal transition refused, legal ones recorded with who and when), closed is
 * read-only, corrections, manual notes with their own event time, optimistic versions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITUATION_STATES, SITUATION_TRANSITIONS, type SituationState } from '../../src/shared/situations/model';
import { startTestApp, type TestApp } from './helpers';
import {
  ADMIN, COUNTS, CREATE, createCategory, DISPATCHER, gqlAs, grant, LIST, ok, ONE, situationInput, TIMELINE, TRANSITION, UPDATE,
  type SituationView, type TimelineView,
} from './situation-support';

let t: TestApp;
let cat: string;
let other: string;

beforeAll(async () => {
  t = await startTestApp();
  cat = await createCategory(t, 'BETRIEB', 'Betriebsstörung', 'Perturbazione di esercizio');
  other = await createCategory(t, 'FAHRZEUG', 'Fahrzeugstörung', 'Guasto al veicolo');
  for (const c of [cat, other]) await grant(t, c, 'role', 'dispatcher', { view: true, edit: true, publish: true, close: true });
});
afterAll(async () => {
  await t?.close();
});

async function create(over: Parameters<typeof situationInput>[1] = {}, as = DISPATCHER): Promise<SituationView> {
  return (await ok(gqlAs<{ createSituation: SituationView }>(t, as, CREATE, { input: situationInput(cat, over) }))).createSituation;
}

async function move(s: SituationView, to: SituationState, as = DISPATCHER) {
  return gqlAs<{ transitionSituation: SituationView }>(t, as, TRANSITION, { id: s.id, version: s.version, to });
}

async function timeline(id: string): Promise<TimelineView> {
  return (await ok(gqlAs<{ situationTimeline: TimelineView }>(t, DISPATCHER, TIMELINE, { id, perPage: 100 }))).situationTimeline;
}

/** A situation in the given state, reached by legal transitions. */
async function inState(state: SituationState): Promise<SituationView> {
  let s = await create();
  const path: Record<SituationState, SituationState[]> = { draft: [], open: ['open'], stable: ['open', 'stable'], closed: ['open', 'closed'] };
  for (const to of path[state]) s = (await ok(move(s, to))).transitionSituation;
  return s;
}

describe('situations: create, numbers, validation', () => {
  it('numbers run per year of the start in the operator zone (Europe/Berlin)', async () => {
    const a = await create({ startAt: '2026-03-10T06:15:00.000Z' });
    const b = await create({ startAt: '2026-05-01T10:00:00.000Z' });
    // 23:30 UTC on 31 Dec 2026 is already 2027 in Berlin.
    const c = await create({ startAt: '2026-12-31T23:30:00.000Z' });
    expect(a.number).toMatch(/^2026-\d{4}$/);
    expect(Number(b.number.slice(5))).toBe(Number(a.number.slice(5)) + 1);
    expect(c.number).toBe('2027-0001');
    expect(a).toMatchObject({ state: 'draft', version: 1, correctionOf: null, rights: { view: true, edit: true, publish: true, close: true } });
  });

  it('numbers are unique when many are created at once', async () => {
    const made = await Promise.all(Array.from({ length: 12 }, () => create({ startAt: '2025-02-02T08:00:00.000Z' })));
    const numbers = made.map((s) => s.number).sort();
    expect(new Set(numbers).size).toBe(12);
    expect(numbers[0]).toBe('2025-0001');
    expect(numbers[11]).toBe('2025-0012');
  });

  it('refuses bad input with de/it messages per field and saves nothing', async () => {
    const before = (await ok(gqlAs<{ situations: { total: number } }>(t, DISPATCHER, LIST, {}))).situations.total;
    const bad = { title: '  ', startAt: '2026-03-10T06:15:00.000Z', expectedEndAt: '2026-03-10T05:00:00.000Z', endAt: '2026-03-09T00:00:00.000Z' };
    const de = await gqlAs(t, DISPATCHER, CREATE, { input: situationInput(cat, bad) }, 'de');
    expect(de.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const fe = de.errors?.[0].extensions?.fieldErrors ?? {};
    expect(fe.title.message).toBe('Bitte einen Titel angeben.');
    expect(fe.expectedEndAt.message).toBe('Das voraussichtliche Ende darf nicht vor dem Beginn liegen.');
    expect(fe.endAt.message).toBe('Das Ende darf nicht vor dem Beginn liegen.');
    const it_ = await gqlAs(t, DISPATCHER, CREATE, { input: situationInput(cat, bad) }, 'it');
    expect(it_.errors?.[0].extensions?.fieldErrors?.title.message).toBe('Indicare un titolo.');
    expect(it_.errors?.[0].message).toContain('La situazione non è stata salvata');

    const noCat = await gqlAs(t, DISPATCHER, CREATE, { input: situationInput('999999') });
    expect(noCat.errors?.[0].extensions?.fieldErrors?.categoryId.message).toBe('Bitte eine bestehende Kategorie wählen.');
    const after = (await ok(gqlAs<{ situations: { total: number } }>(t, DISPATCHER, LIST, {}))).situations.total;
    expect(after).toBe(before);
  });

  it('a subcategory must belong to the category; selection entries must be valid on the start day', async () => {
    const sub = await ok(t.gql<{ createSubcategory: { id: string } }>(
      `mutation($c: ID!) { createSubcategory(categoryId: $c, code: "TUER", name: "Türstörung", severity: "minor") { id } }`, { c: other }));
    const r = await gqlAs(t, DISPATCHER, CREATE, { input: situationInput(cat, { subcategoryId: sub.createSubcategory.id }) });
    expect(r.errors?.[0].extensions?.fieldErrors?.subcategoryId.message).toBe('Die Unterkategorie gehört nicht zur gewählten Kategorie.');

    const entry = await ok(t.gql<{ createSelectionListEntry: { id: string } }>(
      `mutation { createSelectionListEntry(list: "cause", code: "WETTER", nameDe: "Witterung", nameIt: "Maltempo", gtfsCause: "WEATHER",
         validFrom: "2026-01-01", validTo: "2026-06-30", active: true) { id } }`));
    const id = entry.createSelectionListEntry.id;
    expect((await gqlAs(t, DISPATCHER, CREATE, { input: situationInput(cat, { causeId: id }) })).errors).toBeUndefined();
    const late = await gqlAs(t, DISPATCHER, CREATE, { input: situationInput(cat, { causeId: id, startAt: '2026-07-01T08:00:00.000Z' }) }, 'it');
    expect(late.errors?.[0].extensions?.fieldErrors?.causeId.message).toBe('La voce scelta dell’elenco «Causa» non esiste o non è valida il 2026-07-01.');
    // A cause entry is no effect.
    const wrongList = await gqlAs(t, DISPATCHER, CREATE, { input: situationInput(cat, { effectId: id }) });
    expect(wrongList.errors?.[0].extensions?.fieldErrors?.effectId.message).toContain('Auswirkung');
  });
});

describe('situations: state machine', () => {
  it('refuses every illegal transition, naming both states in de and it', async () => {
    for (const from of SITUATION_STATES) {
      for (const to of SITUATION_STATES) {
        if (SITUATION_TRANSITIONS[from].includes(to)) continue;
        const s = await inState(from);
        const de = await move(s, to);
        expect(de.errors?.[0].extensions?.code, `${from} → ${to}`).toBe('BAD_USER_INPUT');
        const it_ = await gqlAs(t, DISPATCHER, TRANSITION, { id: s.id, version: s.version, to }, 'it');
        expect(it_.errors?.[0].message).toMatch(/^Una situazione nello stato «.+» non può passare allo stato «.+»\.$/);
        const again = (await ok(gqlAs<{ situation: SituationView }>(t, DISPATCHER, ONE, { id: s.id }))).situation;
        expect(again.state).toBe(from);
        expect(again.version).toBe(s.version);
      }
    }
    const s = await inState('closed');
    expect((await move(s, 'open')).errors?.[0].message).toBe('Eine Situation im Zustand „abgeschlossen“ kann nicht in den Zustand „offen“ wechseln.');
  });

  it('records legal transitions with who and when, in the timeline too', async () => {
    let s = await create();
    const steps: SituationState[] = ['open', 'stable', 'open', 'closed'];
    for (const to of steps) {
      const r = await move(s, to);
      expect(r.errors).toBeUndefined();
      expect(r.data.transitionSituation).toMatchObject({ state: to, version: s.version + 1, stateChangedBy: 'dispatcher' });
      s = r.data.transitionSituation;
    }
    expect(s.endAt).not.toBeNull();
    const tl = await timeline(s.id);
    const states = tl.items.filter((e) => e.kind === 'state').reverse();
    expect(states.map((e) => e.data)).toEqual([
      { from: 'draft', to: 'open', comment: null }, { from: 'open', to: 'stable', comment: null },
      { from: 'stable', to: 'open', comment: null }, { from: 'open', to: 'closed', comment: null },
    ]);
    expect(states.every((e) => e.createdBy === 'dispatcher')).toBe(true);
    expect(tl.items.at(-1)?.kind).toBe('created');
  });

  it('announces opened once (draft → open) and every transition', async () => {
    const opened: string[] = [];
    const transitions: string[] = [];
    const offA = t.app.situations.events.on('opened', (e) => opened.push(e.id));
    const offB = t.app.situations.events.on('transition', (e) => transitions.push(`${e.from}>${e.to}`));
    let s = await create();
    for (const to of ['open', 'stable', 'open'] as SituationState[]) s = (await ok(move(s, to))).transitionSituation;
    const direct = (await ok(gqlAs<{ createSituation: SituationView }>(t, DISPATCHER, CREATE, { input: situationInput(cat, { open: true }) }))).createSituation;
    offA();
    offB();
    expect(direct.state).toBe('open');
    expect(opened).toEqual([s.id, direct.id]);
    expect(transitions).toEqual(['draft>open', 'open>stable', 'stable>open', 'draft>open']);
  });

  it('checks the version (optimistic locking)', async () => {
    const s = await create();
    const r = await gqlAs(t, DISPATCHER, TRANSITION, { id: s.id, version: s.version + 5, to: 'open' });
    expect(r.errors?.[0].extensions?.code).toBe('CONFLICT');
  });
});

describe('situations: updates, closed read-only, corrections, notes', () => {
  it('an update names the changed fields in the timeline and raises the version', async () => {
    const s = await create();
    const r = await ok(gqlAs<{ updateSituation: SituationView }>(t, DISPATCHER, UPDATE, {
      id: s.id, version: s.version, input: situationInput(cat, { title: 'Signalstörung behoben?', severity: 'critical' }),
    }));
    expect(r.updateSituation).toMatchObject({ version: 2, title: 'Signalstörung behoben?' });
    const e = (await timeline(s.id)).items[0];
    expect(e).toMatchObject({ kind: 'updated', createdBy: 'dispatcher', data: { fields: ['title', 'severity'] } });
    expect(e.text).toContain('Titel, Schwere');
    const stale = await gqlAs(t, DISPATCHER, UPDATE, { id: s.id, version: 1, input: situationInput(cat) });
    expect(stale.errors?.[0].extensions?.code).toBe('CONFLICT');
  });

  it('a closed situation refuses updates and notes (de/it); a correction copies it as a new draft', async () => {
    const s = await inState('closed');
    const upd = await gqlAs(t, DISPATCHER, UPDATE, { id: s.id, version: s.version, input: situationInput(cat, { title: 'x' }) });
    expect(upd.errors?.[0].message).toBe(`Die Situation ${s.number} ist abgeschlossen und kann nicht mehr geändert werden. Legen Sie stattdessen eine Korrektur an.`);
    const note = await gqlAs(t, DISPATCHER, 'mutation($id: ID!) { addTimelineEntry(situationId: $id, text: "noch etwas") { id } }', { id: s.id }, 'it');
    expect(note.errors?.[0].message).toBe(`La situazione ${s.number} è chiusa e non può più essere modificata. Crei invece una rettifica.`);

    const c = await ok(gqlAs<{ correctSituation: SituationView }>(t, DISPATCHER, `mutation($id: ID!) { correctSituation(id: $id) { id number state correctionOf title } }`, { id: s.id }));
    expect(c.correctSituation).toMatchObject({ state: 'draft', correctionOf: s.id, title: s.title });
    expect(c.correctSituation.number).not.toBe(s.number);
    expect((await timeline(s.id)).items[0]).toMatchObject({ kind: 'correction', data: { correctedBy: c.correctSituation.id } });
    expect((await timeline(c.correctSituation.id)).items[0]).toMatchObject({ kind: 'correction', data: { correctionOf: s.id, number: s.number } });
    const open = await inState('open');
    const notClosed = await gqlAs(t, DISPATCHER, `mutation($id: ID!) { correctSituation(id: $id) { id } }`, { id: open.id });
    expect(notClosed.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('a manual note keeps its event time apart from its entry time', async () => {
    const s = await inState('open');
    const r = await ok(gqlAs<{ addTimelineEntry: TimelineView['items'][number] }>(t, DISPATCHER,
      'mutation($id: ID!, $at: String) { addTimelineEntry(situationId: $id, text: "Tf meldet Rotausleuchtung", eventAt: $at) { id kind eventAt createdAt createdBy text } }',
      { id: s.id, at: '2026-03-10T06:05:00.000Z' }));
    expect(r.addTimelineEntry).toMatchObject({ kind: 'note', eventAt: '2026-03-10T06:05:00.000Z', createdBy: 'dispatcher', text: 'Tf meldet Rotausleuchtung' });
    expect(r.addTimelineEntry.createdAt).not.toBe(r.addTimelineEntry.eventAt);
    // Newest first by event time: the note happened before the situation was written down.
    const tl = await timeline(s.id);
    expect(tl.items.at(-1)?.id).toBe(r.addTimelineEntry.id);
  });
});

describe('situations: discarding drafts', () => {
  it('a draft may be discarded with its timeline; other states are refused (de/it)', async () => {
    const d = await create();
    const del = await ok(gqlAs<{ deleteSituation: boolean }>(t, DISPATCHER, 'mutation($id: ID!) { deleteSituation(id: $id) }', { id: d.id }));
    expect(del.deleteSituation).toBe(true);
    expect((await ok(gqlAs<{ situation: SituationView | null }>(t, DISPATCHER, ONE, { id: d.id }))).situation).toBeNull();
    expect((await t.db.query('SELECT 1 FROM situation_timeline WHERE situation_id = $1', [d.id])).rows).toHaveLength(0);
    const open = await inState('open');
    const r = await gqlAs(t, DISPATCHER, 'mutation($id: ID!) { deleteSituation(id: $id) }', { id: open.id }, 'it');
    expect(r.errors?.[0].message).toBe(`Si possono scartare solo bozze; la situazione ${open.number} è aperta.`);
  });
});

describe('situations: list and counts', () => {
  it('lists open situations first and counts open and stable for the badge', async () => {
    const counts = (await ok(gqlAs<{ situationCounts: { open: number; stable: number; draft: number } }>(t, ADMIN, COUNTS))).situationCounts;
    const all = (await ok(gqlAs<{ situations: { total: number; items: { state: string }[] } }>(t, ADMIN, LIST, { perPage: 200 }))).situations;
    const states = all.items.map((i) => i.state);
    const firstClosed = states.indexOf('closed');
    expect(firstClosed).toBeGreaterThan(0);
    expect(states.slice(firstClosed).every((s) => s === 'closed')).toBe(true);
    expect(counts.open).toBe(states.filter((s) => s === 'open').length);
    expect(counts.stable).toBe(states.filter((s) => s === 'stable').length);
    const onlyStable = (await ok(gqlAs<{ situations: { total: number } }>(t, ADMIN, LIST, { filter: { states: ['stable'] } }))).situations;
    expect(onlyStable.total).toBe(counts.stable);
    const byNumber = (await ok(gqlAs<{ situations: { items: { number: string }[] } }>(t, ADMIN, LIST, { filter: { q: '2027-0001' } }))).situations;
    expect(byNumber.items.map((i) => i.number)).toEqual(['2027-0001']);
    // Active in a period: began before its end, not ended before its start (open: no end yet).
    const inMay = (await ok(gqlAs<{ situations: { items: { startAt: string }[] } }>(t, ADMIN, LIST, { filter: { from: '2026-05-01T09:00:00Z', to: '2026-05-01T11:00:00Z' }, perPage: 200 }))).situations;
    expect(inMay.items.length).toBeGreaterThan(0);
    expect(inMay.items.every((i) => i.startAt < '2026-05-01T11:00:00Z')).toBe(true);
    expect(inMay.items.some((i) => i.startAt === '2026-05-01T10:00:00.000Z')).toBe(true);
    const before = (await ok(gqlAs<{ situations: { items: { startAt: string }[] } }>(t, ADMIN, LIST, { filter: { to: '2025-03-01T00:00:00Z' }, perPage: 200 }))).situations;
    expect(before.items.map((i) => i.startAt.slice(0, 7)).every((m) => m === '2025-02')).toBe(true);
    // Words of the title, the last one as a prefix; case does not matter.
    const byWords = (await ok(gqlAs<{ situations: { total: number; items: { title: string }[] } }>(t, ADMIN, LIST, { filter: { q: 'signalstörung BEHO' } }))).situations;
    expect(byWords.items.map((i) => i.title)).toEqual(['Signalstörung behoben?']);
    // The total of a category/state filter comes from the kept totals: it must equal the rows.
    const closed = (await ok(gqlAs<{ situations: { total: number; items: unknown[] } }>(t, ADMIN, LIST, { filter: { states: ['closed'], categoryIds: [cat] }, perPage: 200 }))).situations;
    expect(closed.total).toBe(closed.items.length);
    expect(closed.total).toBe(states.filter((s) => s === 'closed').length);
  });
});
