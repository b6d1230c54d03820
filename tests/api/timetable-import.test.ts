import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportJobView, TimetableVersion } from '../../src/shared/operations/types';
import { registerTimetableRoutes } from '../../server/operations/timetable';
import { BROKEN_VARIANTS, generateGtfsFeed, generateGtfsTables, tablesToZip, tableToCsv, zipFiles } from '../support/gtfsFeed';
import { authHeaders, startTestApp, type TestApp } from './helpers';
import { getJob, multipartBody, postFeed, timetableCounts, waitForJob } from './timetable-support';

/** POST /api/timetable/imports and GET /api/timetable/imports/:id over HTTP (docs/operations-contract.md). */
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

function broken(name: string): Buffer {
  const variant = BROKEN_VARIANTS.find((v) => v.name === name);
  if (!variant) throw new Error(`no broken variant "${name}"`);
  const tables = generateGtfsTables();
  variant.mutate(tables);
  return tablesToZip(tables);
}

describe('a valid feed', () => {
  it('imports through read → validate → write → done, with counts that match the feed', async () => {
    const tables = generateGtfsTables({ stopTimes: 3000 });
    const before = await timetableCounts(t.db);
    const res = await postFeed(t, tablesToZip(tables), { fileName: 'netz-2026.zip', name: 'Fahrplan 2026' });
    expect(res.statusCode).toBe(202);
    const accepted = res.json() as ImportJobView;
    expect(accepted).toMatchObject({ phase: 'read', fileName: 'netz-2026.zip', versionId: null, problems: [], error: null });

    const { view, phases } = await waitForJob(t, accepted.id);
    expect(view.phase, view.error ?? '').toBe('done');
    // Phases only move forward (polling may skip a short one).
    const order = ['read', 'validate', 'write', 'done'];
    expect(phases.map((p) => order.indexOf(p))).toEqual([...phases.map((p) => order.indexOf(p))].sort((a, b) => a - b));
    expect(phases.at(-1)).toBe('done');

    const tripRows = tables['trips.txt'].rows;
    const stopIds = new Set(tables['stop_times.txt'].rows.map((r) => r[3]));
    const expected = {
      lines: tables['routes.txt'].rows.length,
      stops: stopIds.size,
      trips: tripRows.length,
      stopTimes: tables['stop_times.txt'].rows.length,
      circulations: new Set(tripRows.map((r) => r[5])).size,
    };
    expect(view.stats).toMatchObject(expected);
    expect(view.versionId).toMatch(/^\d+$/);
    expect(view.finishedAt).not.toBeNull();

    const after = await timetableCounts(t.db);
    expect(after.timetable_versions - before.timetable_versions).toBe(1);
    expect(after.timetable_stop_times - before.timetable_stop_times).toBe(expected.stopTimes);
    expect(after.timetable_trips - before.timetable_trips).toBe(expected.trips);
    expect(after.timetable_stops - before.timetable_stops).toBe(expected.stops);

    const versions = await t.gql<{ timetableVersions: TimetableVersion[] }>('{ timetableVersions { id name source status validFrom validTo importedBy activatedAt stats } }');
    expect(versions.errors).toBeUndefined();
    expect(versions.data.timetableVersions.find((v) => v.id === view.versionId)).toEqual({
      id: view.versionId, name: 'Fahrplan 2026', source: 'gtfs', status: 'imported', validFrom: '2026-01-01', validTo: '2026-12-31',
      importedBy: 'planner', activatedAt: null, stats: view.stats,
    });
  });

  it('names the version after the file when no name is sent, and stores every stop time exactly', async () => {
    const tables = generateGtfsTables({ stopTimes: 400, shuffleStopTimes: true });
    const res = await postFeed(t, tablesToZip(tables), { fileName: 'ohne-name.zip' });
    const { view } = await waitForJob(t, (res.json() as ImportJobView).id);
    expect(view.phase).toBe('done');
    const stored = await t.db.query<{ trip_id: string; stop_id: string; arrival: number; departure: number; seq: number }>(
      `SELECT tr.trip_id, s.stop_id, st.arrival, st.departure, st.seq
       FROM timetable_stop_times st
       JOIN timetable_trips tr ON tr.version_id = st.version_id AND tr.idx = st.trip_idx
       JOIN timetable_stops s ON s.version_id = st.version_id AND s.idx = st.stop_idx
       WHERE st.version_id = $1 ORDER BY tr.trip_id, st.seq`,
      [view.versionId],
    );
    const hms = (text: string) => text.split(':').map(Number).reduce((acc, n) => acc * 60 + n, 0);
    const expected = tables['stop_times.txt'].rows
      .map((r) => ({ trip_id: r[0], stop_id: r[3], arrival: hms(r[1]), departure: hms(r[2]), seq: Number(r[4]) }))
      .sort((a, b) => (a.trip_id < b.trip_id ? -1 : a.trip_id > b.trip_id ? 1 : a.seq - b.seq));
    expect(stored.rows).toEqual(expected);
    const name = await t.db.query<{ name: string }>('SELECT name FROM timetable_versions WHERE id = $1', [view.versionId]);
    expect(name.rows[0].name).toBe('ohne-name.zip');
  });
  it('accepts uploads beyond the server\'s 1 MB body limit (files the reader ignores included)', async () => {
    const files: Record<string, string> = {};
    for (const [name, table] of Object.entries(generateGtfsTables({ stopTimes: 200 }))) files[name] = tableToCsv(table);
    // translations.txt is not used by the importer (only its lines are counted); random hex keeps the zip large.
    files['translations.txt'] = `table_name,field_name,language,translation\n${randomBytes(1_500_000).toString('hex')}`;
    const zip = zipFiles(files);
    expect(zip.length).toBeGreaterThan(1.5 * 1024 * 1024);
    const res = await postFeed(t, zip, { fileName: 'mit-shapes.zip' });
    expect(res.statusCode).toBe(202);
    const { view } = await waitForJob(t, (res.json() as ImportJobView).id);
    expect(view.phase).toBe('done');
    expect(view.stats?.stopTimes).toBe(200);
    expect(view.notices.find((n) => n.file === 'translations.txt')).toMatchObject({ count: 1 });
  });
});

