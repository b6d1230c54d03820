import { describe, expect, it } from 'vitest';
import { HitGrid } from '../../../src/custom/control-center/hitGrid';

describe('HitGrid', () => {
  it('finds the nearest item within the radius, across cell borders', () => {
    const g = new HitGrid(32);
    g.reset(400, 300);
    g.insert(0, 10, 10);
    g.insert(1, 100, 100);
    g.insert(2, 33, 10); // next cell to the right of item 0
    expect(g.nearest(12, 12, 8)).toBe(0);
    expect(g.nearest(30, 10, 8)).toBe(2);
    expect(g.nearest(98, 103, 8)).toBe(1);
    expect(g.nearest(200, 200, 8)).toBe(-1);
    expect(g.nearest(100, 111, 10)).toBe(-1);
    expect(g.nearest(100, 110, 10)).toBe(1);
  });

  it('prefers the item drawn on top when two are equally near', () => {
    const g = new HitGrid(16);
    g.reset(100, 100);
    g.insert(0, 50, 50);
    g.insert(1, 50, 50);
    expect(g.nearest(50, 50, 5)).toBe(1);
  });

  it('ignores points off the viewport and starts empty after reset', () => {
    const g = new HitGrid(32);
    g.reset(100, 100);
    g.insert(0, -5, 50);
    g.insert(1, 50, 150);
    expect(g.nearest(0, 50, 10)).toBe(-1);
    g.insert(2, 50, 50);
    g.reset(100, 100);
    expect(g.nearest(50, 50, 10)).toBe(-1);
  });

  it('stays correct with many items (the same answer as looking at all)', () => {
    const g = new HitGrid(24);
    g.reset(1000, 800);
    const pts: [number, number][] = [];
    let seed = 7;
    const rnd = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    for (let i = 0; i < 1000; i++) {
      pts.push([rnd() * 1000, rnd() * 800]);
      g.insert(i, pts[i][0], pts[i][1]);
    }
    for (let k = 0; k < 200; k++) {
      const x = rnd() * 1000;
      const y = rnd() * 800;
      let best = -1;
      let bestD = 12 * 12;
      pts.forEach(([px, py], i) => {
        const d = (px - x) ** 2 + (py - y) ** 2;
        if (d < bestD || (d === bestD && i > best)) {
          best = i;
          bestD = d;
        }
      });
      expect(g.nearest(x, y, 12)).toBe(best);
    }
  });
});
