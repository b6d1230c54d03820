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
 * - Demo disruptions (disruptions.ts): a departure that falls into a blocked section's interval
 *   waits for its end (holds; forecasts know a hold once it has begun); a vehicle failure makes
 *   the run stand wherever it is at that instant (the simulated reality only: `stall`).
 *
 * Delays are seconds relative to the planned arrival (dArr) and departure (dDep) of each stop.
 */
import type { Disturbances, RunEffects, RunPlan } from './model';
import { MIN_TURNAROUND_S } from '../../../src/shared/operations/types';

export interface Timeline {
  dArr: Float64Array;
  dDep: Float64Array;
  /** Simulated reality: the segment a vehicle failure stood the train on (-1: none, or at a stop). */
  stallSeg?: number;
}

export function newTimeline(n: number): Timeline {
  return { dArr: new Float64Array(n).fill(NaN), dDep: new Float64Array(n).fill(NaN), stallSeg: -1 };
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
 * Demo holds: a departure from stop i planned inside a blocked interval leaves at its end (holds
 * sorted by `from`, so one pass follows a chain of intervals). `known`: only the holds that have
 * begun by then count (forecasts); the simulated reality passes Infinity.
 */
export function holdDeparture(plan: RunPlan, e: RunEffects, i: number, d: number, known: number): number {
  const holds = e.holds;
  if (!holds) return d;
  let at = plan.dep[i] + d;
  for (const h of holds) {
    if (h.stop === i && h.from <= known && at >= h.from && at < h.until) at = h.until;
  }
  return at - plan.dep[i];
}

/**
 * Continues from leaving stop `j` (or from a point on segment j → j+1) with delay `delay`:
 * `reserveLeft`/`extraLeft` are what is left of that segment's reserve and extra running time.
 * Fills dArr/dDep for stops j+1 … lastServed. `dist` null = no disturbances (a forecast); with
 * `dist` (the simulated reality, always computed from the start) signal stops add to each segment.
 */
export function continueFrom(
  plan: RunPlan, e: RunEffects, j: number, delay: number, reserveLeft: number, extraLeft: number,
  dist: Disturbances | null, tl: Timeline, known = Infinity,
): void {
  const last = e.lastServed;
  // A vehicle failure still to place (simulated reality, called from the start: d is the departure delay).
  let stall = dist ? e.stall : null;
  if (stall && Number.isFinite(tl.dDep[j]) && stall.at < plan.dep[j] + tl.dDep[j]) stall = null;
  let d = delay;
  for (let i = j + 1; i <= last; i++) {
    const seg = i - 1;
    const first = seg === j;
    const reserve = first ? reserveLeft : plan.reserve[seg];
    let extra = first ? extraLeft : e.extraRun ? e.extraRun[seg] : 0;
    if (dist) extra += dist.signal[seg];
    let raw = recover(d, reserve) + extra;
    if (stall && stall.at < plan.arr[i] + raw) {
      // Failed on this segment: it stands there, and arrives that much later.
      raw += stall.dur;
      tl.stallSeg = seg;
      stall = null;
    }
    const a = floorArr(e, i, raw);
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
    if (e.holds) d = holdDeparture(plan, e, i, d, known);
    if (stall && stall.at < plan.dep[i] + d) {
      // Failed while standing at the stop: it leaves once the failure is over (and no hold keeps it).
      d = Math.max(d, stall.at + stall.dur - plan.dep[i]);
      if (e.holds) d = holdDeparture(plan, e, i, d, known);
      stall = null;
    }
    tl.dDep[i] = d;
  }
  for (let i = last + 1; i < plan.stops.length; i++) {
    tl.dArr[i] = NaN;
    tl.dDep[i] = NaN;
  }
}

/**
 * Delay at leaving the origin when the vehicle is available `availDelay` s after the planned
 * departure. With `dist` (the simulated reality) a vehicle failure before departure holds the
 * train; demo holds count from `known` on (forecasts: now).
 */
export function startDelay(plan: RunPlan, e: RunEffects, availDelay: number, dist: Disturbances | null, known = Infinity): number {
  let d = Math.max(0, availDelay);
  if (dist) d += dist.startDelay + dist.door[0] + dist.hold[0];
  d = floorDep(e, 0, d);
  if (e.holds) d = holdDeparture(plan, e, 0, d, known);
  if (dist && e.stall && e.stall.at < plan.dep[0] + d) {
    d = Math.max(d, e.stall.at + e.stall.dur - plan.dep[0]);
    if (e.holds) d = holdDeparture(plan, e, 0, d, known);
  }
  return d;
}

/** The whole run from its start (the simulated reality with `dist`, or a pre-departure forecast without). */
export function runFromStart(plan: RunPlan, e: RunEffects, availDelay: number, dist: Disturbances | null, tl: Timeline): void {
  if (e.cancelled) {
    tl.dArr.fill(NaN);
    tl.dDep.fill(NaN);
    return;
  }
  const d0 = startDelay(plan, e, availDelay, dist);
  tl.dArr[0] = d0;
  tl.dDep[0] = d0;
  tl.stallSeg = -1;
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
