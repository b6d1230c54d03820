import { describe, expect, it } from 'vitest';
import type { ImportJobView } from '../../../src/shared/operations/types';
import { createImportStore, JOB_STORAGE_KEY, POLL_INTERVAL_MS, type ImportStoreDeps, type UploadHandle } from '../../../src/custom/timetable/importStore';
import type { UploadProgress } from '../../../src/custom/timetable/importProgress';
import type { ImportFailure } from '../../../src/custom/timetable/problemReport';

function jobView(patch: Partial<ImportJobView> = {}): ImportJobView {
  return {
    id: 'job-1',
    phase: 'read',
    progress: 0,
    rows: 0,
    fileName: 'feed.zip',
    startedAt: '2026-03-01T10:00:00.000Z',
    finishedAt: null,
    versionId: null,
    problems: [],
    problemCount: 0,
    notices: [],
    error: null,
    stats: null,
    ...patch,
  };
}

class HttpFailure extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

/** A store with fake upload, server, storage and clock; the test drives all of them. */
function setup(stored: string | null = null) {
  const storage = new Map<string, string>(stored ? [[JOB_STORAGE_KEY, stored]] : []);
  const timers: { fn: () => void; ms: number }[] = [];
  const answers: (ImportJobView | Error)[] = [];
  const fetched: string[] = [];
  const guard: boolean[] = [];
  let upload: { progress: (p: UploadProgress) => void; resolve: (job: ImportJobView) => void; reject: (e: unknown) => void; args: unknown[] } | null = null;
  const deps: ImportStoreDeps = {
    upload(file, fileName, versionName, onProgress): UploadHandle {
      let resolve!: (job: ImportJobView) => void;
      let reject!: (e: unknown) => void;
      const result = new Promise<ImportJobView>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      upload = { progress: onProgress, resolve, reject, args: [file.size, fileName, versionName] };
      return { result, abort: () => undefined };
    },
    async fetchJob(id, lang) {
      fetched.push(lang ? `${id}:${lang}` : id);
      const next = answers.shift();
      if (!next) throw new Error('no answer prepared');
      if (next instanceof Error) throw next;
      return next;
    },
    toFailure(error): ImportFailure {
      if (error instanceof HttpFailure) {
        if (error.status === 404) return { kind: 'lost' };
        if (error.status === 401) return { kind: 'session', message: 'Sitzung abgelaufen.' };
        return { kind: 'http', status: error.status, message: null };
      }
      return { kind: 'network' };
    },
    storage: {
      getItem: (k) => storage.get(k) ?? null,
      setItem: (k, v) => void storage.set(k, v),
      removeItem: (k) => void storage.delete(k),
    },
    setTimer(fn, ms) {
      const t = { fn, ms };
      timers.push(t);
      return t;
    },
    clearTimer(handle) {
      const i = timers.indexOf(handle as (typeof timers)[number]);
      if (i >= 0) timers.splice(i, 1);
    },
    guardUnload: (on) => void guard.push(on),
  };
  const store = createImportStore(deps);
  const flush = () => new Promise((r) => setTimeout(r, 0));
  /** Runs the pending poll timer and waits for its answer. */
  const tick = async () => {
    const t = timers.shift();
    if (!t) throw new Error('no timer pending');
    t.fn();
    await flush();
    return t.ms;
  };
  return { store, storage, timers, answers, fetched, guard, tick, flush, upload: () => upload! };
}

const file = new Blob(['x'.repeat(1000)]);

