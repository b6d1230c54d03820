/**
 * Whether a timetable's zone keeps the same clock as the operator's (pure): two zone names with
 * the same UTC offset at every moment of the version's validity (Europe/Rome and Europe/Berlin)
 * run every train at the same instant; any other difference moves all trains by hours.
 */
import { addDays, localParts } from '../live/time';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
/** A version valid for decades is compared over its first three years (the clock rules are known that far). */
const MAX_DAYS = 3 * 366;

function offsetAt(epochMs: number, tz: string): number {
  const p = localParts(epochMs, tz);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(epochMs / 1000) * 1000;
}

/** True for a zone name Intl knows. */
export function isKnownZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/**
 * Same offsets from validFrom to validTo (ISO dates): compared once a day, and hour by hour on a
 * day where either zone changed its offset (the clock changes of two zones can fall on the same
 * day at different hours). An unknown zone never agrees.
 */
export function zonesAgree(a: string, b: string, validFrom: string, validTo: string): boolean {
  if (a === b) return true;
  if (!isKnownZone(a) || !isKnownZone(b)) return false;
  const last = validTo < addDays(validFrom, MAX_DAYS) ? validTo : addDays(validFrom, MAX_DAYS);
  const [y, m, d] = validFrom.split('-').map(Number);
  const [ly, lm, ld] = last.split('-').map(Number);
  const end = Date.UTC(ly, lm - 1, ld) + DAY;
  let before: [number, number] | null = null;
  for (let t = Date.UTC(y, m - 1, d); t <= end; t += DAY) {
    const now: [number, number] = [offsetAt(t, a), offsetAt(t, b)];
    if (now[0] !== now[1]) return false;
    if (before && (before[0] !== now[0] || before[1] !== now[1])) {
      for (let h = t - DAY + HOUR; h < t; h += HOUR) if (offsetAt(h, a) !== offsetAt(h, b)) return false;
    }
    before = now;
  }
  return true;
}
