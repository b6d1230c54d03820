/**
 * Deterministic GTFS feeds for tests and benches: a small regional network with as many stop
 * times as asked for, written as a zip Buffer, plus broken variants that each carry the problem
 * the reader must report (file, line, code).
 */
import { crc32, deflateRawSync } from 'node:zlib';

export interface Table {
  header: string[];
  rows: string[][];
}

export type GtfsTables = Record<string, Table>;

export interface FeedOptions {
  /** Total stop times (default 200). Trips have `stopsPerTrip` stops; the last one may be shorter. */
  stopTimes?: number;
  stopsPerTrip?: number;
  /** Number of stops in stops.txt (default 120). */
  stops?: number;
  /** Write stop_times.txt with the trips interleaved (still valid GTFS, exercises sorting). */
  shuffleStopTimes?: boolean;
  /**
   * Write shapes.txt (default false): SHAPE_VARIANTS shapes per route, each curving between the
   * stops with SHAPE_POINTS_PER_SEGMENT points per stop-to-stop segment and shape_dist_traveled in
   * metres; trips refer to them by shape_id. stop_times.txt has no distances, so km are derived.
   */
  shapes?: boolean;
}

export const SHAPE_VARIANTS = 10;
export const SHAPE_POINTS_PER_SEGMENT = 10;

const ROUTES = 8;

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

function gtfsTime(seconds: number): string {
  return `${pad(Math.floor(seconds / 3600), 2)}:${pad(Math.floor((seconds % 3600) / 60), 2)}:${pad(seconds % 60, 2)}`;
}

/** Running time between stops of trip t after stop k, 90-269 s, deterministic. */
function runSeconds(t: number, k: number): number {
  return 90 + ((t * 31 + k * 17) % 180);
}

export const DWELL_SECONDS = 30;

/** First departure of trip t: from 04:00 in 7-minute steps, wrapping after 21 h, so late trips run past 24:00. */
export function tripStart(t: number): number {
  return 4 * 3600 + ((t * 7 * 60) % (21 * 3600));
}

