import { describe, expect, it } from 'vitest';
import { MIN_TURNAROUND_S } from '../../../src/shared/operations/types';
import { effectsOf, noEffects } from '../../../server/operations/live/effects';
import { noDisturbances } from '../../../server/operations/live/disturbances';
import type { RunPlan } from '../../../server/operations/live/model';
import { buildDayPlan, minDwellOf, RESERVE_MAX, RESERVE_MIN } from '../../../server/operations/live/plan';
import { forecastInto, initialState, simulateState } from '../../../server/operations/live/state';
import { availabilityDelay, endTime, newTimeline, recover, runFromStart } from '../../../server/operations/live/timeline';
import { DWELL_S, RUN_S, dayTimetable } from './fixtures';
import { DAY, measure, runIdOf } from './helpers';

function plans() {
  return buildDayPlan(dayTimetable(DAY), { seed: 't', simulate: false });
}

function firstRun(): RunPlan {
  return plans().runs[0];
}

const SLACK = DWELL_S - minDwellOf(DWELL_S);

describe('day plan', () => {
  it('builds one run per trip with circulation neighbours, turnarounds, reserves of 5–7 % and minimum dwells', () => {
    const p = plans();
    expect(p.runs).toHaveLength(12);
    expect(p.circulations).toHaveLength(2);
    const u1 = p.circulations[p.circulationOf[p.byId.get(runIdOf('U1-0'))!]].map((i) => p.runs[i].trip.id);
    expect(u1).toEqual(['U1-0', 'U1-1', 'U1-2', 'U1-3', 'U1-4', 'U1-5']);
    const r = p.runs[p.byId.get(runIdOf('U1-0'))!];
    expect(r.id).toBe('2026-06-10:U1-0');
    expect(p.runs[r.next].trip.id).toBe('U1-1');
    expect(r.prev).toBe(-1);
    expect(r.turnaroundS).toBe(600);
    for (const x of r.reserve) {
      expect(x).toBeGreaterThanOrEqual(RUN_S * RESERVE_MIN - 1e-9);
      expect(x).toBeLessThanOrEqual(RUN_S * RESERVE_MAX + 1e-9);
    }
    expect(minDwellOf(DWELL_S)).toBeLessThan(DWELL_S);
    expect(minDwellOf(10)).toBe(10);
    // The geometry follows the route by km.
    expect(Array.from(r.geometry.km)).toEqual([0, 2, 4, 6, 8, 10]);
  });
});

describe('delay propagation along a run', () => {
  it('a late start recovers through the running-time reserve and the dwell above the minimum', () => {
    const r = firstRun();
    const e = noEffects(r);
    const tl = newTimeline(r.stops.length);
    runFromStart(r, e, 300, null, tl);
    expect(tl.dDep[0]).toBe(300);
    expect(tl.dArr[1]).toBeCloseTo(300 - r.reserve[0], 6);
    expect(tl.dDep[1]).toBeCloseTo(tl.dArr[1] - SLACK, 6);
    for (let i = 2; i < r.stops.length; i++) {
      expect(tl.dArr[i]).toBeCloseTo(Math.max(0, tl.dDep[i - 1] - r.reserve[i - 1]), 6);
      expect(tl.dArr[i]).toBeLessThan(tl.dArr[i - 1]);
    }
    expect(tl.dArr[5]).toBeGreaterThan(0);
  });

  it('an on-time train never departs early, an early one stays early until its next stop', () => {
    const r = firstRun();
    const tl = newTimeline(r.stops.length);
    runFromStart(r, noEffects(r), -Infinity, null, tl);
    expect(Array.from(tl.dDep.slice(0, 5))).toEqual([0, 0, 0, 0, 0]);
    expect(recover(-30, 10)).toBe(-30);
    expect(recover(30, 10)).toBe(20);
    expect(recover(5, 10)).toBe(0);
  });

  it('a skipped stop saves its dwell: the train arrives early at the next stop and waits there', () => {
    const r = firstRun();
    const e = effectsOf(r, [measure({ runId: r.id, type: 'reroute', rerouteKind: 'skipStops', skipStopIds: ['S2'] })]);
    const tl = newTimeline(r.stops.length);
    runFromStart(r, e, 0, null, tl);
    expect(e.skipped[2]).toBe(1);
    expect(tl.dDep[2]).toBe(-DWELL_S);
    expect(tl.dArr[3]).toBe(-DWELL_S);
    expect(tl.dDep[3]).toBe(0);
  });

  it('a delay measure holds the train at its stop and keeps the delay at least that high after it', () => {
    const r = firstRun();
    const e = effectsOf(r, [measure({ runId: r.id, type: 'delay', delayS: 600, fromStopId: 'S2' })]);
    const tl = newTimeline(r.stops.length);
    runFromStart(r, e, 0, null, tl);
    expect(tl.dArr[2]).toBe(0);
    expect(tl.dDep[2]).toBe(600);
    for (let i = 3; i < r.stops.length; i++) expect(tl.dArr[i]).toBe(600);
  });

  it('a diversion adds running time; a partial cancellation ends the run early', () => {
    const r = firstRun();
    const e = effectsOf(r, [
      measure({ runId: r.id, type: 'reroute', rerouteKind: 'divert', extraRunningS: 240, fromStopId: 'S1', skipStopIds: [] }),
      measure({ runId: r.id, type: 'cancel', fromStopId: 'S4' }),
    ]);
    const tl = newTimeline(r.stops.length);
    runFromStart(r, e, 0, null, tl);
    expect(tl.dArr[2]).toBe(240);
    expect(e.lastServed).toBe(4);
    expect(e.partialFrom).toBe(4);
    expect(Number.isNaN(tl.dArr[5])).toBe(true);
    expect(endTime(r, e, tl)).toBe(r.arr[4] + tl.dArr[4]);
  });

  it('disturbances add dwell, holds and signal stops; a cancelled run has no timeline', () => {
    const r = firstRun();
    const dist = noDisturbances(r.stops.length);
    dist.crowd[1] = 30;
    dist.door[2] = 100;
    dist.signal[3] = 60;
    const tl = newTimeline(r.stops.length);
    runFromStart(r, noEffects(r), 0, dist, tl);
    expect(tl.dDep[1]).toBeCloseTo(30 - SLACK, 6);
    expect(tl.dDep[2]).toBeCloseTo(Math.max(0, recover(30 - SLACK, r.reserve[1]) - SLACK) + 100, 6);
    expect(tl.dArr[4]).toBeCloseTo(recover(tl.dDep[3], r.reserve[3]) + 60, 6);
    const cancelled = effectsOf(r, [measure({ runId: r.id, type: 'cancel' })]);
    runFromStart(r, cancelled, 0, dist, tl);
    expect(Array.from(tl.dArr).every(Number.isNaN)).toBe(true);
    expect(Number.isNaN(endTime(r, cancelled, tl))).toBe(true);
  });

  it('a vehicle is available its predecessor’s end plus the minimum turnaround', () => {
    const r = firstRun();
    expect(availabilityDelay(r, r.dep[0] - 1000)).toBe(-1000 + MIN_TURNAROUND_S);
    expect(availabilityDelay(r, NaN)).toBe(-Infinity);
  });
});

