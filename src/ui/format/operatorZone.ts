/**
 * The operator's time zone (OPERATOR_TZ on the server, sent in /api/config): operational times
 * (timetable, live day, measures, history) are always shown in it, whatever the browser's zone.
 * Set once at start (src/main.tsx); until then, and in tests, the browser's zone.
 */
import { dateTimeFormat } from './intlCache';

let zone: string | null = null;

/**
 * The browser's zone, read again at most once a second: `resolvedOptions()` costs a few µs, and a
 * table asks for it in every time cell (zoneDiffers); the second still follows a change of the
 * system's zone.
 */
let browserRead: { zone: string; at: number } | null = null;
export function browserZone(): string {
  const now = Date.now();
  if (!browserRead || now - browserRead.at > 1000) browserRead = { zone: dateTimeFormat(undefined).resolvedOptions().timeZone, at: now };
  return browserRead.zone;
}

/**
 * Sets the operator's zone; an unknown zone name is ignored (the zone set before stays). The name
 * is checked at the first use, not here: the browser's first DateTimeFormat loads ICU's calendar
 * data (issue 15: 73 ms at start on the station list in Lighthouse's trace, which formats no time).
 */
let unchecked: string | null = null;
export function setOperatorZone(name: string | null | undefined): void {
  if (!name) return;
  checkZone();
  unchecked = name;
}

function checkZone(): void {
  if (unchecked === null) return;
  const name = unchecked;
  unchecked = null;
  try {
    dateTimeFormat('en', { timeZone: name });
    zone = name;
  } catch {
    console.warn(`unknown operator time zone "${name}", showing the browser's zone`);
  }
}

export function operatorZone(): string {
  checkZone();
  return zone ?? browserZone();
}

/**
 * Offsets by zone and quarter hour of UTC. Every zone's offset is a whole number of quarter hours
 * (Asia/Kathmandu +5:45), so its changes fall on quarter hours of UTC and one value holds for the
 * whole quarter. Reading an offset costs two formatToParts (about 20 µs), and every time cell of a
 * table reads two through zoneDiffers (issue 15: 40 µs a formatted time, 1 ms per 25 rows).
 */
const QUARTER_HOUR_MS = 15 * 60_000;
const OFFSETS_KEPT = 4096;
const offsets = new Map<string, number>();

/** Offset of a zone from UTC in minutes at an instant (Europe/Berlin in winter: 60). */
export function zoneOffsetMinutes(timeZone: string, at: Date): number {
  const key = `${timeZone}|${Math.floor(at.getTime() / QUARTER_HOUR_MS)}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    offset = readZoneOffset(timeZone, at);
    if (offsets.size >= OFFSETS_KEPT) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

function readZoneOffset(timeZone: string, at: Date): number {
  const parts = dateTimeFormat('en-US', {
    timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((asUtc - Math.floor(at.getTime() / 60000) * 60000) / 60000);
}

/** Does a zone show another wall-clock time than the browser at this instant? */
export function zoneDiffers(timeZone: string, at: Date, browser = browserZone()): boolean {
  return zoneOffsetMinutes(timeZone, at) !== zoneOffsetMinutes(browser, at);
}
