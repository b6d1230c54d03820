/**
 * Instants as the exported files write them: date and time in the operator's zone (OPERATOR_TZ) in
 * the file's language, "25.11.2026, 14:05" (de) / "25/11/2026, 14:05" (it). The browser's
 * formatter (src/ui/format) cannot be imported by the server; this writes the same fields.
 */
import type { Lang } from '../../../src/shared/resource/types';

const LOCALES: Record<Lang, string> = { de: 'de-DE', it: 'it-IT' };
const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(lang: Lang, tz: string, dateOnly: boolean): Intl.DateTimeFormat {
  const key = `${lang}|${tz}|${dateOnly}`;
  let f = cache.get(key);
  if (!f) {
    const time = dateOnly ? {} : ({ hour: '2-digit', minute: '2-digit', hour12: false } as const);
    f = new Intl.DateTimeFormat(LOCALES[lang], { timeZone: tz, day: '2-digit', month: '2-digit', year: 'numeric', ...time });
    cache.set(key, f);
  }
  return f;
}

/** Date and time of an ISO instant; '' for none. */
export function formatInstant(iso: string | null | undefined, lang: Lang, tz: string): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : formatter(lang, tz, false).format(d);
}

/** The date of an ISO instant in the zone. */
export function formatDate(iso: string, lang: Lang, tz: string): string {
  return formatter(lang, tz, true).format(new Date(iso));
}

/** "2026-11-24" of an instant in the zone (file names). */
export function isoDateIn(iso: string, tz: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
}

/** "1,2 MB", "830 kB" of a byte count. */
export function formatBytes(bytes: number, lang: Lang): string {
  const n = new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: 1 });
  if (bytes >= 1024 * 1024) return `${n.format(bytes / 1024 / 1024)} MB`;
  return `${n.format(Math.max(1, Math.round(bytes / 1024)))} kB`;
}
