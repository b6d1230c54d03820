/**
 * writeTimetableVersion: a TimetableData as a new timetable version, all or nothing for anyone
 * looking, without holding up the server. The version row is written first with status
 * 'importing' (no list, activation or live day sees it), then every table in short statements
 * (STATEMENT_ROWS, STATEMENT_MS), each its own transaction, with a turn of the event loop between
 * them; a last single UPDATE makes the version 'imported'. On PGlite (one connection, on the main
 * thread) a long transaction would stop every other query and request until it commits: measured
 * with 600,000 stop times in one transaction, the server answered nothing for 5-6 s. A failed or
 * aborted write deletes its rows again (deleteVersionRows); what a crash leaves behind is removed
 * at the next start (removePartialImports). Every table is filled with
 * `INSERT … SELECT FROM unnest(arrays)`, one array parameter per column.
 */
import type { TimetableVersion } from '../../../src/shared/operations/types';
import type { Database, Queryable } from '../../db/types';
import type { TimetableData } from '../types';
import { nestedArray, numberArray, numbers, textArray } from './sqlArrays';
import { versionFromRow, VERSION_COLUMNS, type VersionRow } from './versionRow';
import { deleteTransferConnections, insertTransfers, writeTransferConnections, type TransferConnectionsResult } from './transferConnections';

/**
 * Stop times in the first statement. PGlite: every other query waits for a running statement, so
 * one must stay short; PostgreSQL: statements run on their own connection and block nobody, larger
 * ones save round trips. Wider rows start smaller: stops half, trips a quarter, routes (with
 * arrays) an eighth.
 */
export const STATEMENT_ROWS: Record<Database['kind'], number> = { pglite: 3_000, postgres: 20_000 };

/**
 * PGlite: the time one statement may take; the rows of the next statement are scaled to it from
 * the last one's time (between an eighth and twice the first size), so a loaded machine gets
 * smaller statements instead of longer waits (3,000 stop times took 25-50 ms on the 2-core
 * development machine, over 100 ms when other test runs were busy on it). PostgreSQL: fixed size.
 */
export const STATEMENT_MS: Record<Database['kind'], number | null> = { pglite: 25, postgres: null };

/** Shape points in the first shapes statement, per stop time of STATEMENT_ROWS (a shape is one row of two arrays). */
const SHAPE_POINTS_PER_ROW = 5;

/** Lets pending I/O (requests, their queries) run before the next statement of an import. */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface WriteProgress {
  /** Rows written so far, of all tables. */
  rows: number;
  totalRows: number;
}

export interface WriteOptions {
  importedBy: string;
  onProgress?: (progress: WriteProgress) => void;
  /** Aborting stops the write between two statements and deletes what was written (server shutdown). */
  signal?: AbortSignal;
  /** Stop times in the first statement (default STATEMENT_ROWS of the database). */
  statementRows?: number;
  /** Target time per statement in ms, null: fixed size (default STATEMENT_MS of the database). */
  statementMs?: number | null;
  /** The connection configurations made from transfers.txt (not called when the feed has none or the resource is absent). */
  onTransferConnections?: (result: TransferConnectionsResult) => void;
}

export function timetableStats(data: TimetableData): TimetableVersion['stats'] {
  const circulations = new Set(data.trips.map((t) => t.circulationId).filter((c) => c !== null)).size;
  return { lines: data.lines.length, routes: data.routes.length, stops: data.stops.length, trips: data.trips.length, stopTimes: data.stopTimes.length, circulations };
}

/**
 * The size of the next statement: starts at `initial` (rows or shape points); with a target time,
 * each next size is scaled by how long the last statement took, between an eighth and twice the
 * initial size.
 */
class StatementSize {
  private size: number;
  private readonly min: number;
  private readonly max: number;

  constructor(initial: number, private readonly targetMs: number | null) {
    this.size = Math.max(1, initial);
    this.min = Math.max(1, initial >> 3);
    this.max = Math.max(1, initial * 2);
  }

  get next(): number {
    return this.size;
  }

  took(amount: number, ms: number): void {
    if (this.targetMs !== null && ms > 0) this.size = Math.min(this.max, Math.max(this.min, Math.round((amount * this.targetMs) / ms)));
  }
}

/** Calls before(), then write(from, to), for consecutive ranges of `total` rows, sized by StatementSize. */
async function inBatches(
  total: number, initial: number, targetMs: number | null, before: () => Promise<void>, write: (from: number, to: number) => Promise<void>,
): Promise<void> {
  const size = new StatementSize(initial, targetMs);
  for (let from = 0; from < total;) {
    const to = Math.min(total, from + size.next);
    await before();
    const started = performance.now();
    await write(from, to);
    size.took(to - from, performance.now() - started);
    from = to;
  }
}

