/**
 * The demo control API (docs/live-overview.md, "Demo control") on the fixture timetable (one
 * line S0 Albtal … S5 Bretten, circulations U1 and U2, the simulator's own disturbances): admins
 * only; the clock; a blocked section makes the trains approaching it late within a few simulated
 * minutes; a vehicle failure stands a train, out of service its circulation lacks the vehicle;
 * start and early end of each disruption go to the change history; a restart keeps the disruptions
 * and the clock's speed and pause; with a real feed every call is refused.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createPglite } from '../../server/db/pglite';
import { createPostgres } from '../../server/db/postgres';
import type { Database } from '../../server/db/types';
import { loadDeclarations } from '../../server/resources/load';
import type { DisruptionView, SimulationView } from '../../src/shared/operations/simulation';
import { DELAY_THRESHOLD_S } from '../../src/shared/operations/types';
import { authHeaders, createTestDb, startTestApp, TEST_DATABASE_URL, testAuthOptions, type TestApp, type TestDb } from './helpers';
import { getRun, runId, startLiveApp, type LiveTestApp } from './live-support';
import { MAX_PER_PAGE } from '../../server/operations/live/query';

const SIM = 'simulator operatingDay now clock speed paused disruptions { id kind active startClock endClock minutes lineNumber fromName toName trainNumber outOfService endStopName createdBy endedBy }';

/** The fields SIM asks for: the shared view, with a disruption's fields as selected. */
type SimView = Omit<SimulationView, 'disruptions'> & {
  disruptions: Pick<DisruptionView, 'id' | 'kind' | 'active' | 'startClock' | 'endClock' | 'minutes' | 'lineNumber' | 'fromName' | 'toName' | 'trainNumber' | 'outOfService' | 'endStopName' | 'createdBy' | 'endedBy'>[];
};

interface Change { id: string; operatingDay: string; runId: string; trainNumber: string | null; lineNumber: string | null; action: string; details: string; reasonId: string | null; measureId: string | null; createdBy: string }

const hm = (h: number, m: number) => h * 3600 + m * 60;
/** Seconds of the day as the simulator's "HH:MM". */
const clock = (s: number) => `${String(Math.floor(s / 3600)).padStart(2, '0')}:${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}`;

async function ok<T>(t: LiveTestApp, query: string, variables?: Record<string, unknown>): Promise<T> {
  const r = await t.gql<T>(query, variables);
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data;
}

const setTime = (t: LiveTestApp, time: string) => ok<{ setSimulationTime: SimView }>(t, `mutation($time: String!) { setSimulationTime(time: $time) { ${SIM} } }`, { time });
const block = (t: LiveTestApp, fromStopId: string, toStopId: string, minutes: number) =>
  ok<{ injectBlockedSection: SimView['disruptions'][number] }>(t,
    `mutation($f: ID!, $to: ID!, $m: Int!) { injectBlockedSection(lineId: "L1", fromStopId: $f, toStopId: $to, minutes: $m) { id kind active startClock endClock minutes lineNumber fromName toName } }`,
    { f: fromStopId, to: toStopId, m: minutes });
const failure = (t: LiveTestApp, id: string, minutes: number, outOfService: boolean) =>
  ok<{ injectVehicleFailure: SimView['disruptions'][number] }>(t,
    `mutation($id: ID!, $m: Int!, $oos: Boolean) { injectVehicleFailure(runId: $id, minutes: $m, outOfService: $oos) { id kind active trainNumber outOfService endStopName } }`,
    { id, m: minutes, oos: outOfService });
const endNow = (t: LiveTestApp, id: string) => ok<{ endDisruption: { id: string; active: boolean; endedBy: string | null } }>(t, `mutation { endDisruption(id: "${id}") { id active endedBy } }`);
const simulation = async (t: LiveTestApp) => (await ok<{ simulation: SimView }>(t, `{ simulation { ${SIM} } }`)).simulation;

