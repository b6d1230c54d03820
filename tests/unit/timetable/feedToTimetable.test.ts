import { describe, expect, it } from 'vitest';
import { readGtfsFeed, type GtfsFeed } from '../../../server/operations/gtfs';
import { feedToTimetable } from '../../../server/operations/timetable/feedToTimetable';
import { haversineKm } from '../../../server/operations/timetable/geo';
import { LINE_PALETTE } from '../../../server/operations/timetable/lineStyle';
import { generateGtfsTables, tablesToZip, type GtfsTables } from '../../support/gtfsFeed';

async function feedOf(tables: GtfsTables): Promise<GtfsFeed> {
  const r = await readGtfsFeed(tablesToZip(tables));
  if (!r.ok) throw new Error(r.problems.map((p) => p.message).join('\n'));
  return r.feed;
}

/** A tiny line A – B – C – D (about 1.1 km apart) with two trips, written by hand. */
function smallTables(): GtfsTables {
  return {
    'agency.txt': { header: ['agency_id', 'agency_name', 'agency_url', 'agency_timezone'], rows: [['AVG', 'Albtal-Verkehrs-Gesellschaft', 'https://avg.example', 'Europe/Berlin']] },
    'stops.txt': {
      header: ['stop_id', 'stop_name', 'stop_lat', 'stop_lon', 'platform_code'],
      rows: [['A', 'Alpha', '49.0000', '8.4000', '1'], ['B', 'Beta', '49.0100', '8.4000', ''], ['C', 'Gamma', '49.0200', '8.4000', '2'], ['D', 'Delta', '49.0300', '8.4000', '3'], ['X', 'Unused', '49.5', '8.5', '']],
    },
    'routes.txt': {
      header: ['route_id', 'agency_id', 'route_short_name', 'route_long_name', 'route_type', 'route_color', 'route_text_color'],
      rows: [['S4', 'AVG', 'S4', 'Karlsruhe – Heilbronn', '2', 'a0185c', ''], ['T1', 'AVG', '', 'Tramlinie', '0', '', ''], ['B9', 'AVG', '9', '', '3', 'zzzzzz', '123456']],
    },
    'calendar.txt': {
      header: ['service_id', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'start_date', 'end_date'],
      rows: [['WD', '1', '1', '1', '1', '1', '0', '0', '20260301', '20260630']],
    },
    'calendar_dates.txt': { header: ['service_id', 'date', 'exception_type'], rows: [['EXTRA', '20260704', '1']] },
    'trips.txt': {
      header: ['route_id', 'service_id', 'trip_id', 'trip_headsign', 'trip_short_name', 'direction_id', 'block_id'],
      rows: [
        ['S4', 'WD', 'late', '', '84712', '0', 'U1'],
        ['S4', 'EXTRA', 'early', 'Delta Bf', '', '0', 'U1'],
        ['T1', 'WD', 'lonely', '', '', '1', ''],
        ['S4', 'WD', 'short', '', '', '0', ''],
      ],
    },
    'stop_times.txt': {
      header: ['trip_id', 'arrival_time', 'departure_time', 'stop_id', 'stop_sequence', 'shape_dist_traveled'],
      rows: [
        ['late', '08:00:00', '08:00:00', 'A', '1', '0'],
        ['late', '', '', 'B', '2', '1500'],
        ['late', '', '', 'C', '3', '2000'],
        ['late', '08:10:00', '08:10:00', 'D', '4', '4000'],
        ['early', '06:00:00', '06:00:00', 'A', '1', '0'],
        ['early', '06:04:00', '06:05:00', 'B', '2', '1500'],
        ['early', '06:07:00', '06:07:30', 'C', '3', '2000'],
        ['early', '06:12:00', '06:12:00', 'D', '4', '4000'],
        ['lonely', '07:00:00', '07:00:00', 'D', '1', ''],
        ['lonely', '07:05:00', '07:05:00', 'C', '2', ''],
        ['short', '09:00:00', '09:00:00', 'A', '1', ''],
      ],
    },
  };
}