describe('broken feeds write nothing and report problems by file and line', () => {
  const cases = [
    { variant: 'missing stops.txt', file: 'stops.txt', line: null, de: 'stops.txt: Die Pflichtdatei fehlt', it: 'stops.txt: Il file obbligatorio manca' },
    { variant: 'unknown stop_id in stop_times.txt', file: 'stop_times.txt', line: 59, de: 'stop_times.txt, Zeile 59: „NOPE“', it: 'stop_times.txt, riga 59: «NOPE»' },
    { variant: 'bad time (minutes 60)', file: 'stop_times.txt', line: 103, de: 'stop_times.txt, Zeile 103: Ungültige Zeit', it: 'stop_times.txt, riga 103: Orario non valido' },
  ];

  it.each(cases)('$variant', async ({ variant, file, line, de, it: italian }) => {
    const before = await timetableCounts(t.db);
    const res = await postFeed(t, broken(variant), { lang: 'it' });
    expect(res.statusCode).toBe(202);
    const id = (res.json() as ImportJobView).id;
    const { view } = await waitForJob(t, id, 'de');
    expect(view.phase).toBe('failed');
    expect(view.versionId).toBeNull();
    expect(view.stats).toBeNull();
    expect(view.problemCount).toBeGreaterThanOrEqual(1);
    const problem = view.problems.find((p) => p.file === file && p.line === line);
    expect(problem, JSON.stringify(view.problems)).toBeDefined();
    expect(problem!.message.startsWith(de)).toBe(true);

    // The same job in Italian: translated when read, not when stored.
    const inItalian = (await getJob(t, id, 'it-IT,it;q=0.9')).json() as ImportJobView;
    const same = inItalian.problems.find((p) => p.file === file && p.line === line);
    expect(same!.message.startsWith(italian)).toBe(true);

    expect(await timetableCounts(t.db)).toEqual(before);
  });
});

