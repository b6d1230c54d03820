import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportJobView, TimetableVersion } from '../../src/shared/operations/types';
import type { Database } from '../../server/db/types';
import { readGtfsFeed } from '../../server/operations/gtfs';
import { feedToTimetable, ImportJobs, writeTimetableVersion } from '../../server/operations/timetable';
import { generateGtfsFeed } from '../support/gtfsFeed';
import { authHeaders, startTestApp, TEST_DATABASE_URL, type TestApp } from './helpers';
import { getJob, postFeed, timetableCounts } from './timetable-support';

/**
 * Issue 11, item 4: an import must not stall the server. The import reads in a worker thread and
 * writes in short statements (status 'importing' until the last one), so other requests wait at
 * most one statement; the version stays invisible until complete and leaves nothing behind when it
 * fails or the server dies half-way (docs/timetable.md, "Writing").
 */
let t: TestApp;
let dir: string;
const MAX_WAIT_MS = 250;
/** Large enough that the import takes well over a second on either database. */
const BIG = 200_000;
let bigFeed: Buffer;

beforeAll(async () => {
  t = await startTestApp();
  dir = await mkdtemp(join(tmpdir(), 'import-nonblocking-'));
  bigFeed = generateGtfsFeed({ stopTimes: BIG, stops: 4000 });
});
afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The machine's own stall: the longest event-loop delay of work done in 5 ms slices with a yield
 * after each (as the import's statements are), with no import running. On the 2-core test machine
 * with other test runs busy (load average 7-10) this alone measured 14-420 ms from one 2-s window
 * to the next: the operating system gives the process no CPU for that long, whatever its code
 * does. The limit is checked on top of the larger of two windows, right before and right after
 * the import; on a quiet machine that is about 10-20 ms.
 */
async function machineStallMs(durationMs = 2000): Promise<number> {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const until = performance.now() + durationMs;
  while (performance.now() < until) {
    const end = performance.now() + 5;
    while (performance.now() < end) { /* busy, as a statement is */ }
    await new Promise((resolve) => setImmediate(resolve));
    await sleep(0);
  }
  loop.disable();
  return loop.max / 1e6;
}

async function importingVersions(db: Database): Promise<string[]> {
  const r = await db.query<{ id: string }>(`SELECT id::text AS id FROM timetable_versions WHERE status = 'importing'`);
  return r.rows.map((x) => x.id);
}

/** Sends `request` every 50 ms (after the previous answer) until `stop()`, returning each answer's time in ms. */
async function pollLatency(request: () => Promise<{ statusCode: number }>, stop: () => boolean): Promise<number[]> {
  const times: number[] = [];
  while (!stop()) {
    const started = performance.now();
    const res = await request();
    times.push(performance.now() - started);
    expect(res.statusCode).toBe(200);
    await sleep(50);
  }
  return times;
}

describe('while a large feed is imported', () => {
  it('/healthz and a list query answer within 250 ms, and the version is invisible until complete', async () => {
    const viewer = await authHeaders('viewer');
    const list = { query: '{ items: allStations(page: 0, perPage: 25) { id name } total: _allStationsMeta { count } }' };
    const before = await timetableCounts(t.db);
    const machineBeforeMs = await machineStallMs();
    // The event loop's longest stall over the import: what any request (or push) could have waited.
    const loop = monitorEventLoopDelay({ resolution: 10 });

    const started = performance.now();
    const res = await postFeed(t, bigFeed, { name: 'Großer Fahrplan' });
    expect(res.statusCode).toBe(202);
    const jobId = (res.json() as ImportJobView).id;
    let finished: ImportJobView | null = null;
    loop.enable();

    let over = false;
    const health = pollLatency(() => t.app.inject({ method: 'GET', url: '/healthz' }), () => over);
    const lists = pollLatency(() => t.app.inject({ method: 'POST', url: '/graphql', headers: viewer, payload: list }), () => over);

    // Caught half-way: rows are there, but no list shows the version and it cannot be activated.
    let seenHalfWay = false;
    try {
      while (finished === null) {
        const view = (await getJob(t, jobId)).json() as ImportJobView;
        if (view.phase === 'done' || view.phase === 'failed') {
          finished = view;
          break;
        }
        if (!seenHalfWay && view.phase === 'write' && view.rows > 0) {
          const [id] = await importingVersions(t.db);
          if (id !== undefined) {
            seenHalfWay = true;
            const rows = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM timetable_lines WHERE version_id = $1', [id]);
            expect(rows.rows[0].n).toBeGreaterThan(0);
            const versions = await t.gql<{ timetableVersions: TimetableVersion[] }>('{ timetableVersions { id } }');
            expect(versions.data.timetableVersions.map((v) => v.id)).not.toContain(id);
            const activate = await t.gql('mutation($id: ID!) { activateTimetableVersion(id: $id) { id } }', { id });
            expect(activate.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
          }
        }
        await sleep(20);
      }
    } finally {
      over = true;
    }
    const importMs = performance.now() - started;
    const [healthMs, listMs] = await Promise.all([health, lists]);
    loop.disable();
    const machineMs = Math.max(machineBeforeMs, await machineStallMs());

    expect(finished.phase, finished.error ?? '').toBe('done');
    expect(seenHalfWay).toBe(true);
    expect(importMs).toBeGreaterThan(1000);
    const stallMs = loop.max / 1e6;
    const summary = (times: number[]) => `n=${times.length} max=${Math.max(...times).toFixed(0)} ms`;
    console.log(`${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}: import of ${BIG} stop times ${importMs.toFixed(0)} ms; /healthz ${summary(healthMs)}; `
      + `list ${summary(listMs)}; event loop stall max ${stallMs.toFixed(0)} ms; the machine's own stall ${machineMs.toFixed(0)} ms; load ${loadavg()[0].toFixed(1)}`);
    expect(healthMs.length).toBeGreaterThan(5);
    const limit = MAX_WAIT_MS + machineMs;
    expect(Math.max(...healthMs)).toBeLessThanOrEqual(limit);
    expect(Math.max(...listMs)).toBeLessThanOrEqual(limit);
    expect(stallMs).toBeLessThanOrEqual(limit);

    // Complete now: listed, every row written, nothing left 'importing'.
    const versions = await t.gql<{ timetableVersions: TimetableVersion[] }>('{ timetableVersions { id status stats } }');
    expect(versions.data.timetableVersions.find((v) => v.id === finished!.versionId)).toMatchObject({ status: 'imported', stats: { stopTimes: BIG } });
    const after = await timetableCounts(t.db);
    expect(after.timetable_stop_times - before.timetable_stop_times).toBe(BIG);
    expect(await importingVersions(t.db)).toEqual([]);
  }, 120_000);
});

describe('a failed or interrupted import leaves nothing behind', () => {
  async function smallData(name: string) {
    const read = await readGtfsFeed(generateGtfsFeed({ stopTimes: 3000 }));
    if (!read.ok) throw new Error('feed refused');
    return feedToTimetable(read.feed, { name });
  }

  it('a write failing in its last statement removes the rows its earlier statements had committed', async () => {
    const data = await smallData('Kaputt am Ende');
    // The last stop time repeats its predecessor's (trip, sequence): the primary key refuses the last batch.
    const st = data.stopTimes;
    st.trip[st.length - 1] = st.trip[st.length - 2];
    st.sequence[st.length - 1] = st.sequence[st.length - 2];
    const before = await timetableCounts(t.db);
    let committedRows = 0;
    let importingSeen: string[] = [];
    const write = writeTimetableVersion(t.db, data, {
      importedBy: 'test',
      statementRows: 500,
      onProgress: (p) => { committedRows = p.rows; },
    });
    let settled = false;
    write.catch(() => undefined).finally(() => { settled = true; });
    // While it runs, the partial version is there and 'importing'.
    while (!settled && importingSeen.length === 0) importingSeen = await importingVersions(t.db);
    await expect(write).rejects.toThrow();
    expect(importingSeen).toHaveLength(1);
    expect(committedRows).toBeGreaterThan(2000);
    expect(await timetableCounts(t.db)).toEqual(before);
    expect(await importingVersions(t.db)).toEqual([]);
  });

  it('an import stopped by a server shutdown during the write is removed (job failed, "aborted", de/it)', async () => {
    const path = join(dir, 'gross.zip');
    await writeFile(path, bigFeed);
    const before = await timetableCounts(t.db);
    const jobs = new ImportJobs({ db: t.db });
    const view = jobs.start(jobs.reserve('planner')!, { path, fileName: 'gross.zip', name: 'Gross', actor: 'planner' }, 'de');
    for (let i = 0; i < 3000 && !(jobs.view(view.id, 'de')!.phase === 'write' && jobs.view(view.id, 'de')!.rows > 0); i++) await sleep(10);
    expect(jobs.view(view.id, 'de')!.phase).toBe('write');
    await jobs.close();
    expect(jobs.view(view.id, 'de')).toMatchObject({ phase: 'failed', error: expect.stringContaining('abgebrochen') });
    expect(jobs.view(view.id, 'it')!.error).toContain('interrotta');
    expect(await timetableCounts(t.db)).toEqual(before);
    expect(await importingVersions(t.db)).toEqual([]);
  }, 60_000);

  it('a server start removes a version left half-written by a server that died during the import', async () => {
    const data = await smallData('Absturz');
    const before = await timetableCounts(t.db);
    // The database "goes away" after a few statements: the import cannot even clean up after itself.
    let statements = 0;
    const dying: Database = {
      ...t.db,
      kind: t.db.kind,
      query: (sql, params) => (++statements > 6 ? Promise.reject(new Error('connection lost')) : t.db.query(sql, params)),
      transaction: (fn) => t.db.transaction(fn),
      close: async () => undefined,
    };
    await expect(writeTimetableVersion(dying, data, { importedBy: 'test', statementRows: 500 })).rejects.toThrow('connection lost');
    const [left] = await importingVersions(t.db);
    expect(left).toBeDefined();
    const partial = await timetableCounts(t.db);
    expect(partial.timetable_versions).toBe(before.timetable_versions + 1);
    expect(partial.timetable_stops + partial.timetable_trips).toBeGreaterThan(before.timetable_stops + before.timetable_trips);
    const listed = await t.gql<{ timetableVersions: TimetableVersion[] }>('{ timetableVersions { id } }');
    expect(listed.data.timetableVersions.map((v) => v.id)).not.toContain(left);

    // The next start (a second app on the same database runs the start-up steps) removes it.
    const restarted = await startTestApp({ testDb: { db: t.db, destroy: async () => undefined } });
    try {
      expect(await importingVersions(t.db)).toEqual([]);
      expect(await timetableCounts(t.db)).toEqual(before);
    } finally {
      await restarted.close();
    }
  });
});
