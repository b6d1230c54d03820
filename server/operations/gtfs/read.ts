/**
 * readGtfsFeed: reads a GTFS zip entry by entry (yauzl), parses each file as a CSV stream
 * (csv-parse), validates it and returns either the whole feed or the problems (all or nothing).
 */
import type { Lang } from '../../../src/shared/resource/types';
import { ReadContext } from './context';
import { CsvSyntaxError, readCsv } from './csv';
import type { GtfsFeed, GtfsStats } from './model';
import type { GtfsNotice } from './notices';
import { GTFS_PROBLEM_CAP, ProblemCollector, type GtfsProblem } from './problems';
import { buildShapes } from './shapes';
import { checkTrips, orderStopTimes } from './stopTimeOrder';
import { CALENDAR_FILES, REQUIRED_FILES, TABLES, UNUSED_FILES, type Columns, type TableSpec } from './tables';
import { openZip, type ZipArchive } from './zip';

export interface GtfsProgress {
  /** 'read': a file is being read (file, rows so far); 'check': stop times are ordered and checked. */
  phase: 'read' | 'check';
  file: string | null;
  rows: number;
  /** Uncompressed bytes read of the file and its total size (0 when unknown), for a percentage. */
  bytes: number;
  totalBytes: number;
  /** Uncompressed bytes read of all files so far and the total of the files the reader reads (for an overall percentage). */
  feedBytes: number;
  feedTotalBytes: number;
  done: boolean;
}

export interface ReadGtfsOptions {
  onProgress?: (progress: GtfsProgress) => void;
  /** Language of the problem messages (default de). */
  lang?: Lang;
  /** Problems kept in full (default 200); all are counted. */
  maxProblems?: number;
}

export type ReadGtfsResult =
  | { ok: true; feed: GtfsFeed; stats: GtfsStats; notices: GtfsNotice[] }
  | { ok: false; problems: GtfsProblem[]; problemCount: number; notices: GtfsNotice[] };

export async function readGtfsFeed(source: string | Buffer, options: ReadGtfsOptions = {}): Promise<ReadGtfsResult> {
  const started = performance.now();
  const problems = new ProblemCollector(options.lang ?? 'de', options.maxProblems ?? GTFS_PROBLEM_CAP);
  const notices: GtfsNotice[] = [];
  const fail = () => ({ ok: false as const, problems: problems.problems, problemCount: problems.count, notices });

  let zip: ZipArchive;
  try {
    zip = await openZip(source);
  } catch (error) {
    problems.add({ code: 'notZip', file: null, line: null, args: { detail: (error as Error).message } });
    return fail();
  }
  const ctx = new ReadContext(problems);
  ctx.notices = notices;
  const bytesRead = { bytes: 0, totalBytes: TABLES.reduce((sum, table) => sum + (zip.has(table.file) ? zip.size(table.file) : 0), 0) };
  try {
    for (const file of REQUIRED_FILES) if (!zip.has(file)) ctx.problem('missingFile', file, null);
    if (!CALENDAR_FILES.some((file) => zip.has(file))) problems.add({ code: 'missingCalendar', file: null, line: null });
    for (const table of TABLES) {
      if (!zip.has(table.file)) continue;
      await readTable(zip, table, ctx, bytesRead, options.onProgress);
      bytesRead.bytes += zip.size(table.file);
    }
    for (const file of UNUSED_FILES) {
      if (!zip.has(file)) continue;
      const lines = await countLines(zip, file);
      // The header is not a row; an empty file has nothing to report.
      if (lines > 1) notices.push({ code: 'fileNotUsed', file, line: null, count: lines - 1 });
    }
  } finally {
    zip.close();
  }

  const check = (done: boolean) => options.onProgress?.({
    phase: 'check', file: 'stop_times.txt', rows: ctx.stopTimes.length, bytes: 0, totalBytes: 0, feedBytes: bytesRead.bytes, feedTotalBytes: bytesRead.totalBytes, done,
  });
  check(false);
  orderStopTimes(ctx.stopTimes, ctx.trips.length);
  checkTrips(ctx, ctx.stopTimes);
  check(true);
  if (problems.count > 0) return fail();
  const shaped = buildShapes(ctx.shapePoints);
  notices.push(...shaped.notices);

  const feed: GtfsFeed = {
    agencies: ctx.agencies,
    stops: ctx.stops,
    routes: ctx.routes,
    trips: ctx.trips,
    stopTimes: ctx.stopTimes.toStopTimes(),
    calendars: ctx.calendars,
    calendarDates: ctx.calendarDates,
    frequencies: ctx.frequencies,
    shapes: shaped.shapes,
    ...(ctx.transfers.length ? { transfers: ctx.transfers } : {}),
  };
  const stats: GtfsStats = {
    agencies: feed.agencies.length,
    stops: feed.stops.length,
    routes: feed.routes.length,
    trips: feed.trips.length,
    stopTimes: feed.stopTimes.length,
    calendars: feed.calendars.length,
    calendarDates: feed.calendarDates.length,
    durationMs: Math.round(performance.now() - started),
  };
  return { ok: true, feed, stats, notices };
}

