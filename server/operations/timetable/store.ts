/**
 * writeTimetableVersion: a TimetableData as a new timetable version (status 'imported') in ONE
 * transaction: all or nothing. Every table is filled with `INSERT … SELECT FROM unnest(arrays)`,
 * stop times in batches of STOP_TIME_BATCH rows, so a batch is one statement with eight array
 * parameters instead of hundreds of thousands of bind parameters.
 */
import type { TimetableVersion } from '../../../src/shared/operations/types';
import type { Database, Queryable } from '../../db/types';
import type { TimetableData } from '../types';
import { nestedArray, numberArray, numbers, textArray } from './sqlArrays';
import { versionFromRow, VERSION_COLUMNS, type VersionRow } from './versionRow';

/** Rows per stop-time statement: large enough to amortise a round trip, small enough for memory. */
export const STOP_TIME_BATCH = 20_000;
/** Shape points per shapes statement (a shape is one row; a statement holds whole shapes up to this many points). */
export const SHAPE_POINT_BATCH = 100_000;

export interface WriteProgress {
  /** Rows written so far, of all tables. */
  rows: number;
  totalRows: number;
}

export interface WriteOptions {
  importedBy: string;
  onProgress?: (progress: WriteProgress) => void;
  /** Aborting rolls the transaction back (server shutdown during an import). */
  signal?: AbortSignal;
}

export function timetableStats(data: TimetableData): TimetableVersion['stats'] {
  const circulations = new Set(data.trips.map((t) => t.circulationId).filter((c) => c !== null)).size;
  return { lines: data.lines.length, routes: data.routes.length, stops: data.stops.length, trips: data.trips.length, stopTimes: data.stopTimes.length, circulations };
}

export async function writeTimetableVersion(db: Database, data: TimetableData, options: WriteOptions): Promise<TimetableVersion> {
  const stats = timetableStats(data);
  const shapes = data.shapes ?? [];
  const totalRows = data.lines.length + data.stops.length + data.routes.length + shapes.length + data.services.length + data.trips.length + data.stopTimes.length;
  let rows = 0;
  const step = (n: number) => {
    options.signal?.throwIfAborted();
    rows += n;
    options.onProgress?.({ rows, totalRows });
  };

  const version = await db.transaction(async (tx) => {
    const inserted = await tx.query<VersionRow>(
      `INSERT INTO timetable_versions (name, source, status, valid_from, valid_to, imported_by, stats, time_zone)
       VALUES ($1, $2, 'imported', $3, $4, $5, $6, $7) RETURNING ${VERSION_COLUMNS}`,
      [data.name, data.source, data.validFrom, data.validTo, options.importedBy, JSON.stringify(stats), data.timeZone || null],
    );
    const id = inserted.rows[0].id;
    await insertLines(tx, id, data);
    step(data.lines.length);
    await insertStops(tx, id, data);
    step(data.stops.length);
    await insertRoutes(tx, id, data);
    step(data.routes.length);
    await insertShapes(tx, id, shapes, step);
    await insertServices(tx, id, data);
    step(data.services.length);
    await insertTrips(tx, id, data);
    step(data.trips.length);
    const st = data.stopTimes;
    for (let from = 0; from < st.length; from += STOP_TIME_BATCH) {
      const to = Math.min(st.length, from + STOP_TIME_BATCH);
      const columns = [id, numberArray(st.trip, from, to), numberArray(st.sequence, from, to), numberArray(st.stop, from, to),
        numberArray(st.arrival, from, to), numberArray(st.departure, from, to), numberArray(st.km, from, to), textArray(st.platform, from, to)];
      // Most rows board and alight normally: a batch without exceptions leaves the two columns to
      // their default 0 (measured: the two extra arrays cost PGlite about a tenth of the write).
      if (hasAccessRules(st, from, to)) {
        await tx.query(
          `INSERT INTO timetable_stop_times (version_id, trip_idx, seq, stop_idx, arrival, departure, km, platform, pickup, drop_off)
           SELECT $1::bigint, * FROM unnest($2::int[], $3::int[], $4::int[], $5::int[], $6::int[], $7::float8[], $8::text[], $9::int2[], $10::int2[])`,
          [...columns, numberArray(st.pickup, from, to), numberArray(st.dropOff, from, to)],
        );
      } else {
        await tx.query(
          `INSERT INTO timetable_stop_times (version_id, trip_idx, seq, stop_idx, arrival, departure, km, platform)
           SELECT $1::bigint, * FROM unnest($2::int[], $3::int[], $4::int[], $5::int[], $6::int[], $7::float8[], $8::text[])`,
          columns,
        );
      }
      step(to - from);
    }
    return versionFromRow(inserted.rows[0]);
  });
  // Fresh statistics, so the planner reads a day's stop times by index (PGlite has no autovacuum).
  await db.query('ANALYZE timetable_trips, timetable_stop_times').catch(() => undefined);
  return version;
}

