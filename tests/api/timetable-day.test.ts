import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readGtfsFeed } from '../../server/operations/gtfs';
import {
  activateVersion, feedToTimetable, loadDayTimetable, writeTimetableVersion,
} from '../../server/operations/timetable';
import type { TimetableData } from '../../server/operations/types';
import { generateGtfsFeed, generateGtfsTables, tablesToZip, type GtfsTables } from '../support/gtfsFeed';
import { startTestApp, type TestApp } from './helpers';
import { timetableCounts } from './timetable-support';

/**
 * The store: loadDayTimetable applies the calendar (weekday, weekend, exception dates, validity)
 * to the active version and returns the trips with their stops; writes are all or nothing.
 */
let t: TestApp;
let tables: GtfsTables;
let versionId: string;

const hms = (text: string) => text.split(':').map(Number).reduce((acc, n) => acc * 60 + n, 0);

/** trip_id → its stop_times rows from the generated tables (stop id, arrival, departure), in sequence order. */
function expectedStops(trips: string[]) {
  const rows = tables['stop_times.txt'].rows;
  return trips.map((id) => rows.filter((r) => r[0] === id).sort((x, y) => Number(x[4]) - Number(y[4]))
    .map((r) => ({ stopId: r[3], arrival: hms(r[1]), departure: hms(r[2]) })));
}

function tripsOfService(service: string): string[] {
  return tables['trips.txt'].rows.filter((r) => r[1] === service).map((r) => r[2]).sort();
}

async function importTables(feedTables: GtfsTables, name: string): Promise<string> {
  const read = await readGtfsFeed(tablesToZip(feedTables));
  if (!read.ok) throw new Error(read.problems.map((p) => p.message).join('\n'));
  return (await writeTimetableVersion(t.db, feedToTimetable(read.feed, { name }), { importedBy: 'test' })).id;
}

beforeAll(async () => {
  t = await startTestApp();
  tables = generateGtfsTables({ stopTimes: 2000 });
  versionId = await importTables(tables, 'Tagestest');
});
afterAll(() => t?.close());