describe('roles, limits and errors', () => {
  it('refuses an upload from a viewer or dispatcher with 403 in de and it, nothing written', async () => {
    const before = await timetableCounts(t.db);
    const de = await postFeed(t, generateGtfsFeed(), { role: 'viewer', lang: 'de' });
    expect(de.statusCode).toBe(403);
    expect(de.json()).toEqual({ errors: [{ message: expect.stringContaining('Keine Berechtigung'), extensions: { code: 'FORBIDDEN' } }] });
    const it = await postFeed(t, generateGtfsFeed(), { role: 'dispatcher', lang: 'it' });
    expect(it.statusCode).toBe(403);
    expect(it.json().errors[0].message).toContain('Non autorizzato');
    expect(await timetableCounts(t.db)).toEqual(before);
  });

  it('lets admins import as well', async () => {
    const res = await postFeed(t, generateGtfsFeed({ stopTimes: 100 }), { role: 'admin' });
    expect(res.statusCode).toBe(202);
    expect((await waitForJob(t, (res.json() as ImportJobView).id)).view.phase).toBe('done');
  });

  it('needs a token for both routes', async () => {
    const body = multipartBody(generateGtfsFeed(), 'feed.zip');
    const post = await t.app.inject({ method: 'POST', url: '/api/timetable/imports', headers: { 'content-type': body.contentType }, payload: body.payload });
    expect(post.statusCode).toBe(401);
    const get = await t.app.inject({ method: 'GET', url: '/api/timetable/imports/x' });
    expect(get.statusCode).toBe(401);
  });

  it('answers 404 in the caller\'s language for an unknown job', async () => {
    const de = await getJob(t, 'no-such-job', 'de');
    expect(de.statusCode).toBe(404);
    expect(de.json().errors[0]).toEqual({ message: expect.stringContaining('Importauftrag'), extensions: { code: 'NOT_FOUND' } });
    expect((await getJob(t, 'no-such-job', 'it')).json().errors[0].message).toContain('importazione');
  });

  it('refuses a request without a file (400) or without multipart (415)', async () => {
    const none = await postFeed(t, null, { name: 'leer' });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0].message).toContain('keine Datei');
    const json = await t.app.inject({
      method: 'POST', url: '/api/timetable/imports', headers: { ...(await authHeaders('planner', 'it')), 'content-type': 'application/json' }, payload: {},
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().errors[0].message).toContain('multipart/form-data');
  });

  it('reports an empty file as empty (400, de/it), not as a broken ZIP or missing columns; nothing written, the slot free', async () => {
    const before = await timetableCounts(t.db);
    const de = await postFeed(t, Buffer.alloc(0), { fileName: 'fahrplan.zip' });
    expect(de.statusCode).toBe(400);
    expect(de.json().errors[0]).toMatchObject({ message: 'Die Datei ist leer: „fahrplan.zip“ hat 0 Byte. Bitte die GTFS-ZIP-Datei des Fahrplans wählen. Es wurde nichts geändert.', extensions: { code: 'BAD_REQUEST' } });
    const it = await postFeed(t, Buffer.alloc(0), { fileName: 'orario.zip', lang: 'it' });
    expect(it.statusCode).toBe(400);
    expect(it.json().errors[0].message).toBe('Il file è vuoto: «orario.zip» ha 0 byte. Scegliere il file ZIP GTFS dell’orario. Non è stato modificato nulla.');
    expect(await timetableCounts(t.db)).toEqual(before);
    // The slot was released: a real feed is accepted at once.
    const ok = await postFeed(t, generateGtfsFeed({ stopTimes: 100 }));
    expect(ok.statusCode).toBe(202);
    expect((await waitForJob(t, ok.json().id)).view.phase).toBe('done');
  });

  it('runs one import at a time: a second POST while one runs is 409 (de/it), then the slot is free again', async () => {
    const first = await postFeed(t, generateGtfsFeed({ stopTimes: 60_000, stops: 2000 }), { fileName: 'gross.zip' });
    expect(first.statusCode).toBe(202);
    const second = await postFeed(t, generateGtfsFeed({ stopTimes: 100 }), { lang: 'de' });
    expect(second.statusCode).toBe(409);
    expect(second.json().errors[0]).toEqual({ message: expect.stringContaining('gross.zip'), extensions: { code: 'CONFLICT' } });
    const third = await postFeed(t, generateGtfsFeed({ stopTimes: 100 }), { lang: 'it' });
    expect(third.json().errors[0].message).toContain('già in corso');
    const { view } = await waitForJob(t, (first.json() as ImportJobView).id);
    expect(view.phase).toBe('done');
    expect(view.stats?.stopTimes).toBe(60_000);
    const after = await postFeed(t, generateGtfsFeed({ stopTimes: 100 }));
    expect(after.statusCode).toBe(202);
    await waitForJob(t, (after.json() as ImportJobView).id);
  });
});

