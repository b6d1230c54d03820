/**
 * What the import stepper shows, from the upload state and the server's job (pure): one step per
 * phase (upload, read, validate, write, done) with its status, and for the current one its
 * progress bar and rows. The server reports only the current phase; the phases seen while
 * polling are remembered (trackJob) to mark where a failed import stopped.
 */
import type { ImportJobView, ImportPhase } from '../../shared/operations/types';
import type { Lang } from '../../shared/resource/types';
import { formatNumber } from '../../ui/format';
import { timetableTexts } from './messages';

export type StepPhase = Exclude<ImportPhase, 'failed'>;
export const STEP_PHASES: readonly StepPhase[] = ['upload', 'read', 'validate', 'write', 'done'];

export type StepStatus = 'pending' | 'active' | 'complete' | 'failed';

export interface StepView {
  phase: StepPhase;
  label: string;
  status: StepStatus;
  /** Value of the progress bar 0..100; null = indeterminate (active, progress unknown) or no bar. */
  percent: number | null;
  /** Rows, bytes or percent as text; null when there is nothing to say. */
  detail: string | null;
}

export interface UploadProgress {
  loaded: number;
  total: number;
}

/** What the client has seen of a job while polling it. */
export interface JobTracking {
  /** Phases seen, in the order they were first seen (upload included when this tab uploaded). */
  seen: StepPhase[];
}

export const EMPTY_TRACKING: JobTracking = { seen: [] };

/** Notes a phase as seen (once). */
export function notePhase(tracking: JobTracking, phase: StepPhase): JobTracking {
  return tracking.seen.includes(phase) ? tracking : { ...tracking, seen: [...tracking.seen, phase] };
}

/** Adds one poll answer to what was seen. */
export function trackJob(tracking: JobTracking, job: Pick<ImportJobView, 'phase'>): JobTracking {
  return job.phase === 'failed' ? tracking : notePhase(tracking, job.phase);
}

/** The step a failed job stopped at: the last server phase seen, else read (the first). */
export function failedStep(tracking: JobTracking): StepPhase {
  const last = [...tracking.seen].reverse().find((p) => p !== 'upload' && p !== 'done');
  return last ?? 'read';
}

const clampPercent = (progress: number) => Math.max(0, Math.min(100, Math.round(progress * 100)));

/** 1.234.567 Bytes as "1,2 MB" (de and it both use the decimal comma). */
export function formatBytes(bytes: number, lang: Lang): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${formatNumber(value, lang, unit === 0 ? 0 : 1)} ${units[unit]}`;
}

function rowsText(rows: number | undefined, percent: number | null, lang: Lang): string | null {
  const hasRows = rows !== undefined && rows > 0;
  if (hasRows && percent !== null) return timetableTexts.text(lang, 'rowsPercent', { rows: formatNumber(rows, lang), percent });
  if (hasRows) return timetableTexts.text(lang, 'rows', { rows: formatNumber(rows, lang) });
  if (percent !== null) return timetableTexts.text(lang, 'percent', { percent });
  return null;
}

export interface StepsInput {
  /** Set while this tab uploads the file (before the server answered with a job). */
  upload: UploadProgress | null;
  job: Pick<ImportJobView, 'phase' | 'progress' | 'rows'> | null;
  tracking: JobTracking;
}

/** The stepper's steps. Before the first job answer only the upload step is active. */
export function importSteps({ upload, job, tracking }: StepsInput, lang: Lang): StepView[] {
  const phase: StepPhase = job ? (job.phase === 'failed' ? failedStep(tracking) : job.phase) : 'upload';
  const current = STEP_PHASES.indexOf(phase);
  const failed = job?.phase === 'failed';
  const done = job?.phase === 'done';
  return STEP_PHASES.map((p, index): StepView => {
    const label = timetableTexts.label(lang, 'phase', p);
    if (index < current || (done && p === 'done')) {
      // Rows seen while polling a finished phase are not its final count (the poll may have
      // caught it halfway), so finished phases show none; the result shows the final counts.
      const detail = p === 'upload' && upload ? formatBytes(upload.total, lang) : null;
      return { phase: p, label, status: 'complete', percent: null, detail };
    }
    if (index > current) return { phase: p, label, status: 'pending', percent: null, detail: null };
    if (failed) return { phase: p, label, status: 'failed', percent: null, detail: timetableTexts.text(lang, 'phaseFailed') };
    if (p === 'upload') {
      const percent = upload && upload.total > 0 ? clampPercent(upload.loaded / upload.total) : null;
      const detail = upload
        ? `${timetableTexts.text(lang, 'uploaded', { loaded: formatBytes(upload.loaded, lang), total: formatBytes(upload.total, lang) })}${percent !== null ? ` · ${timetableTexts.text(lang, 'percent', { percent })}` : ''}`
        : null;
      return { phase: p, label, status: 'active', percent, detail };
    }
    const percent = job?.progress === null || job?.progress === undefined ? null : clampPercent(job.progress);
    return { phase: p, label, status: 'active', percent, detail: rowsText(job?.rows, percent, lang) };
  });
}

/** True while the server still works on the job (poll again). */
export function isRunning(phase: ImportPhase): boolean {
  return phase !== 'done' && phase !== 'failed';
}
