/**
 * Exports of the situation report (issue 13 item 10, docs/situation-report/exports.md): the REST
 * contract of export jobs and the values of scheduled exports. Shared by server and browser.
 *
 * POST /api/situations/exports            body ExportRequest → 202 ExportJobView
 * GET  /api/situations/exports/:id        → ExportJobView (only its creator; 404 otherwise)
 * GET  /api/situations/exports/:id/file   → the file (Content-Disposition attachment)
 * GET  /api/situations/scheduled-exports/:exportId/runs          → ScheduledExportRunView[] (admin)
 * GET  /api/situations/scheduled-exports/runs/:runId/file        → the run's file (admin)
 * Errors: { errors: [{ message (caller's language), extensions: { code } }] }.
 */
import type { BrandCode } from '../brandMarks';

export const SITUATION_EXPORTS_URL = '/api/situations/exports';
export const SCHEDULED_EXPORTS_URL = '/api/situations/scheduled-exports';

export const SITUATION_EXPORT_FORMATS = ['pdf', 'xlsx', 'csv'] as const;
export type SituationExportFormat = (typeof SITUATION_EXPORT_FORMATS)[number];

/** Periods a scheduled export covers, ending at the moment it runs (in the operator's zone). */
export const EXPORT_PERIODS = ['previousDay', 'last24h', 'last7days', 'previousMonth'] as const;
export type ExportPeriod = (typeof EXPORT_PERIODS)[number];

export type ExportRequest =
  | { kind: 'situation'; situationId: string; format: 'pdf'; brand: BrandCode }
  | {
      kind: 'period';
      /** ISO instants: situations active in [from, to). */
      from: string;
      to: string;
      format: SituationExportFormat;
      brand: BrandCode;
      /** Only these categories (still only those the caller may view); none: every viewable one. */
      categoryIds?: string[] | null;
    };

export const EXPORT_JOB_STATES = ['running', 'done', 'failed'] as const;
export type ExportJobState = (typeof EXPORT_JOB_STATES)[number];

export interface ExportJobView {
  id: string;
  state: ExportJobState;
  /** 0..1 while running, 1 when done. */
  progress: number;
  /** Situations in the file (done). */
  rows: number | null;
  bytes: number | null;
  fileName: string | null;
  /** The reason in the caller's language (failed). */
  error: string | null;
}

export const SCHEDULED_RUN_STATES = ['running', 'done', 'failed'] as const;
export type ScheduledRunState = (typeof SCHEDULED_RUN_STATES)[number];

export interface ScheduledExportRunView {
  id: string;
  exportId: string;
  /** ISO instant the cron expression named. */
  scheduledFor: string;
  startedAt: string;
  finishedAt: string | null;
  state: ScheduledRunState;
  rows: number | null;
  bytes: number | null;
  fileName: string | null;
  /** Recipients the file was mailed to, and how ('smtp' or 'outbox'), when it was. */
  mailedTo: string[];
  mailVia: 'smtp' | 'outbox' | null;
  error: string | null;
}