describe('import store', () => {
  it('uploads, then polls every 500 ms through the phases until done', async () => {
    const s = setup();
    const off = s.store.subscribe(() => undefined);
    s.store.start(file, 'feed.zip', 'Sommer 2026');
    expect(s.store.getState()).toMatchObject({ stage: 'uploading', fileName: 'feed.zip', upload: { loaded: 0, total: 1000 } });
    expect(s.guard).toEqual([true]);
    expect(s.upload().args).toEqual([1000, 'feed.zip', 'Sommer 2026']);
    s.upload().progress({ loaded: 400, total: 1000 });
    expect(s.store.getState().upload).toEqual({ loaded: 400, total: 1000 });

    s.upload().resolve(jobView());
    await s.flush();
    expect(s.guard).toEqual([true, false]);
    expect(s.storage.get(JOB_STORAGE_KEY)).toBe('job-1');
    expect(s.store.getState()).toMatchObject({ stage: 'running', upload: { loaded: 1000, total: 1000 } });

    s.answers.push(jobView({ phase: 'read', progress: 0.5, rows: 50_000 }), jobView({ phase: 'write', progress: 0.2, rows: 20_000 }));
    expect(await s.tick()).toBe(POLL_INTERVAL_MS);
    expect(s.store.getState().job?.rows).toBe(50_000);
    await s.tick();
    expect(s.store.getState().tracking.seen).toEqual(['upload', 'read', 'write']);

    s.answers.push(jobView({ phase: 'done', progress: 1, rows: 0, versionId: 'v7', stats: { lines: 1, routes: 1, stops: 1, trips: 1, stopTimes: 100_000, circulations: 1 } }));
    await s.tick();
    expect(s.store.getState()).toMatchObject({ stage: 'finished', job: { phase: 'done', versionId: 'v7' } });
    expect(s.timers).toHaveLength(0); // no more polling
    expect(s.fetched).toEqual(['job-1', 'job-1', 'job-1']);

    s.store.reset();
    expect(s.store.getState().stage).toBe('idle');
    expect(s.storage.has(JOB_STORAGE_KEY)).toBe(false);
    off();
  });

  it('a failed job is finished with its problems; a refused upload is an error', async () => {
    const s = setup();
    s.store.subscribe(() => undefined);
    s.store.start(file, 'bad.zip', '');
    s.upload().resolve(jobView());
    await s.flush();
    s.answers.push(jobView({ phase: 'failed', problemCount: 3, problems: [{ file: 'stops.txt', line: null, column: null, message: 'fehlt' }] }));
    await s.tick();
    expect(s.store.getState()).toMatchObject({ stage: 'finished', job: { phase: 'failed', problemCount: 3 } });

    s.store.start(file, 'second.zip', '');
    s.upload().reject(new HttpFailure(409));
    await s.flush();
    expect(s.store.getState()).toMatchObject({ stage: 'error', failure: { kind: 'http', status: 409 } });
    expect(s.guard.at(-1)).toBe(false);
  });

  it('reads a finished job again on request (messages in the new language), not a running one', async () => {
    const s = setup();
    s.store.subscribe(() => undefined);
    s.store.start(file, 'bad.zip', '');
    s.store.reload('it');
    expect(s.fetched).toEqual([]);
    s.upload().resolve(jobView());
    await s.flush();
    s.store.reload('it');
    expect(s.fetched).toEqual([]);
    const problem = { file: 'stops.txt', line: null, column: null };
    s.answers.push(jobView({ phase: 'failed', problemCount: 1, problems: [{ ...problem, message: 'stops.txt: Die Pflichtdatei fehlt im Feed.' }] }));
    await s.tick();
    s.answers.push(jobView({ phase: 'failed', problemCount: 1, problems: [{ ...problem, message: 'stops.txt: Il file obbligatorio manca nel feed.' }] }));
    s.store.reload('it');
    await s.flush();
    expect(s.fetched).toEqual(['job-1', 'job-1:it']);
    expect(s.store.getState().job?.problems[0].message).toBe('stops.txt: Il file obbligatorio manca nel feed.');
    expect(s.store.getState().stage).toBe('finished');
    expect(s.timers).toHaveLength(0);
  });

  it('keeps the job id when the session ends, so that the job shows again after signing in', async () => {
    const s = setup();
    s.store.subscribe(() => undefined);
    s.store.start(file, 'feed.zip', '');
    s.upload().resolve(jobView());
    await s.flush();
    s.answers.push(new HttpFailure(401));
    await s.tick();
    expect(s.store.getState()).toMatchObject({ stage: 'error', failure: { kind: 'session' } });
    expect(s.storage.get(JOB_STORAGE_KEY)).toBe('job-1');
    expect(s.timers).toHaveLength(0);
  });

  it('ignores a second start while an import runs', async () => {
    const s = setup();
    s.store.subscribe(() => undefined);
    s.store.start(file, 'a.zip', '');
    const first = s.upload();
    s.store.start(file, 'b.zip', '');
    expect(s.upload()).toBe(first);
    expect(s.store.getState().fileName).toBe('a.zip');
  });

  it('polls only while someone watches, and resumes at once when the page is back', async () => {
    const s = setup();
    const off = s.store.subscribe(() => undefined);
    s.store.start(file, 'feed.zip', '');
    s.upload().resolve(jobView());
    await s.flush();
    expect(s.timers).toHaveLength(1);
    off();
    expect(s.timers).toHaveLength(0);
    s.answers.push(jobView({ phase: 'validate', progress: null, rows: 7 }));
    s.store.subscribe(() => undefined);
    expect(await s.tick()).toBe(0);
    expect(s.store.getState().job?.phase).toBe('validate');
  });

  it('shows a job kept from an earlier visit, and forgets one the server no longer knows', async () => {
    const s = setup('job-9');
    s.answers.push(jobView({ id: 'job-9', phase: 'write', progress: 0.5, rows: 10, fileName: 'kept.zip' }));
    s.store.subscribe(() => undefined);
    await s.flush();
    expect(s.fetched).toEqual(['job-9']);
    expect(s.store.getState()).toMatchObject({ stage: 'running', fileName: 'kept.zip', job: { id: 'job-9' } });
    expect(s.timers).toHaveLength(1);

    const gone = setup('job-old');
    gone.answers.push(new HttpFailure(404));
    gone.store.subscribe(() => undefined);
    await gone.flush();
    expect(gone.store.getState().stage).toBe('idle');
    expect(gone.storage.has(JOB_STORAGE_KEY)).toBe(false);
  });

  it('keeps polling through a network failure, but stops when the job is lost', async () => {
    const s = setup();
    s.store.subscribe(() => undefined);
    s.store.start(file, 'feed.zip', '');
    s.upload().resolve(jobView());
    await s.flush();
    s.answers.push(new TypeError('offline'));
    await s.tick();
    expect(s.store.getState()).toMatchObject({ stage: 'running', pollFailure: { kind: 'network' } });
    s.answers.push(jobView({ phase: 'read', progress: 0.9, rows: 1 }));
    await s.tick();
    expect(s.store.getState().pollFailure).toBeNull();
    s.answers.push(new HttpFailure(404));
    await s.tick();
    expect(s.store.getState()).toMatchObject({ stage: 'error', failure: { kind: 'lost' } });
    expect(s.timers).toHaveLength(0);
    expect(s.storage.has(JOB_STORAGE_KEY)).toBe(false);
  });
});