/** True when a stop time in [from, to) has a pickup or drop-off other than regular (0). */
function hasAccessRules(st: TimetableData['stopTimes'], from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (st.pickup[i] !== 0 || st.dropOff[i] !== 0) return true;
  return false;
}

const indexes = (n: number) => numbers(Array.from({ length: n }, (_, i) => i));

async function insertLines(tx: Queryable, id: string, data: TimetableData): Promise<void> {
  const l = data.lines;
  await tx.query(
    `INSERT INTO timetable_lines (version_id, idx, line_id, line_number, name, color, text_color, product, network)
     SELECT $1::bigint, * FROM unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[])`,
    [id, indexes(l.length), textArray(l.map((x) => x.id)), textArray(l.map((x) => x.lineNumber)), textArray(l.map((x) => x.name)),
      textArray(l.map((x) => x.color)), textArray(l.map((x) => x.textColor)), textArray(l.map((x) => x.product)), textArray(l.map((x) => x.network))],
  );
}

async function insertStops(tx: Queryable, id: string, data: TimetableData): Promise<void> {
  const s = data.stops;
  await tx.query(
    `INSERT INTO timetable_stops (version_id, idx, stop_id, name, lat, lon, station_id)
     SELECT $1::bigint, * FROM unnest($2::int[], $3::text[], $4::text[], $5::float8[], $6::float8[], $7::text[])`,
    [id, indexes(s.length), textArray(s.map((x) => x.id)), textArray(s.map((x) => x.name)), numbers(s.map((x) => x.lat)),
      numbers(s.map((x) => x.lon)), textArray(s.map((x) => x.stationId))],
  );
}

async function insertRoutes(tx: Queryable, id: string, data: TimetableData): Promise<void> {
  const r = data.routes;
  await tx.query(
    `INSERT INTO timetable_routes (version_id, idx, route_id, line_id, direction, name, stop_ids, km, shape_id, shape_km)
     SELECT $1::bigint, idx, route_id, line_id, direction, name, stop_ids::text[], km::float8[], shape_id, shape_km::float8[]
     FROM unnest($2::int[], $3::text[], $4::text[], $5::int[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[])
       AS u (idx, route_id, line_id, direction, name, stop_ids, km, shape_id, shape_km)`,
    [id, indexes(r.length), textArray(r.map((x) => x.id)), textArray(r.map((x) => x.lineId)), numbers(r.map((x) => x.direction)),
      textArray(r.map((x) => x.name)), nestedArray(r.map((x) => x.stopIds)), nestedArray(r.map((x) => x.km)),
      textArray(r.map((x) => x.shapeId ?? null)), textArray(r.map((x) => (x.shapeKm ? numbers(x.shapeKm) : null)))],
  );
}

