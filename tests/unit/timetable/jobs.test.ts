import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../../server/db/types';
import { ImportJobs, JOB_TTL_MS } from '../../../server/operations/timetable/jobs';
import { BROKEN_VARIANTS, generateGtfsTables, tablesToZip } from '../../support/gtfsFeed';

/** The job runner without a database: feeds that fail before the write never touch it. */
const untouchable = new Proxy({}, { get: () => { throw new Error('the database must not be used'); } }) as Database;
/** The import reads in a worker thread, whose start alone can take over a second on a loaded 2-core machine (vi.waitFor's default is 1 s). */
const WORKER_WAIT = { timeout: 20_000, interval: 50 };

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'import-jobs-test-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function brokenFeed(name: string): Promise<string> {
  const tables = generateGtfsTables();
  BROKEN_VARIANTS.find((v) => v.name === name)!.mutate(tables);
  const path = join(dir, `${name.replace(/\W+/g, '-')}.zip`);
  await writeFile(path, tablesToZip(tables));
  return path;
}

describe('ImportJobs', () => {
  it('has one slot: a second reservation waits until the first is released', () => {
    const jobs = new ImportJobs({ db: untouchable });
    const first = jobs.reserve('planer');
    expect(first).not.toBeNull();
    expect(jobs.reserve('admin')).toBeNull();
    expect(jobs.busy()).toMatchObject({ by: 'planer' });
    first!.release();
    expect(jobs.busy()).toBeNull();
    expect(jobs.reserve('admin')).not.toBeNull();
  });

  it('a broken feed fails with language-neutral problems, translated per view; the upload is cleaned up and the slot freed', async () => {
    const jobs = new ImportJobs({ db: untouchable });
    const cleanup = vi.fn(async () => undefined);
    const view = jobs.start(jobs.reserve('planer')!, { path: await brokenFeed('bad time (no seconds)'), fileName: 'kaputt.zip', name: 'kaputt', actor: 'planer', cleanup }, 'it');
    expect(view).toMatchObject({ phase: 'read', fileName: 'kaputt.zip', problems: [], error: null });
    await vi.waitFor(() => expect(jobs.view(view.id, 'de')?.phase).toBe('failed'), WORKER_WAIT);
    const de = jobs.view(view.id, 'de')!;
    const it = jobs.view(view.id, 'it')!;
    expect(de.problemCount).toBe(1);
    expect(de.problems[0]).toMatchObject({ file: 'stop_times.txt', line: 152, column: 'departure_time' });
    expect(de.problems[0].message).toMatch(/^stop_times\.txt, Zeile 152: Ungültige Zeit „8:15“/);
    expect(it.problems[0].message).toMatch(/^stop_times\.txt, riga 152: Orario non valido «8:15»/);
    expect(de.finishedAt).not.toBeNull();
    expect(cleanup).toHaveBeenCalled();
    expect(jobs.busy()).toBeNull();
  });

  it('forgets a finished job an hour after it finished, not before', async () => {
    let now = Date.parse('2026-03-04T10:00:00Z');
    const jobs = new ImportJobs({ db: untouchable, now: () => now });
    const view = jobs.start(jobs.reserve('planer')!, { path: await brokenFeed('missing stops.txt'), fileName: 'f.zip', name: 'f', actor: 'planer' }, 'de');
    await vi.waitFor(() => expect(jobs.view(view.id, 'de')?.phase).toBe('failed'), WORKER_WAIT);
    expect(jobs.view(view.id, 'de')!.problems[0]).toMatchObject({ file: 'stops.txt', line: null, message: 'stops.txt: Die Pflichtdatei fehlt im Feed.' });
    now += JOB_TTL_MS;
    expect(jobs.view(view.id, 'de')).not.toBeNull();
    now += 1;
    expect(jobs.view(view.id, 'de')).toBeNull();
  });

  it('reports an unreadable upload as failed with the zip problem', async () => {
    const jobs = new ImportJobs({ db: untouchable });
    const path = join(dir, 'text.zip');
    await writeFile(path, 'this is not a zip');
    const view = jobs.start(jobs.reserve('planer')!, { path, fileName: 'text.zip', name: 'x', actor: 'planer' }, 'de');
    await vi.waitFor(() => expect(jobs.view(view.id, 'de')?.phase).toBe('failed'), WORKER_WAIT);
    expect(jobs.view(view.id, 'it')!.problems[0].message).toMatch(/^Il file non è un archivio ZIP leggibile/);
  });
});
