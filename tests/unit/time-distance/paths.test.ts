import { describe, expect, it } from 'vitest';
import type { Corridor } from '../../../src/shared/operations/timeDistance';
import { buildPath, buildPaths, pathSpan, type PathRun } from '../../../server/operations/time-distance/paths';

/** Corridor a(0) – b(10) – c(20) – d(30) – e(40), all stations of the operator. */
const corridor: Corridor = {
  key: 'test', name: 'Test', lineId: null, corridorId: null,
  stations: ['a', 'b', 'c', 'd', 'e'].map((id, i) => ({ key: `station:${id}`, stationId: id, name: id.toUpperCase(), km: i * 10 })),
};

type StopSpec = { id: string; km: number; pa?: number | null; pd?: number | null; ea?: number | null; ed?: number | null; passed?: boolean; skipped?: boolean; platform?: string | null; station?: boolean };

function run(stops: StopSpec[], route: { id: string; km: number }[], more: Partial<PathRun> = {}): PathRun {
  return {
    runId: 'D:t1', trainNumber: '84001', lineId: 'S4', lineNumber: 'S4', lineColor: '#f00', lineTextColor: '#fff', circulationId: 'U1',
    status: 'onTime', phase: 'planned', delayS: 0, cancelled: false, currentKm: null, now: 0,
    stops: stops.map((s, i) => ({
      stopId: `p-${s.id}`, stationId: s.station === false ? null : s.id, km: s.km, platform: s.platform ?? null,
      plannedArrival: s.pa === undefined ? (i === 0 ? null : 0) : s.pa,
      plannedDeparture: s.pd === undefined ? (i === stops.length - 1 ? null : 0) : s.pd,
      expectedArrival: s.ea ?? null, expectedDeparture: s.ed ?? null, passed: s.passed ?? false, skipped: s.skipped ?? false,
    })),
    route: route.map((r) => ({ key: `station:${r.id}`, km: r.km })),
    ...more,
  };
}

const route = [{ id: 'a', km: 0 }, { id: 'b', km: 10 }, { id: 'c', km: 20 }, { id: 'd', km: 30 }, { id: 'e', km: 40 }];

