/**
 * The operator's time zone (OPERATOR_TZ on the server, sent in /api/config): operational times
 * (timetable, live day, measures, history) are always shown in it, whatever the browser's zone.
 * Set once at start (src/main.tsx); until then, and in tests, the browser's zone.
 */
import { dateTimeFormat } from './intlCache';

let zone: string | null = null;

export function browserZone(): string {
  return dateTimeFormat(undefined).resolvedOptions().timeZone;
}

/** Sets the operator's zone; an unknown zone name is ignored (the browser's zone stays). */
export function setOperatorZone(name: string | null | undefined): void {
  if (!name) return;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    zone = name;
  } catch {
    console.warn(`unknown operator time zone "${name}", showing the browser's zone`);
  }
}

export function operatorZone(): string {
  return zone ?? browserZone();
}

/** Offset of a zone from UTC in minutes at an instant (Europe/Berlin in winter: 60). */
export function zoneOffsetMinutes(timeZone: string, at: Date): number {
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
