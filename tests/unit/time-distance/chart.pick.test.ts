import { describe, expect, it } from 'vitest';
import { buildGeometry } from '../../../src/custom/time-distance/chart/geometry';
import { PickIndex } from '../../../src/custom/time-distance/chart/pickIndex';
import { makeScale, stationAxis, toScreen } from '../../../src/custom/time-distance/chart/scales';
import { path, pt, running, STATIONS } from './chartFixtures';

const axis = stationAxis(STATIONS, 'proportional');
const plot = { x: 50, y: 80, width: 1000, height: 700 };
const scale = makeScale({ t0: 900, t1: 1700, k0: 0, k1: 1 }, plot, 'timeVertical');

function index() {
  const other = path('r2', [pt(3, null, 1000, null, 1000), pt(0, 1300, null, 1300, null)], { ascending: false });
  const geoms = [running(), other].map((p) => buildGeometry(p, axis));
  const pick = new PickIndex();
  pick.build(geoms, scale);
  return { pick, geoms };
}

describe('PickIndex', () => {
  it('finds the run whose segment is nearest, with the nearer point of that segment', () => {
    const { pick } = index();
    // On r1's actual segment from B dep (1190, 0.2) to the current position (1250, 0.44), nearer to B.
    const a = toScreen(scale, 1200, 0.2 + (0.24 * 10) / 60);
    const hit = pick.pick(a.x + 2, a.y);
    expect(hit).toMatchObject({ runId: 'r1', kind: 'actual', pointIndex: 1 });
    // r1's forecast between the current position and C's arrival, nearer to C.
    const f = toScreen(scale, 1440, 0.44 + (0.36 * 190) / 210);
    expect(pick.pick(f.x, f.y + 1)).toMatchObject({ runId: 'r1', kind: 'forecast', pointIndex: 2 });
    // r2 runs from D at 1000 to A at 1300.
    const r2 = toScreen(scale, 1150, 0.5);
    expect(pick.pick(r2.x - 1, r2.y + 1)).toMatchObject({ runId: 'r2', pointIndex: 1 });
  });

  it('prefers the real path over the plan on a tie, and finds the plan alone', () => {
    const { pick } = index();
    // r2's plan equals its real path: the real one wins.
    const p = toScreen(scale, 1150, 0.5);
    expect(pick.pick(p.x, p.y)?.kind).not.toBe('planned');
    // r1's plan from A dep (1000, 0) to B arr (1100, 0.2) lies apart from its real path.
    const q = toScreen(scale, 1050, 0.1);
    expect(pick.pick(q.x, q.y)).toMatchObject({ runId: 'r1', kind: 'planned' });
  });

  it('where two trains lie on top of each other, the selected one wins; not beyond the radius', () => {
    // r3 runs in r1's slot (a crossing, a train waiting behind another): the same line.
    const twin = { ...running(), runId: 'r3', trainNumber: 'R3' };
    const geoms = [running(), twin].map((p) => buildGeometry(p, axis));
    const pick = new PickIndex();
    pick.build(geoms, scale);
    const f = toScreen(scale, 1440, 0.44 + (0.36 * 190) / 210);
    expect(pick.pick(f.x, f.y)?.runId).toBe('r1');
    expect(pick.pick(f.x, f.y, 6, 'r3')).toMatchObject({ runId: 'r3', kind: 'forecast', pointIndex: 2 });
    expect(pick.pick(f.x, f.y, 6, 'r1')?.runId).toBe('r1');
    // The distance given is the real one, not the bonus.
    expect(pick.pick(f.x + 2, f.y, 6, 'r3')?.distance).toBeCloseTo(pick.pick(f.x + 2, f.y)!.distance, 6);
    const { pick: two } = index();
    const a = toScreen(scale, 1200, 0.2 + (0.24 * 10) / 60);
    // The preference does not reach beyond the radius: 8 px from r1 and nothing else near.
    const e = toScreen(scale, 1650, 0.1);
    expect(two.pick(e.x, e.y, 6, 'r1')).toBeNull();
    // Just out of reach of r1 (the first offset where the plain pick finds nothing): still nothing.
    let dx = 1;
    while (two.pick(a.x + dx, a.y) !== null && dx < 100) dx += 1;
    expect(dx).toBeLessThan(100);
    expect(two.pick(a.x + dx - 1, a.y, 6, 'r1')?.runId).toBe('r1');
    expect(two.pick(a.x + dx, a.y, 6, 'r1')).toBeNull();
  });

  it('empty space gives null', () => {
    const { pick } = index();
    const e = toScreen(scale, 1650, 0.1);
    expect(pick.pick(e.x, e.y)).toBeNull();
  });

  it('agrees with a brute-force nearest segment on random points', () => {
    const { pick, geoms } = index();
    let seed = 3;
    const rnd = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    for (let k = 0; k < 300; k++) {
      const x = plot.x + rnd() * plot.width;
      const y = plot.y + rnd() * plot.height;
      let best = Infinity;
      let bestRun = '';
      for (const g of geoms) {
        for (const line of [g.planned, g.real]) {
          for (let j = 0; j + 1 < line.n; j++) {
            const a = toScreen(scale, line.tu[2 * j], line.tu[2 * j + 1]);
            const b = toScreen(scale, line.tu[2 * j + 2], line.tu[2 * j + 3]);
            const dx = b.x - a.x;
            const dy = b.y - a.y;
            const f = Math.max(0, Math.min(1, ((x - a.x) * dx + (y - a.y) * dy) / (dx * dx + dy * dy || 1)));
            const d = Math.hypot(a.x + f * dx - x, a.y + f * dy - y);
            if (d < best) {
              best = d;
              bestRun = g.path.runId;
            }
          }
        }
      }
      const hit = pick.pick(x, y, 6);
      if (best < 5.4) expect(hit?.runId).toBe(bestRun);
      if (best > 6) expect(hit).toBeNull();
    }
  });
});
