/**
 * loadDayTimetable: what the live engine needs for one operating day, from the active version.
 * The calendar is applied in JS (a version has a handful of services), the trips of the running
 * services are selected in SQL, and their stop times come back as ONE JSON value holding a
 * number array per column: JSON.parse is far cheaper than the drivers' per-row and per-array-element
 * parsing (measured: about half the time of one row per trip with array columns, a third of one
 * row per stop time; docs/timetable.md).
 */
import type { Queryable } from '../../db/types';
import { DAY_START_HOUR, serviceDayWindows, type ServiceDayWindow } from '../live/time';
import type { DayLine, DayRoute, DayShape, DayStop, DayTimetable, DayTrip, TimetableService } from '../types';
import { isIsoDate, servicesOn } from './calendar';
import { shapePolyline } from './shapeKm';
import { numbers, textArray } from './sqlArrays';

interface TripRow {
  idx: number;
  trip_id: string;
  line_id: string;
  route_id: string;
  direction: number;
  train_number: string;
  headsign: string;
  vehicle_type: string;
  vehicle_count: number;
  circulation_id: string | null;
  circulation_seq: number;
  first_departure: number;
}

/** Where the operating day lies: the operator's zone and the hour the day starts (server config). */
export interface OperatingDayRule {
  tz: string;
  startHour: number;
}

export const DEFAULT_DAY_RULE: OperatingDayRule = { tz: 'Europe/Berlin', startHour: DAY_START_HOUR };

/** A service day's window with the services running on that date. */
interface RunningWindow extends ServiceDayWindow {
  serviceIds: string[];
}

/** The day's stop times as columns: [trip_idx, seq, stop_idx, arrival, departure, km, platform, pickup, drop_off]. */
export type StopTimeColumns = [number[], number[], number[], number[], number[], number[], (string | null)[], number[], number[]];

/**
 * The active version's operating day, or null when no version is active. Trips in departure order.
 * The trips are those that depart within the day (start hour to start hour in the operator's
 * zone), taken from the service days before, of and after the date; their times are moved onto
 * the operating day's zero (a 01:30 trip of the next service day becomes 25:30).
 */
export async function loadDayTimetable(db: Queryable, operatingDay: string, rule: OperatingDayRule = DEFAULT_DAY_RULE): Promise<DayTimetable | null> {
  if (!isIsoDate(operatingDay)) throw new Error(`operating day must be an ISO date, got "${operatingDay}"`);
  const active = await db.query<{ id: string }>(`SELECT id::text AS id FROM timetable_versions WHERE status = 'active'`);
  if (active.rows.length === 0) return null;
  const versionId = active.rows[0].id;

  const [services, stopRows, lineRows, routeRows, shapes] = await Promise.all([
    loadServices(db, versionId),
    db.query<{ idx: number; stop_id: string; name: string; lat: number; lon: number; station_id: string | null }>(
      'SELECT idx, stop_id, name, lat, lon, station_id FROM timetable_stops WHERE version_id = $1 ORDER BY idx', [versionId]),
    db.query<{ line_id: string; line_number: string; name: string; color: string; text_color: string; product: string; network: string }>(
      'SELECT line_id, line_number, name, color, text_color, product, network FROM timetable_lines WHERE version_id = $1 ORDER BY idx', [versionId]),
    db.query<{ route_id: string; line_id: string; direction: number; name: string; stop_ids: string[]; km: number[]; shape_id: string | null; shape_km: number[] | null }>(
      'SELECT route_id, line_id, direction, name, stop_ids, km, shape_id, shape_km FROM timetable_routes WHERE version_id = $1 ORDER BY idx', [versionId]),
    loadShapes(db, versionId),
  ]);
  const windows: RunningWindow[] = serviceDayWindows(operatingDay, rule.tz, rule.startHour)
    .map((w) => ({ ...w, serviceIds: [...servicesOn(services, w.serviceDay)] }))
    .filter((w) => w.serviceIds.length > 0);

  const stopsByIdx: DayStop[] = [];
  const stops = new Map<string, DayStop>();
  for (const r of stopRows.rows) {
    const stop: DayStop = { id: r.stop_id, name: r.name, lat: Number(r.lat), lon: Number(r.lon), stationId: r.station_id };
    stopsByIdx[r.idx] = stop;
    stops.set(stop.id, stop);
  }
  const lines = new Map<string, DayLine>(lineRows.rows.map((r) => [r.line_id, {
    id: r.line_id, lineNumber: r.line_number, name: r.name, color: r.color, textColor: r.text_color, product: r.product, network: r.network,
  }]));
  const routes = new Map<string, DayRoute>(routeRows.rows.map((r) => [r.route_id, {
    id: r.route_id, lineId: r.line_id, direction: Number(r.direction), name: r.name, stopIds: r.stop_ids, km: r.km.map(Number),
    shapeId: r.shape_id, shapeKm: r.shape_km?.map(Number) ?? null,
  }]));

  const trips = windows.length === 0 ? [] : await loadTrips(db, versionId, windows, stopsByIdx);
  return { versionId, operatingDay, stops, lines, routes, trips, shapes };
}

/**
 * The version's shapes with their km. A shape's points come back as ONE JSON text per shape (two
 * number lists): far cheaper to parse than the drivers' element-by-element float8[] parsing.
 */
