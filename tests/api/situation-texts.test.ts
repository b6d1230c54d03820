/**
 * Situation report, part "texts" (issue 13 items 5, 8, 9): public texts with placeholders filled
 * from the situation, publishing with the right 'publish', the checklist of the measure catalogue
 * and the shift handover. Situations are inserted by SQL (the core part owns their API).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPlaceholders, type PlaceholderValues } from '../../src/shared/situations/placeholders';
import type { SituationChecklist } from '../../src/shared/situations/checklist';
import type { HandoverSummary, ShiftHandover, SituationText, SituationTexts } from '../../src/shared/situations/textsApi';
import { startTestApp, type TestApp } from './helpers';

let t: TestApp;
const ids: Record<string, string> = {};
const T0 = Date.parse('2026-11-25T08:00:00Z');

async function one<T>(sql: string, params: unknown[] = []): Promise<T> {
  return (await t.db.query<T>(sql, params)).rows[0];
}

async function insertSituation(title: string, state: string, categoryId: string, subcategoryId: string | null, extra: Record<string, unknown> = {}): Promise<string> {
  const seq = Number((await one<{ n: number }>('SELECT count(*)::int AS n FROM situations')).n) + 1;
  const r = await one<{ id: string }>(
    `INSERT INTO situations (year, seq, state, title, category_id, subcategory_id, cause_id, severity, start_at, line_ids, station_ids, delay_minutes, reason_de, reason_it,
       created_by, updated_by, state_changed_by)
     VALUES (2026, $1, $2, $3, $4, $5, $6, 'major', '2026-11-25T07:40:00Z', $7, $8, $9, $10, $11, 'dispatcher', 'dispatcher', 'dispatcher') RETURNING id::text AS id`,
    [seq, state, title, categoryId, subcategoryId, extra.causeId ?? null, extra.lineIds ?? [], extra.stationIds ?? [], extra.delayMinutes ?? null, extra.reasonDe ?? null, extra.reasonIt ?? null],
  );
  return r.id;
}

const TEXT_FIELDS = 'situationId channel textDe textIt moduleId version updatedBy publishedDe publishedIt publishedVersion publishedBy publishedAt state';
const TEXTS = `query($id: ID!) { situationTexts(situationId: $id) { situationId texts { ${TEXT_FIELDS} } values { lang line from to minutes reason } } }`;
const SAVE = `mutation($id: ID!, $channel: String!, $de: String!, $it: String!, $module: ID, $version: Int!) {
  saveSituationText(situationId: $id, channel: $channel, textDe: $de, textIt: $it, moduleId: $module, version: $version) { ${TEXT_FIELDS} } }`;
const PUBLISH = `mutation($id: ID!, $channel: String!, $version: Int!) { publishSituationText(situationId: $id, channel: $channel, version: $version) { ${TEXT_FIELDS} } }`;
const CHECKLIST_FIELDS = 'situationId items { measureId textDe textIt required dispatchKind done doneBy doneAt } progress { done total }';
const CHECKLIST = `query($id: ID!) { situationChecklist(situationId: $id) { ${CHECKLIST_FIELDS} } }`;
const TICK = `mutation($id: ID!, $m: ID!, $done: Boolean!) { setChecklistItem(situationId: $id, measureId: $m, done: $done) { ${CHECKLIST_FIELDS} } }`;
const SUMMARY_FIELDS = `generatedAt situations { id number title state categoryId categoryNameDe progress { done total } pending { measureId textDe required } }
  instructions { id title validFrom validTo }`;
const HANDOVER_FIELDS = `id mine note handedOverBy handedOverByName handedOverAt acknowledgedBy acknowledgedByName acknowledgedAt summary { ${SUMMARY_FIELDS} }`;

beforeAll(async () => {
  t = await startTestApp();
  t.app.situations.clock.now = () => T0;
  const cat = async (code: string, name: string, nameIt: string) =>
    (await one<{ id: string }>(`INSERT INTO categories (code, name, name_it, usage) VALUES ($1, $2, $3, '{situationReport}') RETURNING id::text AS id`, [code, name, nameIt])).id;
  ids.betrieb = await cat('BETRIEB', 'Betriebsstörung', 'Perturbazione di esercizio');
  ids.extern = await cat('EXTERN', 'Externe Einflüsse', 'Cause esterne');
  // Rights per category (/rechte_fuer_kategorien): dispatchers all four everywhere; planners may look
  // at both categories, viewers only at BETRIEB (so EXTERN's situations are nothing to them).
  await t.db.query(`INSERT INTO category_rights (category_id, subject_kind, subject, view, edit, publish, close) VALUES
    ($1, 'role', 'dispatcher', true, true, true, true), ($2, 'role', 'dispatcher', true, true, true, true),
    ($1, 'role', 'planner', true, false, false, false), ($2, 'role', 'planner', true, false, false, false),
    ($1, 'role', 'viewer', true, false, false, false)`, [ids.betrieb, ids.extern]);
  ids.signal = (await one<{ id: string }>(`INSERT INTO subcategories (category_id, code, name, name_it, severity) VALUES ($1, 'SIGNAL', 'Signalstörung', 'Guasto al segnale', 'major') RETURNING id::text AS id`, [ids.betrieb])).id;
  ids.weiche = (await one<{ id: string }>(`INSERT INTO subcategories (category_id, code, name, name_it, severity) VALUES ($1, 'WEICHE', 'Weichenstörung', 'Guasto allo scambio', 'major') RETURNING id::text AS id`, [ids.betrieb])).id;
  const measure = async (category: string, sub: string | null, de: string, sort: number, kind: string | null = null, active = true) =>
    (await one<{ id: string }>(
      `INSERT INTO catalog_measures (category_id, subcategory_id, text_de, text_it, dispatch_kind, required, sort_order, active) VALUES ($1, $2, $3, $4, $5, true, $6, $7) RETURNING id::text AS id`,
      [category, sub, de, `${de} (it)`, kind, sort, active],
    )).id;
  ids.m1 = await measure(ids.betrieb, null, 'Züge per Funk informieren', 10);
  ids.m2 = await measure(ids.betrieb, ids.signal, 'Entstördienst Signaltechnik alarmieren', 20);
  ids.m3 = await measure(ids.betrieb, ids.weiche, 'Weiche räumen lassen', 30);
  ids.m4 = await measure(ids.betrieb, null, 'Verspätung eintragen', 40, 'delay');
  ids.m5 = await measure(ids.betrieb, null, 'Alte Maßnahme', 50, null, false);
  ids.m6 = await measure(ids.extern, null, 'Polizei verständigen', 10);
  ids.lineS4 = (await one<{ id: string }>(`INSERT INTO lines (line_number, name, product, color, text_color, valid_from) VALUES ('S4', 'Karlsruhe – Heilbronn', 'tramTrain', '#00A76D', '#FFFFFF', '2026-01-01') RETURNING id::text AS id`)).id;
  const station = async (name: string, code: string) => (await one<{ id: string }>(`INSERT INTO stations (name, station_code) VALUES ($1, $2) RETURNING id::text AS id`, [name, code])).id;
  ids.ka = await station('Karlsruhe Hbf', 'RK');
  ids.du = await station('Durlach', 'RD');
  ids.br = await station('Bretten', 'RBR');
  ids.module = (await one<{ id: string }>(
    `INSERT INTO text_modules (code, name, channel, text_de, text_it) VALUES ('ANZ_VERSP', 'Verspätung', 'display', $1, $2) RETURNING id::text AS id`,
    ['Linie {line}: Zwischen {from} und {to} ca. {minutes} Min. Verspätung wegen {reason}.', 'Linea {line}: tra {from} e {to} ritardo di circa {minutes} min. a causa di {reason}.'],
  )).id;
  await t.db.query(`INSERT INTO standing_instructions (title, text, valid_from, valid_to, active) VALUES
    ('Langsamfahrstelle', '40 km/h zwischen Ettlingen West und Busenbach', '2026-11-01', NULL, true),
    ('Winterdienst', 'Weichenheizungen prüfen', '2026-11-15', '2026-11-24', true),
    ('Abgeschaltet', 'nicht mehr gültig', '2026-11-01', NULL, false)`);
  ids.sit = await insertSituation('Signalstörung Durlach', 'open', ids.betrieb, ids.signal, {
    lineIds: [ids.lineS4], stationIds: [ids.ka, ids.du, ids.br], delayMinutes: 15, reasonDe: 'einer Signalstörung', reasonIt: 'un guasto al segnale',
  });
  ids.cause = (await one<{ id: string }>(
    `INSERT INTO selection_list_entries (list, code, name_de, name_it) VALUES ('cause', 'TECHNIK', 'Technische Störung', 'Guasto tecnico') RETURNING id::text AS id`,
  )).id;
  ids.bare = await insertSituation('Ohne Angaben', 'open', ids.betrieb, null, { causeId: ids.cause });
  ids.draft = await insertSituation('Entwurf', 'draft', ids.betrieb, ids.signal);
  ids.closed = await insertSituation('Abgeschlossen', 'closed', ids.betrieb, ids.signal);
  ids.stable = await insertSituation('Polizeieinsatz Bretten', 'stable', ids.extern, null);
}, 120_000);

afterAll(() => t?.close());

async function timeline(situationId: string, kind: string) {
  return (await t.db.query<{ kind: string; created_by: string; text: string; data: Record<string, unknown> }>(
    `SELECT kind, created_by, text, data FROM situation_timeline WHERE situation_id = $1 AND kind = $2 ORDER BY id`, [situationId, kind],
  )).rows;
}

describe('public texts', () => {
  it('fills the placeholders from the situation in both languages', async () => {
    const r = await t.gql<{ situationTexts: SituationTexts }>(TEXTS, { id: ids.sit });
    expect(r.errors).toBeUndefined();
    const texts = r.data.situationTexts;
    expect(texts.texts.map((x) => [x.channel, x.state, x.version])).toEqual([['display', 'draft', 0], ['announcement', 'draft', 0], ['web', 'draft', 0], ['crew', 'draft', 0]]);
    const [de, it] = texts.values;
    expect(de).toEqual({ lang: 'de', line: 'S4', from: 'Karlsruhe Hbf', to: 'Bretten', minutes: '15', reason: 'einer Signalstörung' });
    expect(it.reason).toBe('un guasto al segnale');
    const mod = await one<{ text_de: string; text_it: string }>('SELECT text_de, text_it FROM text_modules WHERE id = $1', [ids.module]);
    const { lang: _l, ...valuesDe } = de;
    const { lang: _i, ...valuesIt } = it;
    expect(fillPlaceholders(mod.text_de, valuesDe as PlaceholderValues).text).toBe('Linie S4: Zwischen Karlsruhe Hbf und Bretten ca. 15 Min. Verspätung wegen einer Signalstörung.');
    expect(fillPlaceholders(mod.text_it, valuesIt as PlaceholderValues).text).toBe('Linea S4: tra Karlsruhe Hbf e Bretten ritardo di circa 15 min. a causa di un guasto al segnale.');
  });

  it('reports what a situation without data cannot fill, and refuses to publish it', async () => {
    const r = await t.gql<{ situationTexts: SituationTexts }>(TEXTS, { id: ids.bare });
    expect(r.data.situationTexts.values[0]).toEqual({ lang: 'de', line: null, from: null, to: null, minutes: null, reason: 'Technische Störung' });
    const save = await t.gql<{ saveSituationText: SituationText }>(SAVE, { id: ids.bare, channel: 'web', de: 'Verspätung {minutes} Min.', it: 'Ritardo {minutes} min.', module: ids.module, version: 0 });
    expect(save.errors).toBeUndefined();
    for (const lang of ['de', 'it']) {
      const pub = await t.gql(PUBLISH, { id: ids.bare, channel: 'web', version: 1 }, lang);
      expect(pub.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(pub.errors?.[0].message).toMatch(lang === 'de' ? /nicht ausgefüllte Platzhalter: \{minutes\}/ : /segnaposto non compilati: \{minutes\}/);
    }
  });

  it('saves drafts, publishes with the right, keeps the published text while later edits are drafts', async () => {
    const s1 = await t.gql<{ saveSituationText: SituationText }>(SAVE, {
      id: ids.sit, channel: 'display', module: ids.module, version: 0,
      de: 'Linie S4: Zwischen Karlsruhe Hbf und Bretten ca. 15 Min. Verspätung wegen einer Signalstörung.',
      it: 'Linea S4: tra Karlsruhe Hbf e Bretten ritardo di circa 15 min. a causa di un guasto al segnale.',
    }, 'de', 'dispatcher');
    expect(s1.errors).toBeUndefined();
    expect(s1.data.saveSituationText).toMatchObject({ version: 1, state: 'draft', updatedBy: 'dispatcher', moduleId: ids.module, publishedDe: null });

    // A stale version is a conflict; nothing is overwritten.
    const stale = await t.gql(SAVE, { id: ids.sit, channel: 'display', de: 'x', it: 'y', version: 0 }, 'it', 'dispatcher');
    expect(stale.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(stale.errors?.[0].message).toMatch(/modificato nel frattempo da dispatcher/);

    // A planner sees the situation (role fallback: view) but may neither edit nor publish: FORBIDDEN in de and it.
    const edit = await t.gql(SAVE, { id: ids.sit, channel: 'display', de: 'x', it: 'y', version: 1 }, 'de', 'planner');
    expect(edit.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    for (const [lang, re] of [['de', /nicht veröffentlichen/], ['it', /non può pubblicare/]] as const) {
      const denied = await t.gql(PUBLISH, { id: ids.sit, channel: 'display', version: 1 }, lang, 'planner');
      expect(denied.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect(denied.errors?.[0].message).toMatch(re);
    }
    expect(await timeline(ids.sit, 'textPublished')).toEqual([]);

    const pub = await t.gql<{ publishSituationText: SituationText }>(PUBLISH, { id: ids.sit, channel: 'display', version: 1 }, 'de', 'dispatcher');
    expect(pub.errors).toBeUndefined();
    expect(pub.data.publishSituationText).toMatchObject({ state: 'published', publishedVersion: 1, publishedBy: 'dispatcher', publishedAt: '2026-11-25T08:00:00.000Z' });
    const entries = await timeline(ids.sit, 'textPublished');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ created_by: 'dispatcher', data: { channel: 'display', version: 1 } });
    expect(entries[0].text).toContain('Anzeiger');

    // A later edit is a draft; the published version stays what passengers see.
    const s2 = await t.gql<{ saveSituationText: SituationText }>(SAVE, { id: ids.sit, channel: 'display', de: 'Linie S4: Störung behoben.', it: 'Linea S4: guasto risolto.', version: 1 }, 'de', 'dispatcher');
    expect(s2.data.saveSituationText).toMatchObject({ version: 2, state: 'changed', textDe: 'Linie S4: Störung behoben.', publishedVersion: 1 });
    expect(s2.data.saveSituationText.publishedDe).toMatch(/ca\. 15 Min\. Verspätung/);
    const read = await t.gql<{ situationTexts: SituationTexts }>(TEXTS, { id: ids.sit }, 'de', 'viewer');
    expect(read.data.situationTexts.texts[0]).toMatchObject({ state: 'changed', publishedIt: 'Linea S4: tra Karlsruhe Hbf e Bretten ritardo di circa 15 min. a causa di un guasto al segnale.' });
  });

  it('refuses publishing drafts of a draft situation and any change to a closed one', async () => {
    await t.gql(SAVE, { id: ids.draft, channel: 'crew', de: 'Text', it: 'Testo', version: 0 });
    const notOpen = await t.gql(PUBLISH, { id: ids.draft, channel: 'crew', version: 1 });
    expect(notOpen.errors?.[0].message).toMatch(/erst veröffentlicht werden, wenn der Lagebericht eröffnet ist/);
    const closed = await t.gql(SAVE, { id: ids.closed, channel: 'crew', de: 'Text', it: 'Testo', version: 0 }, 'it');
    expect(closed.errors?.[0].message).toMatch(/rapporto è chiuso/);
    const missing = await t.gql(TEXTS, { id: '999999' });
    expect(missing.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const channel = await t.gql(SAVE, { id: ids.sit, channel: 'fax', de: 'a', it: 'b', version: 0 });
    expect(channel.errors?.[0].message).toMatch(/Unbekannter Kanal „fax“/);
    const oneLang = await t.gql<{ saveSituationText: SituationText }>(SAVE, { id: ids.sit, channel: 'crew', de: 'Nur deutsch', it: '', version: 0 });
    const pub = await t.gql(PUBLISH, { id: ids.sit, channel: 'crew', version: oneLang.data.saveSituationText.version });
    expect(pub.errors?.[0].message).toMatch(/einen deutschen und einen italienischen Text/);
  });
});

describe('checklist', () => {
  it("lists the catalogue's items of the category and subcategory with progress", async () => {
    const r = await t.gql<{ situationChecklist: SituationChecklist }>(CHECKLIST, { id: ids.sit });
    expect(r.errors).toBeUndefined();
    const c = r.data.situationChecklist;
    expect(c.items.map((i) => i.measureId)).toEqual([ids.m1, ids.m2, ids.m4]);
    expect(c.items[2].dispatchKind).toBe('delay');
    expect(c.progress).toEqual({ done: 0, total: 3 });
  });

  it('ticks items with who and when, writes the timeline, and refuses foreign items and missing rights', async () => {
    t.app.situations.clock.now = () => T0 + 60_000;
    const r = await t.gql<{ setChecklistItem: SituationChecklist }>(TICK, { id: ids.sit, m: ids.m2, done: true }, 'de', 'dispatcher');
    expect(r.errors).toBeUndefined();
    const item = r.data.setChecklistItem.items.find((i) => i.measureId === ids.m2);
    expect(item).toMatchObject({ done: true, doneBy: 'dispatcher', doneAt: '2026-11-25T08:01:00.000Z' });
    expect(r.data.setChecklistItem.progress).toEqual({ done: 1, total: 3 });
    await t.gql(TICK, { id: ids.sit, m: ids.m1, done: true }, 'de', 'dispatcher');
    const back = await t.gql<{ setChecklistItem: SituationChecklist }>(TICK, { id: ids.sit, m: ids.m1, done: false }, 'de', 'dispatcher');
    expect(back.data.setChecklistItem.progress).toEqual({ done: 1, total: 3 });
    const entries = await timeline(ids.sit, 'checklistItem');
    expect(entries.map((e) => e.text)).toEqual([
      'Erledigt: Entstördienst Signaltechnik alarmieren (1 / 3)', 'Erledigt: Züge per Funk informieren (2 / 3)', 'Wieder offen: Züge per Funk informieren (1 / 3)',
    ]);
    // Ticking what is already ticked writes nothing.
    await t.gql(TICK, { id: ids.sit, m: ids.m2, done: true }, 'de', 'dispatcher');
    expect(await timeline(ids.sit, 'checklistItem')).toHaveLength(3);

    const foreign = await t.gql(TICK, { id: ids.sit, m: ids.m3, done: true });
    expect(foreign.errors?.[0].message).toMatch(/gehört nicht zur Checkliste/);
    const inactive = await t.gql(TICK, { id: ids.sit, m: ids.m5, done: true });
    expect(inactive.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const viewer = await t.gql(TICK, { id: ids.sit, m: ids.m1, done: true }, 'it', 'viewer');
    expect(viewer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(viewer.errors?.[0].message).toMatch(/non può modificare/);
    const closed = await t.gql(TICK, { id: ids.closed, m: ids.m1, done: true });
    expect(closed.errors?.[0].message).toMatch(/abgeschlossen/);

    const progress = await t.gql<{ situationChecklistProgress: { situationId: string; done: number; total: number }[] }>(
      `query($ids: [ID!]!) { situationChecklistProgress(situationIds: $ids) { situationId done total } }`, { ids: [ids.sit, ids.stable, 'x'] },
    );
    expect(progress.data.situationChecklistProgress).toEqual([{ situationId: ids.sit, done: 1, total: 3 }, { situationId: ids.stable, done: 0, total: 1 }]);
  });
});

describe('shift handover', () => {
  it('summarises open and stable situations, pending items and the instructions valid today', async () => {
    const r = await t.gql<{ shiftHandoverDraft: HandoverSummary }>(`{ shiftHandoverDraft { ${SUMMARY_FIELDS} } }`, {}, 'de', 'dispatcher');
    expect(r.errors).toBeUndefined();
    const s = r.data.shiftHandoverDraft;
    expect(s.situations.map((x) => x.title)).toEqual(['Signalstörung Durlach', 'Ohne Angaben', 'Polizeieinsatz Bretten']);
    const first = s.situations[0];
    expect(first).toMatchObject({ number: '2026-0001', state: 'open', categoryNameDe: 'Betriebsstörung', progress: { done: 1, total: 3 } });
    expect(first.pending.map((p) => p.textDe)).toEqual(['Züge per Funk informieren', 'Verspätung eintragen']);
    expect(s.instructions.map((i) => i.title)).toEqual(['Langsamfahrstelle']);
    // A user without the right 'view' on EXTERN sees nothing of it.
    const viewer = await t.gql<{ shiftHandoverDraft: HandoverSummary }>(`{ shiftHandoverDraft { ${SUMMARY_FIELDS} } }`, {}, 'de', 'viewer');
    expect(viewer.data.shiftHandoverDraft.situations.map((x) => x.title)).toEqual(['Signalstörung Durlach', 'Ohne Angaben']);
    const hidden = await t.gql(CHECKLIST, { id: ids.stable }, 'de', 'viewer');
    expect(hidden.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('hands over, keeps the snapshot, refuses acknowledging the own handover and lets the next shift acknowledge', async () => {
    t.app.situations.clock.now = () => T0 + 3_600_000;
    const created = await t.gql<{ createShiftHandover: ShiftHandover }>(
      `mutation($note: String) { createShiftHandover(note: $note) { ${HANDOVER_FIELDS} } }`, { note: 'Signalstörung Durlach: Entstördienst unterwegs.' }, 'de', 'dispatcher',
    );
    expect(created.errors).toBeUndefined();
    const h = created.data.createShiftHandover;
    expect(h).toMatchObject({ handedOverBy: 'dispatcher', handedOverByName: 'Demo dispatcher', handedOverAt: '2026-11-25T09:00:00.000Z', acknowledgedBy: null, mine: true });
    expect(h.summary.situations).toHaveLength(3);
    for (const id of [ids.sit, ids.bare, ids.stable]) expect(await timeline(id, 'handover')).toHaveLength(1);
    expect(await timeline(ids.closed, 'handover')).toHaveLength(0);

    // The snapshot stays as handed over, whatever happens later.
    await t.gql(TICK, { id: ids.sit, m: ids.m1, done: true }, 'de', 'dispatcher');

    const viewer = await t.gql(`mutation($id: ID!) { acknowledgeShiftHandover(id: $id) { id } }`, { id: h.id }, 'de', 'viewer');
    expect(viewer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    for (const [lang, re] of [['de', /eigene Übergabe kann nicht quittiert/], ['it', /proprio passaggio di turno/]] as const) {
      const own = await t.gql(`mutation($id: ID!) { acknowledgeShiftHandover(id: $id) { id } }`, { id: h.id }, lang, 'dispatcher');
      expect(own.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(own.errors?.[0].message).toMatch(re);
    }
    t.app.situations.clock.now = () => T0 + 3_900_000;
    const ack = await t.gql<{ acknowledgeShiftHandover: ShiftHandover }>(`mutation($id: ID!) { acknowledgeShiftHandover(id: $id) { ${HANDOVER_FIELDS} } }`, { id: h.id }, 'de', 'admin');
    expect(ack.errors).toBeUndefined();
    expect(ack.data.acknowledgeShiftHandover).toMatchObject({ acknowledgedBy: 'admin', acknowledgedByName: 'Demo admin', acknowledgedAt: '2026-11-25T09:05:00.000Z', mine: false });
    expect(ack.data.acknowledgeShiftHandover.summary.situations[0].progress).toEqual({ done: 1, total: 3 });
    expect((await timeline(ids.sit, 'handover')).map((e) => e.data.acknowledged)).toEqual([false, true]);
    const again = await t.gql(`mutation($id: ID!) { acknowledgeShiftHandover(id: $id) { id } }`, { id: h.id }, 'de', 'admin');
    expect(again.errors?.[0].message).toMatch(/bereits quittiert/);

    const history = await t.gql<{ shiftHandovers: { total: number; items: ShiftHandover[] } }>(
      `{ shiftHandovers(page: 1, perPage: 10) { total items { id note handedOverByName acknowledgedByName } } }`, {}, 'de', 'viewer',
    );
    expect(history.data.shiftHandovers).toEqual({ total: 1, items: [{ id: h.id, note: 'Signalstörung Durlach: Entstördienst unterwegs.', handedOverByName: 'Demo dispatcher', acknowledgedByName: 'Demo admin' }] });
    // The stored snapshot is shown to each reader with their rights: the viewer does not see EXTERN's situation.
    const viewerCopy = await t.gql<{ shiftHandover: ShiftHandover }>(`query($id: ID!) { shiftHandover(id: $id) { ${HANDOVER_FIELDS} } }`, { id: h.id }, 'de', 'viewer');
    expect(viewerCopy.data.shiftHandover.summary.situations.map((x) => x.title)).toEqual(['Signalstörung Durlach', 'Ohne Angaben']);
    const paging = await t.gql(`{ shiftHandovers(page: 0) { total } }`);
    expect(paging.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});
