/**
 * Import jobs, in memory: one GTFS import at a time runs read → validate → write → done | failed.
 * A job keeps its problems and errors language-neutral (codes, keys, arguments) and is translated
 * for whoever asks (view(id, lang)). Finished jobs are forgotten after JOB_TTL_MS.
 */
import { randomUUID } from 'node:crypto';
import type { ImportJobView, ImportPhase, TimetableVersion } from '../../../src/shared/operations/types';
import type { Lang } from '../../../src/shared/resource/types';
import type { Database } from '../../db/types';
import { formatGtfsProblem, type GtfsProblem, type GtfsProgress } from '../gtfs';
import type { GtfsProblemInput } from '../gtfs/problems';
import { formatGtfsNotice, type GtfsNotice } from '../gtfs/notices';
import { timetableText, type TimetableMessageKey } from './messages';
import { readFeedInWorker } from './readFeed';
import { writeTimetableVersion } from './store';
import { skipNotices } from './transfers';

/** Finished jobs are kept this long for GET /api/timetable/imports/:id. */
export const JOB_TTL_MS = 60 * 60 * 1000;

interface JobError {
  key: TimetableMessageKey;
  args: Record<string, string | number>;
}

interface Job {
  id: string;
  phase: ImportPhase;
  progress: number | null;
  rows: number;
  fileName: string;
  startedAt: string;
  finishedAt: string | null;
  finishedMs: number | null;
  versionId: string | null;
  problems: GtfsProblemInput[];
  problemCount: number;
  notices: GtfsNotice[];
  error: JobError | null;
  stats: TimetableVersion['stats'] | null;
}

export interface ImportInput {
  /** The uploaded feed (a zip file); the runner deletes it through `cleanup` when done with it. */
  path: string;
  fileName: string;
  /** Version name (default: the file name). */
  name: string;
  actor: string;
  cleanup?: () => Promise<void>;
}

export interface JobLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface ImportJobsOptions {
  db: Database;
  log?: JobLog;
  now?: () => number;
}

/** A claim on the one import slot, taken before the upload is received. */
export interface Reservation {
  release(): void;
}

export class ImportJobs {
  private readonly jobs = new Map<string, Job>();
  private slot: { fileName: string; by: string } | null = null;
  private running: Promise<void> | null = null;
  private readonly abort = new AbortController();
  private readonly now: () => number;

