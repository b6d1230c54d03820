import { describe, expect, it, vi } from 'vitest';
import { LiveDay } from '../../../server/operations/live/day';
import { bearingOf, distanceM, pointAt, projectOnto } from '../../../server/operations/live/geometry';
import { pollingSource, simulatedLocations } from '../../../server/operations/live/simulator';
import { dayTimetable, LAT, LON_PER_KM } from './fixtures';
import { DAY, TZ, at, hms, measure, runIdOf } from './helpers';

const RUN = runIdOf('U1-0');

function feedDay(): LiveDay {
  return new LiveDay(dayTimetable(DAY), DAY, { seed: 'feed', simulate: false, tz: TZ });
}

/** Longitude of km k on the fixture line. */
const lonAt = (km: number) => 8.4 + km * LON_PER_KM;

describe('geometry', () => {
  it('interpolates by km, gives the bearing, and projects a point back to its km', () => {
    const day = feedDay();
    const g = day.plan.runs[day.indexOf(RUN)].geometry;
    const p = pointAt(g, 3);
    expect(p.lat).toBeCloseTo(LAT, 9);
    expect(p.lon).toBeCloseTo(lonAt(3), 9);
    expect(p.bearing).toBeCloseTo(90, 0);
    expect(bearingOf(49, 8.5, 49, 8.4)).toBeCloseTo(270, 0);
    expect(bearingOf(49, 8.4, 49.1, 8.4)).toBe(0);
    const back = projectOnto(g, LAT + 0.001, lonAt(7.25));
    expect(back.km).toBeCloseTo(7.25, 2);
    expect(back.offRouteM).toBeCloseTo(111, -1);
    // Searching from a later km ignores the earlier part of the route.
    expect(projectOnto(g, LAT, lonAt(1), 4).km).toBe(4);
    expect(distanceM(LAT, lonAt(0), LAT, lonAt(2))).toBeCloseTo(2000, -1);
  });
});

