import { describe, expect, it } from 'vitest';
import { MIN_TURNAROUND_S } from '../../../src/shared/operations/types';
import { generateDemoTimetable } from '../../../server/operations/demo-network';
import { MAX_LAYOVER_S, buildCirculations } from '../../../server/operations/demo-network/circulations';
import { tripSpans } from '../../../server/operations/demo-network/stats';
import { loadStations } from './loadStations';

describe('buildCirculations', () => {
  const t = (origin: string, destination: string, departure: number, arrival: number) => ({ origin, destination, departure, arrival });

  it('turns a vehicle at the terminus when the turnaround allows, else brings out another', () => {
    const trips = [
      t('A', 'B', 1000, 2000),
      t('B', 'A', 2000 + MIN_TURNAROUND_S - 1, 3500), // too soon for the first vehicle
      t('B', 'A', 2000 + MIN_TURNAROUND_S, 3600),
      t('A', 'B', 3600 + 600, 5000),
    ];
    expect(buildCirculations(trips)).toEqual([[0, 2], [1, 3]]);
  });

  it('gives a trip to the vehicle waiting longest and parks vehicles that wait too long', () => {
    const trips = [
      t('A', 'B', 0, 1000),
      t('A', 'B', 100, 1100),
      t('B', 'A', 1500, 2500), // both wait at B: the first one (arrived 1000) goes
      t('B', 'A', 1100 + MAX_LAYOVER_S + 1, 9000), // the second waited too long: parked, a new vehicle
    ];
    expect(buildCirculations(trips)).toEqual([[0, 2], [1], [3]]);
  });

  it('does not depend on the order the trips come in', () => {
    const trips = [t('A', 'B', 0, 1000), t('B', 'A', 1500, 2500), t('A', 'B', 3000, 4000)];
    const reversed = [...trips].reverse();
    expect(buildCirculations(reversed)).toEqual([[2, 1, 0]]);
  });
});

describe('circulations of the demo network', () => {
  const data = generateDemoTimetable(loadStations());
  const spans = tripSpans(data);
  const ends = data.trips.map(() => ({ origin: '', destination: '' }));
  for (let r = 0; r < data.stopTimes.length; r++) {
    const e = ends[data.stopTimes.trip[r]];
    const id = data.stops[data.stopTimes.stop[r]].id;
    if (!e.origin) e.origin = id;
    e.destination = id;
  }
  const byCirculation = new Map<string, number[]>();
  data.trips.forEach((trip, i) => {
    expect(trip.circulationId, trip.id).toBeTruthy();
    const list = byCirculation.get(trip.circulationId!) ?? [];
    list.push(i);
    byCirculation.set(trip.circulationId!, list);
  });
  const circulations = [...byCirculation.entries()].map(([id, list]) => ({
    id, trips: list.sort((a, b) => data.trips[a].circulationSeq - data.trips[b].circulationSeq),
  }));

  it('puts every trip in exactly one circulation of its line and service, numbered 1 … n', () => {
    expect(circulations.reduce((n, c) => n + c.trips.length, 0)).toBe(data.trips.length);
    for (const c of circulations) {
      const first = data.trips[c.trips[0]];
      expect(c.id).toMatch(new RegExp(`^U-${first.lineId}-(W|Sa|So)\\d{2}$`));
      expect(c.trips.map((i) => data.trips[i].circulationSeq)).toEqual(c.trips.map((_, k) => k + 1));
      for (const i of c.trips) {
        expect(data.trips[i].lineId).toBe(first.lineId);
        expect(data.trips[i].serviceId).toBe(first.serviceId);
      }
    }
  });

  it('connects consecutive trips at the terminus with a turnaround of at least MIN_TURNAROUND_S', () => {
    let layovers = 0;
    for (const c of circulations) {
      for (let k = 1; k < c.trips.length; k++) {
        const prev = c.trips[k - 1];
        const next = c.trips[k];
        expect(ends[next].origin, `${c.id} #${k + 1}`).toBe(ends[prev].destination);
        const layover = spans[next].start - spans[prev].end;
        expect(layover, `${c.id} #${k + 1}`).toBeGreaterThanOrEqual(MIN_TURNAROUND_S);
        expect(layover, `${c.id} #${k + 1}`).toBeLessThanOrEqual(MAX_LAYOVER_S);
        layovers++;
      }
    }
    expect(layovers).toBeGreaterThan(800);
  });

  it('plans realistic layovers: most of them 5–15 minutes', () => {
    const all: number[] = [];
    for (const c of circulations) {
      for (let k = 1; k < c.trips.length; k++) all.push(spans[c.trips[k]].start - spans[c.trips[k - 1]].end);
    }
    const inRange = all.filter((l) => l >= 300 && l <= 900).length / all.length;
    expect(inRange).toBeGreaterThan(0.55);
    all.sort((a, b) => a - b);
    expect(all[Math.floor(all.length / 2)]).toBeLessThanOrEqual(900);
  });

  it('keeps vehicles busy: circulations of several trips, few single ones', () => {
    const single = circulations.filter((c) => c.trips.length === 1).length;
    expect(single / circulations.length).toBeLessThan(0.05);
    const weekday = circulations.filter((c) => c.id.includes('-W'));
    const avg = weekday.reduce((n, c) => n + c.trips.length, 0) / weekday.length;
    expect(avg).toBeGreaterThan(5);
  });
});
