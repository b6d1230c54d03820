/**
 * Pure helpers of the live overview: the latest measures from the change history, cause names,
 * and links into the circulation list pre-filtered through its URL parameters
 * (src/custom/circulation/listParams.ts: `status`, `lines`).
 */
import type { RunStatus } from '../../shared/operations/types';
import type { Lang } from '../../shared/resource/types';
import type { Cause, ChangeEntry } from './api';

/** Measures shown: every action of the history but comments, newest first. */
export const LATEST_MEASURES = 8;

export function latestMeasures(changes: readonly ChangeEntry[], n = LATEST_MEASURES): ChangeEntry[] {
  return changes
    .filter((c) => c.action !== 'comment')
    .sort((a, b) => Number(b.id) - Number(a.id))
    .slice(0, n);
}

export function causeName(causes: ReadonlyMap<string, Cause>, id: string | null, lang: Lang): string {
  const c = id ? causes.get(id) : undefined;
  if (!c) return '';
  return lang === 'it' ? c.nameIt || c.nameDe : c.nameDe;
}

/** The circulation list filtered by status and/or lines. */
export function circulationLink(filter: { statuses?: RunStatus[]; lineIds?: string[] } = {}): string {
  const s = new URLSearchParams();
  if (filter.lineIds?.length) s.set('lines', filter.lineIds.join(','));
  if (filter.statuses?.length) s.set('status', filter.statuses.join(','));
  const q = s.toString();
  return q ? `/circulation?${q}` : '/circulation';
}

/** The operating day's start hour as a clock time ("03:00"): the server's OPERATING_DAY_START_HOUR. */
export function dayStartText(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}

export const MAP_PATH = '/control-center';
export const HISTORY_PATH = '/dispotoolchangehistory';
/** Live events trigger at most one refetch of the figures per this many ms. */
export const REFRESH_INTERVAL_MS = 2000;
