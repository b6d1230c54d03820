/** What a departure row says (pure): times, delay, status, platform, and the pages of a long board. */
import type { Departure } from '../../shared/passenger-info/types';
import type { Lang } from '../../shared/resource/types';
import { formatClock } from '../../ui/format';
import { boardTexts } from './messages';

export type DepartureState = 'cancelled' | 'held' | 'late' | 'onTime';

export function stateOf(d: Departure): DepartureState {
  if (d.cancelled) return 'cancelled';
  if (d.heldFor) return 'held';
  return d.delayMinutes > 0 ? 'late' : 'onTime';
}

/** The short text in the "Aktuell" column: "entfällt", "+5", or nothing when on time. */
export function statusText(d: Departure, lang: Lang): string {
  if (d.cancelled) return boardTexts.text(lang, 'cancelled');
  if (d.delayMinutes > 0) return boardTexts.text(lang, 'delay', { minutes: d.delayMinutes });
  return '';
}

/** "wartet auf Anschluss S5 85013 bis 08:04" / "attende la coincidenza S5 85013 fino alle 08:04". */
export function heldText(d: Departure, lang: Lang): string {
  if (!d.heldFor) return '';
  const { lineNumber: line, trainNumber: train, until } = d.heldFor;
  return until ? boardTexts.text(lang, 'heldUntil', { line, train, time: formatClock(until) }) : boardTexts.text(lang, 'held', { line, train });
}

/** The row's notes: the hold first, then the platform change, then the messages for the run. */
export function noteLines(d: Departure, lang: Lang): string[] {
  const lines: string[] = [];
  if (d.heldFor && !d.cancelled) lines.push(heldText(d, lang));
  if (d.platformChanged && d.plannedPlatform) lines.push(boardTexts.text(lang, 'platformChanged', { planned: d.plannedPlatform }));
  return [...lines, ...d.notes];
}

/** Rows of a page, and the page shown at a rotation step (pages turn when not all rows fit). */
export function pageOf<T>(rows: readonly T[], perPage: number, step: number): { rows: T[]; page: number; pages: number } {
  const size = Math.max(1, Math.floor(perPage));
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const page = ((Math.floor(step) % pages) + pages) % pages;
  return { rows: rows.slice(page * size, page * size + size), page: page + 1, pages };
}

/** How many rows fit: the height left for rows over one row's height, at least 3. */
export function rowsThatFit(available: number, rowHeight: number): number {
  if (!(rowHeight > 0)) return 3;
  return Math.max(3, Math.floor(available / rowHeight));
}
