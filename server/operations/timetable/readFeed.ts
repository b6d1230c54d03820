/**
 * Reads, validates and converts a GTFS feed in a worker thread (readWorker.ts), so the import's
 * CPU work (csv-parse, ordering and checking the stop times, feedToTimetable: seconds for a large
 * feed) never holds up the main thread, which serves every request and, on PGlite, the database.
 * Measured with 600,000 stop times on the main thread: reading stalled it up to ~100 ms at a time,
 * feedToTimetable 250 ms in one piece (docs/timetable.md, "The import").
 */
import { Worker } from 'node:worker_threads';
import type { GtfsProblem, GtfsProgress } from '../gtfs';
import type { GtfsNotice } from '../gtfs/notices';
import type { ConvertedFeed } from './feedToTimetable';
import { unpackTimetable, type PackedTimetable } from './transfer';

export interface ReaderInput {
  /** The feed (a zip file). */
  path: string;
  /** Version name. */
  name: string;
}

export type ReaderMessage =
  | { type: 'progress'; progress: GtfsProgress }
  | { type: 'problems'; problems: GtfsProblem[]; problemCount: number; notices: GtfsNotice[] }
  | { type: 'data'; timetable: PackedTimetable; notices: GtfsNotice[] };

/** As readGtfsFeed answers (notices: the reader's), with the converted feed instead of the feed. */
export type FeedResult =
  | { ok: true; data: ConvertedFeed; notices: GtfsNotice[] }
  | { ok: false; problems: GtfsProblem[]; problemCount: number; notices: GtfsNotice[] };

export interface ReadFeedOptions {
  onProgress?: (progress: GtfsProgress) => void;
  /** Aborting stops the worker at once. */
  signal?: AbortSignal;
}

const WORKER_URL = new URL('./readWorker.ts', import.meta.url).href;

/**
 * The server runs its TypeScript through tsx, whose hooks a worker thread does not inherit on
 * Node 20 (neither from the parent nor from execArgv): the worker starts as a small script that
 * loads the worker module through tsx's API.
 */
function bootScript(): string {
  const tsx = import.meta.resolve('tsx/esm/api');
  return `import(${JSON.stringify(tsx)}).then(({ tsImport }) => tsImport(${JSON.stringify(WORKER_URL)}, ${JSON.stringify(WORKER_URL)}))`;
}

export function readFeedInWorker(input: ReaderInput, options: ReadFeedOptions = {}): Promise<FeedResult> {
  return new Promise((resolve, reject) => {
    options.signal?.throwIfAborted();
    const worker = new Worker(bootScript(), { eval: true, workerData: input, execArgv: [] });
    let settled = false;
    const settle = (done: () => void) => {
      if (settled) return;
      settled = true;
      options.signal?.removeEventListener('abort', onAbort);
      done();
      void worker.terminate();
    };
    const onAbort = () => settle(() => reject(options.signal?.reason ?? new Error('aborted')));
    options.signal?.addEventListener('abort', onAbort, { once: true });
    worker.on('message', (message: ReaderMessage) => {
      if (message.type === 'progress') options.onProgress?.(message.progress);
      else if (message.type === 'problems') {
        settle(() => resolve({ ok: false, problems: message.problems, problemCount: message.problemCount, notices: message.notices }));
      } else settle(() => resolve({ ok: true, data: unpackTimetable(message.timetable) as ConvertedFeed, notices: message.notices }));
    });
    worker.on('error', (error) => settle(() => reject(error)));
    worker.on('exit', (code) => settle(() => reject(new Error(`GTFS reader stopped (exit code ${code}) without a result`))));
  });
}