async function loadShapes(db: Queryable, versionId: string): Promise<Map<string, DayShape>> {
  const r = await db.query<{ shape_id: string; points: string | [number[], number[]] }>(
    'SELECT shape_id, json_build_array(lat, lon)::text AS points FROM timetable_shapes WHERE version_id = $1 ORDER BY idx', [versionId]);
  const shapes = new Map<string, DayShape>();
  for (const row of r.rows) {
    const [lat, lon] = typeof row.points === 'string' ? (JSON.parse(row.points) as [number[], number[]]) : row.points;
    const line = shapePolyline(lat, lon);
    shapes.set(row.shape_id, { id: row.shape_id, lat: line.lat, lon: line.lon, km: line.km });
  }
  return shapes;
}

/** The version's services (calendar and calendar dates in one row each). */
export async function loadServices(db: Queryable, versionId: string): Promise<TimetableService[]> {
  const r = await db.query<{ service_id: string; weekdays: number; start_date: string; end_date: string; added: string[]; removed: string[] }>(
    `SELECT service_id, weekdays, start_date::text AS start_date, end_date::text AS end_date, added::text[] AS added, removed::text[] AS removed
     FROM timetable_services WHERE version_id = $1`,
    [versionId],
  );
  return r.rows.map((s) => ({ id: s.service_id, weekdays: Number(s.weekdays), startDate: s.start_date, endDate: s.end_date, added: s.added, removed: s.removed }));
}

async function loadTrips(db: Queryable, versionId: string, windows: RunningWindow[], stopsByIdx: DayStop[]): Promise<DayTrip[]> {
  const picked: { row: TripRow; window: RunningWindow }[] = [];
  for (const window of windows) {
    const r = await db.query<TripRow>(
      `SELECT idx, trip_id, line_id, route_id, direction, train_number, headsign, vehicle_type, vehicle_count, circulation_id, circulation_seq, first_departure
       FROM timetable_trips WHERE version_id = $1 AND service_id = ANY($2::text[]) AND first_departure >= $3 AND first_departure < $4`,
      [versionId, textArray(window.serviceIds), Math.ceil(window.fromS), Math.ceil(window.toS)],
    );
    for (const row of r.rows) picked.push({ row, window });
  }
  if (picked.length === 0) return [];
  picked.sort((a, b) => (a.row.first_departure + a.window.offsetS) - (b.row.first_departure + b.window.offsetS) || a.row.idx - b.row.idx);
  const tripIdxs = [...new Set(picked.map((p) => p.row.idx))];
  const stopTimes = await db.query<{ columns: StopTimeColumns | string | null }>(
    `SELECT json_build_array(json_agg(trip_idx), json_agg(seq), json_agg(stop_idx), json_agg(arrival), json_agg(departure),
       json_agg(km), json_agg(platform), json_agg(pickup), json_agg(drop_off)) AS columns
     FROM (SELECT * FROM timetable_stop_times WHERE version_id = $1 AND trip_idx = ANY($2::int[]) ORDER BY trip_idx, seq) AS st`,
    [versionId, numbers(tripIdxs)],
  );
  const raw = stopTimes.rows[0]?.columns;
  const columns = typeof raw === 'string' ? (JSON.parse(raw) as StopTimeColumns) : raw;
  // No stop times at all: json_agg of nothing is null.
  const stopsOf = Array.isArray(columns?.[0]) ? stopsByTrip(columns, stopsByIdx) : new Map<number, DayTrip['stops']>();
  const seen = new Set<string>();
  return picked.map(({ row: t, window }): DayTrip => {
    // The same trip can run twice in one day only where the clocks change (a 23 h or 25 h day);
    // the second run gets its service day in its id, so run ids stay unique.
    const id = seen.has(t.trip_id) ? `${t.trip_id}@${window.serviceDay}` : t.trip_id;
    seen.add(id);
    const planned = stopsOf.get(t.idx) ?? [];
    const stops = window.offsetS === 0 ? planned
      : planned.map((s) => ({ ...s, arrival: s.arrival + window.offsetS, departure: s.departure + window.offsetS }));
    return {
      id,
      trainNumber: t.train_number,
      lineId: t.line_id,
      routeId: t.route_id,
      direction: Number(t.direction),
      headsign: t.headsign,
      vehicleType: t.vehicle_type,
      vehicleCount: Number(t.vehicle_count),
      circulationId: t.circulation_id,
      circulationSeq: Number(t.circulation_seq),
      stops,
    };
  });
}

/**
 * Each trip's stops from the columns. The rows were sorted by (trip, seq) in a subquery, which the
 * aggregate keeps in practice; SQL does not promise it, so the order is checked and restored.
 */
export function stopsByTrip(columns: StopTimeColumns, stopsByIdx: DayStop[]): Map<number, DayTrip['stops']> {
  const [trip, seq, stop, arrival, departure, km, platform, pickup, dropOff] = columns;
  let order = trip.map((_, i) => i);
  const sorted = trip.every((t, i) => i === 0 || t > trip[i - 1] || (t === trip[i - 1] && seq[i] > seq[i - 1]));
  if (!sorted) order = order.sort((a, b) => trip[a] - trip[b] || seq[a] - seq[b]);
  const byTrip = new Map<number, DayTrip['stops']>();
  let current: DayTrip['stops'] = [];
  for (let k = 0; k < order.length; k++) {
    const i = order[k];
    if (k === 0 || trip[i] !== trip[order[k - 1]]) {
      current = [];
      byTrip.set(trip[i], current);
    }
    current.push({
      stopId: stopsByIdx[stop[i]]?.id ?? String(stop[i]), km: km[i], arrival: arrival[i], departure: departure[i], platform: platform[i],
      pickup: pickup[i], dropOff: dropOff[i],
    });
  }
  return byTrip;
}