describe('loadDayTimetable', () => {
  it('is null while no version is active', async () => {
    expect(await loadDayTimetable(t.db, '2026-03-04')).toBeNull();
    await activateVersion(t.db, versionId, 'test');
  });

  it('a weekday (Wednesday 2026-03-04) runs the weekday service with every stop, in departure order', async () => {
    const day = (await loadDayTimetable(t.db, '2026-03-04'))!;
    expect(day.versionId).toBe(versionId);
    expect(day.operatingDay).toBe('2026-03-04');
    const ids = day.trips.map((trip) => trip.id);
    expect([...ids].sort()).toEqual(tripsOfService('WD'));
    const departures = day.trips.map((trip) => trip.stops[0].departure);
    expect(departures).toEqual([...departures].sort((a, b) => a - b));
    expect(day.trips.map((trip) => trip.stops.map(({ stopId, arrival, departure }) => ({ stopId, arrival, departure })))).toEqual(expectedStops(ids));

    for (const trip of day.trips) {
      const route = day.routes.get(trip.routeId)!;
      expect(route.lineId).toBe(trip.lineId);
      expect(route.stopIds).toEqual(trip.stops.map((s) => s.stopId));
      expect(trip.stops.map((s) => s.km)).toEqual(route.km);
      expect(route.km[0]).toBe(0);
      expect(day.lines.get(trip.lineId)?.color).toMatch(/^#[0-9A-F]{6}$/);
      for (const s of trip.stops) expect(day.stops.has(s.stopId)).toBe(true);
      // Platforms come from the stops' platform_code (1..3 in the generated feed).
      expect(trip.stops.every((s) => ['1', '2', '3'].includes(s.platform ?? ''))).toBe(true);
    }
  });

  it('a Saturday and a Sunday run the weekend service only', async () => {
    for (const date of ['2026-03-07', '2026-03-08']) {
      const day = (await loadDayTimetable(t.db, date))!;
      expect(day.trips.map((trip) => trip.id).sort()).toEqual(tripsOfService('WE'));
    }
  });

  it('an exception date (Friday 2026-12-25: weekday removed, weekend added) runs the weekend service', async () => {
    const day = (await loadDayTimetable(t.db, '2026-12-25'))!;
    expect(day.trips.map((trip) => trip.id).sort()).toEqual(tripsOfService('WE'));
    const dayBefore = (await loadDayTimetable(t.db, '2026-12-24'))!;
    expect(dayBefore.trips.map((trip) => trip.id).sort()).toEqual(tripsOfService('WD'));
  });

  it('days outside the validity have no trips (but the version\'s network)', async () => {
    for (const date of ['2025-12-31', '2027-01-01']) {
      const day = (await loadDayTimetable(t.db, date))!;
      expect(day.trips).toEqual([]);
      expect(day.lines.size).toBe(tables['routes.txt'].rows.length);
    }
  });

  it('keeps circulations: block_id with the trips numbered by departure', async () => {
    const day = (await loadDayTimetable(t.db, '2026-03-04'))!;
    const byBlock = new Map<string, { seq: number; departure: number }[]>();
    for (const trip of day.trips) {
      expect(trip.circulationId).toMatch(/^B\d+$/);
      byBlock.set(trip.circulationId!, [...(byBlock.get(trip.circulationId!) ?? []), { seq: trip.circulationSeq, departure: trip.stops[0].departure }]);
    }
    for (const list of byBlock.values()) {
      const bySeq = [...list].sort((x, y) => x.seq - y.seq);
      expect(bySeq.map((x) => x.departure)).toEqual([...list.map((x) => x.departure)].sort((x, y) => x - y));
    }
  });

  it('follows the activation: another version active, another day', async () => {
    const other = generateGtfsTables({ stopTimes: 400 });
    other['calendar.txt'].rows = [['WD', '1', '1', '1', '1', '1', '1', '1', '20260301', '20260331']];
    other['calendar_dates.txt'].rows = [];
    other['trips.txt'].rows.forEach((r) => (r[1] = 'WD'));
    const otherId = await importTables(other, 'März');
    await activateVersion(t.db, otherId, 'test');
    const day = (await loadDayTimetable(t.db, '2026-03-07'))!;
    expect(day.versionId).toBe(otherId);
    expect(day.trips).toHaveLength(other['trips.txt'].rows.length);
    await activateVersion(t.db, versionId, 'test');
    expect((await loadDayTimetable(t.db, '2026-03-07'))!.versionId).toBe(versionId);
  });

  it('refuses a day that is not an ISO date', async () => {
    await expect(loadDayTimetable(t.db, '2026-02-30')).rejects.toThrow(/ISO date/);
  });
});

describe('writeTimetableVersion', () => {
  async function data(): Promise<TimetableData> {
    const read = await readGtfsFeed(generateGtfsFeed({ stopTimes: 200 }));
    if (!read.ok) throw new Error('feed refused');
    return feedToTimetable(read.feed, { name: 'Sonderzeichen' });
  }

  it('keeps texts with quotes, backslashes, commas, braces and the word NULL exactly', async () => {
    const d = await data();
    const odd = ['He said "hi"', 'C:\\Bahn\\', 'a,b', '{x}', 'NULL', '', 'Ünïcødé – ½'];
    d.stops.slice(0, odd.length).forEach((s, i) => (s.name = odd[i]));
    d.trips[0].headsign = 'Zug "Nord", {Gleis} \\ 1';
    d.routes[0].stopIds = [...d.routes[0].stopIds];
    const id = (await writeTimetableVersion(t.db, d, { importedBy: 'test' })).id;
    const names = await t.db.query<{ name: string }>('SELECT name FROM timetable_stops WHERE version_id = $1 ORDER BY idx', [id]);
    expect(names.rows.slice(0, odd.length).map((r) => r.name)).toEqual(odd);
    const headsign = await t.db.query<{ headsign: string }>('SELECT headsign FROM timetable_trips WHERE version_id = $1 AND idx = 0', [id]);
    expect(headsign.rows[0].headsign).toBe('Zug "Nord", {Gleis} \\ 1');
    const services = await t.db.query<{ service_id: string; added: string[]; removed: string[] }>(
      'SELECT service_id, added::text[] AS added, removed::text[] AS removed FROM timetable_services WHERE version_id = $1 ORDER BY service_id', [id]);
    expect(services.rows).toEqual([
      { service_id: 'WD', added: [], removed: ['2026-12-25'] },
      { service_id: 'WE', added: ['2026-12-25'], removed: [] },
    ]);
    const routes = await t.db.query<{ stop_ids: string[]; km: number[] }>('SELECT stop_ids, km FROM timetable_routes WHERE version_id = $1 ORDER BY idx', [id]);
    expect(routes.rows.map((r) => ({ stopIds: r.stop_ids, km: r.km.map(Number) }))).toEqual(d.routes.map((r) => ({ stopIds: r.stopIds, km: r.km })));
  });

  it('writes nothing when any row fails (one transaction)', async () => {
    const d = await data();
    // A duplicate trip id violates UNIQUE (version_id, trip_id) after lines, stops and routes went in.
    d.trips[5].id = d.trips[4].id;
    const before = await timetableCounts(t.db);
    await expect(writeTimetableVersion(t.db, d, { importedBy: 'test' })).rejects.toThrow();
    expect(await timetableCounts(t.db)).toEqual(before);
  });

  it('reports progress up to every row and stops (rolled back) when aborted', async () => {
    const d = await data();
    const seen: number[] = [];
    const version = await writeTimetableVersion(t.db, d, { importedBy: 'test', onProgress: (p) => seen.push(p.rows / p.totalRows) });
    expect(version.status).toBe('imported');
    expect(seen.at(-1)).toBe(1);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));

    const before = await timetableCounts(t.db);
    const controller = new AbortController();
    const aborted = writeTimetableVersion(t.db, d, {
      importedBy: 'test', signal: controller.signal, onProgress: (p) => { if (p.rows > 0) controller.abort(); },
    });
    await expect(aborted).rejects.toThrow();
    expect(await timetableCounts(t.db)).toEqual(before);
  });
});
