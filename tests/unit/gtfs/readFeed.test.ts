import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NO_TIME, readGtfsFeed, type GtfsProgress, type ReadGtfsResult } from '../../../server/operations/gtfs';
import { parseGtfsTime } from '../../../server/operations/gtfs/time';
import {
  BROKEN_VARIANTS,
  DWELL_SECONDS,
  generateGtfsFeed,
  generateGtfsTables,
  tablesToZip,
  tableToCsv,
  tripStart,
  zipFiles,
  zipWithFile,
} from '../../support/gtfsFeed';

function feedOf(result: ReadGtfsResult) {
  if (!result.ok) throw new Error(`expected a valid feed, got ${result.problemCount} problems: ${result.problems.map((p) => p.message).join('\n')}`);
  return result;
}

function problemsOf(result: ReadGtfsResult) {
  if (result.ok) throw new Error('expected problems, the feed was accepted');
  return result;
}

describe('readGtfsFeed: a valid feed', () => {
  it('reads every file completely, with exact counts, BOM and CRLF included', async () => {
    const { feed, stats } = feedOf(await readGtfsFeed(generateGtfsFeed({ stopTimes: 200, bom: true, crlf: true })));
    expect(stats).toMatchObject({ agencies: 1, stops: 120, routes: 8, trips: 10, stopTimes: 200, calendars: 2, calendarDates: 2 });
    expect(feed.agencies[0]).toEqual({ id: 'LST', name: 'Leitstelle Regionalbahn', url: 'https://example.org', timezone: 'Europe/Rome' });
    // Quoted field with a comma and doubled quotes, behind a BOM.
    expect(feed.stops[0]).toMatchObject({ id: 'S00000', name: 'Halt 0, "Bahnhof"', lat: 46.4, lon: 11.3, locationType: 0, platformCode: '1' });
    expect(feed.routes[1]).toEqual({ id: 'R2', agencyId: 'LST', shortName: 'S2', longName: 'Linie 2', type: 2 });
    expect(feed.trips[4]).toEqual({ id: 'T0000004', routeId: 'R5', serviceId: 'WE', headsign: 'Ziel 5', shortName: null, directionId: 0, blockId: 'B4', shapeId: null });
    expect(feed.calendars[0]).toEqual({ serviceId: 'WD', weekdays: 0b0011111, startDate: '2026-01-01', endDate: '2026-12-31' });
    expect(feed.calendarDates[1]).toEqual({ serviceId: 'WE', date: '2026-12-25', exceptionType: 1 });

    const st = feed.stopTimes;
    expect(st.length).toBe(200);
    // Trip 1, second stop: index 21; times as seconds after midnight of the service day.
    expect(feed.trips[st.trip[21]].id).toBe('T0000001');
    expect(st.sequence[21]).toBe(20);
    expect(st.arrival[20]).toBe(tripStart(1));
    expect(st.departure[21] - st.arrival[21]).toBe(DWELL_SECONDS);
    // Trip 1 runs odd-numbered direction: its first stop is the route's last.
    expect(feed.stops[st.stop[20]].id).toBe('S00032');
  });

  it('accepts times past 24:00 and keeps them as seconds beyond 86,400', async () => {
    const tables = generateGtfsTables({ stopTimes: 40 });
    const rows = tables['stop_times.txt'].rows;
    rows[18][1] = '25:10:00';
    rows[18][2] = '25:10:30';
    rows[19][1] = '25:14:00';
    rows[19][2] = '25:14:00';
    const { feed } = feedOf(await readGtfsFeed(tablesToZip(tables)));
    expect(feed.stopTimes.arrival[18]).toBe(90_600);
    expect(feed.stopTimes.departure[18]).toBe(90_630);
    expect(feed.stopTimes.arrival[19]).toBe(25 * 3600 + 14 * 60);
  });

  it('takes empty intermediate times as not given, and one given time for both', async () => {
    const tables = generateGtfsTables({ stopTimes: 20 });
    const rows = tables['stop_times.txt'].rows;
    rows[5][1] = '';
    rows[5][2] = '';
    rows[6][2] = '';
    const { feed } = feedOf(await readGtfsFeed(tablesToZip(tables)));
    expect(feed.stopTimes.arrival[5]).toBe(NO_TIME);
    expect(feed.stopTimes.departure[5]).toBe(NO_TIME);
    expect(feed.stopTimes.departure[6]).toBe(parseGtfsTime(rows[6][1]));
  });

  it('orders stop times by trip and sequence when the file interleaves trips', async () => {
    const ordered = feedOf(await readGtfsFeed(generateGtfsFeed({ stopTimes: 300 }))).feed.stopTimes;
    const shuffled = feedOf(await readGtfsFeed(generateGtfsFeed({ stopTimes: 300, shuffleStopTimes: true }))).feed.stopTimes;
    expect(Array.from(shuffled.trip)).toEqual(Array.from(ordered.trip));
    expect(Array.from(shuffled.sequence)).toEqual(Array.from(ordered.sequence));
    expect(Array.from(shuffled.arrival)).toEqual(Array.from(ordered.arrival));
    expect(Array.from(shuffled.stop)).toEqual(Array.from(ordered.stop));
  });

  it('reads from a file path and from files inside a folder of the zip, ignoring other files', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'gtfs-'));
    try {
      const path = join(dir, 'feed.zip');
      await writeFile(path, tablesToZip(generateGtfsTables({ stopTimes: 60 }), { folder: 'export/' }));
      const { stats } = feedOf(await readGtfsFeed(path));
      expect(stats).toMatchObject({ trips: 3, stopTimes: 60, stops: 120 });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('reports progress per file with rows read, ending with the check phase', async () => {
    const events: GtfsProgress[] = [];
    feedOf(await readGtfsFeed(generateGtfsFeed({ stopTimes: 60_000 }), { onProgress: (p) => events.push({ ...p }) }));
    const done = events.filter((e) => e.phase === 'read' && e.done).map((e) => [e.file, e.rows]);
    expect(done).toEqual([
      ['agency.txt', 1],
      ['stops.txt', 120],
      ['routes.txt', 8],
      ['calendar.txt', 2],
      ['calendar_dates.txt', 2],
      ['trips.txt', 3000],
      ['stop_times.txt', 60_000],
    ]);
    const during = events.filter((e) => e.file === 'stop_times.txt' && e.phase === 'read' && !e.done && e.rows > 0);
    expect(during.map((e) => e.rows)).toEqual([25_000, 50_000]);
    expect(during[0].bytes).toBeGreaterThan(0);
    expect(during[0].bytes).toBeLessThan(during[0].totalBytes);
    expect(events.at(-1)).toMatchObject({ phase: 'check', done: true, rows: 60_000 });
  }, 20_000);

  // Correctness at size only; the speed is measured by bench/gtfs-read.ts, not asserted here.
  it('reads 100,000 generated stop times completely and in order', async () => {
    const zip = generateGtfsFeed({ stopTimes: 100_000, stops: 2000 });
    const { feed, stats } = feedOf(await readGtfsFeed(zip));
    expect(stats).toMatchObject({ stopTimes: 100_000, trips: 5000, stops: 2000 });
    // Every trip's rows are contiguous and in sequence order.
    for (let i = 1; i < feed.stopTimes.length; i++) {
      const sameTrip = feed.stopTimes.trip[i] === feed.stopTimes.trip[i - 1];
      if (sameTrip) expect(feed.stopTimes.sequence[i] > feed.stopTimes.sequence[i - 1]).toBe(true);
      else expect(feed.stopTimes.trip[i]).toBe(feed.stopTimes.trip[i - 1] + 1);
    }
  }, 60_000);
});

