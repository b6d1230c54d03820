import { describe, expect, it } from 'vitest';
import { generateDemoTimetable, planDemoNetwork } from '../../../server/operations/demo-network';
import {
  HALT_DWELL_S, MAIN_DWELL_S, MAX_MINOR_DWELL_S, MIN_DWELL_S, SPEED_PROFILES, TIME_STEP_S, legSeconds, segmentSeconds, stationDwell,
} from '../../../server/operations/demo-network/runningTime';
import { MAIN_STATIONS } from '../../../server/operations/demo-network/network';
import { loadStations } from './loadStations';

const kmh = (km: number, seconds: number) => km / (seconds / 3600);

describe('running-time model', () => {
  it('averages 45–70 km/h for a tram-train between halts 1–20 km apart, faster with wider spacing', () => {
    const p = SPEED_PROFILES.tramTrain;
    expect(kmh(1, legSeconds(1, p))).toBeGreaterThan(45);
    expect(kmh(1, legSeconds(1, p))).toBeLessThan(50);
    expect(kmh(20, legSeconds(20, p))).toBeLessThan(70);
    expect(kmh(20, legSeconds(20, p))).toBeGreaterThan(65);
    let last = 0;
    for (const km of [0.3, 0.5, 0.8, 1, 1.5, 2, 3, 5, 8, 13, 20, 40]) {
      const v = kmh(km, legSeconds(km, p));
      expect(v, `${km} km`).toBeGreaterThan(last);
      expect(v).toBeLessThan(p.vmaxKmh);
      last = v;
    }
  });

  it('charges acceleration and braking at every halt: two short legs take longer than one long one', () => {
    for (const p of Object.values(SPEED_PROFILES)) {
      expect(2 * legSeconds(1.5, p)).toBeGreaterThan(legSeconds(3, p) + 10);
      expect(segmentSeconds(3, 1, p)).toBeCloseTo(2 * legSeconds(1.5, p) + HALT_DWELL_S, 6);
    }
  });

  it('draws dwells of 30–48 s at minor stations and 60 s at main ones, in timetable steps', () => {
    expect(stationDwell(true, 0.3)).toBe(MAIN_DWELL_S);
    const seen = new Set<number>();
    for (let d = 0; d < 1; d += 0.01) seen.add(stationDwell(false, d));
    expect([...seen].sort((a, b) => a - b)).toEqual([30, 36, 42, 48]);
    expect(MIN_DWELL_S).toBe(30);
    expect(MAX_MINOR_DWELL_S).toBeLessThan(MAIN_DWELL_S);
  });
});

describe('running times of the demo network', () => {
  const stations = loadStations();
  const plans = planDemoNetwork(stations);

  it('keeps every leg between halts within its profile\'s speed bounds', () => {
    const bounds = { tramTrain: [38, 70], street: [25, 40], emu: [60, 95] } as const;
    for (const plan of plans) {
      const stops = plan.directions[0];
      for (let i = 1; i < stops.length; i++) {
        const s = stops[i];
        const legs = s.halts + 1;
        const legKm = (s.km - stops[i - 1].km) / legs;
        const legS = (s.runS - s.halts * HALT_DWELL_S) / legs;
        const profile = s.street ? 'street' : plan.line.profile;
        const v = kmh(legKm, legS);
        const label = `${plan.line.lineNumber} ${stops[i - 1].code}–${s.code}: ${v.toFixed(1)} km/h`;
        expect(v, label).toBeGreaterThanOrEqual(bounds[profile][0]);
        expect(v, label).toBeLessThanOrEqual(bounds[profile][1]);
      }
    }
  });

  it('gives whole-line trips realistic durations (Karlsruhe–Öhringen 2–2.75 h, Karlsruhe–Heidelberg 45–65 min)', () => {
    const duration = (line: string) => {
      const stops = plans.find((p) => p.line.lineNumber === line)!.directions[0];
      return stops.reduce((t, s, i) => t + s.runS + (i > 0 && i < stops.length - 1 ? s.dwellS : 0), 0) / 60;
    };
    expect(duration('S4')).toBeGreaterThan(120);
    expect(duration('S4')).toBeLessThan(165);
    expect(duration('RB 47')).toBeGreaterThan(45);
    expect(duration('RB 47')).toBeLessThan(65);
    expect(duration('S7')).toBeGreaterThan(50);
    expect(duration('S7')).toBeLessThan(70);
  });

  it('writes these running times and dwells into every trip, rounded to 6 s', () => {
    const data = generateDemoTimetable(stations);
    const plan = new Map(plans.map((p) => [p.line.lineNumber.replace(/\s+/g, ''), p]));
    const st = data.stopTimes;
    let checkedLegs = 0;
    for (let r = 0; r < st.length; r++) {
      expect(st.arrival[r] % TIME_STEP_S).toBe(0);
      expect(st.departure[r] % TIME_STEP_S).toBe(0);
      const trip = data.trips[st.trip[r]];
      const first = r === 0 || st.trip[r - 1] !== st.trip[r];
      const last = r === st.length - 1 || st.trip[r + 1] !== st.trip[r];
      const stopId = data.stops[st.stop[r]].id;
      const dwell = st.departure[r] - st.arrival[r];
      if (first || last) {
        expect(dwell).toBe(0);
      } else {
        expect(dwell).toBeGreaterThanOrEqual(30);
        expect(dwell).toBeLessThanOrEqual(60);
        if (MAIN_STATIONS.includes(stopId)) expect(dwell).toBe(MAIN_DWELL_S);
      }
      if (!first) {
        const planned = plan.get(trip.lineId)!.directions[trip.direction].find((s) => s.code === stopId)!;
        const run = st.arrival[r] - st.departure[r - 1];
        // Rounding of the arrival (±3 s) and of the previous one (±3 s).
        expect(Math.abs(run - planned.runS), `${trip.id} → ${stopId}`).toBeLessThanOrEqual(TIME_STEP_S);
        checkedLegs++;
      }
    }
    expect(checkedLegs).toBeGreaterThan(10_000);
  });
});
