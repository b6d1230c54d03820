/** Pure date and time-of-day helpers for validation (no React, no I/O). */

export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2099-12-31';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;
const TIME = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/** A Date, an ISO date/timestamp string or epoch ms as a Date; null when empty or unparseable. */
export function toDate(value: unknown): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return toDate(new Date(value));
  if (typeof value !== 'string') return null;
  const m = ISO_DATE.exec(value);
  if (!m) return null;
  if (value.length === 10) {
    // Plain dates are calendar days: check the day exists (no 2026-02-31).
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const date = new Date(Date.UTC(y, mo - 1, d));
    if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
    return date;
  }
  return toDate(new Date(value));
}

export function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

/** Calendar day 'YYYY-MM-DD' of a date value (UTC for plain dates). */
export function dayOf(value: unknown): string | null {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return toDate(value) ? value : null;
  const d = toDate(value);
  return d ? d.toISOString().slice(0, 10) : null;
}

/** Seconds since midnight of a time value ('HH:mm[:ss]' or a Date); null when invalid. */
export function secondsOfDay(value: unknown): number | null {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    return value.getHours() * 3600 + value.getMinutes() * 60 + value.getSeconds();
  }
  if (typeof value !== 'string') return null;
  const m = TIME.exec(value);
  if (!m) return null;
  const [h, min, s] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
  if (h > 23 || min > 59 || s > 59) return null;
  return h * 3600 + min * 60 + s;
}
