/**
 * PDF, XLSX and CSV exports of a situation and a period, and scheduled exports (helper
 * "situations-export", docs/situation-report/exports.md). Files are written in one worker thread
 * (runner.ts) as jobs; scheduled exports run from runDue(), every 30 s in production.
 */
import type { SituationDeps, SituationPart } from '../deps';
import { ExportJobs } from './jobs';
import { registerExportRoutes } from './routes';
import { ExportRunner } from './runner';
import { ExportScheduler, type RunOutcome } from './schedule';

export const SCHEDULE_INTERVAL_MS = 30_000;

export interface SituationExports {
  /** Runs the scheduled exports that fell due by `app.situations.clock` (tests call it directly). */
  runDue(): Promise<RunOutcome[]>;
  runner: ExportRunner;
  jobs: ExportJobs;
}

export function situationsExport(deps: SituationDeps): SituationPart {
  const runner = new ExportRunner();
  const jobs = new ExportJobs();
  const scheduler = new ExportScheduler(deps, runner);
  registerExportRoutes(deps, runner, jobs);
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  const runDue = () => scheduler.runDue();
  deps.app.decorate('situationExports', { runDue, runner, jobs } satisfies SituationExports);
  return {
    extensions: [],
    start: async () => {
      timer = setInterval(() => {
        // One pass at a time per instance; the claim keeps instances apart.
        if (running) return;
        running = runDue()
          .catch((e: unknown) => deps.app.log.error({ err: e }, 'scheduled exports failed'))
          .finally(() => {
            running = null;
          });
      }, SCHEDULE_INTERVAL_MS);
      timer.unref();
    },
    stop: async () => {
      if (timer) clearInterval(timer);
      await running;
      await runner.stop();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The export part: runDue for tests and the worker runner. */
    situationExports: SituationExports;
  }
}
