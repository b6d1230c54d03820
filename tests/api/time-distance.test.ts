/**
 * The time-distance diagram's API (docs/time-distance.md, "Model and API") on the demo network:
 * the lines of the picker, a line's corridor and paths against the runs' stops, the window, the
 * live subscription after a measure, the measure preview (changes nothing), and saved corridors
 * per user.
 */
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DiagramChanged, DiagramData, DiagramPath, MeasurePreview } from '../../src/shared/operations/timeDistance';
import type { SavedCorridor, TimeDistanceLine } from '../../src/shared/operations/timeDistanceApi';
import type { RunsChanged } from '../../src/shared/operations/types';
import type { Role } from '../../src/shared/resource/types';
import type { LiveEngine } from '../../server/operations/live';
import { serviceDayZero } from '../../server/operations/live/time';
import { countRows, mintToken, startTestApp, type TestApp } from './helpers';

let t: TestApp;
let engine: LiveEngine;
let s4: TimeDistanceLine;
let reasonId: string;

const DIAGRAM = `query($corridor: CorridorInput!, $from: Int, $to: Int) {
  timeDistance(corridor: $corridor, from: $from, to: $to) { operatingDay now corridor { key name lineId corridorId stations { key stationId name km } } paths } }`;
const PREVIEW = `mutation($input: MeasurePreviewInput!, $corridor: CorridorInput) {
  previewMeasure(input: $input, corridor: $corridor) { paths conflictsAdded conflictsRemoved } }`;
const STOPS = 'stops { stopId stationId km plannedArrival plannedDeparture expectedArrival expectedDeparture passed skipped }';

interface StopView { stopId: string; stationId: string | null; km: number; plannedArrival: number | null; plannedDeparture: number | null; expectedArrival: number | null; expectedDeparture: number | null; passed: boolean; skipped: boolean }

async function ok<T>(query: string, variables?: Record<string, unknown>, role: Role = 'admin', lang = 'de'): Promise<T> {
  const r = await t.gql<T>(query, variables, lang, role);
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data;
}

const diagram = async (corridor: Record<string, unknown>, window: { from?: number; to?: number } = {}, role: Role = 'viewer') =>
  (await ok<{ timeDistance: DiagramData }>(DIAGRAM, { corridor, ...window }, role)).timeDistance;

async function runStops(id: string): Promise<StopView[]> {
  return (await ok<{ run: { stops: StopView[] } }>(`query($id: ID!) { run(id: $id) { ${STOPS} } }`, { id })).run.stops;
}

/** Pins the engine's clock (paused) at a second of the current operating day and ticks once. */
function setTime(seconds: number): void {
  const day = engine.currentDay();
  engine.pause();
  engine.clock.set(serviceDayZero(day, engine.tz) + seconds * 1000);
  engine.tick();
}

beforeAll(async () => {
  // The demo network (seeded stations, generated timetable) at 07:30.
  t = await startTestApp({ seed: true });
  engine = t.app.liveEngine;
  setTime(7.5 * 3600);
  const lines = await ok<{ timeDistanceLines: TimeDistanceLine[] }>('{ timeDistanceLines { id lineNumber name color textColor stations runs } }', undefined, 'viewer');
  s4 = lines.timeDistanceLines.find((l) => l.lineNumber === 'S4')!;
  const causes = await ok<{ allDisruptionCauses: { id: string; active: boolean }[] }>('{ allDisruptionCauses(perPage: 50) { id active } }');
  reasonId = causes.allDisruptionCauses.find((c) => c.active)!.id;
}, 240_000);
afterAll(async () => {
  await t?.close();
});