export async function writeTimetableVersion(db: Database, data: TimetableData, options: WriteOptions): Promise<TimetableVersion> {
  const stats = timetableStats(data);
  const size = options.statementRows ?? STATEMENT_ROWS[db.kind];
  const targetMs = options.statementMs === undefined ? STATEMENT_MS[db.kind] : options.statementMs;
  const shapes = data.shapes ?? [];
  const transfers = data.transfers ?? [];
  const totalRows = data.lines.length + data.stops.length + data.routes.length + shapes.length + data.services.length + data.trips.length + data.stopTimes.length + transfers.length;
  let rows = 0;
  // Before each statement: stop when aborted, and let waiting requests go first.
  const next = async () => {
    options.signal?.throwIfAborted();
    await yieldToEventLoop();
    options.signal?.throwIfAborted();
  };
  const step = (n: number) => {
    rows += n;
    options.onProgress?.({ rows, totalRows });
  };

  options.signal?.throwIfAborted();
  const inserted = await db.query<{ id: string }>(
    `INSERT INTO timetable_versions (name, source, status, valid_from, valid_to, imported_by, stats, time_zone)
     VALUES ($1, $2, 'importing', $3, $4, $5, $6, $7) RETURNING id::text AS id`,
    [data.name, data.source, data.validFrom, data.validTo, options.importedBy, JSON.stringify(stats), data.timeZone || null],
  );
  const id = inserted.rows[0].id;
  let ready: VersionRow;
  try {
    await next();
    await insertLines(db, id, data);
    step(data.lines.length);
    await inBatches(data.stops.length, Math.max(1, size >> 1), targetMs, next, async (from, to) => {
      await insertStops(db, id, data, from, to);
      step(to - from);
    });
    await inBatches(data.routes.length, Math.max(1, size >> 3), targetMs, next, async (from, to) => {
      await insertRoutes(db, id, data, from, to);
      step(to - from);
    });
    await insertShapes(db, id, shapes, new StatementSize(size * SHAPE_POINTS_PER_ROW, targetMs), next, step);
    await next();
    await insertServices(db, id, data);
    step(data.services.length);
    const { firstDeparture, lastArrival } = tripEnds(data);
    await inBatches(data.trips.length, Math.max(1, size >> 2), targetMs, next, async (from, to) => {
      await insertTrips(db, id, data, from, to, firstDeparture, lastArrival);
      step(to - from);
    });
    const st = data.stopTimes;
    await inBatches(st.length, size, targetMs, next, async (from, to) => {
      const columns = [id, numberArray(st.trip, from, to), numberArray(st.sequence, from, to), numberArray(st.stop, from, to),
        numberArray(st.arrival, from, to), numberArray(st.departure, from, to), numberArray(st.km, from, to), textArray(st.platform, from, to)];
      // Most rows board and alight normally: a batch without exceptions leaves the two columns to
      // their default 0 (measured: the two extra arrays cost PGlite about a tenth of the write).
      if (hasAccessRules(st, from, to)) {
        await db.query(
          `INSERT INTO timetable_stop_times (version_id, trip_idx, seq, stop_idx, arrival, departure, km, platform, pickup, drop_off)
           SELECT $1::bigint, * FROM unnest($2::int[], $3::int[], $4::int[], $5::int[], $6::int[], $7::float8[], $8::text[], $9::int2[], $10::int2[])`,
          [...columns, numberArray(st.pickup, from, to), numberArray(st.dropOff, from, to)],
        );
      } else {
        await db.query(
          `INSERT INTO timetable_stop_times (version_id, trip_idx, seq, stop_idx, arrival, departure, km, platform)
           SELECT $1::bigint, * FROM unnest($2::int[], $3::int[], $4::int[], $5::int[], $6::int[], $7::float8[], $8::text[])`,
          columns,
        );
      }
      step(to - from);
    });
    await inBatches(transfers.length, Math.max(1, size >> 2), targetMs, next, async (from, to) => {
      await insertTransfers(db, id, data, from, to);
      step(to - from);
    });
    const connections = await writeTransferConnections(db, id, data, options.importedBy, Math.max(1, size >> 3), next);
    if (connections) options.onTransferConnections?.(connections);
    await next();
    // The one statement that makes the whole version visible.
    const r = await db.query<VersionRow>(
      `UPDATE timetable_versions SET status = 'imported' WHERE id = $1 AND status = 'importing' RETURNING ${VERSION_COLUMNS}`, [id]);
    if (!r.rows[0]) throw new Error(`timetable version ${id} was removed while it was written`);
    ready = r.rows[0];
  } catch (error) {
    // The start-up clean-up removes the rows if even this fails (e.g. the database went away).
    await deleteVersionRows(db, id, size).catch(() => undefined);
    throw error;
  }
  await analyzeTimetable(db);
  return versionFromRow(ready);
}