/** One database opened twice in a row: a PGlite directory, or a PostgreSQL schema. */
async function reopenableDb(): Promise<{ open(): Promise<TestDb>; cleanup(): Promise<void> }> {
  if (!TEST_DATABASE_URL) {
    const dir = await mkdtemp(path.join(tmpdir(), 'leitstelle-demo-'));
    return {
      async open() {
        const db = await createPglite(path.join(dir, 'pglite'));
        return { db, destroy: () => db.close() };
      },
      cleanup: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA "${schema}"`);
  return {
    async open() {
      const db: Database = createPostgres({ connectionString: TEST_DATABASE_URL!, schema, max: 4 });
      return { db, destroy: () => db.close() };
    },
    async cleanup() {
      await admin.query(`DROP SCHEMA "${schema}" CASCADE`);
      await admin.end();
    },
  };
}

let store: Awaited<ReturnType<typeof reopenableDb>>;
let t: LiveTestApp;

beforeAll(async () => {
  store = await reopenableDb();
  t = await startLiveApp({ testDb: await store.open(), at: hm(5, 0) });
});
afterAll(async () => {
  await t?.close();
  await store?.cleanup();
});

describe('demo control: access', () => {
  it('is for admins only: FORBIDDEN in German and Italian for dispatcher, planner and viewer', async () => {
    for (const role of ['dispatcher', 'planner', 'viewer'] as const) {
      const q = await t.gql('{ simulation { speed } }', undefined, 'de', role);
      expect(q.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect(q.errors?.[0].message).toContain('nur für Administratoren');
      const m = await t.gql('mutation { injectBlockedSection(lineId: "L1", fromStopId: "S2", toStopId: "S3", minutes: 5) { id } }', undefined, 'it', role);
      expect(m.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect(m.errors?.[0].message).toContain('riservato agli amministratori');
    }
    expect((await simulation(t)).disruptions).toEqual([]);
  });
});

describe('demo control: clock', () => {
  it('sets the speed, pauses, resumes and jumps to a time of day', async () => {
    const fast = await ok<{ setSimulationSpeed: SimView }>(t, 'mutation { setSimulationSpeed(speed: 60) { speed paused } }');
    expect(fast.setSimulationSpeed.speed).toBe(60);
    expect(t.engine.clock.speed).toBe(60);
    const resumed = await ok<{ resumeSimulation: SimView }>(t, `mutation { resumeSimulation { ${SIM} } }`);
    expect(resumed.resumeSimulation.paused).toBe(false);
    const from = Date.parse(resumed.resumeSimulation.now);
    await new Promise((r) => setTimeout(r, 1200));
    // At 60 times real time 1.2 s are more than a simulated minute.
    expect(Date.parse((await simulation(t)).now) - from).toBeGreaterThan(60_000);
    const paused = await ok<{ pauseSimulation: SimView }>(t, `mutation { pauseSimulation { ${SIM} } }`);
    expect(paused.pauseSimulation.paused).toBe(true);
    const jumped = (await setTime(t, '06:00')).setSimulationTime;
    expect(jumped).toMatchObject({ clock: '06:00:00', paused: true, speed: 60, operatingDay: t.day, simulator: true });
    expect((await simulation(t)).clock).toBe('06:00:00');
    // The runs follow at once: 06:00 is after U1-0 (05:00–05:17) and during U1-2 (05:55–06:13).
    expect((await getRun(t, runId(t, 'U1-0'))).phase).toBe('finished');
    const bad = await t.gql('mutation { setSimulationTime(time: "25:99") { clock } }', undefined, 'it');
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0].message).toContain('non è un orario');
    const slow = await t.gql('mutation { setSimulationSpeed(speed: 0) { speed } }');
    expect(slow.errors?.[0].message).toContain('Geschwindigkeit');
    await ok(t, 'mutation { setSimulationSpeed(speed: 1) { speed } }');
  });
});

describe('demo control: disruptions', () => {
  it('a blocked section: the trains approaching it wait at the station before it and are late within minutes', async () => {
    await setTime(t, '06:00');
    // U1-2 eastwards is due to leave Durlach (S2) at 06:02:40; U2-1 westwards Grötzingen (S3) at 06:05.
    const east = runId(t, 'U1-2');
    const west = runId(t, 'U2-1');
    const before = [await getRun(t, east), await getRun(t, west)];
    expect(before.map((r) => r.phase)).toEqual(['running', 'running']);
    const d = (await block(t, 'S2', 'S3', 30)).injectBlockedSection;
    expect(d).toMatchObject({ kind: 'blockedSection', active: true, startClock: '06:00', endClock: '06:30', minutes: 30, lineNumber: 'S4', fromName: 'Durlach', toName: 'Grötzingen' });
    // The forecasts know the reopening at once: both leave at 06:30.
    const eastNow = await getRun(t, east);
    expect(eastNow.stops![2].expectedDeparture).toBe(hm(6, 30));
    expect((await getRun(t, west)).stops![2].expectedDeparture).toBe(hm(6, 30));

    await setTime(t, '06:16');
    const e = await getRun(t, east);
    const w = await getRun(t, west);
    expect(e).toMatchObject({ location: 'in Durlach', status: 'delayed', phase: 'running' });
    expect(w).toMatchObject({ location: 'in Grötzingen', status: 'delayed', phase: 'running' });
    expect(e.delayS).toBeGreaterThanOrEqual(hm(6, 16) - (hm(6, 2) + 40));
    expect(w.delayS).toBeGreaterThanOrEqual(hm(6, 16) - hm(6, 5));
    // In the circulation list's "delayed" filter, and the next run of the vehicle is forecast late.
    const delayed = await ok<{ runs: { rows: { id: string }[] } }>(t, '{ runs(statuses: ["delayed"], perPage: 100) { rows { id } } }');
    expect(delayed.runs.rows.map((r) => r.id)).toEqual(expect.arrayContaining([east, west]));
    expect((await getRun(t, runId(t, 'U1-3'))).delayS).toBeGreaterThan(DELAY_THRESHOLD_S);
    // The live overview counts them.
    const summary = await ok<{ liveSummary: { active: number; activeDelayed: number; punctualityNow: number } }>(t, '{ liveSummary { active activeDelayed punctualityNow } }');
    expect(summary.liveSummary.activeDelayed).toBeGreaterThanOrEqual(2);
    expect(summary.liveSummary.punctualityNow).toBeLessThan(1);

    // After the reopening they go on.
    await setTime(t, '06:31');
    expect((await getRun(t, east)).location).toBe('zwischen Durlach und Grötzingen');
    expect((await simulation(t)).disruptions.find((x) => x.id === d.id)?.active).toBe(false);
  });

  it('end now reopens the section at once; ending it twice is refused', async () => {
    await setTime(t, '07:20');
    // U1-4 eastwards: Durlach at 07:10:40 + its delay; blocked from 07:20 it waits there if it has not left.
    const d = (await block(t, 'S3', 'S4', 60)).injectBlockedSection;
    await setTime(t, '07:25');
    const ended = (await endNow(t, d.id)).endDisruption;
    expect(ended).toMatchObject({ active: false, endedBy: 'admin' });
    const view = (await simulation(t)).disruptions.find((x) => x.id === d.id)!;
    expect(view.endClock).toBe('07:25');
    const again = await t.gql(`mutation { endDisruption(id: "${d.id}") { id } }`, undefined, 'it');
    expect(again.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(again.errors?.[0].message).toContain('già terminato');
  });

  it('refuses stations that are not adjacent, an unknown line and durations out of range', async () => {
    const far = await t.gql('mutation { injectBlockedSection(lineId: "L1", fromStopId: "S1", toStopId: "S3", minutes: 10) { id } }');
    expect(far.errors?.[0].message).toBe('Bruchsal und Grötzingen liegen auf der Linie S4 nicht direkt nebeneinander.');
    const line = await t.gql('mutation { injectBlockedSection(lineId: "L9", fromStopId: "S1", toStopId: "S2", minutes: 10) { id } }', undefined, 'it');
    expect(line.errors?.[0].message).toContain('«L9»');
    const long = await t.gql('mutation { injectBlockedSection(lineId: "L1", fromStopId: "S1", toStopId: "S2", minutes: 0) { id } }');
    expect(long.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(long.errors?.[0].message).toContain('1 bis 720 Minuten');
  });

  it('a vehicle failure: the train stands where it is and gets late; a train not running is refused', async () => {
    // A train moving now: the whole day's runs, and a minute later if every running train happens
    // to stand at a station (the weekend timetable runs fewer trains in the morning).
    type Row = { id: string; trainNumber: string; phase: string; moving: boolean; distanceM: number; delayS: number };
    let rows: Row[] = [];
    let running: Row | undefined;
    let minute = 9;
    while (!running && minute < 19) {
      minute += 1;
      await setTime(t, `08:${minute}`);
      rows = (await ok<{ runs: { rows: Row[] } }>(t, '{ runs(perPage: 500) { rows { id trainNumber phase moving distanceM delayS } } }')).runs.rows;
      running = rows.find((r) => r.phase === 'running' && r.moving);
    }
    expect(running).toBeDefined();
    const planned = rows.find((r) => r.phase === 'planned')!;
    const refused = await t.gql(`mutation { injectVehicleFailure(runId: "${planned.id}", minutes: 5) { id } }`);
    expect(refused.errors?.[0].message).toContain(`Zug ${planned.trainNumber} ist gerade nicht unterwegs`);

    const d = (await failure(t, running!.id, 10, false)).injectVehicleFailure;
    expect(d).toMatchObject({ kind: 'vehicleFailure', active: true, trainNumber: running!.trainNumber, outOfService: false, endStopName: null });
    const twice = await t.gql(`mutation { injectVehicleFailure(runId: "${running!.id}", minutes: 5) { id } }`);
    expect(twice.errors?.[0].message).toContain('läuft bereits eine Fahrzeugstörung');
    // Five minutes after the failure began.
    await setTime(t, `08:${minute + 5}`);
    const stood = (await getRun(t, running!.id)) as Awaited<ReturnType<typeof getRun>> & { moving: boolean };
    expect(stood.moving).toBe(false);
    expect(stood.distanceM).toBe(running!.distanceM);
    expect(stood.delayS).toBeGreaterThanOrEqual(running!.delayS + 290);
    expect(stood.status).toBe('delayed');
  });

  it('out of service: the run ends at the next station and the circulation’s next run lacks its vehicle until the failure is ended', async () => {
    // A running run whose circulation still has a planned run later. The simulator's delays vary
    // from day to day, so at a fixed minute all trains may stand at a terminus: look in 5-minute
    // steps, over every run of the day (not just a first page).
    type Row = { id: string; phase: string; circulationId: string | null; nextStation: string | null; plannedDeparture: number };
    let running: Row | undefined;
    let next: Row | undefined;
    let at = hm(9, 0);
    while (!running && at < hm(10, 0)) {
      at += 300;
      await setTime(t, clock(at));
      const rows = (await ok<{ runs: { rows: Row[] } }>(t, `{ runs(perPage: ${MAX_PER_PAGE}) { rows { id phase circulationId nextStation plannedDeparture } } }`)).runs.rows;
      // The successor must leave late enough for the failed run to end at its next station first.
      const plannedOf = (c: string | null) =>
        rows.find((r) => c !== null && r.circulationId === c && r.phase === 'planned' && r.plannedDeparture >= at + 15 * 60);
      running = rows.find((r) => r.phase === 'running' && r.nextStation && plannedOf(r.circulationId));
      next = running && plannedOf(running.circulationId);
    }
    expect(running, 'a running run with a planned successor between 09:05 and 10:00').toBeDefined();
    if (!running || !next) return;
    // Shortly before the successor's planned departure: the failed run has ended by then.
    const later = next.plannedDeparture - 120;
    const d = (await failure(t, running.id, 5, true)).injectVehicleFailure;
    expect(d).toMatchObject({ outOfService: true, endStopName: running.nextStation });
    const failed = await getRun(t, running.id);
    expect(failed).toMatchObject({ status: 'outOfService', destination: running.nextStation });
    expect((await getRun(t, next.id)).status).toBe('outOfService');
    await setTime(t, clock(later));
    expect((await getRun(t, running.id)).phase).toBe('finished');
    expect((await getRun(t, next.id)).status).toBe('outOfService');
    expect((await simulation(t)).disruptions.find((x) => x.id === d.id)?.active).toBe(true);
    await endNow(t, d.id);
    expect((await getRun(t, next.id)).status).not.toBe('outOfService');
  });

  it('writes the start and the early end of each disruption to the change history: who, what, where, when', async () => {
    const history = async () => (await ok<{ allDispatchChanges: Change[] }>(t,
      `{ allDispatchChanges(sortField: "id", sortOrder: "ASC", perPage: 500, filter: { operatingDay: "${t.day}" }) { id operatingDay runId trainNumber lineNumber action details reasonId measureId createdBy } }`)).allDispatchChanges;
    const seen = new Set((await history()).map((c) => c.id));
    await setTime(t, '09:45');
    const b = (await block(t, 'S2', 'S3', 20)).injectBlockedSection;
    await setTime(t, '09:50');
    await endNow(t, b.id);
    const runs = await ok<{ runs: { rows: { id: string; trainNumber: string; lineNumber: string; phase: string; moving: boolean; location: string }[] } }>(t,
      '{ runs(perPage: 100) { rows { id trainNumber lineNumber phase moving location } } }');
    const train = runs.runs.rows.find((r) => r.phase === 'running' && r.moving)!;
    // "zwischen A und B" / "in A" (German location) → the details' language-neutral "A → B" / "A".
    const between = /^zwischen (.+) und (.+)$/.exec(train.location);
    const where = between ? `${between[1]} → ${between[2]}` : train.location.replace(/^in /, '');
    const f = (await failure(t, train.id, 5, true)).injectVehicleFailure;
    await setTime(t, '09:52');
    await endNow(t, f.id);

    const rows = (await history()).filter((c) => !seen.has(c.id));
    const common = { operatingDay: t.day, reasonId: null, measureId: null, createdBy: 'admin', lineNumber: 'S4' };
    expect(rows).toMatchObject([
      { ...common, action: 'blockedSection', runId: `disruption:${b.id}`, details: '⛔ Durlach ↔ Grötzingen 09:45–10:05' },
      { ...common, action: 'blockedSectionEnded', runId: `disruption:${b.id}`, details: '⛔ Durlach ↔ Grötzingen 09:45–09:50' },
      { ...common, action: 'vehicleFailure', runId: train.id, trainNumber: train.trainNumber, details: `⚠ ${where} 09:50–09:55 ⏏ ${f.endStopName}` },
      { ...common, action: 'vehicleFailureEnded', runId: train.id, trainNumber: train.trainNumber, details: `⚠ 09:50–09:52 ⏏ ${f.endStopName}` },
    ]);
    expect(rows).toHaveLength(4);
    expect(rows[0].trainNumber ?? '').toBe('');

    // The actions are labelled in German and Italian like the others (the generic history list and filter use them).
    const res = await t.app.inject('/api/resources');
    const decl = (res.json() as { resources: { name: string; fields: { name: string; options?: { value: string; label: Record<string, string> }[] }[] }[] }).resources
      .find((r) => r.name === 'DispatchChange')!;
    const options = decl.fields.find((x) => x.name === 'action')!.options!;
    const label = (v: string) => options.find((o) => o.value === v)?.label;
    expect(label('blockedSection')).toEqual({ de: 'Streckensperrung', it: 'Interruzione di tratta' });
    expect(label('blockedSectionEnded')).toEqual({ de: 'Streckensperrung aufgehoben', it: 'Interruzione di tratta revocata' });
    expect(label('vehicleFailure')).toEqual({ de: 'Fahrzeugstörung', it: 'Guasto al veicolo' });
    expect(label('vehicleFailureEnded')).toEqual({ de: 'Fahrzeugstörung beendet', it: 'Guasto al veicolo terminato' });
    // Nobody writes the history by hand, disruption rows included.
    const write = await t.gql(`mutation { createDispatchChange(operatingDay: "${t.day}", runId: "x", action: "blockedSection") { id } }`);
    expect(write.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('a restart keeps the disruptions and shows the same picture', async () => {
    await setTime(t, '10:00');
    const d = (await block(t, 'S1', 'S2', 45)).injectBlockedSection;
    await setTime(t, '10:20');
    const picture = async (app: LiveTestApp) => {
      const r = await ok<{ runs: { rows: Record<string, unknown>[] } }>(app, '{ runs(perPage: 100) { rows { id delayS status location phase destination } } }');
      return r.runs.rows;
    };
    const before = await picture(t);
    const listed = (await simulation(t)).disruptions;
    expect(before.some((r) => r.status === 'delayed')).toBe(true);
    await t.close();

    t = await startLiveApp({ testDb: await store.open(), install: false, at: hm(10, 20) });
    const after = await simulation(t);
    expect(after.disruptions).toEqual(listed);
    expect(after.disruptions.find((x) => x.id === d.id)).toMatchObject({ active: true, fromName: 'Bruchsal', toName: 'Durlach' });
    expect(await picture(t)).toEqual(before);
  });
});

describe('demo control: the clock across a restart', () => {
  const CLOCK = '{ simulation { operatingDay clock now speed paused } }';
  type ClockView = Pick<SimView, 'operatingDay' | 'clock' | 'now' | 'speed' | 'paused'>;
  /** Restarts on the same database without pinning the clock (startLiveApp would). */
  const restart = async (app: TestApp) => {
    await app.close();
    const next = await startTestApp({ testDb: await store.open() });
    const r = await next.gql<{ simulation: ClockView }>(CLOCK);
    if (r.errors) throw new Error(JSON.stringify(r.errors));
    return { app: next, clock: r.data.simulation };
  };

  it('keeps speed and pause (at the same simulated instant); a running clock goes on at its speed', async () => {
    await ok(t, 'mutation { setSimulationSpeed(speed: 10) { speed } }');
    await ok(t, 'mutation { pauseSimulation { paused } }');
    await setTime(t, '07:45');
    const first = await restart(t);
    expect(first.clock).toMatchObject({ operatingDay: t.day, clock: '07:45:00', speed: 10, paused: true });
    expect(first.app.app.liveEngine.clock.speed).toBe(10);

    // Running at 60×: after the restart it runs again at 60× (from real time, as a running clock always starts).
    const run = await first.app.gql<{ resumeSimulation: ClockView }>('mutation { setSimulationSpeed(speed: 60) { speed } resumeSimulation { paused } }');
    expect(run.errors).toBeUndefined();
    const second = await restart(first.app);
    expect(second.clock).toMatchObject({ speed: 60, paused: false });
    expect(Math.abs(Date.parse(second.clock.now) - Date.now())).toBeLessThan(10 * 60_000);
    await new Promise((r) => setTimeout(r, 1100));
    const later = (await second.app.gql<{ simulation: ClockView }>(CLOCK)).data.simulation;
    expect(Date.parse(later.now) - Date.parse(second.clock.now)).toBeGreaterThan(50_000);

    // Back to normal for the tests after this one: real speed, and the helpers' pinned clock.
    await second.app.gql('mutation { setSimulationSpeed(speed: 1) { speed } }');
    await second.app.close();
    t = await startLiveApp({ testDb: await store.open(), install: false, at: hm(10, 30) });
    expect(t.engine.clock.speed).toBe(1);
  });
});

describe('demo control with a real vehicle-location feed', () => {
  it('refuses every call with a clear message in German and Italian', async () => {
    const testDb = await createTestDb();
    const config = { ...loadConfig({}), dataDir: 'memory://', staticDir: '/nonexistent', logLevel: 'silent', simulator: false };
    const app = await buildApp({ config, db: testDb.db, declarations: await loadDeclarations(), seed: false, logger: false, auth: await testAuthOptions() });
    await app.ready();
    try {
      for (const [lang, text] of [['de', 'nur, wenn der Simulator'], ['it', 'solo quando il simulatore']] as const) {
        for (const query of ['{ simulation { speed } }', 'mutation { pauseSimulation { paused } }', 'mutation { injectBlockedSection(lineId: "L1", fromStopId: "S1", toStopId: "S2", minutes: 5) { id } }']) {
          const res = await app.inject({ method: 'POST', url: '/graphql', headers: await authHeaders('admin', lang), payload: { query } });
          const body = res.json() as { errors?: { message: string; extensions?: { code?: string } }[] };
          expect(body.errors?.[0].extensions?.code).toBe('SIMULATOR_OFF');
          expect(body.errors?.[0].message).toContain(text);
        }
      }
      expect(app.liveEngine.clock.paused).toBe(false);
    } finally {
      await app.close();
      await testDb.destroy();
    }
  });
});
