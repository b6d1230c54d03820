/**
 * GTFS time and date values (pure).
 *
 * GTFS times count from "noon minus 12 h" of the service day, so a trip that runs past midnight
 * keeps the service day's date and uses hours >= 24 (25:10:00 = 90,600 s). We keep them as
 * seconds after midnight of the service day and never wrap them.
 */

/** Seconds after midnight for "H:MM:SS" or "HH:MM:SS" (hours may exceed 23), or null if malformed. */
export function parseGtfsTime(text: string): number | null {
  const s = text.trim();
  const len = s.length;
  // H:MM:SS (7 characters) or HH:MM:SS (8), as the GTFS reference defines the format.
  if (len < 7 || len > 8) return null;
  const c1 = len - 6; // index of the first colon
  if (s.charCodeAt(c1) !== 58 || s.charCodeAt(c1 + 3) !== 58) return null;
  let hours = 0;
  for (let i = 0; i < c1; i++) {
    const d = s.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return null;
    hours = hours * 10 + d;
  }
  const minutes = twoDigits(s, c1 + 1);
  const seconds = twoDigits(s, c1 + 4);
  if (minutes < 0 || minutes > 59 || seconds < 0 || seconds > 59) return null;
  return hours * 3600 + minutes * 60 + seconds;
}

function twoDigits(s: string, at: number): number {
  const a = s.charCodeAt(at) - 48;
  const b = s.charCodeAt(at + 1) - 48;
  if (a < 0 || a > 9 || b < 0 || b > 9) return -1;
  return a * 10 + b;
}

/** "HH:MM:SS" for seconds after midnight of the service day (hours past 24 kept). */
export function formatGtfsTime(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const sec = seconds % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${String(sec).padStart(2, '0')}`;
}

/** ISO date "YYYY-MM-DD" for a GTFS date "YYYYMMDD", or null if it is not a real calendar date. */
export function parseGtfsDate(text: string): string | null {
  const s = text.trim();
  if (!/^\d{8}$/.test(s)) return null;
  const y = Number(s.slice(0, 4));
  const m = Number(s.slice(4, 6));
  const d = Number(s.slice(6, 8));
  if (m < 1 || m > 12 || d < 1) return null;
  const daysInMonth = new Date(Date.UTC(y, m, 0)).getUTCDate();
  if (d > daysInMonth) return null;
  return `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}`;
}
