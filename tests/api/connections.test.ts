/**
 * Connections (issue 14 item 2, docs/connections.md) through the GraphQL API on a live day with a
 * pinned clock: three lines meet at Karlsruhe Hbf and Bretten every hour; connection rules are
 * made through the ConnectionConfig resource. States along a scripted feeder delay, hold and undo,
 * break, the automatic hold within its limit and not beyond, the preview listing a connection lost
 * downstream, the vehicle messages of a decision, permissions, errors in de and it.
 * Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectionHoldPreview, ConnectionRow } from '../../src/shared/connections/types';
import { HOURS, PREVIEW, ROW, hm, installFixture, ok } from './connections-support';
import { createTestDb, type TestDb } from './helpers';
import { startLiveApp, type LiveTestApp } from './live-support';

let testDb: TestDb;
let t: LiveTestApp;
const stationIds: Record<string, string> = {};
let reason = '';

const run = (lineId: string, h: number) => `${t.day}:${lineId}-${h}`;
/** The connection S4 → S5 at Karlsruhe Hbf (rule r1) and S5 → S7 at Bretten (rule r2) of hour h. */
const rules: { r1: string; r2: string } = { r1: '', r2: '' };
const hubId = (h: number) => `${rules.r1}|${run('L4', h)}|${run('L5', h)}`;
const brettenId = (h: number) => `${rules.r2}|${run('L5', h)}|${run('L7', h)}`;

async function connection(id: string, role: 'viewer' | 'dispatcher' = 'viewer'): Promise<ConnectionRow> {
  return (await ok(t.gql<{ connection: ConnectionRow }>(`query($id: ID!) { connection(id: $id) { ${ROW} } }`, { id }, 'de', role))).connection;
}

async function delay(lineId: string, h: number, delayS: number) {
  await ok(t.gql(`mutation($r: ID!, $d: Int!, $c: ID!) { delayRun(runId: $r, delayS: $d, reasonId: $c) { id } }`, { r: run(lineId, h), d: delayS, c: t.reasons.SIGNAL }, 'de', 'dispatcher'));
}

/** The clock to a time; the tick's update and an automatic hold (if any) have run when it returns. */
async function at(seconds: number) {
  t.setTime(seconds);
  await t.app.connections.autoHold?.idle();
}

const hold = (id: string, holdUntil: number | null, lang = 'de', role: 'dispatcher' | 'planner' = 'dispatcher') =>
  t.gql<{ holdConnection: ConnectionRow }>(`mutation($id: ID!, $u: Int, $c: ID!) { holdConnection(id: $id, holdUntil: $u, reasonId: $c, comment: "Anschluss") { ${ROW} } }`,
    { id, u: holdUntil, c: reason }, lang, role);
const preview = (id: string, holdUntil: number | null = null, lang = 'de', role: 'dispatcher' | 'planner' = 'dispatcher') =>
  t.gql<{ previewConnectionHold: ConnectionHoldPreview }>(`mutation($id: ID!, $u: Int) { previewConnectionHold(id: $id, holdUntil: $u) { ${PREVIEW} } }`, { id, u: holdUntil }, lang, role);

async function setup(db: TestDb): Promise<LiveTestApp> {
  const app = await startLiveApp({ testDb: db, install: false, at: hm(5, 0) });
  const f = await installFixture(app);
  Object.assign(stationIds, f.stationIds);
  reason = f.reason;
  Object.assign(rules, f.rules);
  return app;
}

beforeAll(async () => {
  testDb = await createTestDb();
  t = await setup(testDb);
});
afterAll(async () => {
  await t?.close();
  await testDb?.destroy();
});

