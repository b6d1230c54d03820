/**
 * Delay propagation along a run (pure). One rule set serves the simulated reality (with
 * disturbances) and the forecasts (without: only what is known now).
 *
 * - Running: a late train uses the segment's running-time reserve to catch up; an early or punctual
 *   one runs to time. Extra running time (diversions) and signal stops add to the delay.
 * - Dwell: a train never departs before its planned departure; a late one shortens its dwell down
 *   to the minimum dwell. Crowding lengthens the needed dwell, door faults and holds add to it.
 * - Skipped stops are passed without dwell (the planned dwell is saved).
 * - A delay measure makes the delay at least its value from its stop on (the departure there and
 *   everything after it: the train waits at that stop, it does not slow down before it).
 * - Stops beyond the last stop served get NaN.
 *
 * Delays are seconds relative to the planned arrival (dArr) and departure (dDep) of each stop.
 */
import type { Disturbances, RunEffects, RunPlan } from './model';
import { MIN_TURNAROUND_S } from '../../../src/shared/operations/types';

export interface Timeline {
  dArr: Float64Array;
  dDep: Float64Array;
}

export function newTimeline(n: number): Timeline {
  return { dArr: new Float64Array(n).fill(NaN), dDep: new Float64Array(n).fill(NaN) };
}

/** A late train loses up to `reserve` seconds of delay; an early one stays early. */
export function recover(delay: number, reserve: number): number {
  return delay > 0 ? Math.max(0, delay - reserve) : delay;
}

/** Delay measure: departures from its stop on, and arrivals after it, are at least its delay. */
function floorDep(e: RunEffects, i: number, d: number): number {
  return e.delayFrom >= 0 && i >= e.delayFrom ? Math.max(d, e.delayFloor) : d;
}

function floorArr(e: RunEffects, i: number, d: number): number {
  return e.delayFrom >= 0 && i > e.delayFrom ? Math.max(d, e.delayFloor) : d;
}

/**
 * Continues from leaving stop `j` (or from a point on segment j → j+1) with delay `delay`:
 * `reserveLeft`/`extraLeft` are what is left of that segment's reserve and extra running time.
 * Fills dArr/dDep for stops j+1 … lastServed. `dist` null = no disturbances (a forecast); with
 * `dist` (the simulated reality, always computed from the start) signal stops add to each segment.
 */
export function continueFrom(
  plan: RunPlan, e: RunEffects, j: number, delay: number, reserveLeft: number, extraLeft: number,
  dist: Disturbances | null, tl: Timeline,
): void {
  const last = e.lastServed;
  let d = delay;
  for (let i = j + 1; i <= last; i++) {
    const seg = i - 1;
    const first = seg === j;
    const reserve = first ? reserveLeft : plan.reserve[seg];
    let extra = first ? extraLeft : e.extraRun ? e.extraRun[seg] : 0;
    if (dist) extra += dist.signal[seg];
    const a = floorArr(e, i, recover(d, reserve) + extra);
    tl.dArr[i] = a;
    if (i === last) {
      tl.dDep[i] = a;
      break;
    }
    const w = plan.dep[i] - plan.arr[i];
    if (e.skipped[i]) {
      d = a - w;
    } else {
      const slack = Math.max(0, w - plan.minDwell[i]);
      d = Math.max(0, a + (dist ? dist.crowd[i] : 0) - slack) + (dist ? dist.door[i] + dist.hold[i] : 0);
    }
    d = floorDep(e, i, d);
    tl.dDep[i] = d;
  }
  for (let i = last + 1; i < plan.stops.length; i++) {
    tl.dArr[i] = NaN;
    tl.dDep[i] = NaN;
  }
}

/** Delay at leaving the origin when the vehicle is available `availDelay` s after the planned departure. */
export function startDelay(e: RunEffects, availDelay: number, dist: Disturbances | null): number {
  let d = Math.max(0, availDelay);
  if (dist) d += dist.startDelay + dist.door[0] + dist.hold[0];
  return floorDep(e, 0, d);
}

/** The whole run from its start (the simulated reality with `dist`, or a pre-departure forecast without). */
export function runFromStart(plan: RunPlan, e: RunEffects, availDelay: number, dist: Disturbances | null, tl: Timeline): void {
  if (e.cancelled) {
    tl.dArr.fill(NaN);
    tl.dDep.fill(NaN);
    return;
  }
  const d0 = startDelay(e, availDelay, dist);
  tl.dArr[0] = d0;
  tl.dDep[0] = d0;
  continueFrom(plan, e, 0, d0, plan.reserve[0] ?? 0, e.extraRun ? e.extraRun[0] : 0, dist, tl);
}

/** Absolute arrival at the last stop served (s), or NaN for a cancelled run. */
export function endTime(plan: RunPlan, e: RunEffects, tl: Timeline): number {
  if (e.cancelled) return NaN;
  return plan.arr[e.lastServed] + tl.dArr[e.lastServed];
}

/**
 * Delay with which a run's vehicle is available, given its predecessor's end (absolute s, NaN for
 * none or a cancelled predecessor: a cancelled run does not hold up the circulation).
 */
export function availabilityDelay(plan: RunPlan, prevEnd: number): number {
  if (!Number.isFinite(prevEnd)) return -Infinity;
  return prevEnd + MIN_TURNAROUND_S - plan.dep[0];
}