/** One row per shape, its points as two float8[] (docs/timetable.md); statements of whole shapes up to SHAPE_POINT_BATCH points. */
async function insertShapes(tx: Queryable, id: string, shapes: NonNullable<TimetableData['shapes']>, step: (n: number) => void): Promise<void> {
  const list = (values: ArrayLike<number>) => `{${Array.prototype.join.call(values, ',')}}`;
  for (let from = 0; from < shapes.length;) {
    let to = from;
    for (let points = 0; to < shapes.length && (to === from || points + shapes[to].lat.length <= SHAPE_POINT_BATCH); to++) points += shapes[to].lat.length;
    const batch = shapes.slice(from, to);
    await tx.query(
      `INSERT INTO timetable_shapes (version_id, idx, shape_id, lat, lon)
       SELECT $1::bigint, idx, shape_id, lat::float8[], lon::float8[]
       FROM unnest($2::int[], $3::text[], $4::text[], $5::text[]) AS u (idx, shape_id, lat, lon)`,
      [id, numbers(batch.map((_, k) => from + k)), textArray(batch.map((s) => s.id)), textArray(batch.map((s) => list(s.lat))),
        textArray(batch.map((s) => list(s.lon)))],
    );
    step(to - from);
    from = to;
  }
}

async function insertServices(tx: Queryable, id: string, data: TimetableData): Promise<void> {
  const s = data.services;
  await tx.query(
    `INSERT INTO timetable_services (version_id, idx, service_id, weekdays, start_date, end_date, added, removed)
     SELECT $1::bigint, idx, service_id, weekdays, start_date, end_date, added::date[], removed::date[]
     FROM unnest($2::int[], $3::text[], $4::int[], $5::date[], $6::date[], $7::text[], $8::text[])
       AS u (idx, service_id, weekdays, start_date, end_date, added, removed)`,
    [id, indexes(s.length), textArray(s.map((x) => x.id)), numbers(s.map((x) => x.weekdays)), textArray(s.map((x) => x.startDate)),
      textArray(s.map((x) => x.endDate)), nestedArray(s.map((x) => x.added)), nestedArray(s.map((x) => x.removed))],
  );
}

async function insertTrips(tx: Queryable, id: string, data: TimetableData): Promise<void> {
  const st = data.stopTimes;
  // First departure and last arrival of each trip, from its rows (sorted by trip, then sequence).
  const firstDeparture = new Array<number>(data.trips.length).fill(0);
  const lastArrival = new Array<number>(data.trips.length).fill(0);
  for (let i = st.length - 1; i >= 0; i--) firstDeparture[st.trip[i]] = st.departure[i];
  for (let i = 0; i < st.length; i++) lastArrival[st.trip[i]] = st.arrival[i];
  for (let from = 0; from < data.trips.length; from += STOP_TIME_BATCH) {
    const to = Math.min(data.trips.length, from + STOP_TIME_BATCH);
    const t = data.trips.slice(from, to);
    await tx.query(
      `INSERT INTO timetable_trips (version_id, idx, trip_id, service_id, line_id, route_id, direction, train_number, headsign,
         vehicle_type, vehicle_count, circulation_id, circulation_seq, first_departure, last_arrival)
       SELECT $1::bigint, * FROM unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[], $8::text[], $9::text[],
         $10::text[], $11::int[], $12::text[], $13::int[], $14::int[], $15::int[])`,
      [id, numbers(t.map((_, k) => from + k)), textArray(t.map((x) => x.id)), textArray(t.map((x) => x.serviceId)), textArray(t.map((x) => x.lineId)),
        textArray(t.map((x) => x.routeId)), numbers(t.map((x) => x.direction)), textArray(t.map((x) => x.trainNumber)), textArray(t.map((x) => x.headsign)),
        textArray(t.map((x) => x.vehicleType)), numbers(t.map((x) => x.vehicleCount)), textArray(t.map((x) => x.circulationId)),
        numbers(t.map((x) => x.circulationSeq)), numbers(firstDeparture.slice(from, to)), numbers(lastArrival.slice(from, to))],
    );
  }
}
