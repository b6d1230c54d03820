/**
 * Formatting of circulation-list values (pure): delay, distance, occupancy, turnaround, clock
 * times of the operating day, dates and the last-updated time, in the user's language.
 */
import { DELAY_THRESHOLD_S, EARLY_THRESHOLD_S, type MeasureSummary } from '../../shared/operations/types';
import type { Lang } from '../../shared/resource/types';
import { formatDuration } from '../../ui/format';
import { MEASURE_LABELS, REROUTE_LABELS } from './messages';

/** BCP 47 locale of an interface language (number and date formats). */
export const LOCALES: Record<Lang, string> = { de: 'de-DE', it: 'it-IT' };

/** Typographic minus (U+2212), as in "−1 min". */
export const MINUS = '\u2212';

/** From this delay on a run counts as slightly late (one minute). */
export const SLIGHTLY_LATE_S = 60;

export type DelayClass = 'early' | 'onTime' | 'slightlyLate' | 'late';

/** The delay's class: early ≤ −60 s, on time, slightly late from 60 s, late from DELAY_THRESHOLD_S. */
export function delayClass(delayS: number): DelayClass {
  if (delayS >= DELAY_THRESHOLD_S) return 'late';
  if (delayS >= SLIGHTLY_LATE_S) return 'slightlyLate';
  if (delayS <= EARLY_THRESHOLD_S) return 'early';
  return 'onTime';
}

/**
 * Whole minutes of a delay, cut towards zero as passenger information does (a train 59 s late is
 * "+0 min"). Never -0.
 */
export function delayMinutes(delayS: number): number {
  const m = Math.trunc(delayS / 60);
  return m === 0 ? 0 : m;
}

/** "+4 min", "−1 min", "0 min". */
export function formatDelay(delayS: number): string {
  const m = delayMinutes(delayS);
  if (m > 0) return `+${m} min`;
  if (m < 0) return `${MINUS}${-m} min`;
  return '0 min';
}

/** Metres with the language's digit grouping, always grouped: 12400 -> "12.400 m". */
export function formatDistance(metres: number, lang: Lang): string {
  if (!Number.isFinite(metres)) return '';
  const n = new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: 0, useGrouping: 'always' }).format(Math.round(metres));
  return `${n} m`;
}

/** Occupancy percent in the language's style: de "45 %", it "45%". */
export function formatOccupancy(percent: number, lang: Lang): string {
  if (!Number.isFinite(percent)) return '';
  return new Intl.NumberFormat(LOCALES[lang], { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);
}

/** Turnaround time like formatDuration: 5400 s -> "1h30min"; null -> "". */
export function formatTurnaround(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return '';
  return formatDuration(seconds / 60);
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A time of the operating day (seconds after midnight, may pass 24:00) as "HH:MM"; times after
 * midnight of the next day get "+1". Null -> "".
 */
export function formatClock(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return '';
  const total = Math.floor(seconds / 60);
  const days = Math.floor(total / 1440);
  const inDay = total - days * 1440;
  const text = `${pad(Math.floor(inDay / 60))}:${pad(inDay % 60)}`;
  return days > 0 ? `${text} +${days}` : text;
}

/** An ISO day "2026-11-21" as "21.11.2026" (de) or "21/11/2026" (it). */
export function formatDay(iso: string, lang: Lang): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return iso;
  return lang === 'de' ? `${m[3]}.${m[2]}.${m[1]}` : `${m[3]}/${m[2]}/${m[1]}`;
}

/** Local clock time "14:32:05" of an instant (ISO string or epoch ms). */
export function formatTimeOfDay(at: string | number | Date, lang: Lang, timeZone?: string): string {
  const date = at instanceof Date ? at : new Date(at);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(LOCALES[lang], { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false, timeZone }).format(date);
}

/** Local date and time "21.11.2026, 14:32" of an instant, for measures. */
export function formatDateTime(at: string, lang: Lang, timeZone?: string): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return at;
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'short', timeStyle: 'short', timeZone }).format(date);
}

/** The measure's kind in words: "Ausfall", "Umleitung (Halte auslassen)". */
export function measureLabel(measure: Pick<MeasureSummary, 'type' | 'rerouteKind'>, lang: Lang): string {
  const type = MEASURE_LABELS[lang][measure.type] ?? measure.type;
  if (measure.type === 'reroute' && measure.rerouteKind) {
    return `${type} (${REROUTE_LABELS[lang][measure.rerouteKind] ?? measure.rerouteKind})`;
  }
  return type;
}

/** The measure column: type and reason, "Ausfall: Fahrzeugstörung". */
export function measureText(measure: MeasureSummary | null, lang: Lang): string {
  if (!measure) return '';
  const label = measureLabel(measure, lang);
  return measure.reasonName ? `${label}: ${measure.reasonName}` : label;
}

/** Local ISO day (yyyy-mm-dd) of a Date (the date picker's value). */
export function isoDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The Date (local midnight) of an ISO day, or null when it is not one. */
export function dayDate(iso: string | null | undefined): Date | null {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  if (!m) return null;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Number.isNaN(d.getTime()) ? null : d;
}

/** Relative luminance (WCAG 2) of "#RRGGBB" or "#RGB"; null when it is not such a colour. */
export function luminance(hex: string): number | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  const h = m[1].length === 3 ? m[1].split('').map((c) => c + c).join('') : m[1];
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(h.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number | null {
  const la = luminance(a);
  const lb = luminance(b);
  if (la === null || lb === null) return null;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * The line's text colour on its background when it is readable (WCAG AA, 4.5:1); otherwise black
 * or white, whichever reads better (a line's colours are data and not always accessible).
 */
export function readableTextColor(background: string, preferred: string): string {
  const own = contrastRatio(background, preferred);
  if (own === null || own >= 4.5) return preferred;
  const black = contrastRatio(background, '#000000') ?? 0;
  const white = contrastRatio(background, '#FFFFFF') ?? 0;
  return black >= white ? '#000000' : '#FFFFFF';
}