/**
 * Fresh planner statistics, so a day's stop times are read by index (PGlite has no autovacuum;
 * without them PostgreSQL sorted a day's stop times on disk). On PGlite ANALYZE runs on the main
 * thread: with the default statistics target it took ~170-260 ms for 600,000 stop times, with 10
 * (a sample of 3,000 rows, whatever the table's size) ~25 ms. PostgreSQL analyses on its own
 * connection, blocking nobody, with its default target.
 */
async function analyzeTimetable(db: Database): Promise<void> {
  const analyze = db.kind === 'pglite'
    ? db.transaction(async (tx) => {
      await tx.query('SET LOCAL default_statistics_target = 10');
      await tx.query('ANALYZE timetable_trips');
      await tx.query('ANALYZE timetable_stop_times');
    })
    : db.query('ANALYZE timetable_trips, timetable_stop_times');
  await analyze.catch(() => undefined);
}

/** Tables with rows of a version, children first (stop times have no foreign key to their version). */
const VERSION_TABLES = [
  'timetable_transfers', 'timetable_stop_times', 'timetable_trips', 'timetable_shapes', 'timetable_routes', 'timetable_stops', 'timetable_services', 'timetable_lines',
];

/**
 * Deletes a version and its rows in short statements of at most `size` rows each (a single DELETE
 * of 600,000 stop times would stop PGlite for seconds), then the version row.
 */
export async function deleteVersionRows(db: Database, id: string, size = STATEMENT_ROWS[db.kind]): Promise<void> {
  // The connections its transfers.txt made (a resource table, so no foreign key to the version).
  await deleteTransferConnections(db, id);
  for (const table of VERSION_TABLES) {
    for (;;) {
      await yieldToEventLoop();
      const r = await db.query(
        `DELETE FROM ${table} WHERE ctid = ANY(ARRAY(SELECT ctid FROM ${table} WHERE version_id = $1 LIMIT $2))`, [id, size]);
      if (r.rowCount < size) break;
    }
  }
  await db.query('DELETE FROM timetable_versions WHERE id = $1', [id]);
}

export interface CleanUpLog {
  info(obj: object, msg: string): void;
}

/**
 * At start: removes versions left 'importing' by a server that stopped in the middle of an import
 * (crash, kill). Assumes one server per database, as the import jobs (in memory) do.
 */
export async function removePartialImports(db: Database, log?: CleanUpLog): Promise<string[]> {
  const r = await db.query<{ id: string }>(`SELECT id::text AS id FROM timetable_versions WHERE status = 'importing' ORDER BY id`);
  for (const { id } of r.rows) {
    await deleteVersionRows(db, id);
    log?.info({ versionId: id }, 'partial timetable import removed');
  }
  return r.rows.map((x) => x.id);
}

/** True when a stop time in [from, to) has a pickup or drop-off other than regular (0). */
function hasAccessRules(st: TimetableData['stopTimes'], from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (st.pickup[i] !== 0 || st.dropOff[i] !== 0) return true;
  return false;
}

const indexes = (from: number, to: number) => numbers(Array.from({ length: to - from }, (_, i) => from + i));

async function insertLines(tx: Queryable, id: string, data: TimetableData): Promise<void> {
  const l = data.lines;
  await tx.query(
    `INSERT INTO timetable_lines (version_id, idx, line_id, line_number, name, color, text_color, product, network)
     SELECT $1::bigint, * FROM unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[])`,
    [id, indexes(0, l.length), textArray(l.map((x) => x.id)), textArray(l.map((x) => x.lineNumber)), textArray(l.map((x) => x.name)),
      textArray(l.map((x) => x.color)), textArray(l.map((x) => x.textColor)), textArray(l.map((x) => x.product)), textArray(l.map((x) => x.network))],
  );
}

async function insertStops(tx: Queryable, id: string, data: TimetableData, from: number, to: number): Promise<void> {
  const s = data.stops.slice(from, to);
  await tx.query(
    `INSERT INTO timetable_stops (version_id, idx, stop_id, name, lat, lon, station_id)
     SELECT $1::bigint, * FROM unnest($2::int[], $3::text[], $4::text[], $5::float8[], $6::float8[], $7::text[])`,
    [id, indexes(from, to), textArray(s.map((x) => x.id)), textArray(s.map((x) => x.name)), numbers(s.map((x) => x.lat)),
      numbers(s.map((x) => x.lon)), textArray(s.map((x) => x.stationId))],
  );
}