describe('state and forecasts', () => {
  it('interpolates the position by km and measures the delay against the planned time there', () => {
    const r = firstRun();
    const e = noEffects(r);
    const tl = newTimeline(r.stops.length);
    runFromStart(r, e, 120, null, tl);
    const st = initialState(r);
    // Halfway between leaving S1 and reaching S2 (actual times).
    const left = r.dep[1] + tl.dDep[1];
    const arrive = r.arr[2] + tl.dArr[2];
    simulateState(r, e, tl, (left + arrive) / 2, 0, st);
    expect(st.phase).toBe('running');
    expect(st.atStop).toBe(false);
    expect(st.at).toBe(1);
    expect(st.km).toBeCloseTo(3, 6);
    expect(st.moving).toBe(true);
    expect(st.delayS).toBeCloseTo((left + arrive) / 2 - (r.dep[1] + (r.arr[2] - r.dep[1]) / 2), 6);
    simulateState(r, e, tl, arrive + 1, 0, st);
    expect(st.atStop).toBe(true);
    expect(st.at).toBe(2);
    expect(st.passed).toBe(1);
    simulateState(r, e, tl, r.dep[0] - 10, 45, st);
    expect(st.phase).toBe('planned');
    expect(st.delayS).toBe(45);
    simulateState(r, e, tl, r.arr[5] + 1000, 0, st);
    expect(st.phase).toBe('finished');
    expect(st.passed).toBe(5);
  });

  it('stands still at a signal stop and forecasts without knowing the disturbances still ahead', () => {
    const r = firstRun();
    const e = noEffects(r);
    r.disturbances.signal[1] = 120;
    r.disturbances.signalAt[1] = 0.5;
    r.disturbances.door[3] = 200;
    const actual = newTimeline(r.stops.length);
    runFromStart(r, e, 0, r.disturbances, actual);
    const st = initialState(r);
    const left = r.dep[1] + actual.dDep[1];
    simulateState(r, e, actual, left + 95, 0, st);
    expect(st.moving).toBe(false);
    expect(st.km).toBeCloseTo(3, 3);
    const fc = newTimeline(r.stops.length);
    const t = left + 150;
    simulateState(r, e, actual, t, 0, st);
    forecastInto(r, e, st, t, actual, fc);
    // The door fault at S3 is not known yet: the forecast for S4 is earlier than what will happen.
    expect(r.arr[4] + fc.dArr[4]).toBeLessThan(r.arr[4] + actual.dArr[4] - 100);
    // Once the train has passed S4, the actual time is known.
    const later = r.dep[4] + actual.dDep[4] + 10;
    simulateState(r, e, actual, later, 0, st);
    forecastInto(r, e, st, later, actual, fc);
    expect(fc.dArr[4]).toBe(actual.dArr[4]);
    expect(fc.dDep[4]).toBe(actual.dDep[4]);
  });
});