describe('readGtfsFeed: broken feeds', () => {
  it.each(BROKEN_VARIANTS.map((v) => [v.name, v] as const))('%s', async (_name, variant) => {
    const tables = generateGtfsTables();
    variant.mutate(tables);
    const result = problemsOf(await readGtfsFeed(tablesToZip(tables)));
    expect(result.problemCount).toBe(1);
    expect(result.problems[0]).toMatchObject(variant.expect);
    expect(result.problems[0].message.length).toBeGreaterThan(20);
  });

  it('reports in Italian when asked', async () => {
    const tables = generateGtfsTables();
    tables['stop_times.txt'].rows[7][1] = '8:5:00';
    const result = problemsOf(await readGtfsFeed(tablesToZip(tables), { lang: 'it' }));
    expect(result.problems[0].message).toBe(
      'stop_times.txt, riga 9: Orario non valido «8:5:00» in «arrival_time»: atteso H:MM:SS o HH:MM:SS, minuti e secondi sotto 60 (orari dopo le 24:00 sono ammessi).',
    );
  });

  it('keeps the first 25 problems of a file, counts all of them and says how many more there are (de/it)', async () => {
    const tables = generateGtfsTables({ stopTimes: 1000 });
    tables['stop_times.txt'].rows.forEach((row) => (row[3] = 'GONE'));
    const result = problemsOf(await readGtfsFeed(tablesToZip(tables)));
    expect(result.problemCount).toBe(1000);
    expect(result.problems).toHaveLength(26);
    expect(result.problems[24]).toMatchObject({ code: 'unknownReference', line: 26 });
    expect(result.problems[25]).toMatchObject({ code: 'moreProblems', file: 'stop_times.txt', line: null });
    expect(result.problems[25].message).toBe('stop_times.txt: … und 975 weitere Probleme in dieser Datei (nach den ersten 25 nicht mehr einzeln aufgeführt).');
    const it = problemsOf(await readGtfsFeed(tablesToZip(tables), { lang: 'it' }));
    expect(it.problems[25].message).toBe('stop_times.txt: … e altri 975 problemi in questo file (dopo i primi 25 non più elencati singolarmente).');
  });

  it('reports an unclosed quote at the line where the field opened, translated, without knock-on errors', async () => {
    const tables = generateGtfsTables({ stopTimes: 2000, stops: 200 });
    // Line 31 of stops.txt = row 29: the rest of the file becomes one field, so 170 stops are missing.
    tables['stops.txt'].rows[29][1] = 'BROKEN';
    const text = tableToCsv(tables['stops.txt']).replace('BROKEN', '"Halt ohne Ende');
    const result = problemsOf(await readGtfsFeed(zipWithFile(tables, 'stops.txt', text)));
    expect(result.problemCount).toBe(1);
    expect(result.problems).toEqual([expect.objectContaining({ code: 'badCsv', file: 'stops.txt', line: 31 })]);
    // The next quoted name (line 32) ends the runaway field: still reported where it opened.
    expect(result.problems[0].message).toBe('stops.txt, Zeile 31: Die Datei ist kein gültiges CSV: In dieser Zeile beginnt ein Feld mit einem Anführungszeichen ("), das erst in Zeile 32 endet; die Zeilen dazwischen wurden als Teil dieses Feldes gelesen. Wahrscheinlich fehlt hier das schließende Anführungszeichen.');
    expect(result.problems[0].message).not.toMatch(/Quote|parsing/);
    const it = problemsOf(await readGtfsFeed(zipWithFile(tables, 'stops.txt', text), { lang: 'it' }));
    expect(it.problems[0].message).toMatch(/^stops\.txt, riga 31: Il file non è un CSV valido: In questa riga un campo inizia con le virgolette/);
  });

  it('finds several problems in one run, each with file and line', async () => {
    const tables = generateGtfsTables();
    tables['stops.txt'].rows[3][2] = 'abc';
    tables['routes.txt'].rows[2][4] = 'tram';
    tables['calendar.txt'].rows[1][8] = '20261332';
    tables['stop_times.txt'].rows[0][1] = '';
    tables['stop_times.txt'].rows[0][2] = '';
    const result = problemsOf(await readGtfsFeed(tablesToZip(tables)));
    expect(result.problems.map((p) => [p.code, p.file, p.line])).toEqual([
      ['badCoordinates', 'stops.txt', 5],
      ['badNumber', 'routes.txt', 4],
      ['badDate', 'calendar.txt', 3],
      ['missingTime', 'stop_times.txt', 2],
    ]);
  });

  it('reports a time going backwards along a trip', async () => {
    const tables = generateGtfsTables();
    const rows = tables['stop_times.txt'].rows;
    rows[12][1] = '03:00:00';
    rows[12][2] = '03:00:00';
    const result = problemsOf(await readGtfsFeed(tablesToZip(tables)));
    expect(result.problems.map((p) => [p.code, p.line])).toEqual([['timeDecreasing', 14]]);
    expect(result.problems[0].message).toMatch(/\(03:00:00\).*\(0\d:\d\d:\d\d\)/);
  });

  it('reports a missing required column and an unclosed quote', async () => {
    const tables = generateGtfsTables();
    tables['stops.txt'].header[2] = 'lat';
    const zip = tablesToZip(tables);
    const missing = problemsOf(await readGtfsFeed(zip));
    expect(missing.problems[0]).toMatchObject({ code: 'missingColumn', file: 'stops.txt', line: 1, column: 'stop_lat' });
    expect(missing.problemCount).toBe(1);

    const valid = generateGtfsTables();
    const files: Record<string, string> = {};
    for (const [name, table] of Object.entries(valid)) files[name] = [table.header, ...table.rows].map((r) => r.join(',')).join('\n');
    files['routes.txt'] = 'route_id,route_type\nR1,0\n"R2,2\n';
    const broken = problemsOf(await readGtfsFeed(zipFiles(files)));
    expect(broken.problems.some((p) => p.code === 'badCsv' && p.file === 'routes.txt')).toBe(true);
  });

  it('reports an empty file inside the feed as empty, not as missing header columns', async () => {
    const valid = generateGtfsTables();
    const files: Record<string, string> = {};
    for (const [name, table] of Object.entries(valid)) files[name] = [table.header, ...table.rows].map((r) => r.join(',')).join('\n');
    files['stops.txt'] = '';
    const result = problemsOf(await readGtfsFeed(zipFiles(files)));
    const own = result.problems.filter((p) => p.file === 'stops.txt');
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({ code: 'emptyFile', line: null });
    expect(own[0].message).toMatch(/^stops\.txt: Die Datei ist leer/);
  });

  it('reports a damaged zip entry instead of throwing', async () => {
    const zip = generateGtfsFeed({ stopTimes: 2000 });
    // Flip bytes in the middle of the archive: inside stop_times.txt's compressed data.
    const at = zip.indexOf('stop_times.txt') + 200;
    for (let i = at; i < at + 40; i++) zip[i] ^= 0xff;
    const result = problemsOf(await readGtfsFeed(zip));
    expect(result.problems[0]).toMatchObject({ code: 'notZip', file: 'stop_times.txt', line: null });
  });

  it('refuses something that is not a zip', async () => {
    const result = problemsOf(await readGtfsFeed(Buffer.from('agency_id,agency_name\n')));
    expect(result.problems[0]).toMatchObject({ code: 'notZip', file: null, line: null });
    expect(result.problems[0].message).toMatch(/^Die Datei ist kein lesbares ZIP-Archiv/);
  });
});