describe('diagram of a demo line', () => {
  it('offers the day’s lines with their corridor’s station count', async () => {
    expect(s4).toBeDefined();
    expect(s4.stations).toBeGreaterThanOrEqual(10);
    expect(s4.runs).toBeGreaterThan(20);
  });

  it('gives the S4 corridor with increasing km and paths that match the runs’ stops', async () => {
    const d = await diagram({ lineId: s4.id });
    expect(d.operatingDay).toBe(engine.currentDay());
    expect(d.now).toBe(7.5 * 3600);
    const st = d.corridor.stations;
    expect(st.length).toBe(s4.stations);
    expect(st[0].km).toBe(0);
    for (let i = 1; i < st.length; i++) expect(st[i].km).toBeGreaterThan(st[i - 1].km);
    expect(d.paths.length).toBeGreaterThan(20);
    expect(d.paths.some((p) => p.ascending)).toBe(true);
    expect(d.paths.some((p) => !p.ascending)).toBe(true);
    const running = d.paths.filter((p) => p.current !== null);
    expect(running.length).toBeGreaterThan(0);
    for (const p of d.paths) {
      expect(p.points.length).toBeGreaterThanOrEqual(2);
      const idx = p.points.map((x) => x.station);
      for (let i = 1; i < idx.length; i++) expect(Math.sign(idx[i] - idx[i - 1])).toBe(p.ascending ? 1 : -1);
    }
    // A running train: every stop point carries the run's planned and expected (actual once passed) times.
    const p = running[0];
    const stops = await runStops(p.runId);
    const byKey = new Map(stops.map((s) => [s.stationId ? `station:${s.stationId}` : `stop:${s.stopId}`, s]));
    let compared = 0;
    for (const pt of p.points.filter((x) => !x.passThrough)) {
      const s = byKey.get(st[pt.station].key)!;
      expect(pt.plannedArrival).toBe(s.plannedArrival);
      expect(pt.plannedDeparture).toBe(s.plannedDeparture);
      expect(pt.arrival).toBe(s.expectedArrival ?? s.expectedDeparture);
      expect(pt.passed).toBe(s.passed);
      compared++;
    }
    expect(compared).toBeGreaterThanOrEqual(2);
    // Passed points lie in the past, points ahead in the future (plausible actual and forecast).
    for (const pt of p.points) {
      if (pt.passed) expect(pt.departure!).toBeLessThanOrEqual(d.now);
      else if (pt.arrival !== null) expect(pt.departure!).toBeGreaterThanOrEqual(d.now - 1);
    }
    const cur = p.current!;
    expect(cur.at).toBe(d.now);
    expect(cur.from).toBeGreaterThanOrEqual(0);
    expect(cur.from).toBeLessThan(p.points.length - 1);
    expect(p.points[cur.from].passed || cur.progress === 0).toBe(true);
  });

  it('keeps only the paths overlapping the window', async () => {
    const from = 7 * 3600;
    const to = 8 * 3600;
    const all = await diagram({ lineId: s4.id });
    const some = await diagram({ lineId: s4.id }, { from, to });
    expect(some.paths.length).toBeGreaterThan(0);
    expect(some.paths.length).toBeLessThan(all.paths.length);
    const times = (p: DiagramPath) => p.points.flatMap((x) => [x.plannedArrival, x.plannedDeparture, x.arrival, x.departure]).filter((v): v is number => v !== null);
    for (const p of some.paths) {
      expect(Math.max(...times(p))).toBeGreaterThanOrEqual(from);
      expect(Math.min(...times(p))).toBeLessThanOrEqual(to);
    }
    const bad = await t.gql(DIAGRAM, { corridor: { lineId: s4.id }, from: to, to: from }, 'it', 'viewer');
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('builds the corridor of a run and of stations in order, and refuses an ambiguous input', async () => {
    const d = await diagram({ lineId: s4.id });
    const p = d.paths.find((x) => x.current !== null)!;
    const own = await diagram({ runId: p.runId });
    expect(own.paths.find((x) => x.runId === p.runId)?.points.length).toBe(own.corridor.stations.length);
    const keys = d.corridor.stations.slice(0, 4).map((s) => s.key);
    const part = await diagram({ stationKeys: keys });
    expect(part.corridor.stations.map((s) => s.key)).toEqual(keys);
    // km between neighbours from the line's routes, the same as on the line's corridor.
    expect(part.corridor.stations[3].km).toBeCloseTo(d.corridor.stations[3].km, 2);
    const both = await t.gql(DIAGRAM, { corridor: { lineId: s4.id, runId: p.runId } }, 'de', 'viewer');
    expect(both.errors?.[0].message).toMatch(/genau eines/);
    const dup = await t.gql(DIAGRAM, { corridor: { stationKeys: [keys[0], keys[0]] } }, 'it', 'viewer');
    expect(dup.errors?.[0].message).toMatch(/più volte/);
  });
});

/** A planned S4 run in the next hour (measures can be taken on it, its path is on the S4 corridor). */
async function plannedS4(): Promise<DiagramPath> {
  const d = await diagram({ lineId: s4.id }, { from: 8 * 3600, to: 9 * 3600 });
  const p = d.paths.find((x) => x.lineId === s4.id && x.phase === 'planned' && x.points.length >= 5 && x.points[0].plannedDeparture !== null && x.points[0].plannedDeparture > 7.6 * 3600);
  if (!p) throw new Error('no planned S4 run');
  return p;
}

describe('live changes', () => {
  let port = 0;
  let client: Client;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
    client = createClient({
      url: `ws://127.0.0.1:${port}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      lazy: true,
      connectionParams: async () => ({ Authorization: `Bearer ${await mintToken({ role: 'viewer' })}` }),
    });
  });
  afterAll(async () => {
    await client?.dispose();
  });

  it('pushes the path of a delayed run once, within a few seconds', async () => {
    const p = await plannedS4();
    const events: DiagramChanged[] = [];
    let resolveSeen: (e: DiagramChanged) => void = () => undefined;
    const seen = new Promise<DiagramChanged>((resolve) => {
      resolveSeen = resolve;
    });
    const stop = client.subscribe<{ timeDistanceChanged: DiagramChanged }>(
      { query: 'subscription($c: CorridorInput!) { timeDistanceChanged(corridor: $c) { operatingDay now corridorKey paths removed reset } }', variables: { c: { lineId: s4.id } } },
      {
        next: (msg) => {
          const e = msg.data?.timeDistanceChanged;
          if (!e) return;
          events.push(e);
          if (e.paths.some((x) => x.runId === p.runId)) resolveSeen(e);
        },
        error: () => undefined,
        complete: () => undefined,
      },
    );
    try {
      // Let the subscription reach the server before the measure.
      await new Promise((r) => setTimeout(r, 500));
      const m = await ok<{ delayRun: { id: string } }>('mutation($r: ID!, $reason: ID!) { delayRun(runId: $r, delayS: 600, reasonId: $reason) { id } }', { r: p.runId, reason: reasonId }, 'dispatcher');
      expect(m.delayRun.id).toBeTruthy();
      const e = await Promise.race([seen, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no event within 5 s')), 5000))]);
      expect(e.corridorKey).toBe(`line:${s4.id}`);
      expect(e.reset).toBe(false);
      const path = e.paths.find((x) => x.runId === p.runId)!;
      expect(path.delayS).toBeGreaterThanOrEqual(600);
      expect(path.points[1].arrival!).toBeGreaterThanOrEqual(path.points[1].plannedArrival! + 600);
      // With the clock paused nothing else changes: the path is not sent again.
      await new Promise((r) => setTimeout(r, 2500));
      expect(events.filter((x) => x.paths.some((y) => y.runId === p.runId))).toHaveLength(1);
      await ok('mutation($id: ID!) { undoMeasure(id: $id) }', { id: m.delayRun.id }, 'dispatcher');
    } finally {
      stop();
    }
  });
  it('sends a reset when the day is reloaded (a timetable activated), then goes on', async () => {
    const events: DiagramChanged[] = [];
    const stop = client.subscribe<{ timeDistanceChanged: DiagramChanged }>(
      { query: 'subscription($c: CorridorInput!) { timeDistanceChanged(corridor: $c) { operatingDay now corridorKey paths removed reset } }', variables: { c: { lineId: s4.id } } },
      { next: (msg) => void (msg.data && events.push(msg.data.timeDistanceChanged)), error: () => undefined, complete: () => undefined },
    );
    try {
      await new Promise((r) => setTimeout(r, 500));
      await engine.reload();
      const deadline = Date.now() + 5000;
      while (!events.some((e) => e.reset) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      const reset = events.find((e) => e.reset)!;
      expect(reset).toMatchObject({ corridorKey: `line:${s4.id}`, operatingDay: engine.currentDay(), paths: [], removed: [] });
      // The new day's diagram is there for the refetch, and the channel follows the new day's runs.
      expect((await diagram({ lineId: s4.id })).paths.length).toBeGreaterThan(20);
      const p = await plannedS4();
      const m = await ok<{ delayRun: { id: string } }>('mutation($r: ID!, $reason: ID!) { delayRun(runId: $r, delayS: 300, reasonId: $reason) { id } }', { r: p.runId, reason: reasonId }, 'dispatcher');
      const until = Date.now() + 5000;
      while (!events.some((e) => e.paths.some((x) => x.runId === p.runId)) && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
      expect(events.some((e) => !e.reset && e.paths.some((x) => x.runId === p.runId && x.delayS >= 300))).toBe(true);
      await ok('mutation($id: ID!) { undoMeasure(id: $id) }', { id: m.delayRun.id }, 'dispatcher');
    } finally {
      stop();
    }
  });
});

describe('measure preview', () => {
  it('shows the delayed run as a ghost path and leaves the day unchanged', async () => {
    const p = await plannedS4();
    // Whatever the tests before left pending (an undo's rows) goes out first.
    engine.tick();
    await new Promise((r) => setTimeout(r, 1200));
    const rowsBefore = JSON.stringify(engine.allRows());
    const stopsBefore = JSON.stringify(engine.runStops(p.runId));
    const measuresBefore = await countRows(t.db, 'op_measures');
    let published = 0;
    const off = engine.onRunsChanged((c: RunsChanged) => {
      if (c.runs.length || c.reset) published++;
    });
    try {
      const r = await ok<{ previewMeasure: MeasurePreview }>(PREVIEW, { input: { runId: p.runId, type: 'delay', delayS: 900, reasonId }, corridor: { lineId: s4.id } }, 'dispatcher');
      const ghost = r.previewMeasure.paths.find((x) => x.runId === p.runId)!;
      expect(ghost).toBeDefined();
      expect(ghost.delayS).toBeGreaterThanOrEqual(900);
      for (const pt of ghost.points) expect(pt.departure!).toBeGreaterThanOrEqual(pt.plannedDeparture ?? pt.plannedArrival!);
      expect(ghost.points[0].departure).toBe(ghost.points[0].plannedDeparture! + 900);
      expect(ghost.points.map((x) => x.plannedArrival)).toEqual(p.points.map((x) => x.plannedArrival));
      // The run's later runs in its circulation are late too (they wait for the vehicle), or unchanged when the layover absorbs it.
      expect(Array.isArray(r.previewMeasure.conflictsAdded)).toBe(true);
      expect(Array.isArray(r.previewMeasure.conflictsRemoved)).toBe(true);
      // Nothing stored, nothing published, the day as it was.
      engine.tick();
      await new Promise((r2) => setTimeout(r2, 1200));
      expect(JSON.stringify(engine.allRows())).toBe(rowsBefore);
      expect(JSON.stringify(engine.runStops(p.runId))).toBe(stopsBefore);
      expect(await countRows(t.db, 'op_measures')).toBe(measuresBefore);
      expect(published).toBe(0);
      // Without a corridor: the run's own.
      const own = await ok<{ previewMeasure: MeasurePreview }>(PREVIEW, { input: { runId: p.runId, type: 'cancel', reasonId } }, 'admin');
      const cancelled = own.previewMeasure.paths.find((x) => x.runId === p.runId)!;
      expect(cancelled.cancelled).toBe(true);
      expect(cancelled.points.every((x) => x.skipped && x.arrival === null)).toBe(true);
    } finally {
      off();
    }
  });

  it('predicts the conflicts the measure adds and removes: the same as taking it', async () => {
    const ids = async () => new Set((await ok<{ conflicts: { id: string }[] }>('{ conflicts { id } }')).conflicts.map((c) => c.id));
    // A planned S4 run whose delay makes a conflict (the Kraichgau is largely single track).
    const d = await diagram({ lineId: s4.id }, { from: 8 * 3600, to: 11 * 3600 });
    const candidates = d.paths.filter((x) => x.lineId === s4.id && x.phase === 'planned' && x.points.length >= 5);
    let found: { runId: string; delayS: number; preview: MeasurePreview } | null = null;
    for (const c of candidates.slice(0, 30)) {
      for (const delayS of [600, 1200]) {
        const r = await ok<{ previewMeasure: MeasurePreview }>(PREVIEW, { input: { runId: c.runId, type: 'delay', delayS, reasonId } }, 'dispatcher');
        if (r.previewMeasure.conflictsAdded.length) found = { runId: c.runId, delayS, preview: r.previewMeasure };
        if (found) break;
      }
      if (found) break;
    }
    expect(found).not.toBeNull();
    const { runId, delayS, preview } = found!;
    // Every added conflict involves a run the measure changes: the delayed run, or a later run of
    // its vehicle that the delay carries on to (on a Saturday the S4's turnarounds are short).
    const changed = new Set([runId, ...preview.paths.map((p) => p.runId)]);
    for (const c of preview.conflictsAdded) expect(c.runIds.some((id) => changed.has(id)), `${c.runIds.join(' ')} vs ${[...changed].join(' ')}`).toBe(true);
    const before = await ids();
    const m = await ok<{ delayRun: { id: string } }>('mutation($r: ID!, $d: Int!, $reason: ID!) { delayRun(runId: $r, delayS: $d, reasonId: $reason) { id } }', { r: runId, d: delayS, reason: reasonId }, 'dispatcher');
    try {
      engine.tick();
      const after = await ids();
      expect([...after].filter((id) => !before.has(id)).sort()).toEqual(preview.conflictsAdded.map((c) => c.id).sort());
      expect([...before].filter((id) => !after.has(id)).sort()).toEqual(preview.conflictsRemoved.map((c) => c.id).sort());
    } finally {
      await ok('mutation($id: ID!) { undoMeasure(id: $id) }', { id: m.delayRun.id }, 'dispatcher');
    }
  });

  it('validates as the measures do, and refuses viewers in their language', async () => {
    const p = await plannedS4();
    const neg = await t.gql(PREVIEW, { input: { runId: p.runId, type: 'delay', delayS: -5, reasonId } }, 'de', 'dispatcher');
    expect(neg.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(neg.errors?.[0].message).toMatch(/mindestens 0/);
    const de = await t.gql(PREVIEW, { input: { runId: p.runId, type: 'delay', delayS: 60, reasonId } }, 'de', 'viewer');
    expect(de.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(de.errors?.[0].message).toMatch(/Keine Berechtigung/);
    const it2 = await t.gql(PREVIEW, { input: { runId: p.runId, type: 'delay', delayS: 60, reasonId } }, 'it', 'planner');
    expect(it2.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(it2.errors?.[0].message).toMatch(/Non autorizzato/);
  });
});

describe('saved corridors', () => {
  const SAVE = `mutation($id: ID, $name: String!, $keys: [String!]!, $lineId: ID, $shared: Boolean) {
    saveTimeDistanceCorridor(id: $id, name: $name, stationKeys: $keys, lineId: $lineId, shared: $shared) { id name stationKeys lineId ownerId ownerName shared mine editable updatedAt } }`;
  const LIST = '{ timeDistanceCorridors { id name stationKeys lineId ownerId ownerName shared mine editable } }';
  const list = async (role: Role) => (await ok<{ timeDistanceCorridors: SavedCorridor[] }>(LIST, undefined, role)).timeDistanceCorridors;

  it('keeps corridors per user; shared ones are seen by others, changed only by the owner or an administrator', async () => {
    const d = await diagram({ lineId: s4.id });
    const keys = d.corridor.stations.slice(0, 5).map((s) => s.key);
    const mine = (await ok<{ saveTimeDistanceCorridor: SavedCorridor }>(SAVE, { name: 'Karlsruhe – Bretten', keys, lineId: s4.id }, 'dispatcher')).saveTimeDistanceCorridor;
    expect(mine).toMatchObject({ name: 'Karlsruhe – Bretten', stationKeys: keys, lineId: s4.id, ownerId: 'user-dispatcher', ownerName: 'dispatcher', shared: false, mine: true, editable: true });
    expect((await list('dispatcher')).map((c) => c.id)).toContain(mine.id);
    expect((await list('planner')).map((c) => c.id)).not.toContain(mine.id);
    // The diagram of a saved corridor: its stations, for its owner only while not shared.
    const own = await diagram({ corridorId: mine.id }, {}, 'dispatcher');
    expect(own.corridor).toMatchObject({ key: `corridor:${mine.id}`, name: 'Karlsruhe – Bretten', corridorId: mine.id });
    expect(own.corridor.stations.map((s) => s.key)).toEqual(keys);
    const hidden = await t.gql(DIAGRAM, { corridor: { corridorId: mine.id } }, 'de', 'planner');
    expect(hidden.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');

    const shared = (await ok<{ saveTimeDistanceCorridor: SavedCorridor }>(SAVE, { id: mine.id, name: 'Karlsruhe – Bretten', keys, lineId: s4.id, shared: true }, 'dispatcher')).saveTimeDistanceCorridor;
    expect(shared.shared).toBe(true);
    const seen = (await list('planner')).find((c) => c.id === mine.id)!;
    expect(seen).toMatchObject({ mine: false, editable: false, ownerName: 'dispatcher' });
    expect((await diagram({ corridorId: mine.id }, {}, 'planner')).corridor.stations).toHaveLength(5);

    const del = await t.gql('mutation($id: ID!) { deleteTimeDistanceCorridor(id: $id) }', { id: mine.id }, 'it', 'planner');
    expect(del.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(del.errors?.[0].message).toMatch(/proprietario/);
    const change = await t.gql(SAVE, { id: mine.id, name: 'Mein Korridor', keys }, 'de', 'planner');
    expect(change.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await ok<{ deleteTimeDistanceCorridor: boolean }>('mutation($id: ID!) { deleteTimeDistanceCorridor(id: $id) }', { id: mine.id }, 'admin')).deleteTimeDistanceCorridor).toBe(true);
    expect((await list('dispatcher')).map((c) => c.id)).not.toContain(mine.id);
  });

  it('refuses fewer than two, repeated or unknown stations and a name used twice, in German and Italian', async () => {
    const d = await diagram({ lineId: s4.id });
    const [a, b] = d.corridor.stations.map((s) => s.key);
    const one = await t.gql(SAVE, { name: 'X', keys: [a] }, 'de', 'viewer');
    expect(one.errors?.[0].message).toBe('Ein Korridor braucht mindestens zwei Bahnhöfe.');
    const twice = await t.gql(SAVE, { name: 'X', keys: [a, b, a] }, 'it', 'viewer');
    expect(twice.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(twice.errors?.[0].message).toMatch(/compare più volte/);
    const unknown = await t.gql(SAVE, { name: 'X', keys: [a, 'station:999999999'] }, 'de', 'viewer');
    expect(unknown.errors?.[0].message).toMatch(/gibt es im Fahrplan/);
    const empty = await t.gql(SAVE, { name: '  ', keys: [a, b] }, 'de', 'viewer');
    expect(empty.errors?.[0].message).toMatch(/1 bis 80 Zeichen/);
    await ok(SAVE, { name: 'Zweimal', keys: [a, b] }, 'viewer');
    const again = await t.gql(SAVE, { name: 'Zweimal', keys: [b, a] }, 'de', 'viewer');
    expect(again.errors?.[0].message).toMatch(/bereits einen Korridor/);
    // Another user may use the same name.
    await ok(SAVE, { name: 'Zweimal', keys: [a, b] }, 'planner');
  });
});
