import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RUN_FIELDS, STOP_FIELDS, getRun, runId, startLiveApp, type LiveTestApp, type RunRowView } from './live-support';

let t: LiveTestApp;

beforeAll(async () => {
  t = await startLiveApp({ at: 6.5 * 3600 });
});
afterAll(async () => {
  await t?.close();
});

interface Page {
  runs: { rows: RunRowView[]; total: number; operatingDay: string; updatedAt: string };
}

const runsQuery = `query($operatingDay: String, $lineIds: [ID!], $statuses: [String!], $q: String, $sortField: String, $sortOrder: String, $page: Int, $perPage: Int) {
  runs(operatingDay: $operatingDay, lineIds: $lineIds, statuses: $statuses, q: $q, sortField: $sortField, sortOrder: $sortOrder, page: $page, perPage: $perPage) {
    total operatingDay updatedAt rows { ${RUN_FIELDS} }
  }
}`;

describe('Query.operatingDay and Query.runs', () => {
  it('answers the current operating day and every run of it, with the fifteen columns', async () => {
    const day = await t.gql<{ operatingDay: string }>('{ operatingDay }', undefined, 'de', 'viewer');
    expect(day.data.operatingDay).toBe(t.day);
    const r = await t.gql<Page>(runsQuery, { perPage: 500 }, 'de', 'viewer');
    expect(r.errors).toBeUndefined();
    expect(r.data.runs.total).toBe(24);
    expect(r.data.runs.operatingDay).toBe(t.day);
    const running = r.data.runs.rows.filter((x) => x.phase === 'running');
    expect(running.map((x) => x.id).sort()).toEqual([runId(t, 'U1-3'), runId(t, 'U2-2')]);
    const row = running[0];
    expect(row).toMatchObject({ lineNumber: 'S4', vehicleType: 'GT8-100D/2S-M', vehicleCount: 2 });
    expect(row.location).toMatch(/^(in|zwischen) /);
    expect(r.data.runs.rows.filter((x) => x.phase === 'finished').length).toBeGreaterThan(0);
  });

  it('pages and sorts by any row field', async () => {
    const p1 = await t.gql<Page>(runsQuery, { perPage: 5, page: 1, sortField: 'trainNumber', sortOrder: 'DESC' });
    const p2 = await t.gql<Page>(runsQuery, { perPage: 5, page: 2, sortField: 'trainNumber', sortOrder: 'DESC' });
    expect(p1.data.runs.total).toBe(24);
    expect(p1.data.runs.rows.map((x) => x.trainNumber)).toEqual(['2011', '2010', '2009', '2008', '2007']);
    expect(p2.data.runs.rows.map((x) => x.trainNumber)).toEqual(['2006', '2005', '2004', '2003', '2002']);
    const byDep = await t.gql<Page>(runsQuery, { perPage: 24, sortField: 'plannedDeparture', sortOrder: 'ASC' });
    const deps = byDep.data.runs.rows.map((x) => x.plannedDeparture);
    expect(deps).toEqual([...deps].sort((a, b) => a - b));
    const byStatus = await t.gql<Page>(runsQuery, { perPage: 24, sortField: 'status' });
    expect(byStatus.errors).toBeUndefined();
    const byDist = await t.gql<Page>(runsQuery, { perPage: 24, sortField: 'distanceM', sortOrder: 'DESC' });
    expect(byDist.data.runs.rows[0].distanceM).toBe(Math.max(...byDist.data.runs.rows.map((x) => x.distanceM)));
  });

  it('filters by line, status and text (train number, destination)', async () => {
    expect((await t.gql<Page>(runsQuery, { lineIds: ['L1'] })).data.runs.total).toBe(24);
    expect((await t.gql<Page>(runsQuery, { lineIds: ['L9'] })).data.runs.total).toBe(0);
    const inService = await t.gql<Page>(runsQuery, { statuses: ['inService', 'delayed'] });
    expect(inService.data.runs.rows.every((x) => ['inService', 'delayed'].includes(x.status))).toBe(true);
    const one = await t.gql<Page>(runsQuery, { q: '1003' });
    expect(one.data.runs.rows.map((x) => x.id)).toEqual([runId(t, 'U1-3')]);
    const toAlbtal = await t.gql<Page>(runsQuery, { q: 'albtal', perPage: 50 });
    expect(toAlbtal.data.runs.total).toBe(12);
  });

  it('refuses bad arguments in the caller’s language', async () => {
    const de = await t.gql<Page>(runsQuery, { sortField: 'nope' }, 'de');
    expect(de.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(de.errors?.[0].message).toBe('Nach „nope“ kann nicht sortiert werden.');
    const it = await t.gql<Page>(runsQuery, { perPage: 501 }, 'it');
    expect(it.errors?.[0].message).toBe('Pagina da 1, voci per pagina da 1 a 500.');
    const day = await t.gql<Page>(runsQuery, { operatingDay: '2026-13-01' }, 'it');
    expect(day.errors?.[0].message).toContain('AAAA-MM-GG');
    const status = await t.gql<Page>(runsQuery, { statuses: ['late'] });
    expect(status.errors?.[0].message).toBe('Unbekannter Status „late“.');
  });

  it('shows another day as planned (future) or as it ended (past)', async () => {
    const [y, m, d] = t.day.split('-').map(Number);
    const next = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
    const prev = new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
    const future = await t.gql<Page>(runsQuery, { operatingDay: next, perPage: 50 });
    expect(future.data.runs.total).toBe(24);
    expect(future.data.runs.rows.every((x) => x.phase === 'planned' && x.id.startsWith(next))).toBe(true);
    const past = await t.gql<Page>(runsQuery, { operatingDay: prev, perPage: 50 });
    expect(past.data.runs.rows.every((x) => x.phase === 'finished')).toBe(true);
    const run = await getRun(t, `${next}:U1-0`);
    expect(run.stops).toHaveLength(6);
  });
});

describe('Query.run', () => {
  it('answers one run with its stops (planned and expected times) in the requested language', async () => {
    const id = runId(t, 'U1-3');
    const de = await getRun(t, id, 'de');
    const it = await getRun(t, id, 'it');
    expect(de.location.startsWith('in ') || de.location.startsWith('zwischen ')).toBe(true);
    expect(it.location.startsWith('a ') || it.location.startsWith('tra ')).toBe(true);
    expect(de.stops!.map((s) => s.stopId)).toEqual(['S5', 'S4', 'S3', 'S2', 'S1', 'S0']);
    expect(de.stops![0].passed).toBe(true);
    expect(de.stops![5].passed).toBe(false);
    expect(de.stops![5].expectedArrival).not.toBeNull();
    expect(de.stops![0].plannedArrival).toBeNull();
    expect(de.measures).toEqual([]);
    const none = await t.gql<{ run: null }>(`{ run(id: "${t.day}:nope") { id } }`);
    expect(none.data.run).toBeNull();
  });

  it('needs a signed-in caller', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ operatingDay }' } });
    expect(res.statusCode).toBe(401);
    const stops = await t.gql<{ run: { stops: unknown[] } }>(`{ run(id: "${runId(t, 'U2-2')}") { stops { ${STOP_FIELDS} } } }`, undefined, 'de', 'planner');
    expect(stops.data.run.stops).toHaveLength(6);
  });
});