describe('connections of the day', () => {
  it('lists every connection sorted by decideBy with counts, filters by station, run and text; planned times and walk times', async () => {
    await at(hm(5, 30));
    const page = (await ok(t.gql<{ connections: { rows: ConnectionRow[]; total: number; operatingDay: string; counts: Record<string, number> } }>(
      `{ connections { rows { ${ROW} } total operatingDay counts } }`, undefined, 'de', 'viewer'))).connections;
    expect(page.operatingDay).toBe(t.day);
    expect(page.total).toBe(10);
    expect(page.counts).toEqual({ ok: 10, endangered: 0, held: 0, broken: 0, cancelled: 0 });
    expect(page.rows.map((r) => r.decideBy)).toEqual([...page.rows.map((r) => r.decideBy)].sort((a, b) => a - b));
    expect(page.rows[0]).toMatchObject({
      id: hubId(6), stationName: 'Karlsruhe Hbf', stationId: stationIds.HUB, feederTrainNumber: '84006', departingTrainNumber: '85006',
      feederLineNumber: 'S4', departingLineNumber: 'S5', departingDestination: 'Bretten', feederPlannedArrival: hm(6, 10), departingPlannedDeparture: hm(6, 15),
      walkTimeS: 180, slackS: 120, holdNeededS: 0, maxAutoHoldS: 120, maxManualHoldS: 360, priority: 2, state: 'ok', decideBy: hm(6, 15), decision: null,
    });
    const bretten = (await ok(t.gql<{ connections: { rows: ConnectionRow[]; counts: Record<string, number> } }>(
      `query($s: ID) { connections(stationId: $s) { rows { id } counts } }`, { s: stationIds.B2 }, 'de', 'viewer'))).connections;
    expect(bretten.rows.map((r) => r.id)).toEqual(HOURS.map(brettenId));
    const ofRun = (await ok(t.gql<{ connections: { rows: ConnectionRow[] } }>(`query($r: ID) { connections(runId: $r) { rows { id } } }`, { r: run('L5', 7) }, 'de', 'viewer'))).connections;
    expect(ofRun.rows.map((r) => r.id).sort()).toEqual([hubId(7), brettenId(7)].sort());
    // The same through the server's service (app.connections, for other server parts).
    expect(t.app.connections.forRun(run('L5', 7)).map((r) => r.id).sort()).toEqual([hubId(7), brettenId(7)].sort());
    expect(t.app.connections.list({ states: ['ok'] }).total).toBe(10);
    const q = (await ok(t.gql<{ connections: { total: number } }>(`{ connections(q: "87008") { total } }`, undefined, 'de', 'viewer'))).connections;
    expect(q.total).toBe(1);
  });

  it('the preview of a hold lists the connection lost downstream, the knock-on delay, and whether the hold is allowed', async () => {
    await at(hm(5, 50));
    await delay('L4', 6, 360);
    await at(hm(5, 50, 1));
    const c = await connection(hubId(6));
    expect(c).toMatchObject({ state: 'endangered', feederExpectedArrival: hm(6, 16), slackS: -240, holdNeededS: 240, decision: null });
    const p = (await ok(preview(hubId(6)))).previewConnectionHold;
    // Default: expected arrival 06:16 + 3 min walk, rounded up to the minute.
    expect(p).toMatchObject({ connectionId: hubId(6), holdUntil: hm(6, 19), holdDelayS: 240, allowed: true, conflictsAdded: [] });
    expect(p.lost).toEqual([{ connectionId: brettenId(6), stationName: 'Bretten', feederTrainNumber: '85006', departingTrainNumber: '87006', before: 'ok', after: 'endangered' }]);
    expect(p.won).toEqual([]);
    const s5 = p.knockOn.find((k) => k.runId === run('L5', 6))!;
    expect(s5.delayBeforeS).toBe(0);
    expect(s5.delayAfterS).toBeGreaterThan(120);
    // Beyond the maximum manual hold (6 min after 06:15): previewed, not allowed; nothing was taken.
    const far = (await ok(preview(hubId(6), hm(6, 22)))).previewConnectionHold;
    expect(far.allowed).toBe(false);
    expect((await connection(hubId(6))).decision).toBeNull();
    expect((await connection(brettenId(6))).state).toBe('ok');
  });

  it('states along a scripted delay: ok, endangered, held, endangered again; undo; break; the decision reaches both vehicles', async () => {
    await at(hm(6, 50));
    expect((await connection(hubId(7))).state).toBe('ok');
    await delay('L4', 7, 60);
    await at(hm(6, 50, 1));
    expect(await connection(hubId(7))).toMatchObject({ state: 'ok', slackS: 60 });
    await delay('L4', 7, 360);
    await at(hm(6, 50, 2));
    expect(await connection(hubId(7))).toMatchObject({ state: 'endangered', slackS: -240, holdNeededS: 240, decision: null });

    const held = (await ok(hold(hubId(7), null))).holdConnection;
    expect(held).toMatchObject({ state: 'held', heldUntil: hm(7, 19), departingExpectedDeparture: hm(7, 19), decideBy: hm(7, 15) });
    expect(held.decision).toMatchObject({ kind: 'hold', auto: false, createdBy: 'dispatcher', holdUntil: hm(7, 19) });
    // A measure of the departing run: listed with the run, in the change history.
    const measures = (await ok(t.gql<{ run: { measures: { id: string; type: string }[] } }>(`query($id: ID!) { run(id: $id) { measures { id type } } }`, { id: run('L5', 7) }))).run.measures;
    expect(measures).toContainEqual({ id: held.decision!.measureId, type: 'hold' });
    const history = (await ok(t.gql<{ allDispatchChanges: { action: string; details: string; runId: string }[] }>(
      '{ allDispatchChanges(perPage: 100) { action details runId } }'))).allDispatchChanges;
    expect(history).toContainEqual({ action: 'hold', details: '⏸ Karlsruhe Hbf 07:19 (+4 min)', runId: run('L5', 7) });

    // Both trains' vehicles got the message, in German and Italian with the same time.
    const messages = (await ok(t.gql<{ vehicleMessages: { rows: { textDe: string; textIt: string; priority: string; deliveries: { vehicleNumber: string; runId: string | null }[] }[] } }>(
      '{ vehicleMessages(perPage: 10) { rows { textDe textIt priority deliveries { vehicleNumber runId } } } }', undefined, 'de', 'viewer'))).vehicleMessages.rows;
    const msg = messages.find((m) => m.textDe.includes('85007'))!;
    expect(msg.textDe).toBe('S5 85007 wartet in Karlsruhe Hbf bis 07:19 auf S4 84007');
    expect(msg.textIt).toBe('S5 85007 attende a Karlsruhe Hbf fino alle 07:19 il S4 84007');
    const feederVehicles = (await ok(t.gql<{ run: { vehicleNumbers: string[] } }>(`query($id: ID!) { run(id: $id) { vehicleNumbers } }`, { id: run('L4', 7) }))).run.vehicleNumbers;
    const departingVehicles = (await ok(t.gql<{ run: { vehicleNumbers: string[] } }>(`query($id: ID!) { run(id: $id) { vehicleNumbers } }`, { id: run('L5', 7) }))).run.vehicleNumbers;
    expect(feederVehicles.length).toBe(1);
    expect(departingVehicles.length).toBe(1);
    expect(msg.deliveries.map((d) => d.vehicleNumber).sort()).toEqual([...feederVehicles, ...departingVehicles].sort());

    // The feeder loses more time: the hold no longer covers it.
    await delay('L4', 7, 600);
    await at(hm(6, 50, 3));
    expect(await connection(hubId(7))).toMatchObject({ state: 'endangered', heldUntil: null, decision: { kind: 'hold', holdUntil: hm(7, 19) } });

    // Undo: no decision, the departing train leaves on time again.
    await ok(t.gql(`mutation($id: ID!) { undoMeasure(id: $id) }`, { id: held.decision!.measureId }, 'de', 'dispatcher'));
    expect(await connection(hubId(7))).toMatchObject({ state: 'endangered', decision: null, departingExpectedDeparture: hm(7, 15) });

    const broken = (await ok(t.gql<{ breakConnection: ConnectionRow }>(`mutation($id: ID!, $c: ID!) { breakConnection(id: $id, reasonId: $c) { ${ROW} } }`,
      { id: hubId(7), c: reason }, 'de', 'dispatcher'))).breakConnection;
    expect(broken).toMatchObject({ state: 'broken', decision: { kind: 'break', auto: false, holdUntil: null }, departingExpectedDeparture: hm(7, 15) });
  });

  it('holds automatically within the automatic maximum, once, as "system"; the dispatcher may take it back', async () => {
    await at(hm(7, 56));
    // 200 s late: ready 08:16:20, the S5 leaves 08:15: a hold until 08:17 is 2 min, the automatic maximum.
    await delay('L4', 8, 200);
    await at(hm(7, 56, 1));
    const c = await connection(hubId(8));
    expect(c).toMatchObject({ state: 'held', heldUntil: hm(8, 17), decision: { kind: 'hold', auto: true, createdBy: 'system', holdUntil: hm(8, 17) } });
    const runMeasures = (await ok(t.gql<{ run: { measures: { type: string; reasonName: string; createdBy: string }[] } }>(
      `query($id: ID!) { run(id: $id) { measures { type reasonName createdBy } } }`, { id: run('L5', 8) }, 'it'))).run.measures;
    expect(runMeasures).toContainEqual({ type: 'hold', reasonName: 'Attesa coincidenza', createdBy: 'system' });
    // Taken back by a dispatcher: the server does not hold it again.
    await ok(t.gql(`mutation($id: ID!) { undoMeasure(id: $id) }`, { id: c.decision!.measureId }, 'de', 'dispatcher'));
    await at(hm(7, 57));
    expect(await connection(hubId(8))).toMatchObject({ state: 'endangered', decision: null });
  });

  it('does not hold automatically beyond the automatic maximum', async () => {
    await at(hm(8, 56));
    // 300 s late: a hold of 3 min would be needed, the automatic maximum is 2.
    await delay('L4', 9, 300);
    await at(hm(8, 56, 1));
    await at(hm(8, 58));
    expect(await connection(hubId(9))).toMatchObject({ state: 'endangered', holdNeededS: 180, decision: null });
  });

  it('does not hold automatically when the hold adds a conflict; the preview names it', async () => {
    await at(hm(9, 56));
    // Within the automatic maximum (as at 08:00), but the S8 is due on the S5's track at 10:16.
    await delay('L4', 10, 200);
    await at(hm(9, 56, 1));
    await at(hm(9, 57));
    expect(await connection(hubId(10))).toMatchObject({ state: 'endangered', holdNeededS: 80, decision: null });
    const p = (await ok(preview(hubId(10)))).previewConnectionHold;
    expect(p).toMatchObject({ holdUntil: hm(10, 17), allowed: true });
    expect(p.conflictsAdded.map((c) => c.kind)).toEqual(['stationTrack']);
  });

  it('publishes changed connections at most once a second', async () => {
    const events: { at: number; reset: boolean; rows: { id: string; state: string }[] }[] = [];
    const off = t.app.connections.onChanged((e) => events.push({ at: Date.now(), reset: e.reset, rows: e.rows }));
    const last = (id: string) => events.flatMap((e) => e.rows).filter((r) => r.id === id).at(-1);
    try {
      // What the earlier tests changed goes out first (within a second); then this test's changes.
      await new Promise((r) => setTimeout(r, 1100));
      events.length = 0;
      await at(hm(9, 57, 30));
      await delay('L5', 10, 600);
      for (let k = 1; k <= 4; k++) await at(hm(9, 57, 30 + k));
      const end = Date.now() + 4000;
      while (Date.now() < end && !(last(hubId(10))?.state === 'ok' && last(brettenId(10))?.state === 'endangered')) await new Promise((r) => setTimeout(r, 100));
      // The S5 leaves 10 min late: the S4 passengers make it, the S7 at Bretten is endangered.
      expect(last(hubId(10))).toMatchObject({ state: 'ok' });
      expect(last(brettenId(10))).toMatchObject({ state: 'endangered' });
      expect(events.every((e) => !e.reset)).toBe(true);
      for (let k = 1; k < events.length; k++) expect(events[k].at - events[k - 1].at).toBeGreaterThanOrEqual(950);
    } finally {
      off();
    }
  });
});

