import { describe, expect, it } from 'vitest';
import { buildGeometry, countSegments } from '../../../src/custom/time-distance/chart/geometry';
import { stationAxis } from '../../../src/custom/time-distance/chart/scales';
import { path, pt, running, STATIONS } from './chartFixtures';

const axis = stationAxis(STATIONS, 'proportional');
const vertices = (tu: Float64Array, n: number) => Array.from({ length: n }, (_, j) => [tu[2 * j], Number(tu[2 * j + 1].toFixed(6))]);

describe('buildGeometry', () => {
  it('planned: arrival and departure per stop, the dwell between them', () => {
    const g = buildGeometry(running(), axis);
    expect(vertices(g.planned.tu, g.planned.n)).toEqual([
      [1000, 0],
      [1100, 0.2],
      [1130, 0.2],
      [1400, 0.8],
      [1430, 0.8],
      [1500, 1],
    ]);
    const c = countSegments(g);
    expect(c.planned).toBe(5);
  });

  it('real path: actual up to the current position, forecast from there', () => {
    const g = buildGeometry(running(), axis);
    // A dep, B arr, B dep, current (40 % from B to C at 1250), C arr, C dep, D arr.
    expect(vertices(g.real.tu, g.real.n)).toEqual([
      [1060, 0],
      [1160, 0.2],
      [1190, 0.2],
      [1250, 0.44],
      [1460, 0.8],
      [1490, 0.8],
      [1560, 1],
    ]);
    expect(g.cut).toBe(3);
    const c = countSegments(g);
    expect(c.actual).toBe(3);
    expect(c.forecast).toBe(3);
    // Dwells: planned at B and C, real at B (actual) and C (forecast).
    expect(c.dwell).toBe(4);
  });

  it('standing at a station: actual from the arrival up to now, forecast on to the departure', () => {
    const p = running();
    p.points[1].passed = false;
    p.current = { from: 1, progress: 0, at: 1170 };
    const g = buildGeometry(p, axis);
    expect(vertices(g.real.tu, 4)).toEqual([
      [1060, 0],
      [1160, 0.2],
      [1170, 0.2],
      [1190, 0.2],
    ]);
    expect(g.cut).toBe(2);
  });

  it('no current position: actual up to the last passed point; none passed: all forecast', () => {
    const p = running();
    p.current = null;
    expect(buildGeometry(p, axis).cut).toBe(2);
    const q = running();
    q.current = null;
    for (const x of q.points) x.passed = false;
    const g = buildGeometry(q, axis);
    expect(g.cut).toBe(0);
    expect(countSegments(g).actual).toBe(0);
    // Finished: everything actual.
    const f = running();
    f.current = null;
    for (const x of f.points) x.passed = true;
    const gf = buildGeometry(f, axis);
    expect(countSegments(gf).forecast).toBe(0);
    expect(countSegments(gf).actual).toBe(gf.real.n - 1);
  });

  it('pass-through points are bends without dwell', () => {
    const p = path('p', [pt(0, null, 100, null, 100), pt(1, 160, 160, 160, 160, { passThrough: true }), pt(2, 400, null, 400, null)]);
    const g = buildGeometry(p, axis);
    expect(g.planned.n).toBe(3);
    expect(g.real.n).toBe(3);
    expect(countSegments(g).dwell).toBe(0);
  });

  it('skipped stops: marked at their planned time, left out of the real path, plan greyed around them', () => {
    const p = path('s', [pt(0, null, 100, null, 100), pt(1, 200, 230, null, null, { skipped: true }), pt(2, 400, 430, 420, 450), pt(3, 500, null, 520, null)]);
    const g = buildGeometry(p, axis);
    expect([...g.skipped]).toEqual([230, 0.2]);
    expect(vertices(g.real.tu, g.real.n).map((v) => v[1])).toEqual([0, 0.8, 0.8, 1]);
    const c = countSegments(g);
    // Into B, the dwell at B, and out of B: greyed; C's dwell and C→D are not.
    expect(c.greyed).toBe(3);
    expect(Array.from(g.planned.greyed.subarray(0, g.planned.n - 1))).toEqual([1, 1, 1, 0, 0]);
    expect(c.skippedMarks).toBe(1);
  });

  it('a cancelled run: its whole plan greyed, no real path', () => {
    const pts = [pt(0, null, 100, null, null), pt(1, 200, 230, null, null), pt(2, 400, null, null, null)].map((x) => ({ ...x, skipped: true }));
    const g = buildGeometry(path('x', pts, { cancelled: true }), axis);
    expect(g.real.n).toBe(0);
    const c = countSegments(g);
    expect(c.greyed).toBe(c.planned);
    expect(c.skippedMarks).toBe(3);
  });
});
