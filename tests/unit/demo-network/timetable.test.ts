import { describe, expect, it } from 'vitest';
import { DEMO_LINES, demoStationCodes, generateDemoTimetable, planDemoNetwork, serviceFigures } from '../../../server/operations/demo-network';
import { SERVICE_IDS } from '../../../server/operations/demo-network/calendar';
import { OPERATING_DAY_END_S, OPERATING_DAY_START_S } from '../../../server/operations/demo-network/schedule';
import { runningBetween, tripSpans } from '../../../server/operations/demo-network/stats';
import type { TimetableData } from '../../../server/operations/types';
import { loadStations } from './loadStations';

const stations = loadStations();
const data = generateDemoTimetable(stations);
const spans = tripSpans(data);

/** A deterministic shuffle (the database returns rows in any order). */
function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  let x = 12345;
  for (let i = out.length - 1; i > 0; i--) {
    x = (x * 1103515245 + 12345) % 2147483648;
    const j = x % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

describe('generateDemoTimetable: determinism', () => {
  it('gives an identical timetable for the same input, whatever the order of the stations', () => {
    const again = generateDemoTimetable(stations);
    expect(again).toEqual(data);
    expect(generateDemoTimetable(shuffled(stations))).toEqual(data);
  });

  it('needs only the stations demoStationCodes() names', () => {
    const codes = new Set(demoStationCodes());
    // Every stop but the tram stop (Karlsruhe Marktplatz), which is no station.
    expect(codes.size).toBe(data.stops.length - 1);
    expect(generateDemoTimetable(stations.filter((s) => s.stationCode && codes.has(s.stationCode)))).toEqual(data);
  });

  it('depends on the seed only through the drawn dwells', () => {
    const other = generateDemoTimetable(stations, { seed: 1 });
    expect(other.trips.length).toBe(data.trips.length);
    expect(Array.from(other.stopTimes.arrival)).not.toEqual(Array.from(data.stopTimes.arrival));
  });
});

describe('generateDemoTimetable: structure', () => {
  it('is a demo version valid 2020–2099 with the lines, their stops and two routes each', () => {
    expect(data.source).toBe('demo');
    expect(data.validFrom).toBe('2020-01-01');
    expect(data.validTo).toBe('2099-12-31');
    expect(data.lines.map((l) => l.lineNumber)).toEqual(DEMO_LINES.map((l) => l.lineNumber));
    expect(data.routes.length).toBe(2 * data.lines.length);
    const inputIds = new Map(stations.map((s) => [s.stationCode, s.id]));
    // A tram stop (Karlsruhe Marktplatz) has no station record.
    for (const stop of data.stops) expect(stop.stationId).toBe(inputIds.get(stop.id) ?? null);
    expect(data.stops.filter((s) => s.stationId === null).map((s) => s.name)).toEqual(['Karlsruhe Marktplatz']);
    expect(new Set(data.stops.map((s) => s.id)).size).toBe(data.stops.length);
    expect(data.stops.length).toBeGreaterThan(50);
  });

  it('keeps stop times sorted by trip and sequence, on the trip\'s route with the route\'s km', () => {
    const st = data.stopTimes;
    const routes = new Map(data.routes.map((r) => [r.id, r]));
    expect([st.trip, st.stop, st.sequence, st.arrival, st.departure, st.km].every((c) => c.length === st.length)).toBe(true);
    expect(st.platform.length).toBe(st.length);
    let lastRouteIndex = -1;
    for (let r = 0; r < st.length; r++) {
      const trip = data.trips[st.trip[r]];
      const route = routes.get(trip.routeId)!;
      expect(route.lineId).toBe(trip.lineId);
      expect(route.direction).toBe(trip.direction);
      const first = r === 0 || st.trip[r - 1] !== st.trip[r];
      if (!first) {
        expect(st.trip[r]).toBe(st.trip[r - 1]);
        expect(st.sequence[r]).toBe(st.sequence[r - 1] + 1);
        expect(st.arrival[r]).toBeGreaterThan(st.departure[r - 1]);
      } else {
        expect(r === 0 || st.trip[r] === st.trip[r - 1] + 1).toBe(true);
        lastRouteIndex = -1;
      }
      expect(st.departure[r]).toBeGreaterThanOrEqual(st.arrival[r]);
      const at = route.stopIds.indexOf(data.stops[st.stop[r]].id);
      expect(at).toBeGreaterThan(lastRouteIndex);
      expect(st.km[r]).toBe(route.km[at]);
      lastRouteIndex = at;
    }
    expect(st.trip[st.length - 1]).toBe(data.trips.length - 1);
  });

  it('gives each trip a headsign (its last stop), a vehicle type of the fleet and 1 or 2 units', () => {
    const series = new Set(['GT8-100D/2S-M', 'ET 2010 (Citylink)', 'Baureihe 1440']);
    const lastStop = new Map<number, string>();
    for (let r = 0; r < data.stopTimes.length; r++) lastStop.set(data.stopTimes.trip[r], data.stops[data.stopTimes.stop[r]].name);
    data.trips.forEach((t, i) => {
      expect(t.headsign).toBe(lastStop.get(i));
      expect(series.has(t.vehicleType), t.vehicleType).toBe(true);
      expect([1, 2]).toContain(t.vehicleCount);
    });
    // Double units only in the weekday peaks.
    const doubles = data.trips.filter((t) => t.vehicleCount === 2);
    expect(doubles.length).toBeGreaterThan(50);
    for (const t of doubles) {
      expect(t.serviceId).toBe(SERVICE_IDS.weekday);
      const h = spans[data.trips.indexOf(t)].start / 3600;
      expect((h >= 6 && h < 9) || (h >= 15 && h < 19), `${t.id} at ${h}`).toBe(true);
    }
  });

  it('numbers trains with 5 digits, unique per service day, odd in direction 0 and even in direction 1', () => {
    for (const serviceId of Object.values(SERVICE_IDS)) {
      const trips = data.trips.filter((t) => t.serviceId === serviceId);
      expect(new Set(trips.map((t) => t.trainNumber)).size).toBe(trips.length);
      for (const t of trips) {
        expect(t.trainNumber).toMatch(/^\d{5}$/);
        expect(Number(t.trainNumber) % 2).toBe(t.direction === 0 ? 1 : 0);
      }
    }
    expect(new Set(data.trips.map((t) => t.id)).size).toBe(data.trips.length);
  });
});

describe('generateDemoTimetable: scale and hours of service', () => {
  const figures = Object.fromEntries(Object.entries(SERVICE_IDS).map(([type, id]) => [type, serviceFigures(data, id)]));

  it('runs 600–1,200 trips on a weekday with 60–120 trains at once in the peak, fewer at weekends', () => {
    expect(figures.weekday.trips).toBeGreaterThanOrEqual(600);
    expect(figures.weekday.trips).toBeLessThanOrEqual(1200);
    expect(figures.weekday.peakRunning).toBeGreaterThanOrEqual(60);
    expect(figures.weekday.peakRunning).toBeLessThanOrEqual(120);
    expect(figures.saturday.trips).toBeLessThan(figures.weekday.trips);
    expect(figures.sunday.trips).toBeLessThanOrEqual(figures.saturday.trips);
    expect(figures.saturday.peakRunning).toBeLessThan(figures.weekday.peakRunning);
  });

  it('has trains running in every hour of every day type, 03:00 to 03:00, the night by the S7', () => {
    for (const serviceId of Object.values(SERVICE_IDS)) {
      for (let h = 3; h < 27; h++) {
        expect(runningBetween(data, serviceId, h * 3600, (h + 1) * 3600, spans), `${serviceId} ${h}:00`).toBeGreaterThan(0);
      }
      // 02:00–03:00 and 03:00–04:00: the night line runs (before 04:00 it alone).
      const linesIn = (h: number) => new Set(data.trips
        .filter((t, i) => t.serviceId === serviceId && spans[i].start < (h + 1) * 3600 && spans[i].end > h * 3600)
        .map((t) => t.lineId));
      expect([...linesIn(3)], serviceId).toEqual(['S7']);
      expect(linesIn(26).has('S7'), serviceId).toBe(true);
    }
  });

  it('keeps a train moving at nearly every minute of the night (gaps of at most 5 minutes)', () => {
    for (const serviceId of Object.values(SERVICE_IDS)) {
      let gap = 0;
      let worst = 0;
      for (let t = OPERATING_DAY_START_S; t < OPERATING_DAY_END_S; t += 60) {
        const running = data.trips.some((trip, i) => trip.serviceId === serviceId && spans[i].start <= t && spans[i].end > t);
        gap = running ? 0 : gap + 1;
        worst = Math.max(worst, gap);
      }
      expect(worst, serviceId).toBeLessThanOrEqual(5);
    }
  });

  it('keeps every trip inside its operating day (no departure before 03:00, no arrival after 03:00 next day)', () => {
    for (const span of spans) {
      expect(span.start).toBeGreaterThanOrEqual(OPERATING_DAY_START_S);
      expect(span.end).toBeLessThanOrEqual(OPERATING_DAY_END_S);
    }
    // Service past midnight exists (times past 24:00 as GTFS allows).
    expect(spans.some((s) => s.end > 25 * 3600)).toBe(true);
  });
});

describe('generateDemoTimetable: stations missing from the data', () => {
  it('skips a missing station (it becomes an unlisted halt) and the short working ending there', () => {
    const without = stations.filter((s) => s.stationCode !== 'RBT');
    const plan = planDemoNetwork(without).find((p) => p.line.lineNumber === 'S4')!;
    expect(plan.missing).toEqual(['RBT']);
    const full = planDemoNetwork(stations).find((p) => p.line.lineNumber === 'S4')!;
    const rkdu = full.directions[0].findIndex((s) => s.code === 'RKDU');
    const th = plan.directions[0].find((s) => s.code === 'TH')!;
    expect(th.halts).toBe(full.directions[0][rkdu + 1].halts + full.directions[0][rkdu + 2].halts + 1);

    const data2: TimetableData = generateDemoTimetable(without);
    expect(data2.stops.some((s) => s.id === 'RBT')).toBe(false);
    const s4 = data2.trips.filter((t) => t.lineId === 'S4');
    expect(s4.length).toBeGreaterThan(0);
    expect(s4.some((t) => t.headsign === 'Bretten')).toBe(false);
    expect(data.trips.some((t) => t.lineId === 'S4' && t.headsign === 'Bretten')).toBe(true);
  });
});