describe('connections: permissions and errors', () => {
  it('every signed-in role reads; only admin and dispatcher decide (de/it)', async () => {
    for (const role of ['viewer', 'planner'] as const) {
      const r = await t.gql<{ connections: { total: number } }>('{ connections { total } }', undefined, 'de', role);
      expect(r.errors).toBeUndefined();
    }
    const p = await preview(hubId(9), null, 'de', 'planner');
    expect(p.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(p.errors?.[0].message).toContain('Anschlüsse halten oder aufgeben dürfen nur Administration und Disposition');
    const h = await hold(hubId(9), null, 'it', 'planner');
    expect(h.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(h.errors?.[0].message).toContain('riservato ad amministrazione e dispatching');
    expect((await connection(hubId(9))).decision).toBeNull();
  });

  it('refuses a hold beyond the maximum manual hold, unknown connections and bad filters, in German and Italian, and takes nothing', async () => {
    // 09:57: the 10:15 S5 runs 10 min late (previous test), so it would leave 10:25; 6 min more is the most.
    const c = await connection(hubId(10));
    expect(c).toMatchObject({ decideBy: hm(10, 25), maxManualHoldS: 360, decision: null });
    const de = await hold(hubId(10), hm(10, 32));
    expect(de.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(de.errors?.[0].message).toBe('Zug 85010 darf für diesen Anschluss höchstens 6 min warten (bis 10:31); gewünscht war bis 10:32.');
    const it_ = await hold(hubId(10), hm(10, 32), 'it');
    expect(it_.errors?.[0].message).toBe('Per questa coincidenza il treno 85010 può attendere al massimo 6 min (fino alle 10:31); richiesto fino alle 10:32.');
    const before = await hold(hubId(10), hm(10, 10), 'de');
    expect(before.errors?.[0].message).toBe('Warten bis 10:10 liegt vor der planmäßigen Abfahrt um 10:15: Bitte eine spätere Uhrzeit wählen.');
    // A train that has left cannot be held.
    const gone = await hold(hubId(8), null, 'it');
    expect(gone.errors?.[0].message).toBe('Il treno 85008 è già partito da Karlsruhe Hbf: non è più possibile trattenerlo.');
    const unknown = await preview('nope|x|y', null, 'it');
    expect(unknown.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(unknown.errors?.[0].message).toBe('La coincidenza «nope|x|y» non esiste nel giorno di esercizio attuale.');
    const state = await t.gql('{ connections(states: ["late"]) { total } }', undefined, 'de', 'viewer');
    expect(state.errors?.[0].message).toContain('Unbekannter Zustand „late“');
    // A reason that is not a cause: the live engine's refusal, translated.
    const noReason = await t.gql(`mutation($id: ID!) { holdConnection(id: $id, reasonId: "999999") { id } }`, { id: hubId(10) }, 'de', 'dispatcher');
    expect(noReason.errors?.[0].message).toContain('gültige, aktive Ursache');
    expect((await connection(hubId(10))).decision).toBeNull();
    const measures = (await ok(t.gql<{ run: { measures: { type: string }[] } }>(`query($id: ID!) { run(id: $id) { measures { type } } }`, { id: run('L5', 10) }))).run.measures;
    expect(measures.map((m) => m.type)).toEqual(['delay']);
  });
});