describe('feedToTimetable: the generated feed', () => {
  it('keeps every trip and stop time, one line per GTFS route, services and validity from the calendar', async () => {
    const tables = generateGtfsTables({ stopTimes: 600 });
    const data = feedToTimetable(await feedOf(tables), { name: 'Netz' });
    expect(data).toMatchObject({ name: 'Netz', source: 'gtfs', validFrom: '2026-01-01', validTo: '2026-12-31' });
    expect(data.trips.map((t) => t.id)).toEqual(tables['trips.txt'].rows.map((r) => r[2]));
    expect(data.stopTimes.length).toBe(600);
    expect(data.lines.map((l) => [l.id, l.lineNumber, l.name, l.product, l.network])).toEqual(
      tables['routes.txt'].rows.map((r) => [r[0], r[2], r[3], r[4] === '0' ? 'tram' : 'regionalBahn', 'Leitstelle Regionalbahn']),
    );
    // No route_color in the feed: the palette in route order, text colour by contrast.
    expect(data.lines.map((l) => l.color)).toEqual(LINE_PALETTE.slice(0, 8));
    expect(data.lines.find((l) => l.color === '#FFF200')?.textColor).toBe('#000000');
    expect(data.lines.find((l) => l.color === '#005B99')?.textColor).toBe('#FFFFFF');
    expect(data.services.map((s) => s.id).sort()).toEqual(['WD', 'WE']);
    // Stop-time columns refer to trips and stops by index and keep sequence order per trip.
    for (let i = 1; i < data.stopTimes.length; i++) {
      const sameTrip = data.stopTimes.trip[i] === data.stopTimes.trip[i - 1];
      expect(sameTrip ? data.stopTimes.sequence[i] > data.stopTimes.sequence[i - 1] : data.stopTimes.trip[i] === data.stopTimes.trip[i - 1] + 1).toBe(true);
    }
    expect(data.stops.length).toBe(new Set(tables['stop_times.txt'].rows.map((r) => r[3])).size);
  });

  it('one route per distinct stop sequence of a line and direction; trips of the same pattern share it', async () => {
    const tables = generateGtfsTables({ stopTimes: 600 });
    const data = feedToTimetable(await feedOf(tables), { name: 'Netz' });
    const patterns = new Set(tables['trips.txt'].rows.map((trip) => {
      const stops = tables['stop_times.txt'].rows.filter((r) => r[0] === trip[2]).map((r) => r[3]);
      return `${trip[0]}|${trip[4]}|${stops.join(',')}`;
    }));
    expect(data.routes).toHaveLength(patterns.size);
    const stopIds = data.stops.map((s) => s.id);
    data.trips.forEach((trip, k) => {
      const route = data.routes.find((r) => r.id === trip.routeId)!;
      expect(route.lineId).toBe(trip.lineId);
      expect(route.direction).toBe(trip.direction);
      const rows = [...data.stopTimes.trip.keys()].filter((i) => data.stopTimes.trip[i] === k);
      expect(rows.map((i) => stopIds[data.stopTimes.stop[i]])).toEqual(route.stopIds);
      expect(rows.map((i) => data.stopTimes.km[i])).toEqual(route.km);
    });
  });
});