describe('upload handling (own app: small limit, temporary directory watched)', () => {
  let app: FastifyInstance;
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'timetable-upload-test-'));
    app = Fastify({ logger: false });
    // Stands in for the /api/* bearer hook of the real app.
    app.decorateRequest('authUser', null);
    app.addHook('onRequest', async (req) => {
      req.authUser = { id: 'p', username: 'planer', name: 'Planer', email: null, roles: ['planner'], sessionId: null };
    });
    registerTimetableRoutes(app, { db: t.db, uploadLimitBytes: 1024 * 1024, tmpDir: dir });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const post = (file: Buffer, lang = 'de') => {
    const body = multipartBody(file, 'gross.zip');
    return app.inject({ method: 'POST', url: '/api/timetable/imports', headers: { 'content-type': body.contentType, 'accept-language': lang }, payload: body.payload });
  };

  it('refuses a file over the limit with 413 (de/it), keeps nothing and frees the slot', async () => {
    const before = await timetableCounts(t.db);
    const de = await post(Buffer.alloc(1024 * 1024 + 1, 1));
    expect(de.statusCode).toBe(413);
    expect(de.json().errors[0]).toEqual({ message: 'Die Datei ist zu groß: höchstens 1 MB sind erlaubt.', extensions: { code: 'PAYLOAD_TOO_LARGE' } });
    expect((await post(Buffer.alloc(2 * 1024 * 1024, 1), 'it')).json().errors[0].message).toBe('Il file è troppo grande: sono ammessi al massimo 1 MB.');
    expect(await readdir(dir)).toEqual([]);
    expect(await timetableCounts(t.db)).toEqual(before);
    const ok = await post(generateGtfsFeed({ stopTimes: 100 }));
    expect(ok.statusCode).toBe(202);
  });

  it('deletes the uploaded file once the job is over, whether it succeeded or failed', async () => {
    for (const file of [generateGtfsFeed({ stopTimes: 100 }), Buffer.from('not a zip at all')]) {
      // The previous test's import may still hold the slot for a moment.
      let res = await post(file);
      for (let i = 0; res.statusCode === 409 && i < 200; i++) {
        await new Promise((r) => setTimeout(r, 20));
        res = await post(file);
      }
      expect(res.statusCode).toBe(202);
      const id = (res.json() as ImportJobView).id;
      let view: ImportJobView;
      do {
        await new Promise((r) => setTimeout(r, 20));
        view = (await app.inject({ method: 'GET', url: `/api/timetable/imports/${id}` })).json() as ImportJobView;
      } while (view.phase !== 'done' && view.phase !== 'failed');
      expect(await readdir(dir)).toEqual([]);
    }
  });
});
