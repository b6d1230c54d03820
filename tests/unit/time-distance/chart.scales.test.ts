import { describe, expect, it } from 'vitest';
import { fromScreen, makeScale, spacePx, stationAxis, timePx, timeTicks, toScreen } from '../../../src/custom/time-distance/chart/scales';
import { namedStations } from '../../../src/custom/time-distance/chart/drawBackground';
import { STATIONS } from './chartFixtures';

const plot = { x: 50, y: 100, width: 800, height: 600 };
const view = { t0: 3600, t1: 7200, k0: 0, k1: 1 };

describe('stationAxis', () => {
  it('proportional: km over the corridor length', () => {
    expect([...stationAxis(STATIONS, 'proportional')]).toEqual([0, 0.2, 0.8, 1]);
  });
  it('equal: visible stations evenly spaced', () => {
    expect([...stationAxis(STATIONS, 'equal')]).toEqual([0, 1 / 3, 2 / 3, 1]);
  });
  it('equal with a hidden station: it sits between its visible neighbours by km', () => {
    const axis = stationAxis(STATIONS, 'equal', new Set(['station:c']));
    expect(axis[0]).toBe(0);
    expect(axis[1]).toBeCloseTo(0.5);
    expect(axis[3]).toBe(1);
    // C is 6 of the 8 km from B to D.
    expect(axis[2]).toBeCloseTo(0.5 + 0.75 * 0.5);
  });
  it('equal with hidden end stations: clamped to the first / last visible one', () => {
    const axis = stationAxis(STATIONS, 'equal', new Set(['station:a', 'station:d']));
    expect([...axis]).toEqual([0, 0, 1, 1]);
  });
});

describe('makeScale', () => {
  it('time vertical: time runs down, stations across', () => {
    const s = makeScale(view, plot, 'timeVertical');
    expect(toScreen(s, 3600, 0)).toEqual({ x: 50, y: 100 });
    expect(toScreen(s, 7200, 1)).toEqual({ x: 850, y: 700 });
    expect(toScreen(s, 5400, 0.5)).toEqual({ x: 450, y: 400 });
    expect(timePx(s, 5400)).toBe(400);
    expect(spacePx(s, 0.25)).toBe(250);
  });
  it('time horizontal: time runs right, stations down', () => {
    const s = makeScale(view, plot, 'timeHorizontal');
    expect(toScreen(s, 3600, 0)).toEqual({ x: 50, y: 100 });
    expect(toScreen(s, 7200, 1)).toEqual({ x: 850, y: 700 });
    expect(toScreen(s, 4500, 0.5)).toEqual({ x: 250, y: 400 });
  });
  it('fromScreen inverts toScreen in both orientations', () => {
    for (const o of ['timeVertical', 'timeHorizontal'] as const) {
      const s = makeScale({ t0: 1000, t1: 2000, k0: -0.1, k1: 0.7 }, plot, o);
      const p = toScreen(s, 1234, 0.321);
      const back = fromScreen(s, p.x, p.y);
      expect(back.t).toBeCloseTo(1234, 6);
      expect(back.u).toBeCloseTo(0.321, 9);
    }
  });
});

describe('timeTicks', () => {
  it('picks the smallest step whose labels are far enough apart, minor lines dividing it', () => {
    // 600 px for an hour: 10 px a minute.
    const { major, minor } = timeTicks(600 / 3600, 40);
    expect(major).toBe(300);
    expect(major % minor).toBe(0);
    expect(timeTicks(600 / 86400, 40).major).toBe(7200);
  });
});

describe('namedStations', () => {
  it('leaves out names closer than the gap to one already written, bold ones first, hidden never', () => {
    const at = (ps: number[]) => ps.map((p, i) => ({ key: `s${i}`, p }));
    // 0 and 10 collide; 10 is bold, so it keeps its name and 0 loses it; 30 and 40 are apart enough.
    expect([...namedStations(at([0, 10, 30, 45]), new Set(), new Set(['s1']), 15)].sort()).toEqual([1, 3, 2].sort());
    expect([...namedStations(at([0, 10, 30, 45]), new Set(), new Set(), 15)].sort()).toEqual([0, 2, 3]);
    expect([...namedStations(at([0, 10, 30]), new Set(['s0']), new Set(), 15)].sort()).toEqual([1, 2]);
  });
});