  constructor(private readonly options: ImportJobsOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The import running (or being uploaded) now, or null when the slot is free. */
  busy(): { fileName: string; by: string } | null {
    return this.slot;
  }

  /** Claims the slot for an upload; null when another import holds it. */
  reserve(by: string): Reservation | null {
    if (this.slot) return null;
    const claim = { fileName: '…', by };
    this.slot = claim;
    return { release: () => { if (this.slot === claim) this.slot = null; } };
  }

  /** Starts the import on a reserved slot; the job runs on after this returns its view. */
  start(reservation: Reservation, input: ImportInput, lang: Lang): ImportJobView {
    this.sweep();
    const job: Job = {
      id: randomUUID(), phase: 'read', progress: 0, rows: 0, fileName: input.fileName,
      startedAt: new Date(this.now()).toISOString(), finishedAt: null, finishedMs: null, versionId: null,
      problems: [], problemCount: 0, notices: [], error: null, stats: null,
    };
    this.jobs.set(job.id, job);
    if (this.slot) this.slot.fileName = input.fileName;
    this.running = this.run(job, input).finally(() => {
      reservation.release();
      this.running = null;
    });
    return this.toView(job, lang);
  }

  view(id: string, lang: Lang): ImportJobView | null {
    this.sweep();
    const job = this.jobs.get(id);
    return job ? this.toView(job, lang) : null;
  }

  /** Stops a running import (its transaction rolls back) and waits for it. */
  async close(): Promise<void> {
    this.abort.abort();
    await this.running?.catch(() => undefined);
  }

  private async run(job: Job, input: ImportInput): Promise<void> {
    const log = this.options.log;
    try {
      let rowsOfFilesRead = 0;
      // Reading, validating and converting run in a worker thread: the main thread stays free.
      const result = await readFeedInWorker({ path: input.path, name: input.name }, {
        signal: this.abort.signal,
        onProgress: (p) => {
          this.readProgress(job, p, rowsOfFilesRead);
          if (p.phase === 'read' && p.done) rowsOfFilesRead += p.rows;
        },
      });
      // The zip is not needed any more: free the disk before the long write.
      await input.cleanup?.();
      job.notices = result.notices;
      if (!result.ok) {
        job.problems = result.problems.map(neutral);
        job.problemCount = result.problemCount;
        return this.finish(job, 'failed');
      }
      this.abort.signal.throwIfAborted();
      const { data } = result;
      job.notices = [...result.notices, ...data.notices];
      if (data.trips.length === 0) {
        job.error = { key: 'timetable.noTrips', args: {} };
        return this.finish(job, 'failed');
      }
      job.phase = 'write';
      job.progress = 0;
      job.rows = 0;
      const version = await writeTimetableVersion(this.options.db, data, {
        importedBy: input.actor,
        signal: this.abort.signal,
        onProgress: (p) => {
          job.rows = p.rows;
          job.progress = p.totalRows > 0 ? p.rows / p.totalRows : 1;
        },
        // Only the Line records are new at the write: the other reasons were noticed by the conversion.
        onTransferConnections: ({ skipped }) => {
          job.notices = [...job.notices, ...skipNotices({ stopNotServed: 0, tripNotInTimetable: 0, noSide: 0, lineMissing: skipped.lineMissing })];
        },
      });
      job.versionId = version.id;
      job.stats = version.stats;
      job.rows = version.stats.stopTimes;
      log?.info({ versionId: version.id, stats: version.stats, fileName: job.fileName }, 'timetable imported');
      this.finish(job, 'done');
    } catch (error) {
      if (this.abort.signal.aborted) job.error = { key: 'timetable.aborted', args: {} };
      else {
        log?.error({ err: error, fileName: job.fileName }, 'timetable import failed');
        job.error = { key: 'timetable.importFailed', args: { detail: (error as Error).message } };
      }
      this.finish(job, 'failed');
    } finally {
      await input.cleanup?.();
    }
  }

  /**
   * Reader progress: its 'read' events are the read phase (progress by uncompressed bytes of the
   * whole feed, rows of all files so far), its 'check' events the validation of the stop times.
   */
  private readProgress(job: Job, p: GtfsProgress, rowsOfFilesRead: number): void {
    if (p.phase === 'read') {
      job.rows = rowsOfFilesRead + p.rows;
      job.progress = p.feedTotalBytes > 0 ? Math.min(1, p.feedBytes / p.feedTotalBytes) : null;
      return;
    }
    job.phase = 'validate';
    job.rows = p.rows;
    job.progress = p.done ? 1 : 0;
  }

  private finish(job: Job, phase: 'done' | 'failed'): void {
    job.phase = phase;
    job.progress = phase === 'done' ? 1 : job.progress;
    job.finishedMs = this.now();
    job.finishedAt = new Date(job.finishedMs).toISOString();
  }

  private sweep(): void {
    const now = this.now();
    for (const [id, job] of this.jobs) {
      if (job.finishedMs !== null && now - job.finishedMs > JOB_TTL_MS) this.jobs.delete(id);
    }
  }

  private toView(job: Job, lang: Lang): ImportJobView {
    return {
      id: job.id,
      phase: job.phase,
      progress: job.progress,
      rows: job.rows,
      fileName: job.fileName,
      startedAt: job.startedAt,
      finishedAt: job.finishedAt,
      versionId: job.versionId,
      problems: job.problems.map((p) => ({
        file: p.file ?? '', line: p.line, column: p.column ?? null, message: formatGtfsProblem(p, lang),
        count: p.code === 'moreProblems' ? Number(p.args?.count ?? 0) : null,
      })),
      problemCount: job.problemCount,
      notices: job.notices.map((n) => ({ file: n.file, line: n.line, count: n.count, message: formatGtfsNotice(n, lang) })),
      error: job.error ? timetableText(lang, job.error.key, job.error.args) : null,
      stats: job.stats,
    };
  }
}

/** The problem without its message (which is in the reader's language): translated per request. */
function neutral({ message: _message, ...problem }: GtfsProblem): GtfsProblemInput {
  return problem;
}