async function insertRoutes(tx: Queryable, id: string, data: TimetableData, from: number, to: number): Promise<void> {
  const r = data.routes.slice(from, to);
  await tx.query(
    `INSERT INTO timetable_routes (version_id, idx, route_id, line_id, direction, name, stop_ids, km, shape_id, shape_km)
     SELECT $1::bigint, idx, route_id, line_id, direction, name, stop_ids::text[], km::float8[], shape_id, shape_km::float8[]
     FROM unnest($2::int[], $3::text[], $4::text[], $5::int[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[])
       AS u (idx, route_id, line_id, direction, name, stop_ids, km, shape_id, shape_km)`,
    [id, indexes(from, to), textArray(r.map((x) => x.id)), textArray(r.map((x) => x.lineId)), numbers(r.map((x) => x.direction)),
      textArray(r.map((x) => x.name)), nestedArray(r.map((x) => x.stopIds)), nestedArray(r.map((x) => x.km)),
      textArray(r.map((x) => x.shapeId ?? null)), textArray(r.map((x) => (x.shapeKm ? numbers(x.shapeKm) : null)))],
  );
}

/**
 * One row per shape, its points as two float8[] (docs/timetable.md); each statement holds whole
 * shapes up to the points `size` allows (at least one shape), each after before().
 */
async function insertShapes(
  tx: Queryable, id: string, shapes: NonNullable<TimetableData['shapes']>, size: StatementSize, before: () => Promise<void>, step: (n: number) => void,
): Promise<void> {
  const list = (values: ArrayLike<number>) => `{${Array.prototype.join.call(values, ',')}}`;
  for (let from = 0; from < shapes.length;) {
    let to = from;
    let points = 0;
    for (; to < shapes.length && (to === from || points + shapes[to].lat.length <= size.next); to++) points += shapes[to].lat.length;
    const batch = shapes.slice(from, to);
    await before();
    const started = performance.now();
    await tx.query(
      `INSERT INTO timetable_shapes (version_id, idx, shape_id, lat, lon)
       SELECT $1::bigint, idx, shape_id, lat::float8[], lon::float8[]
       FROM unnest($2::int[], $3::text[], $4::text[], $5::text[]) AS u (idx, shape_id, lat, lon)`,
      [id, indexes(from, to), textArray(batch.map((s) => s.id)), textArray(batch.map((s) => list(s.lat))), textArray(batch.map((s) => list(s.lon)))],
    );
    size.took(points, performance.now() - started);
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
    [id, indexes(0, s.length), textArray(s.map((x) => x.id)), numbers(s.map((x) => x.weekdays)), textArray(s.map((x) => x.startDate)),
      textArray(s.map((x) => x.endDate)), nestedArray(s.map((x) => x.added)), nestedArray(s.map((x) => x.removed))],
  );
}

/** First departure and last arrival of each trip, from its rows (sorted by trip, then sequence). */
function tripEnds(data: TimetableData): { firstDeparture: number[]; lastArrival: number[] } {
  const st = data.stopTimes;
  const firstDeparture = new Array<number>(data.trips.length).fill(0);
  const lastArrival = new Array<number>(data.trips.length).fill(0);
  for (let i = st.length - 1; i >= 0; i--) firstDeparture[st.trip[i]] = st.departure[i];
  for (let i = 0; i < st.length; i++) lastArrival[st.trip[i]] = st.arrival[i];
  return { firstDeparture, lastArrival };
}

async function insertTrips(
  tx: Queryable, id: string, data: TimetableData, from: number, to: number, firstDeparture: number[], lastArrival: number[],
): Promise<void> {
  const t = data.trips.slice(from, to);
  await tx.query(
    `INSERT INTO timetable_trips (version_id, idx, trip_id, service_id, line_id, route_id, direction, train_number, headsign,
       vehicle_type, vehicle_count, circulation_id, circulation_seq, first_departure, last_arrival)
     SELECT $1::bigint, * FROM unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[], $8::text[], $9::text[],
       $10::text[], $11::int[], $12::text[], $13::int[], $14::int[], $15::int[])`,
    [id, indexes(from, to), textArray(t.map((x) => x.id)), textArray(t.map((x) => x.serviceId)), textArray(t.map((x) => x.lineId)),
      textArray(t.map((x) => x.routeId)), numbers(t.map((x) => x.direction)), textArray(t.map((x) => x.trainNumber)), textArray(t.map((x) => x.headsign)),
      textArray(t.map((x) => x.vehicleType)), numbers(t.map((x) => x.vehicleCount)), textArray(t.map((x) => x.circulationId)),
      numbers(t.map((x) => x.circulationSeq)), numbers(firstDeparture.slice(from, to)), numbers(lastArrival.slice(from, to))],
  );
}