/** Lines of a file the timetable does not use (counted, not parsed: only the number is reported). */
async function countLines(zip: ZipArchive, file: string): Promise<number> {
  try {
    const stream = await zip.open(file);
    let lines = 0;
    let last = 10;
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      for (let at = chunk.indexOf(10); at >= 0; at = chunk.indexOf(10, at + 1)) lines++;
      if (chunk.length > 0) last = chunk[chunk.length - 1];
    }
    return last === 10 ? lines : lines + 1;
  } catch {
    // A damaged entry of an unused file does not matter for the timetable.
    return 0;
  }
}

async function readTable(
  zip: ZipArchive, table: TableSpec, ctx: ReadContext, feed: { bytes: number; totalBytes: number }, onProgress: ReadGtfsOptions['onProgress'],
): Promise<void> {
  const totalBytes = zip.size(table.file);
  const report = (rows: number, bytes: number, done: boolean) =>
    onProgress?.({ phase: 'read', file: table.file, rows, bytes, totalBytes, feedBytes: feed.bytes + bytes, feedTotalBytes: feed.totalBytes, done });
  report(0, 0, false);
  let col: Columns | null = null;
  try {
    const stream = await zip.open(table.file);
    const { rows } = await readCsv(stream, {
      header: (names) => {
        col = columnsOf(table, names, ctx);
        if (col === null) return false;
        const ids = table.ids?.(ctx);
        if (ids) ids.available = true;
        if (table.file === 'calendar.txt' || table.file === 'calendar_dates.txt') ctx.servicesAvailable = true;
        return true;
      },
      row: (values, line) => table.row(ctx, col as Columns, values, line),
      progress: (rows, bytes) => report(rows, bytes, false),
      converted: (line) => ctx.notices.push({ code: 'encodingConverted', file: table.file, line, count: 1 }),
    });
    report(rows, totalBytes, true);
  } catch (error) {
    if (error instanceof CsvSyntaxError) {
      ctx.problem('badCsv', table.file, error.line, undefined, undefined, error.endLine === null ? { code: error.code } : { code: error.code, endLine: error.endLine });
      // The file is cut short: references to ids after the break would each be a knock-on error.
      const ids = table.ids?.(ctx);
      if (ids) ids.available = false;
    }
    // A damaged entry (bad deflate data, wrong CRC or size) fails while it is streamed.
    else ctx.problem('notZip', table.file, null, undefined, undefined, { detail: (error as Error).message });
  }
}

/** Column positions, or null (with one problem per missing required column, or one for an empty file). */
function columnsOf(table: TableSpec, names: string[], ctx: ReadContext): Columns | null {
  // No header at all: one "empty file" problem says it, not a missing-column problem per column.
  if (names.every((n) => n === '')) {
    ctx.problem('emptyFile', table.file, null);
    return null;
  }
  const col: Columns = {};
  let complete = true;
  for (const name of table.required) {
    col[name] = names.indexOf(name);
    if (col[name] < 0) {
      ctx.problem('missingColumn', table.file, 1, name);
      complete = false;
    }
  }
  for (const name of table.optional) col[name] = names.indexOf(name);
  return complete ? col : null;
}
