/**
 * The problem report of a failed import (pure): table rows, the "and N more" text, and the
 * texts of failures that are not feed problems (HTTP errors of the upload, lost jobs).
 */
import type { ImportJobView, ImportProblemView } from '../../shared/operations/types';
import type { Lang } from '../../shared/resource/types';
import { timetableTexts } from './messages';

export interface ProblemRow {
  key: string;
  file: string;
  line: string;
  column: string;
  message: string;
}

/**
 * The server's message starts with "file, line N: " (de "Zeile", it "riga") or "file: " (see
 * formatGtfsProblem); the table has its own columns for these, so the prefix is dropped.
 */
export function problemMessage(problem: ImportProblemView): string {
  if (!problem.file || !problem.message.startsWith(problem.file)) return problem.message;
  const rest = problem.message.slice(problem.file.length);
  const withLine = problem.line !== null ? rest.match(new RegExp(`^, \\S+ ${problem.line}: `)) : null;
  if (withLine) return rest.slice(withLine[0].length);
  return rest.startsWith(': ') ? rest.slice(2) : problem.message;
}

export function problemRows(problems: readonly ImportProblemView[], lang: Lang): ProblemRow[] {
  const none = timetableTexts.text(lang, 'wholeFile');
  return problems.map((p, i) => ({
    key: `${i}`,
    file: p.file || none,
    // Line numbers as editors show them (no thousands separator), like the server's messages.
    line: p.line === null ? none : String(p.line),
    column: p.column || none,
    message: problemMessage(p),
  }));
}

/**
 * "und 1.234 weitere" when the server kept fewer problems than it counted, else null. A line that
 * stands for a file's problems not listed one by one (`count`) already says how many.
 */
export function moreProblemsText(job: Pick<ImportJobView, 'problems' | 'problemCount'>, lang: Lang): string | null {
  const more = job.problemCount - job.problems.reduce((sum, p) => sum + (p.count ?? 1), 0);
  return more > 0 ? timetableTexts.text(lang, 'moreProblems', { count: more }) : null;
}

export function problemCountText(count: number, lang: Lang): string {
  return timetableTexts.text(lang, 'problemsCount', { count });
}

/** Why the page could not start or follow an import (not a feed problem). */
export type ImportFailure =
  /** The server answered with an error; its message (already in the user's language) when it sent one. */
  | { kind: 'http'; status: number; message: string | null }
  /** No answer at all. */
  | { kind: 'network' }
  /** The job id is unknown to the server (restarted, or expired after an hour). */
  | { kind: 'lost' }
  /** The session ran out: the app is on its way to the login page. */
  | { kind: 'session'; message: string };

export function failureText(failure: ImportFailure, lang: Lang): string {
  switch (failure.kind) {
    case 'http':
      return failure.message ?? timetableTexts.text(lang, 'uploadFailed', { status: failure.status });
    case 'network':
      return timetableTexts.text(lang, 'networkError');
    case 'lost':
      return timetableTexts.text(lang, 'jobLost');
    case 'session':
      return failure.message;
  }
}

/** The message of an error body: `{ errors: [{ message }] }` (this server) or `{ message }` (Fastify's default). */
export function serverMessage(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const errors = (body as { errors?: unknown }).errors;
  if (Array.isArray(errors) && errors.length) {
    const first = errors[0] as { message?: unknown };
    if (typeof first?.message === 'string' && first.message) return first.message;
  }
  const message = (body as { message?: unknown }).message;
  return typeof message === 'string' && message ? message : null;
}
