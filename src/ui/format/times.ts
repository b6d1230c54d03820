/**
 * Instants and times of the operating day in the interface language. Zone policy: instants
 * are shown in the operator's zone (operatorZone.ts) unless a caller names another; the zone's
 * short name is added when it shows another wall-clock time than the browser ('auto').
 */
import type { Lang } from '../../shared/resource/types';
import { localeOf } from './locale';
import { dateTimeFormat } from './intlCache';
import { operatorZone, zoneDiffers, zoneOffsetMinutes } from './operatorZone';

export type ZoneLabel = 'auto' | 'always' | 'never';

export interface TimeOptions {
  /** IANA zone; default the operator's. */
  zone?: string;
  /** Add the zone's short name: 'auto' (default) when it differs from the browser's. */
  withZone?: ZoneLabel;
  /** Show seconds (default true for formatTimeOfDay, false elsewhere). */
  seconds?: boolean;
}

type Instant = string | number | Date;

function toDate(at: Instant): Date | null {
  const d = at instanceof Date ? at : new Date(at);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** Zone names by language, zone and offset: a zone's short name changes only with its offset ("MEZ", "MESZ"). */
const zoneNames = new Map<string, string>();

function zoneSuffix(date: Date, lang: Lang, zone: string, withZone: ZoneLabel): string {
  if (withZone === 'never' || (withZone === 'auto' && !zoneDiffers(zone, date))) return '';
  const key = `${lang}|${zone}|${zoneOffsetMinutes(zone, date)}`;
  let name = zoneNames.get(key);
  if (name === undefined) {
    name = dateTimeFormat(localeOf(lang), { timeZone: zone, timeZoneName: 'short' })
      .formatToParts(date)
      .find((p) => p.type === 'timeZoneName')?.value ?? '';
    zoneNames.set(key, name);
  }
  return name ? ` ${name}` : '';
}

function format(date: Date, lang: Lang, opts: TimeOptions, fields: Intl.DateTimeFormatOptions): string {
  const zone = opts.zone ?? operatorZone();
  const text = dateTimeFormat(localeOf(lang), { ...fields, hour12: false, timeZone: zone }).format(date);
  return text + zoneSuffix(date, lang, zone, opts.withZone ?? 'auto');
}

const TIME = { hour: '2-digit', minute: '2-digit' } as const;

/** "14:32:05" (with `seconds: false` "14:32") of an instant; '' when it is not one. */
export function formatTimeOfDay(at: Instant, lang: Lang, opts: TimeOptions = {}): string {
  const date = toDate(at);
  if (!date) return '';
  return format(date, lang, opts, opts.seconds === false ? TIME : { ...TIME, second: '2-digit' });
}

/** "21.11.2026, 14:32" (de) / "21/11/2026, 14:32" (it) of an instant; the input when it is not one. */
export function formatDateTime(at: Instant, lang: Lang, opts: TimeOptions = {}): string {
  const date = toDate(at);
  if (!date) return String(at);
  const seconds = opts.seconds ? { second: '2-digit' as const } : {};
  return format(date, lang, opts, { day: '2-digit', month: '2-digit', year: 'numeric', ...TIME, ...seconds });
}

/** Same calendar day in a zone? */
export function sameDay(a: Date, b: Date, zone = operatorZone()): boolean {
  const day = dateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
  return day.format(a) === day.format(b);
}

/**
 * A recent instant: "08:12:03" on the day of `now` (in the operator's zone), else
 * "02.03. 08:12:03" (de) / "02/03 08:12:03" (it); '' for none.
 */
export function formatRecentTime(at: Instant | null | undefined, lang: Lang, now: Instant = Date.now(), opts: TimeOptions = {}): string {
  if (at === null || at === undefined) return '';
  const date = toDate(at);
  const today = toDate(now);
  if (!date || !today) return '';
  const zone = opts.zone ?? operatorZone();
  const time = formatTimeOfDay(date, lang, { ...opts, zone });
  if (sameDay(date, today, zone)) return time;
  const day = dateTimeFormat(localeOf(lang), { day: '2-digit', month: '2-digit', timeZone: zone }).format(date);
  return `${lang === 'de' ? day.replace(/\.?$/, '.') : day} ${time}`;
}

/** An ISO day "2026-11-21" as "21.11.2026" (de) or "21/11/2026" (it); other input unchanged. */
export function formatDay(iso: string, lang: Lang): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return iso;
  return lang === 'de' ? `${m[3]}.${m[2]}.${m[1]}` : `${m[3]}/${m[2]}/${m[1]}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A time of the operating day (seconds after its midnight in the operator's zone, may pass
 * 24:00) as "HH:MM"; times after midnight of the next day get "+1". Null -> ''.
 */
export function formatClock(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return '';
  const total = Math.floor(seconds / 60);
  const days = Math.floor(total / 1440);
  const inDay = total - days * 1440;
  const text = `${pad(Math.floor(inDay / 60))}:${pad(inDay % 60)}`;
  return days > 0 ? `${text} +${days}` : text;
}