export function generateGtfsTables(options: FeedOptions = {}): GtfsTables {
  const total = options.stopTimes ?? 200;
  const perTrip = options.stopsPerTrip ?? 20;
  const stopCount = options.stops ?? 120;
  const tripCount = Math.ceil(total / perTrip);

  const stops: Table = { header: ['stop_id', 'stop_name', 'stop_lat', 'stop_lon', 'location_type', 'platform_code'], rows: [] };
  for (let i = 0; i < stopCount; i++) {
    // Every tenth name has a comma and quotes, so writing and reading must quote correctly.
    const name = i % 10 === 0 ? `Halt ${i}, "Bahnhof"` : `Halt ${i}`;
    stops.rows.push([`S${pad(i, 5)}`, name, (46.4 + i * 0.001).toFixed(6), (11.3 + i * 0.0013).toFixed(6), '0', String((i % 3) + 1)]);
  }
  const routes: Table = { header: ['route_id', 'agency_id', 'route_short_name', 'route_long_name', 'route_type'], rows: [] };
  for (let r = 0; r < ROUTES; r++) routes.rows.push([`R${r + 1}`, 'LST', `S${r + 1}`, `Linie ${r + 1}`, r % 2 === 0 ? '0' : '2']);

  const trips: Table = { header: ['route_id', 'service_id', 'trip_id', 'trip_headsign', 'direction_id', 'block_id'], rows: [] };
  const stopTimes: Table = { header: ['trip_id', 'arrival_time', 'departure_time', 'stop_id', 'stop_sequence'], rows: [] };
  const shapes: Table = { header: ['shape_id', 'shape_pt_lat', 'shape_pt_lon', 'shape_pt_sequence', 'shape_dist_traveled'], rows: [] };
  const shapeIds = new Set<string>();
  if (options.shapes) trips.header.push('shape_id');
  for (let t = 0; t < tripCount; t++) {
    const tripId = `T${pad(t, 7)}`;
    const route = t % ROUTES;
    trips.rows.push([`R${route + 1}`, t % 5 === 4 ? 'WE' : 'WD', tripId, `Ziel ${route + 1}`, String(t % 2), `B${t % 40}`]);
    if (options.shapes) {
      const shapeId = `SH${route + 1}-${t % 2}-${Math.floor(t / ROUTES) % SHAPE_VARIANTS}`;
      trips.rows[trips.rows.length - 1].push(shapeId);
      if (!shapeIds.has(shapeId)) {
        shapeIds.add(shapeId);
        const order = Array.from({ length: perTrip }, (_, k) => (route * 13 + (t % 2 === 0 ? k : perTrip - 1 - k)) % stopCount);
        shapes.rows.push(...curvedShape(shapeId, order.map((i) => stops.rows[i]), Math.floor(t / ROUTES) % SHAPE_VARIANTS));
      }
    }
    const count = Math.min(perTrip, total - t * perTrip);
    let clock = tripStart(t);
    for (let k = 0; k < count; k++) {
      const stop = (route * 13 + (t % 2 === 0 ? k : count - 1 - k)) % stopCount;
      const arrival = clock;
      const departure = k === 0 || k === count - 1 ? arrival : arrival + DWELL_SECONDS;
      stopTimes.rows.push([tripId, gtfsTime(arrival), gtfsTime(departure), `S${pad(stop, 5)}`, String((k + 1) * 10)]);
      clock = departure + runSeconds(t, k);
    }
  }
  if (options.shuffleStopTimes) {
    // Deterministic interleave: rows sorted by (sequence, trip) instead of (trip, sequence).
    stopTimes.rows.sort((a, b) => Number(a[4]) - Number(b[4]) || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  }

  return {
    'agency.txt': {
      header: ['agency_id', 'agency_name', 'agency_url', 'agency_timezone', 'agency_lang'],
      rows: [['LST', 'Leitstelle Regionalbahn', 'https://example.org', 'Europe/Rome', 'de']],
    },
    'stops.txt': stops,
    'routes.txt': routes,
    'trips.txt': trips,
    'stop_times.txt': stopTimes,
    'calendar.txt': {
      header: ['service_id', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'start_date', 'end_date'],
      rows: [
        ['WD', '1', '1', '1', '1', '1', '0', '0', '20260101', '20261231'],
        ['WE', '0', '0', '0', '0', '0', '1', '1', '20260101', '20261231'],
      ],
    },
    'calendar_dates.txt': {
      header: ['service_id', 'date', 'exception_type'],
      rows: [
        ['WD', '20261225', '2'],
        ['WE', '20261225', '1'],
      ],
    },
    // Not read by the importer: must be ignored.
    'feed_info.txt': {
      header: ['feed_publisher_name', 'feed_publisher_url', 'feed_lang'],
      rows: [['Leitstelle', 'https://example.org', 'de']],
    },
    ...(options.shapes ? { 'shapes.txt': shapes } : {}),
  };
}

/**
 * shapes.txt rows through the stops (rows of stops.txt) with SHAPE_POINTS_PER_SEGMENT points per
 * segment that bow sideways (about 50 to 100 m, by variant), shape_dist_traveled in metres.
 */
function curvedShape(shapeId: string, stops: string[][], variant: number): string[][] {
  const rows: string[][] = [];
  let metres = 0;
  let previous: [number, number] | null = null;
  const bow = 0.0005 * (1 + variant / SHAPE_VARIANTS);
  for (let k = 0; k < stops.length; k++) {
    const [lat0, lon0] = [Number(stops[k][2]), Number(stops[k][3])];
    const steps = k === stops.length - 1 ? 1 : SHAPE_POINTS_PER_SEGMENT;
    const [lat1, lon1] = k === stops.length - 1 ? [lat0, lon0] : [Number(stops[k + 1][2]), Number(stops[k + 1][3])];
    for (let j = 0; j < steps; j++) {
      const f = j / SHAPE_POINTS_PER_SEGMENT;
      const side = Math.sin(Math.PI * f) * bow;
      const point: [number, number] = [lat0 + f * (lat1 - lat0) + side, lon0 + f * (lon1 - lon0) - side];
      if (previous) metres += approxMetres(previous, point);
      previous = point;
      rows.push([shapeId, point[0].toFixed(6), point[1].toFixed(6), String(rows.length + 1), metres.toFixed(1)]);
    }
  }
  return rows;
}

/** Equirectangular distance in metres (enough for the generated shapes' distances). */
function approxMetres(a: [number, number], b: [number, number]): number {
  const rad = Math.PI / 180;
  const x = (b[1] - a[1]) * rad * Math.cos(((a[0] + b[0]) / 2) * rad);
  const y = (b[0] - a[0]) * rad;
  return Math.hypot(x, y) * 6_371_000;
}

function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export interface WriteOptions {
  /** Start every file with a UTF-8 byte order mark. */
  bom?: boolean;
  /** Line ends \r\n instead of \n. */
  crlf?: boolean;
}

export function tableToCsv(table: Table, options: WriteOptions = {}): string {
  const eol = options.crlf ? '\r\n' : '\n';
  const lines = [table.header, ...table.rows].map((row) => row.map(csvField).join(','));
  return (options.bom ? '\ufeff' : '') + lines.join(eol) + eol;
}

/** A zip archive (deflate) of the given files; `folder` puts them one level down, as some exporters do. */
export function zipFiles(files: Record<string, string | Buffer>, folder = ''): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [fileName, content] of Object.entries(files)) {
    const name = Buffer.from(folder + fileName, 'utf8');
    const data = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
    const packed = deflateRawSync(data);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(0, 10); // time
    local.writeUInt16LE(0x5c21, 12); // date 2026-01-01
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(0, 12);
    central.writeUInt16LE(0x5c21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export function tablesToZip(tables: GtfsTables, options: WriteOptions & { folder?: string } = {}): Buffer {
  const files: Record<string, string> = {};
  for (const [name, table] of Object.entries(tables)) files[name] = tableToCsv(table, options);
  return zipFiles(files, options.folder);
}

/** The tables as a zip, with one file's content replaced by raw text or bytes (broken CSV, other encodings). */
export function zipWithFile(tables: GtfsTables, file: string, content: string | Buffer): Buffer {
  const files: Record<string, string | Buffer> = {};
  for (const [name, table] of Object.entries(tables)) files[name] = tableToCsv(table);
  files[file] = content;
  return zipFiles(files);
}

/** A valid generated feed as a zip Buffer. */
export function generateGtfsFeed(options: FeedOptions & WriteOptions = {}): Buffer {
  return tablesToZip(generateGtfsTables(options), options);
}

export interface ExpectedProblem {
  code: string;
  file: string | null;
  line: number | null;
  column?: string;
}

export interface BrokenVariant {
  name: string;
  /** Breaks the tables in place. */
  mutate(tables: GtfsTables): void;
  expect: ExpectedProblem;
}

/** Row index i of a table is line i + 2 of its file (line 1 = header). */
const lineOf = (rowIndex: number) => rowIndex + 2;

function setCell(table: Table, rowIndex: number, column: string, value: string): void {
  const c = table.header.indexOf(column);
  table.rows[rowIndex][c] = value;
}

/** Broken variants of the default feed (200 stop times, 10 trips of 20 stops). */
export const BROKEN_VARIANTS: BrokenVariant[] = [
  {
    name: 'missing stops.txt',
    mutate: (t) => delete t['stops.txt'],
    expect: { code: 'missingFile', file: 'stops.txt', line: null },
  },
  {
    name: 'no calendar at all',
    mutate: (t) => {
      delete t['calendar.txt'];
      delete t['calendar_dates.txt'];
    },
    expect: { code: 'missingCalendar', file: null, line: null },
  },
  {
    name: 'missing column service_id in trips.txt',
    mutate: (t) => {
      t['trips.txt'].header[1] = 'service';
    },
    expect: { code: 'missingColumn', file: 'trips.txt', line: 1, column: 'service_id' },
  },
  {
    name: 'unknown stop_id in stop_times.txt',
    mutate: (t) => setCell(t['stop_times.txt'], 57, 'stop_id', 'NOPE'),
    expect: { code: 'unknownReference', file: 'stop_times.txt', line: lineOf(57), column: 'stop_id' },
  },
  {
    name: 'unknown trip_id in stop_times.txt',
    mutate: (t) => setCell(t['stop_times.txt'], 3, 'trip_id', 'T9999999'),
    expect: { code: 'unknownReference', file: 'stop_times.txt', line: lineOf(3), column: 'trip_id' },
  },
  {
    name: 'unknown route_id in trips.txt',
    mutate: (t) => setCell(t['trips.txt'], 4, 'route_id', 'R99'),
    expect: { code: 'unknownReference', file: 'trips.txt', line: lineOf(4), column: 'route_id' },
  },
  {
    name: 'unknown service_id in trips.txt',
    mutate: (t) => setCell(t['trips.txt'], 6, 'service_id', 'HOLIDAY'),
    expect: { code: 'unknownReference', file: 'trips.txt', line: lineOf(6), column: 'service_id' },
  },
  {
    name: 'bad time (minutes 60)',
    mutate: (t) => {
      const row = t['stop_times.txt'].rows[101];
      row[1] = row[1].slice(0, 3) + '60' + row[1].slice(5);
    },
    expect: { code: 'badTime', file: 'stop_times.txt', line: lineOf(101), column: 'arrival_time' },
  },
  {
    name: 'bad time (no seconds)',
    mutate: (t) => setCell(t['stop_times.txt'], 150, 'departure_time', '8:15'),
    expect: { code: 'badTime', file: 'stop_times.txt', line: lineOf(150), column: 'departure_time' },
  },
  {
    name: 'departure before arrival',
    mutate: (t) => {
      const row = t['stop_times.txt'].rows[45];
      [row[1], row[2]] = [row[2], row[1]];
    },
    expect: { code: 'departureBeforeArrival', file: 'stop_times.txt', line: lineOf(45), column: 'departure_time' },
  },
  {
    name: 'stop_sequence repeated within a trip',
    mutate: (t) => setCell(t['stop_times.txt'], 66, 'stop_sequence', t['stop_times.txt'].rows[65][4]),
    expect: { code: 'stopSequenceNotIncreasing', file: 'stop_times.txt', line: lineOf(66), column: 'stop_sequence' },
  },
  {
    name: 'duplicate stop_id',
    // Appended (not overwritten), so no stop goes missing and the duplicate is the only problem.
    mutate: (t) => t['stops.txt'].rows.push([...t['stops.txt'].rows[11]]),
    expect: { code: 'duplicateId', file: 'stops.txt', line: lineOf(120), column: 'stop_id' },
  },
  {
    name: 'latitude out of range',
    mutate: (t) => setCell(t['stops.txt'], 30, 'stop_lat', '91.5'),
    expect: { code: 'badCoordinates', file: 'stops.txt', line: lineOf(30), column: 'stop_lat' },
  },
  {
    name: 'longitude out of range',
    mutate: (t) => setCell(t['stops.txt'], 31, 'stop_lon', '-180.01'),
    expect: { code: 'badCoordinates', file: 'stops.txt', line: lineOf(31), column: 'stop_lat' },
  },
];