describe('paths', () => {
  it('interpolates a station passed without a stop by km, planned and expected alike', () => {
    const p = buildPath(run([
      { id: 'a', km: 0, pa: null, pd: 1000, ed: 1100, passed: true },
      { id: 'c', km: 20, pa: 2000, pd: 2060, ea: 2100, ed: 2160 },
      { id: 'e', km: 40, pa: 3000, pd: null, ea: 3100 },
    ], route), corridor)!;
    expect(p.points.map((x) => x.station)).toEqual([0, 1, 2, 3, 4]);
    const b = p.points[1];
    expect(b.passThrough).toBe(true);
    expect([b.plannedArrival, b.plannedDeparture]).toEqual([1500, 1500]);
    expect([b.arrival, b.departure]).toEqual([1600, 1600]);
    const d = p.points[3];
    expect([d.plannedArrival, d.arrival]).toEqual([2530, 2630]);
    // The origin's missing arrival and the terminus' missing departure take the other time.
    expect([p.points[0].arrival, p.points[0].departure]).toEqual([1100, 1100]);
    expect([p.points[4].arrival, p.points[4].departure]).toEqual([3100, 3100]);
    // Planned times stay as the timetable has them.
    expect(p.points[0].plannedArrival).toBeNull();
    expect(p.ascending).toBe(true);
  });

  it('runs through a skipped stop (times by km) and leaves the part after a short turn without times', () => {
    const p = buildPath(run([
      { id: 'a', km: 0, pd: 1000, ed: 1000 },
      { id: 'b', km: 10, pa: 1500, pd: 1530, skipped: true },
      { id: 'c', km: 20, pa: 2000, pd: 2030, ea: 1950 },
      { id: 'd', km: 30, pa: 2500, pd: 2530, skipped: true },
      { id: 'e', km: 40, pa: 3000, skipped: true },
    ], route), corridor)!;
    const [, b, c, d, e] = p.points;
    expect(b.skipped).toBe(true);
    expect([b.arrival, b.departure]).toEqual([1475, 1475]);
    expect(c.skipped).toBe(false);
    expect([c.arrival, c.departure]).toEqual([1950, 1950]);
    expect(d.skipped && e.skipped).toBe(true);
    expect([d.arrival, d.departure, e.arrival]).toEqual([null, null, null]);
    expect(d.plannedArrival).toBe(2500);
  });

  it('maps a running train onto the corridor points by km', () => {
    const p = buildPath(run([
      { id: 'a', km: 0, pd: 1000, ed: 1000, passed: true },
      { id: 'c', km: 20, pa: 2000, pd: 2060, ea: 2000, ed: 2060 },
      { id: 'e', km: 40, pa: 3000, ea: 3000 },
    ], route, { phase: 'running', currentKm: 15, now: 1750 }), corridor)!;
    // Between b (passed through at km 10) and c, half-way.
    expect(p.current).toEqual({ from: 1, progress: 0.5, at: 1750 });
    expect(p.points[1].passed).toBe(true);
    expect(p.points[3].passed).toBe(false);
    expect(buildPath(run([{ id: 'a', km: 0, pd: 1 }, { id: 'e', km: 40, pa: 2 }], route, { phase: 'planned', currentKm: null }), corridor)!.current).toBeNull();
    // Standing at c: at that point (progress 0); at the terminus: the end of the last segment.
    const stops: StopSpec[] = [{ id: 'a', km: 0, pd: 1000, ed: 1000, passed: true }, { id: 'c', km: 20, pa: 2000, pd: 2060, ea: 2000 }, { id: 'e', km: 40, pa: 3000 }];
    expect(buildPath(run(stops, route, { phase: 'running', currentKm: 20, now: 2010 }), corridor)!.current).toEqual({ from: 2, progress: 0, at: 2010 });
    expect(buildPath(run(stops, route, { phase: 'running', currentKm: 40, now: 3000 }), corridor)!.current).toEqual({ from: 3, progress: 1, at: 3000 });
    // Off the corridor's stretch of the run: none.
    expect(buildPath(run(stops, route.slice(0, 3), { phase: 'running', currentKm: 41, now: 3000 }), corridor)!.current).toBeNull();
  });

  it('draws a run against the corridor’s direction as descending', () => {
    const back = [{ id: 'e', km: 0 }, { id: 'd', km: 10 }, { id: 'c', km: 20 }, { id: 'b', km: 30 }, { id: 'a', km: 40 }];
    const p = buildPath(run([
      { id: 'e', km: 0, pd: 100, ed: 100 },
      { id: 'c', km: 20, pa: 500, pd: 520, ea: 500, ed: 520 },
      { id: 'a', km: 40, pa: 900, ea: 900 },
    ], back, { phase: 'running', currentKm: 25, now: 600 }), corridor)!;
    expect(p.ascending).toBe(false);
    expect(p.points.map((x) => x.station)).toEqual([4, 3, 2, 1, 0]);
    expect(p.current).toEqual({ from: 2, progress: 0.5, at: 600 });
  });

  it('keeps only the stretch on the corridor of a run that covers part of it', () => {
    const own = [{ id: 'q', km: 0 }, { id: 'b', km: 5 }, { id: 'c', km: 15 }, { id: 'z', km: 25 }];
    const p = buildPath(run([
      { id: 'q', km: 0, pd: 0, ed: 0 },
      { id: 'b', km: 5, pa: 300, pd: 330, ea: 300, ed: 330 },
      { id: 'c', km: 15, pa: 900, pd: 930, ea: 900, ed: 930, platform: '2' },
      { id: 'z', km: 25, pa: 1500, ea: 1500 },
    ], own), corridor)!;
    expect(p.points.map((x) => x.station)).toEqual([1, 2]);
    expect(p.points[1].platform).toBe('2');
    // Only one corridor station: no path.
    expect(buildPath(run([{ id: 'q', km: 0, pd: 0 }, { id: 'b', km: 5, pa: 300 }], own), corridor)).toBeNull();
  });

  it('marks every point of a cancelled run skipped, with planned times only', () => {
    const p = buildPath(run([
      { id: 'a', km: 0, pd: 1000, skipped: true },
      { id: 'c', km: 20, pa: 2000, pd: 2030, skipped: true },
      { id: 'e', km: 40, pa: 3000, skipped: true },
    ], route, { cancelled: true, status: 'cancelled' }), corridor)!;
    expect(p.cancelled).toBe(true);
    expect(p.points.every((x) => x.skipped && x.arrival === null && x.departure === null)).toBe(true);
    expect(p.points[1].plannedArrival).toBe(1500);
  });

  it('keeps the runs that overlap the time window, sorted by time', () => {
    const mk = (id: string, t0: number) => ({
      ...run([{ id: 'a', km: 0, pd: t0, ed: t0 }, { id: 'c', km: 20, pa: t0 + 600, ea: t0 + 660 }], route),
      runId: id,
    });
    const runs = [mk('late', 9000), mk('early', 1000), mk('mid', 5000)];
    expect(buildPaths(runs, corridor).map((p) => p.runId)).toEqual(['early', 'mid', 'late']);
    expect(buildPaths(runs, corridor, { from: 1620, to: 5000 }).map((p) => p.runId)).toEqual(['early', 'mid']);
    expect(buildPaths(runs, corridor, { from: 1661 }).map((p) => p.runId)).toEqual(['mid', 'late']);
    expect(pathSpan(buildPaths(runs, corridor)[0])).toEqual([1000, 1660]);
  });
});
