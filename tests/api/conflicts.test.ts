/**
 * The conflicts API (docs/time-distance.md, "Conflicts") on the fixture timetable (one line of six
 * stations, circulations U1 and U2 in opposite directions) with one single-track section declared
 * (TrackSection, Albtal – Bruchsal): the demo control provokes a meet on it, Query.conflicts lists
 * it, Subscription.conflictsChanged delivers it within 3 s, undoing the delay removes it; the
 * control tab counts it. PGlite, or PostgreSQL with TEST_DATABASE_URL.
 */
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conflict } from '../../src/shared/operations/timeDistance';
import { activateVersion, writeTimetableVersion } from '../../server/operations/timetable';
import { dayTimetable } from '../unit/live/fixtures';
import { mintToken } from './helpers';
import { startLiveApp, timetableData, type LiveTestApp } from './live-support';

const FIELDS = 'id kind runIds trainNumbers fromKey toKey fromName toName track from to severityS';

let t: LiveTestApp;
let stationIds: string[] = [];
let client: Client;

async function ok<T>(query: string, variables?: Record<string, unknown>, lang = 'de', role: 'admin' | 'viewer' = 'admin'): Promise<T> {
  const r = await t.gql<T>(query, variables, lang, role);
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data;
}

const conflicts = async () => (await ok<{ conflicts: Conflict[] }>(`{ conflicts { ${FIELDS} } }`, undefined, 'de', 'viewer')).conflicts;

