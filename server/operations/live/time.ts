/**
 * Operating-day arithmetic in the operator's time zone (pure; Intl only, no dependency).
 *
 * - The operating day D runs from its start hour (03:00 by default, OPERATING_DAY_START_HOUR) local
 *   time on D to the start hour on D + 1.
 * - Timetable times are seconds after "noon minus 12 h" of the service day (the GTFS definition,
 *   which is local midnight except on the days the clocks change), and may exceed 86,400.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(tz: string): Intl.DateTimeFormat {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone: tz, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
    });
    formatters.set(tz, f);
  }
  return f;
}

export interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall-clock date and time at an instant in a time zone. */
export function localParts(epochMs: number, tz: string): LocalParts {
  const p: Record<string, number> = {};
  for (const part of formatter(tz).formatToParts(new Date(epochMs))) {
    if (part.type !== 'literal') p[part.type] = Number(part.value);
  }
  return { year: p.year, month: p.month, day: p.day, hour: p.hour === 24 ? 0 : p.hour, minute: p.minute, second: p.second };
}

/** Throws on an unknown IANA zone name (checked once at start). */
export function assertTimeZone(tz: string): void {
  formatter(tz).format(0);
}

/** Offset of the zone from UTC at an instant, in ms (Berlin in summer: +7,200,000). */
function offsetMs(epochMs: number, tz: string): number {
  const p = localParts(epochMs, tz);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(epochMs / 1000) * 1000;
}

/** The instant of a local wall-clock time (for times skipped by a clock change: the later instant). */
export function localToEpoch(date: string, hour: number, minute: number, tz: string): number {
  const [y, m, d] = date.split('-').map(Number);
  const wall = Date.UTC(y, m - 1, d, hour, minute, 0);
  let guess = wall - offsetMs(wall, tz);
  guess = wall - offsetMs(guess, tz);
  return guess;
}

/** 'YYYY-MM-DD' plus n days. */
export function addDays(date: string, n: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

function iso(p: LocalParts): string {
  return `${String(p.year).padStart(4, '0')}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** Default local hour at which an operating day starts and the next one begins (OPERATING_DAY_START_HOUR). */
export const DAY_START_HOUR = 3;

/** The operating day an instant belongs to: before the start hour it is still the previous date's day. */
export function operatingDayOf(epochMs: number, tz: string, startHour = DAY_START_HOUR): string {
  const p = localParts(epochMs, tz);
  const date = iso(p);
  return p.hour < startHour ? addDays(date, -1) : date;
}

/** Epoch ms of "noon minus 12 h" of a service day: the zero of its timetable times. */
export function serviceDayZero(date: string, tz: string): number {
  return localToEpoch(date, 12, 0, tz) - 12 * 3600_000;
}

/** Epoch ms at which an operating day begins (start hour local) and ends (the start hour of the next date). */
export function operatingDayBounds(date: string, tz: string, startHour = DAY_START_HOUR): { start: number; end: number } {
  return { start: localToEpoch(date, startHour, 0, tz), end: localToEpoch(addDays(date, 1), startHour, 0, tz) };
}

/**
 * Which trips of which service day run in an operating day: those whose first departure (seconds
 * after the service day's zero) lies in [fromS, toS); `offsetS` moves their times onto the
 * operating day's own zero. A trip belongs to the operating day in which it departs, wherever it
 * arrives (a trip crossing the start hour stays whole in the day it left in).
 */
export interface ServiceDayWindow {
  serviceDay: string;
  fromS: number;
  toS: number;
  offsetS: number;
}

/**
 * The service days whose trips can depart within the operating day: the day before (its times
 * past 24:00 + start hour), the day itself and the day after (times before its start hour).
 * Trips timed 48:00 or later are beyond GTFS practice and not looked for.
 */
export function serviceDayWindows(operatingDay: string, tz: string, startHour = DAY_START_HOUR): ServiceDayWindow[] {
  const { start, end } = operatingDayBounds(operatingDay, tz, startHour);
  const zero = serviceDayZero(operatingDay, tz);
  return [-1, 0, 1].map((n) => {
    const serviceDay = addDays(operatingDay, n);
    const z = serviceDayZero(serviceDay, tz);
    return { serviceDay, fromS: (start - z) / 1000, toS: (end - z) / 1000, offsetS: (z - zero) / 1000 };
  });
}

/** Seconds after the service-day zero (may exceed 86,400 after midnight). */
export function secondsOfDay(epochMs: number, zeroMs: number): number {
  return (epochMs - zeroMs) / 1000;
}

/** True for an ISO date 'YYYY-MM-DD' that exists. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}