describe('feedToTimetable: details', () => {
  it('takes route_color / route_text_color when well-formed, else the palette and a contrasting text colour', async () => {
    const data = feedToTimetable(await feedOf(smallTables()), { name: 'x' });
    expect(data.lines).toEqual([
      { id: 'S4', lineNumber: 'S4', name: 'Karlsruhe – Heilbronn', color: '#A0185C', textColor: '#FFFFFF', product: 'regionalBahn', network: 'Albtal-Verkehrs-Gesellschaft' },
      // #9E67AB: black text contrasts more (5.0 : 1) than white (4.2 : 1).
      { id: 'T1', lineNumber: 'Tramlinie', name: 'Tramlinie', color: LINE_PALETTE[1], textColor: '#000000', product: 'tram', network: 'Albtal-Verkehrs-Gesellschaft' },
      { id: 'B9', lineNumber: '9', name: '9', color: LINE_PALETTE[2], textColor: '#123456', product: 'replacementBus', network: 'Albtal-Verkehrs-Gesellschaft' },
    ]);
  });

  it('drops trips with fewer than two stops and stops no trip calls at', async () => {
    const data = feedToTimetable(await feedOf(smallTables()), { name: 'x' });
    expect(data.trips.map((t) => t.id)).toEqual(['late', 'early', 'lonely']);
    expect(data.stops.map((s) => s.id)).toEqual(['A', 'B', 'C', 'D']);
    expect(data.stopTimes.length).toBe(10);
  });

  it('train number from trip_short_name (else the trip id), headsign else the last stop, circulation by first departure', async () => {
    const data = feedToTimetable(await feedOf(smallTables()), { name: 'x' });
    const byId = Object.fromEntries(data.trips.map((t) => [t.id, t]));
    expect(byId.late).toMatchObject({ trainNumber: '84712', headsign: 'Delta', circulationId: 'U1', circulationSeq: 2, serviceId: 'WD', direction: 0 });
    expect(byId.early).toMatchObject({ trainNumber: 'early', headsign: 'Delta Bf', circulationId: 'U1', circulationSeq: 1, serviceId: 'EXTRA' });
    expect(byId.lonely).toMatchObject({ circulationId: null, circulationSeq: 0, direction: 1, lineId: 'T1' });
    expect(byId.late.routeId).toBe(byId.early.routeId);
  });

  it('km from shape_dist_traveled (metres recognised), else great-circle distance', async () => {
    const data = feedToTimetable(await feedOf(smallTables()), { name: 'x' });
    const s4 = data.routes.find((r) => r.lineId === 'S4')!;
    expect(s4).toMatchObject({ stopIds: ['A', 'B', 'C', 'D'], km: [0, 1.5, 2, 4], direction: 0, name: 'Alpha – Delta' });
    const t1 = data.routes.find((r) => r.lineId === 'T1')!;
    expect(t1.stopIds).toEqual(['D', 'C']);
    expect(t1.km[1]).toBeCloseTo(haversineKm(49.03, 8.4, 49.02, 8.4), 3);
    expect(t1.km[1]).toBeGreaterThan(1.1);
    expect(t1.km[1]).toBeLessThan(1.12);
  });

  it('the same shape distances in kilometres are kept as they are', async () => {
    const tables = smallTables();
    tables['stop_times.txt'].rows.forEach((r) => { if (r[5] !== '') r[5] = String(Number(r[5]) / 1000); });
    const data = feedToTimetable(await feedOf(tables), { name: 'x' });
    expect(data.routes.find((r) => r.lineId === 'S4')!.km).toEqual([0, 1.5, 2, 4]);
  });

  it('interpolates the times of stops without times by km between the timed stops', async () => {
    const data = feedToTimetable(await feedOf(smallTables()), { name: 'x' });
    const rows = [0, 1, 2, 3];
    expect(rows.map((i) => data.stopTimes.arrival[i])).toEqual([8 * 3600, 8 * 3600 + 225, 8 * 3600 + 300, 8 * 3600 + 600]);
    expect(rows.map((i) => data.stopTimes.departure[i])).toEqual([8 * 3600, 8 * 3600 + 225, 8 * 3600 + 300, 8 * 3600 + 600]);
    // Given times stay as they are (dwell at B and C of the early trip).
    expect([4, 5, 6, 7].map((i) => [data.stopTimes.arrival[i], data.stopTimes.departure[i]])).toEqual([
      [21600, 21600], [21840, 21900], [22020, 22050], [22320, 22320],
    ]);
  });

  it('platforms from the stops\' platform_code; services and validity include calendar_dates-only services', async () => {
    const data = feedToTimetable(await feedOf(smallTables()), { name: 'x' });
    expect([0, 1, 2, 3].map((i) => data.stopTimes.platform[i])).toEqual(['1', null, '2', '3']);
    expect(data.services).toEqual([
      { id: 'WD', weekdays: 0b0011111, startDate: '2026-03-01', endDate: '2026-06-30', added: [], removed: [] },
      { id: 'EXTRA', weekdays: 0, startDate: '2026-07-04', endDate: '2026-07-04', added: ['2026-07-04'], removed: [] },
    ]);
    expect([data.validFrom, data.validTo]).toEqual(['2026-03-01', '2026-07-04']);
  });
});

describe('reader additions used here', () => {
  it('refuses a negative or non-numeric shape_dist_traveled (badNumber with file and line)', async () => {
    const tables = smallTables();
    tables['stop_times.txt'].rows[2][5] = '-5';
    tables['stop_times.txt'].rows[6][5] = 'weit';
    const r = await readGtfsFeed(tablesToZip(tables));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems.map((p) => [p.code, p.file, p.line, p.column])).toEqual([
      ['badNumber', 'stop_times.txt', 4, 'shape_dist_traveled'],
      ['badNumber', 'stop_times.txt', 8, 'shape_dist_traveled'],
    ]);
  });

  it('keeps shape distances only when the column exists, and in stop order after sorting', async () => {
    const without = await feedOf(generateGtfsTables({ stopTimes: 40 }));
    expect(without.stopTimes.distance).toBeUndefined();
    const tables = smallTables();
    tables['stop_times.txt'].rows.reverse();
    const feed = await feedOf(tables);
    expect(Array.from(feed.stopTimes.distance!.subarray(0, 4))).toEqual([0, 1500, 2000, 4000]);
  });
});
