/**
 * Date-time fields in the operator's zone (docs/custom-pages.md, zone policy): the form shows and
 * takes wall-clock times of OPERATOR_TZ ("2026-11-25T14:05" in an <input type="datetime-local">),
 * whatever zone the browser is in, and sends ISO instants. Pure.
 */
import { operatorZone, zoneOffsetMinutes } from '../../ui/format';

const pad = (n: number) => String(n).padStart(2, '0');
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The instant as the input's value, minutes precision ('' for none). */
export function toZonedInput(iso: string | null | undefined, zone: string = operatorZone()): string {
  if (!iso) return '';
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return '';
  const shifted = new Date(t + zoneOffsetMinutes(zone, new Date(t)) * 60_000);
  return `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}T${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}`;
}

/**
 * The instant a wall-clock value of the zone names; null for '' or a malformed value. A time in the
 * hour skipped in spring moves an hour later; the hour repeated in autumn is read as standard time.
 */
export function fromZonedInput(value: string, zone: string = operatorZone()): string | null {
  const m = LOCAL.exec(value.trim());
  if (!m) return null;
  const [y, mo, d, h, mi] = [1, 2, 3, 4, 5].map((i) => Number(m[i]));
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59) return null;
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  const check = new Date(asUtc);
  if (check.getUTCDate() !== d) return null; // 31 February
  // The offset at the guessed instant, then once more at the corrected one (zone changes).
  let t = asUtc - zoneOffsetMinutes(zone, new Date(asUtc)) * 60_000;
  t = asUtc - zoneOffsetMinutes(zone, new Date(t)) * 60_000;
  return new Date(t).toISOString();
}
