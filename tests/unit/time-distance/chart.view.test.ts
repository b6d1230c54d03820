import { describe, expect, it } from 'vitest';
import { fromScreen, makeScale } from '../../../src/custom/time-distance/chart/scales';
import { back, canBack, canForward, createHistory, current, forward, HISTORY_LIMIT, pushView } from '../../../src/custom/time-distance/chart/viewHistory';
import { clampView, initialView, MIN_SPAN_S, pan, rectView, zoomSpace, zoomTime } from '../../../src/custom/time-distance/chart/view';
import { wheelFactor } from '../../../src/custom/time-distance/chart/useChartInput';
import type { DiagramData } from '../../../src/shared/operations/timeDistance';
import { STATIONS } from './chartFixtures';

const data: DiagramData = { operatingDay: '2026-11-25', now: 36000, corridor: { key: 'k', name: 'K', lineId: null, corridorId: null, stations: STATIONS }, paths: [] };
const plot = { x: 52, y: 96, width: 900, height: 600 };

describe('view', () => {
  it('initialView: now −1 h … +2 h, the whole corridor with a margin', () => {
    const v = initialView(data, 36000);
    expect(v.t0).toBe(32400);
    expect(v.t1).toBe(43200);
    expect(v.k0).toBeLessThan(0);
    expect(v.k1).toBeGreaterThan(1);
  });

  it('zoom around the pointer keeps the time and place under it where they are on screen', () => {
    for (const o of ['timeVertical', 'timeHorizontal'] as const) {
      const v = initialView(data, 36000);
      const s = makeScale(v, plot, o);
      const px = 300;
      const py = 250;
      const at = fromScreen(s, px, py);
      const zt = zoomTime(v, 0.5, at.t);
      expect(zt.t1 - zt.t0).toBeCloseTo((v.t1 - v.t0) / 2);
      expect(fromScreen(makeScale(zt, plot, o), px, py).t).toBeCloseTo(at.t, 6);
      const zs = zoomSpace(v, 0.25, at.u);
      expect(zs.k1 - zs.k0).toBeCloseTo((v.k1 - v.k0) / 4);
      expect(fromScreen(makeScale(zs, plot, o), px, py).u).toBeCloseTo(at.u, 9);
      // Zooming one axis leaves the other.
      expect([zt.k0, zt.k1]).toEqual([v.k0, v.k1]);
      expect([zs.t0, zs.t1]).toEqual([v.t0, v.t1]);
    }
  });

  it('zoom stops at the limits', () => {
    const v = zoomTime(initialView(data, 36000), 1e-6, 36000);
    expect(v.t1 - v.t0).toBe(MIN_SPAN_S);
  });

  it('pan, rectangle, clamp', () => {
    expect(pan({ t0: 0, t1: 1000, k0: 0, k1: 1 }, 100, 0.1)).toEqual({ t0: 100, t1: 1100, k0: 0.1, k1: 1.1 });
    expect(rectView({ t: 2000, u: 0.6 }, { t: 1000, u: 0.2 })).toEqual({ t0: 1000, t1: 2000, k0: 0.2, k1: 0.6 });
    const c = clampView({ t0: 1000, t1: 1010, k0: 0, k1: 1 });
    expect(c.t1 - c.t0).toBe(MIN_SPAN_S);
    expect((c.t0 + c.t1) / 2).toBe(1005);
  });

  it('wheel: down zooms out, up in, lines count as pixels', () => {
    expect(wheelFactor({ deltaX: 0, deltaY: 100, deltaMode: 0 })).toBeGreaterThan(1);
    expect(wheelFactor({ deltaX: 0, deltaY: -100, deltaMode: 0 })).toBeLessThan(1);
    expect(wheelFactor({ deltaX: 0, deltaY: 3, deltaMode: 1 })).toBeCloseTo(wheelFactor({ deltaX: 0, deltaY: 48, deltaMode: 0 }));
    // Shift+wheel turns sideways in some browsers.
    expect(wheelFactor({ deltaX: 100, deltaY: 0, deltaMode: 0 })).toBeGreaterThan(1);
  });
});

describe('ViewHistory', () => {
  const v = (t0: number) => ({ t0, t1: t0 + 3600, k0: 0, k1: 1 });

  it('back and forward through pushed views; a push drops the forward ones', () => {
    let h = createHistory(v(0));
    h = pushView(h, v(100), 1000);
    h = pushView(h, v(200), 2000);
    expect(current(h)).toEqual(v(200));
    h = back(h);
    expect(current(h)).toEqual(v(100));
    expect(canForward(h)).toBe(true);
    h = forward(h);
    expect(current(h)).toEqual(v(200));
    h = back(back(h));
    expect(current(h)).toEqual(v(0));
    expect(canBack(h)).toBe(false);
    expect(back(h)).toBe(h);
    h = pushView(h, v(300), 5000);
    expect(h.views).toEqual([v(0), v(300)]);
    expect(canForward(h)).toBe(false);
  });

  it('merges pushes in quick succession (a drag, wheel turns) into one step', () => {
    let h = createHistory(v(0));
    h = pushView(h, v(10), 1000);
    h = pushView(h, v(20), 1100);
    h = pushView(h, v(30), 1200);
    expect(h.views).toEqual([v(0), v(30)]);
    h = pushView(h, v(40), 5000);
    expect(h.views.length).toBe(3);
  });

  it('keeps the last views only, and ignores the same view again', () => {
    let h = createHistory(v(0));
    for (let i = 1; i <= 30; i++) h = pushView(h, v(i * 100), i * 10_000);
    expect(h.views.length).toBe(HISTORY_LIMIT);
    expect(current(h)).toEqual(v(3000));
    expect(pushView(h, v(3000), 1e9)).toBe(h);
  });
});
