/**
 * The operating day and the night (issue 11, item 1): a trip belongs to the operating day in which
 * it departs. At 01:30 the live day runs both a 25:30 trip of its own service day and a 01:30 trip
 * of the next service day; a 01:30 trip of its own service day belongs to the day before, a trip
 * that leaves before the start hour and arrives after it stays whole in its day.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readGtfsFeed } from '../../server/operations/gtfs';
import { addDays } from '../../server/operations/live/time';
import { activateVersion, feedToTimetable, loadDayTimetable, writeTimetableVersion } from '../../server/operations/timetable';
import { generateGtfsTables, tablesToZip, type GtfsTables } from '../support/gtfsFeed';
import { startLiveApp, type LiveTestApp } from './live-support';

let t: LiveTestApp;

const H = 3600;
const hms = (s: number) => [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60].map((n) => String(n).padStart(2, '0')).join(':');
const ymd = (date: string) => date.replaceAll('-', '');

/** trip → [service, first departure]: four stops, ten minutes apart. */
const TRIPS: Record<string, [string, number]> = {
  DAYTIME: ['DAY', 8 * H],
  // The night of the operating day's own service day: 25:30 = 01:30 on the next date.
  NIGHT_OWN: ['DAY', 25.5 * H],
  // The next service day's trip before the start hour: 01:30 on the next date.
  NIGHT_NEXT: ['NEXT', 1.5 * H],
  // 01:30 of the day's own service day ran in the night before: the previous operating day's.
  EARLY_OWN: ['DAY', 1.5 * H],
  // 04:00 of the next service day: the next operating day's.
  MORNING_NEXT: ['NEXT', 4 * H],
  // Leaves 02:40 (26:40), arrives 03:10: crosses the start of the next operating day.
  CROSSING: ['DAY', 26 * H + 40 * 60],
};

/** A generated feed whose service DAY runs only on `day` and NEXT only on the day after. */
function nightFeed(day: string): GtfsTables {
  const tables = generateGtfsTables({ stopTimes: 40 });
  delete tables['calendar.txt'];
  tables['calendar_dates.txt'].rows = [['DAY', ymd(day), '1'], ['NEXT', ymd(addDays(day, 1)), '1']];
  tables['trips.txt'].rows = Object.entries(TRIPS).map(([id, [service]]) => ['R1', service, id, 'Nachtziel', '0', '']);
  tables['stop_times.txt'].rows = Object.entries(TRIPS).flatMap(([id, [, start]]) =>
    [0, 1, 2, 3].map((k) => [id, hms(start + k * 600), hms(start + k * 600), `S0000${k}`, String(k + 1)]));
  return tables;
}

interface NightRow {
  id: string;
  tripId: string;
  phase: string;
  plannedDeparture: number;
  plannedArrival: number;
}

async function rows(): Promise<NightRow[]> {
  const r = await t.gql<{ runs: { rows: NightRow[] } }>('{ runs(perPage: 100) { rows { id tripId phase plannedDeparture plannedArrival } } }');
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data.runs.rows;
}

beforeAll(async () => {
  t = await startLiveApp({ install: false, at: 6 * H });
  const read = await readGtfsFeed(tablesToZip(nightFeed(t.day)));
  if (!read.ok) throw new Error(read.problems.map((p) => p.message).join('\n'));
  const version = await writeTimetableVersion(t.db, feedToTimetable(read.feed, { name: 'Nachtfahrplan' }), { importedBy: 'test' });
  await activateVersion(t.db, version.id, 'test');
  await t.engine.reload();
});
afterAll(async () => {
  await t?.close();
});

describe('operating day (start 03:00, Europe/Berlin)', () => {
  it('holds the trips that depart within it, whichever service day they were planned on', async () => {
    t.setTime(6 * H);
    const byTrip = new Map((await rows()).map((r) => [r.tripId, r]));
    expect([...byTrip.keys()].sort()).toEqual(['CROSSING', 'DAYTIME', 'NIGHT_NEXT', 'NIGHT_OWN']);
    // Times on the operating day's own clock: the next service day's 01:30 is 25:30 here.
    expect(byTrip.get('NIGHT_NEXT')).toMatchObject({ plannedDeparture: 25.5 * H, plannedArrival: 25.5 * H + 1800 });
    expect(byTrip.get('NIGHT_OWN')).toMatchObject({ plannedDeparture: 25.5 * H, plannedArrival: 25.5 * H + 1800 });
    // The crossing trip is whole: it arrives after the day's end (27:00).
    expect(byTrip.get('CROSSING')).toMatchObject({ plannedDeparture: 26 * H + 2400, plannedArrival: 27 * H + 600 });
    expect(byTrip.get('NIGHT_NEXT')!.id).toBe(`${t.day}:NIGHT_NEXT`);
  });

  it('runs both night trips live at 01:40 (on the map and in the figures), none finished early', async () => {
    t.setTime(25 * H + 40 * 60);
    const byTrip = new Map((await rows()).map((r) => [r.tripId, r.phase]));
    expect(byTrip.get('NIGHT_OWN')).toBe('running');
    expect(byTrip.get('NIGHT_NEXT')).toBe('running');
    expect(byTrip.get('CROSSING')).toBe('planned');
    expect(byTrip.get('DAYTIME')).toBe('finished');
    const onMap = t.engine.positions().map((p) => p.id).sort();
    expect(onMap).toEqual([`${t.day}:NIGHT_NEXT`, `${t.day}:NIGHT_OWN`]);
    const s = await t.gql<{ liveSummary: { total: number; active: number; ended: number } }>('{ liveSummary { total active ended } }');
    expect(s.data.liveSummary).toEqual({ total: 4, active: 2, ended: 1 });
  });

  it('runs the crossing trip until the day ends', async () => {
    t.setTime(26 * H + 59 * 60);
    const byTrip = new Map((await rows()).map((r) => [r.tripId, r.phase]));
    expect(byTrip.get('CROSSING')).toBe('running');
    expect(byTrip.get('NIGHT_OWN')).toBe('finished');
  });
});

describe('loadDayTimetable with another start hour', () => {
  it('at 02:00 the crossing trip (02:40) belongs to the next operating day', async () => {
    const day = (await loadDayTimetable(t.db, t.day, { tz: 'Europe/Berlin', startHour: 2 }))!;
    expect(day.trips.map((trip) => trip.id).sort()).toEqual(['DAYTIME', 'NIGHT_NEXT', 'NIGHT_OWN']);
    const next = (await loadDayTimetable(t.db, addDays(t.day, 1), { tz: 'Europe/Berlin', startHour: 2 }))!;
    expect(next.trips.map((trip) => trip.id).sort()).toEqual(['CROSSING', 'MORNING_NEXT']);
    // The crossing trip on the next day's clock: 26:40 of the day before is 02:40.
    expect(next.trips.find((trip) => trip.id === 'CROSSING')!.stops[0].departure).toBe(2 * H + 2400);
  });

  it('the day before holds the 01:30 trip of this service day', async () => {
    const before = (await loadDayTimetable(t.db, addDays(t.day, -1)))!;
    expect(before.trips.map((trip) => trip.id)).toEqual(['EARLY_OWN']);
    expect(before.trips[0].stops[0].departure).toBe(25.5 * H);
  });
});
