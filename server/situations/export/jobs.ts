/**
 * Export jobs of callers (in memory, per server instance): POST starts one and answers its id at
 * once, the browser polls its progress and fetches the file when it is done. A job belongs to the
 * user who started it; finished jobs and their files are dropped after JOB_TTL_MS.
 */
import { randomUUID } from 'node:crypto';
import type { Lang } from '../../../src/shared/resource/types';
import type { ExportJobState, ExportJobView } from '../../../src/shared/situations/exportApi';
import { exportLookup } from './messages';
import type { RenderResult } from './reportData';

export const JOB_TTL_MS = 60 * 60 * 1000;

interface Job {
  id: string;
  owner: string;
  state: ExportJobState;
  progress: number;
  result: RenderResult | null;
  error: { key: string; args: Record<string, string | number> } | null;
  finishedAt: number | null;
}

export class ExportJobs {
  private readonly jobs = new Map<string, Job>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Starts `work` as a job of `owner`; the job follows the promise. */
  start(owner: string, work: (progress: (share: number) => void) => Promise<RenderResult>): Job {
    this.sweep();
    const job: Job = { id: randomUUID(), owner, state: 'running', progress: 0, result: null, error: null, finishedAt: null };
    this.jobs.set(job.id, job);
    work((share) => {
      job.progress = Math.max(job.progress, Math.min(0.99, share));
    }).then(
      (result) => Object.assign(job, { state: 'done', progress: 1, result, finishedAt: this.now() }),
      (e: unknown) => {
        const error = e instanceof ExportError ? { key: e.key, args: e.args } : { key: 'export.failed', args: { detail: e instanceof Error ? e.message : String(e) } };
        Object.assign(job, { state: 'failed', error, finishedAt: this.now() });
      },
    );
    return job;
  }

  /** The job of `owner` (another user's job is as absent as an unknown one). */
  get(id: string, owner: string): Job | null {
    this.sweep();
    const job = this.jobs.get(id);
    return job && job.owner === owner ? job : null;
  }

  view(job: Job, lang: Lang): ExportJobView {
    return {
      id: job.id,
      state: job.state,
      progress: job.progress,
      rows: job.result?.rows ?? null,
      bytes: job.result?.bytes.length ?? null,
      fileName: job.result?.fileName ?? null,
      error: job.error ? exportLookup(lang, job.error.key, job.error.args) : null,
    };
  }

  private sweep(): void {
    const now = this.now();
    for (const [id, job] of this.jobs) if (job.finishedAt !== null && now - job.finishedAt > JOB_TTL_MS) this.jobs.delete(id);
  }
}

/** A refusal with a message key (translated for whoever reads the job). */
export class ExportError extends Error {
  constructor(
    readonly key: string,
    readonly args: Record<string, string | number> = {},
  ) {
    super(key);
  }
}
