/**
 * The demo timetable's platform per stop (pure): the track the demo station-track seed
 * (Gleismapping) gives the line in its direction, so that the timetable's platforms and the
 * infrastructure agree (a run's platform wins over the track mapping in the conflict engine; two
 * lines put on one invented platform collided there). Stations without declared tracks keep one
 * platform per direction: 1 towards the line's end, 2 back.
 */
import { DEMO_STATION_TRACKS } from '../../seeds/station-tracks';

const norm = (n: string) => n.replace(/\s+/g, '').toUpperCase();

/** Platform of `lineNumber` at station `code` in GTFS direction 0 (ascending) or 1. */
export function demoPlatform(lineNumber: string, code: string, direction: 0 | 1): string {
  const tracks = DEMO_STATION_TRACKS[code];
  const fallback = String(direction + 1);
  if (!tracks) return fallback;
  const want = direction === 0 ? 'ascending' : 'descending';
  const line = norm(lineNumber);
  const fits = (t: { direction?: string }) => (t.direction ?? 'both') === 'both' || t.direction === want;
  // The line's own track first, then one open to any line.
  const own = tracks.find((t) => t.lines && t.lines.split(',').map(norm).includes(line) && fits(t));
  const any = tracks.find((t) => !t.lines && fits(t));
  return (own ?? any)?.track ?? fallback;
}