describe('real vehicle-location feed', () => {
  it('matches by run id, projects onto the route and takes delay = time of the fix − planned time at that km', () => {
    const day = feedDay();
    day.advance(at(hms(5, 50)));
    const i = day.indexOf(RUN);
    const p = day.plan.runs[i];
    // Planned time at km 3 (halfway between S1 and S2).
    const planned = p.dep[1] + (p.arr[2] - p.dep[1]) / 2;
    const r = day.ingest([{ runId: RUN, at: at(planned + 120), lat: LAT, lon: lonAt(3) }]);
    expect(r).toEqual({ used: 1, ignored: 0 });
    day.advance(at(planned + 121));
    const row = day.row(i);
    expect(row.phase).toBe('running');
    expect(row.delayS).toBe(120);
    expect(row.distanceM).toBe(3000);
    expect(row.location).toBe('zwischen Bruchsal und Durlach');
    // The stops passed got actual delays, the stops ahead forecasts that recover from 120 s.
    const stops = day.stops(i);
    expect(stops[1].passed).toBe(true);
    expect(stops[2].passed).toBe(false);
    expect(stops[2].expectedArrival! - stops[2].plannedArrival!).toBeGreaterThan(0);
    expect(stops[2].expectedArrival! - stops[2].plannedArrival!).toBeLessThan(120);
  });

  it('matches by train number of the day, and by the number of an assigned vehicle', () => {
    const day = feedDay();
    day.advance(at(hms(6, 40)));
    const j = day.indexOf(runIdOf('U2-0'));
    const p = day.plan.runs[j];
    // U2-0 (train 2000) stands at S2 (km 4) 30 s after its planned departure from there.
    day.ingest([{ trainNumber: '2000', at: at(p.dep[2] + 30), lat: LAT, lon: lonAt(4) }]);
    day.advance(at(p.dep[2] + 31));
    expect(day.row(j)).toMatchObject({ phase: 'running', delayS: 30, location: 'in Durlach', moving: false });
    const k = day.indexOf(runIdOf('U1-1'));
    day.addMeasure(measure({ runId: runIdOf('U1-1'), type: 'assignVehicle', vehicleIds: ['9'] }, [{ id: '9', number: '905', type: 'ET 2010' }]));
    const q = day.plan.runs[k];
    // U1-1 runs Bretten → Albtal: km 2 of the route is Berghausen.
    day.ingest([{ vehicleNumber: '905', at: at(q.dep[1] - 10), lat: LAT, lon: lonAt(8) }]);
    day.advance(at(q.dep[1]));
    expect(day.row(k)).toMatchObject({ phase: 'running', location: 'in Berghausen', vehicleNumbers: ['905'] });
    // The vehicle left its previous run: that one is over.
    expect(day.row(day.indexOf(RUN)).phase).toBe('finished');
  });

  it('ignores unknown runs, fixes far off the route and fixes older than the last one', () => {
    const day = feedDay();
    day.advance(at(hms(6, 1)));
    expect(day.ingest([{ runId: 'nope', at: at(hms(6, 1)), lat: LAT, lon: lonAt(1) }]).used).toBe(0);
    expect(day.ingest([{ trainNumber: '9999', at: at(hms(6, 1)), lat: LAT, lon: lonAt(1) }]).used).toBe(0);
    expect(day.ingest([{ runId: RUN, at: at(hms(6, 1)), lat: LAT + 0.05, lon: lonAt(1) }]).used).toBe(0);
    expect(day.ingest([{ runId: RUN, at: at(hms(6, 1)), lat: LAT, lon: lonAt(1) }]).used).toBe(1);
    expect(day.ingest([{ runId: RUN, at: at(hms(6, 0, 50)), lat: LAT, lon: lonAt(0.5) }]).used).toBe(0);
  });

  it('finishes a run at its last stop, and a run without fixes long after its expected end', () => {
    const day = feedDay();
    const i = day.indexOf(RUN);
    const p = day.plan.runs[i];
    day.ingest([{ runId: RUN, at: at(p.arr[5] + 60), lat: LAT, lon: lonAt(10) }]);
    day.advance(at(p.arr[5] + 61));
    expect(day.row(i)).toMatchObject({ phase: 'finished', delayS: 60 });
    const j = day.indexOf(runIdOf('U2-0'));
    const q = day.plan.runs[j];
    day.advance(at(q.arr[5] + 10));
    expect(day.row(j).phase).toBe('planned');
    day.advance(at(q.arr[5] + 16 * 60));
    expect(day.row(j).phase).toBe('finished');
  });

  it('restores a fed run from its snapshot (restart with a real feed)', () => {
    const day = feedDay();
    const i = day.indexOf(RUN);
    const p = day.plan.runs[i];
    day.ingest([{ runId: RUN, at: at(p.dep[2] + 200), lat: LAT, lon: lonAt(4.5), occupancy: 77 }]);
    day.advance(at(p.dep[2] + 201));
    const snap = JSON.parse(JSON.stringify(day.snapshot(i)));
    const again = feedDay();
    again.restore(i, snap);
    again.advance(at(p.dep[2] + 201));
    expect(again.row(i)).toEqual(day.row(i));
    expect(again.row(i).occupancy).toBe(77);
    expect(again.stops(i)).toEqual(day.stops(i));
  });

  it('the simulator as a feed: a fed day follows the simulated one', () => {
    const sim = new LiveDay(dayTimetable(DAY, { count: 10 }), DAY, { seed: 'demo', simulate: true, tz: TZ });
    const fed = new LiveDay(dayTimetable(DAY, { count: 10 }), DAY, { seed: 'demo', simulate: false, tz: TZ });
    let compared = 0;
    for (let t = hms(6); t < hms(12); t += 20) {
      sim.advance(at(t));
      fed.ingest(simulatedLocations(sim, t % 40 === 0 ? 'runId' : 'trainNumber'));
      fed.advance(at(t));
      for (const pos of sim.positions()) {
        const i = sim.indexOf(pos.id);
        const a = sim.row(i);
        const b = fed.row(i);
        // Within 50 m of the terminus the feed already counts the run as arrived.
        const toEnd = (sim.plan.runs[i].km[5] - sim.states[i].km) * 1000;
        expect(b.phase === 'running' || (b.phase === 'finished' && toEnd <= 50)).toBe(true);
        expect(Math.abs(b.distanceM - a.distanceM)).toBeLessThanOrEqual(60);
        // Delays agree between stops; within AT_STOP_KM of a stop the feed takes the train as
        // standing there (it cannot tell arrival from dwell), and measures against the stop's times.
        if (a.moving && !fed.states[i].atStop) expect(Math.abs(b.delayS - a.delayS)).toBeLessThanOrEqual(5);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(500);
  });
});

describe('pollingSource', () => {
  it('polls once per interval, emits non-empty batches and stops', async () => {
    vi.useFakeTimers();
    try {
      let n = 0;
      const source = pollingSource(() => (n++ % 2 ? [{ runId: RUN, at: 1, lat: LAT, lon: lonAt(1) }] : []), 1000);
      const got: number[] = [];
      source.start((locs) => got.push(locs.length));
      await vi.advanceTimersByTimeAsync(4000);
      expect(got).toEqual([1, 1]);
      source.stop();
      await vi.advanceTimersByTimeAsync(4000);
      expect(got).toEqual([1, 1]);
    } finally {
      vi.useRealTimers();
    }
  });
});
