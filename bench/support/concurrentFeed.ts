/**
 * A GTFS feed whose trips all run NOW: for the live-delivery bench, `trips` trains that are on
 * the move on today's operating day for the next hour, on a grid of stops around Karlsruhe.
 */
import { tablesToZip, type GtfsTables } from '../../tests/support/gtfsFeed';

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const gtfsTime = (s: number) => `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
const gtfsDate = (d: Date) => `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;

/** Local wall-clock parts in a time zone (no dependency: Intl). */
function localParts(now: Date, timeZone: string): { date: Date; seconds: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  const date = new Date(Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day)));
  return { date, seconds: Number(parts.hour) * 3600 + Number(parts.minute) * 60 + Number(parts.second) };
}

export interface ConcurrentFeedOptions {
  trips: number;
  stopsPerTrip?: number;
  routes?: number;
  now?: Date;
  timeZone?: string;
}

export function concurrentFeed(options: ConcurrentFeedOptions): Buffer {
  const { trips, stopsPerTrip = 20, routes = 10, timeZone = 'Europe/Berlin' } = options;
  const local = localParts(options.now ?? new Date(), timeZone);
  // The operating day runs 03:00-03:00: before 03:00 we are on yesterday's service day, past 24:00.
  const serviceDay = new Date(local.date);
  let nowS = local.seconds;
  if (nowS < 3 * 3600) {
    serviceDay.setUTCDate(serviceDay.getUTCDate() - 1);
    nowS += 86_400;
  }
  const from = new Date(serviceDay);
  from.setUTCDate(from.getUTCDate() - 1);
  const to = new Date(serviceDay);
  to.setUTCDate(to.getUTCDate() + 1);

  const stopsPerRoute = stopsPerTrip;
  const tables: GtfsTables = {
    'agency.txt': { header: ['agency_id', 'agency_name', 'agency_url', 'agency_timezone'], rows: [['B', 'Bench', 'https://example.org', timeZone]] },
    'stops.txt': { header: ['stop_id', 'stop_name', 'stop_lat', 'stop_lon'], rows: [] },
    'routes.txt': { header: ['route_id', 'agency_id', 'route_short_name', 'route_long_name', 'route_type'], rows: [] },
    'trips.txt': { header: ['route_id', 'service_id', 'trip_id', 'trip_headsign', 'direction_id'], rows: [] },
    'stop_times.txt': { header: ['trip_id', 'arrival_time', 'departure_time', 'stop_id', 'stop_sequence'], rows: [] },
    'calendar.txt': {
      header: ['service_id', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'start_date', 'end_date'],
      rows: [['ALL', '1', '1', '1', '1', '1', '1', '1', gtfsDate(from), gtfsDate(to)]],
    },
  };
  // Each route is a straight line of stops 2 km apart, fanning out from Karlsruhe.
  for (let r = 0; r < routes; r++) {
    tables['routes.txt'].rows.push([`R${r}`, 'B', `B${r + 1}`, `Bench ${r + 1}`, '2']);
    const angle = (2 * Math.PI * r) / routes;
    for (let k = 0; k < stopsPerRoute; k++) {
      const dist = 0.018 * (k + 1);
      tables['stops.txt'].rows.push([`R${r}S${k}`, `Halt ${r + 1}-${k + 1}`, (49.0 + dist * Math.cos(angle)).toFixed(6), (8.4 + 1.5 * dist * Math.sin(angle)).toFixed(6)]);
    }
  }
  const segment = 180;
  const dwell = 30;
  for (let t = 0; t < trips; t++) {
    const r = t % routes;
    const dir = Math.floor(t / routes) % 2;
    // Departures spread over the last 25 minutes: every trip is running for the next ~35 minutes or more.
    const start = nowS - 300 - Math.floor(((t * 7919) % 1500));
    const id = `T${t}`;
    tables['trips.txt'].rows.push([`R${r}`, 'ALL', id, `Ziel ${r + 1}`, String(dir)]);
    for (let k = 0; k < stopsPerTrip; k++) {
      const stop = dir === 0 ? k : stopsPerTrip - 1 - k;
      const arr = start + k * (segment + dwell);
      const dep = k === stopsPerTrip - 1 ? arr : arr + dwell;
      tables['stop_times.txt'].rows.push([id, gtfsTime(arr), gtfsTime(dep), `R${r}S${stop}`, String(k + 1)]);
    }
  }
  return tablesToZip(tables);
}
