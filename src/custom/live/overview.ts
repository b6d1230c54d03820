/**
 * Pure helpers of the live overview: percentages, the latest measures from the change history,
 * cause names, and links into the circulation list pre-filtered through its URL parameters
 * (src/custom/circulation/listParams.ts: `status`, `lines`).
 */
import type { RunStatus } from '../../shared/operations/types';
import type { Lang } from '../../shared/resource/types';
import type { Cause, ChangeEntry } from './api';

const LOCALES: Record<Lang, string> = { de: 'de-DE', it: 'it-IT' };

/** A share 0..1 as "87 %" ("87%" in Italian); null as the dash. */
export function formatPercent(share: number | null, lang: Lang, dash = '–'): string {
  if (share === null || !Number.isFinite(share)) return dash;
  return new Intl.NumberFormat(LOCALES[lang], { style: 'percent', maximumFractionDigits: 0 }).format(share);
}

export function formatCount(n: number, lang: Lang): string {
  return new Intl.NumberFormat(LOCALES[lang]).format(n);
}

/** "DD.MM.YYYY" (de) or "DD/MM/YYYY" (it) of an ISO day. */
export function formatDay(iso: string, lang: Lang): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return iso;
  return lang === 'de' ? `${m[3]}.${m[2]}.${m[1]}` : `${m[3]}/${m[2]}/${m[1]}`;
}

/** Local clock time "14:32" of an ISO instant (the browser's zone: when the measure was taken). */
export function formatTime(iso: string, lang: Lang): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat(LOCALES[lang], { hour: '2-digit', minute: '2-digit', hour12: false }).format(d);
}

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

export const MAP_PATH = '/control-center';
export const HISTORY_PATH = '/dispotoolchangehistory';
/** Live events trigger at most one refetch of the figures per this many ms. */
export const REFRESH_INTERVAL_MS = 2000;