async function until(cond: () => boolean | Promise<boolean>, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await cond())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  t = await startLiveApp({ install: false, at: 5 * 3600 });
  // The fixture's stops become stations of the stations resource (sections refer to stations).
  const names = ['Albtal', 'Bruchsal', 'Durlach', 'Grötzingen', 'Berghausen', 'Bretten'];
  for (const name of names) {
    const r = await ok<{ createStation: { id: string } }>('mutation($n: String!) { createStation(name: $n) { id } }', { n: `${name} (Test)` });
    stationIds.push(r.createStation.id);
  }
  const tt = dayTimetable('2026-01-01', { first: 5 * 3600, count: 12 });
  for (const [i, s] of [...tt.stops.values()].entries()) s.stationId = stationIds[i];
  const version = await writeTimetableVersion(t.db, timetableData(tt), { importedBy: 'test' });
  await activateVersion(t.db, version.id, 'test');
  await t.app.liveEngine.reload();
  // Albtal – Bruchsal single track: the engine reads the infrastructure again on the change.
  await ok(`mutation($a: ID!, $b: ID!) { createTrackSection(fromStationId: $a, toStationId: $b, tracks: 1, minHeadwayS: 180) { id } }`, { a: stationIds[0], b: stationIds[1] });
  await until(() => t.app.liveEngine.conflictTracker.infrastructure.sections.size === 1);
  t.setTime(5 * 3600 + 20 * 60);

  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  client = createClient({
    url: `ws://127.0.0.1:${port}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0, lazy: true,
    connectionParams: async () => ({ Authorization: `Bearer ${await mintToken({ role: 'viewer' })}` }),
  });
}, 120_000);

afterAll(async () => {
  await client?.dispose();
  await t?.close();
});

type Changed = { conflictsChanged: { operatingDay: string; added: Conflict[]; removed: string[]; total: number; reset: boolean } };

/** The first conflictsChanged event that `accept`s, with the time it arrived. */
function next(accept: (e: Changed['conflictsChanged']) => boolean): Promise<{ event: Changed['conflictsChanged']; at: number }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no matching event within 8 s')), 8000);
    const stop = client.subscribe<Changed>({ query: `subscription($d: String) { conflictsChanged(operatingDay: $d) { operatingDay added { ${FIELDS} } removed total reset } }`, variables: { d: t.day } }, {
      next: (msg) => {
        if (msg.errors) reject(new Error(JSON.stringify(msg.errors)));
        const e = msg.data?.conflictsChanged;
        if (e && accept(e)) {
          clearTimeout(timer);
          stop();
          resolve({ event: e, at: Date.now() });
        }
      },
      error: reject,
      complete: () => undefined,
    });
  });
}

describe('conflicts', () => {
  let provoked: { runIds: string[]; trainNumbers: string[]; conflictId: string | null };

  it('the demo control provokes a single-track meet: listed, and pushed within 3 s', async () => {
    const before = await conflicts();
    expect(before.filter((c) => c.kind === 'singleTrack')).toEqual([]);
    const pushed = next((e) => e.added.some((c) => c.kind === 'singleTrack'));
    await new Promise((r) => setTimeout(r, 300));
    const started = Date.now();
    provoked = (await ok<{ demoProvokeConflict: typeof provoked }>('mutation { demoProvokeConflict { runIds trainNumbers conflictId } }')).demoProvokeConflict;
    expect(provoked.runIds).toHaveLength(2);
    expect(provoked.trainNumbers).toHaveLength(2);
    expect(provoked.conflictId).toMatch(/^singleTrack:section:/);
    const { event, at } = await pushed;
    expect(at - started).toBeLessThan(3000);
    expect(event.operatingDay).toBe(t.day);
    expect(event.added.map((c) => c.id)).toContain(provoked.conflictId);

    const listed = (await conflicts()).find((c) => c.id === provoked.conflictId)!;
    expect(listed.kind).toBe('singleTrack');
    expect([...listed.runIds].sort()).toEqual([...provoked.runIds].sort());
    expect([...listed.trainNumbers].sort()).toEqual([...provoked.trainNumbers].sort());
    // The section between Albtal and Bruchsal, by station keys, with the overlap as severity.
    expect([listed.fromKey, listed.toKey].sort()).toEqual([`station:${stationIds[0]}`, `station:${stationIds[1]}`].sort());
    expect([listed.fromName, listed.toName].sort()).toEqual(['Albtal', 'Bruchsal']);
    expect(listed.to - listed.from).toBe(listed.severityS);
    expect(listed.severityS).toBeGreaterThan(0);
    expect(event.total).toBe((await conflicts()).length);
  });

  it('the control tab counts it (also filtered by the line)', async () => {
    const counts = await ok<{ runTabCounts: { conflicts: number } }>('{ runTabCounts { conflicts } }', undefined, 'de', 'viewer');
    const all = await conflicts();
    expect(counts.runTabCounts.conflicts).toBe(all.length);
    expect(all.length).toBeGreaterThan(0);
    const other = await ok<{ runTabCounts: { conflicts: number } }>('{ runTabCounts(lineIds: ["nope"]) { conflicts } }', undefined, 'de', 'viewer');
    expect(other.runTabCounts.conflicts).toBe(0);
  });

  it('undoing the delay removes the conflict (pushed as removed)', async () => {
    const run = await ok<{ run: { measures: { id: string; type: string }[] } }>('query($id: ID!) { run(id: $id) { measures { id type } } }', { id: provoked.runIds[0] });
    const measure = run.run.measures.find((m) => m.type === 'delay')!;
    const pushed = next((e) => e.removed.includes(provoked.conflictId!));
    await new Promise((r) => setTimeout(r, 300));
    const started = Date.now();
    await ok('mutation($id: ID!) { undoMeasure(id: $id) }', { id: measure.id });
    const { at } = await pushed;
    expect(at - started).toBeLessThan(3000);
    expect((await conflicts()).map((c) => c.id)).not.toContain(provoked.conflictId);
  });

  it('only admins provoke; a bad day is refused in the caller’s language; another day has none', async () => {
    const viewer = await t.gql('mutation { demoProvokeConflict { runIds } }', undefined, 'it', 'viewer');
    expect(viewer.errors?.[0].message).toMatch(/amministratori/);
    const bad = await t.gql('{ conflicts(operatingDay: "2026-13-01") { id } }', undefined, 'it', 'viewer');
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0].message).toMatch(/giorno di esercizio/i);
    const other = await ok<{ conflicts: Conflict[] }>('{ conflicts(operatingDay: "2030-01-02") { id } }', undefined, 'de', 'viewer');
    expect(other.conflicts).toEqual([]);
  });

  it('without a single-track section there is no pair to provoke (clear de/it error)', async () => {
    const sections = await ok<{ allTrackSections: { id: string }[] }>('{ allTrackSections { id } }');
    for (const s of sections.allTrackSections) await ok('mutation($id: ID!) { deleteTrackSection(id: $id) { id } }', { id: s.id });
    await until(() => t.app.liveEngine.conflictTracker.infrastructure.sections.size === 0);
    const de = await t.gql('mutation { demoProvokeConflict { runIds } }', undefined, 'de');
    expect(de.errors?.[0].message).toMatch(/eingleisig/);
    const it = await t.gql('mutation { demoProvokeConflict { runIds } }', undefined, 'it');
    expect(it.errors?.[0].message).toMatch(/binario unico/);
  });
});
