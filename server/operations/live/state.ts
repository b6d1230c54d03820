/**
 * Where a run is at time t (pure): from the simulated timeline, and the forecasts for the stops
 * ahead from what is known at t (the current delay and the recovery reserves, never the
 * disturbances still to come).
 */
import type { RunEffects, RunPlan, RunState } from './model';
import { continueFrom, holdDeparture, type Timeline } from './timeline';

export function initialState(plan: RunPlan): RunState {
  return { phase: 'planned', at: 0, atStop: true, frac: 0, km: plan.km[0], moving: false, delayS: 0, passed: -1 };
}

/** Planned time at a point of segment k (fraction f by km): linear between departure and arrival. */
export function plannedTimeOnSegment(plan: RunPlan, k: number, f: number): number {
  return plan.dep[k] + f * (plan.arr[k + 1] - plan.dep[k]);
}

function setStanding(st: RunState, phase: RunState['phase'], at: number, km: number, passed: number, delayS: number): void {
  st.phase = phase;
  st.at = at;
  st.atStop = true;
  st.frac = 0;
  st.km = km;
  st.moving = false;
  st.passed = passed;
  st.delayS = delayS;
}

/**
 * The simulated state at t from the actual timeline `tl`. Before departure the delay shown is the
 * forecast `fcStart`, growing once the planned departure has passed without the train leaving.
 */
export function simulateState(plan: RunPlan, e: RunEffects, tl: Timeline, t: number, fcStart: number, st: RunState): void {
  const last = e.lastServed;
  if (e.cancelled) {
    setStanding(st, t < plan.dep[0] ? 'planned' : 'finished', 0, plan.km[0], -1, 0);
    return;
  }
  const d0 = plan.dep[0] + tl.dDep[0];
  if (t < d0) {
    setStanding(st, 'planned', 0, plan.km[0], -1, Math.max(fcStart, t - plan.dep[0]));
    return;
  }
  if (t >= plan.arr[last] + tl.dArr[last]) {
    setStanding(st, 'finished', last, plan.km[last], last, tl.dArr[last]);
    return;
  }
  // Running: k = the last stop left (a cursor: time mostly moves forward a second at a time).
  let k = st.phase === 'running' && st.at < last && plan.dep[st.at] + tl.dDep[st.at] <= t ? st.at : 0;
  while (k + 1 < last && plan.dep[k + 1] + tl.dDep[k + 1] <= t) k++;
  const arrNext = plan.arr[k + 1] + tl.dArr[k + 1];
  if (t >= arrNext) {
    // Standing at stop k+1 (arrived, not yet left).
    const s = k + 1;
    setStanding(st, 'running', s, plan.km[s], k, Math.max(tl.dArr[s], t - plan.dep[s]));
    return;
  }
  const leftAt = plan.dep[k] + tl.dDep[k];
  const total = arrNext - leftAt;
  const sig = plan.disturbances.signal[k] ?? 0;
  // A vehicle failure on this segment (demo control) stands the train where it was at that instant.
  const stall = e.stall && tl.stallSeg === k ? e.stall : null;
  const stallDur = stall ? stall.dur : 0;
  const moving = Math.max(1, total - sig - stallDur);
  const elapsed = t - leftAt;
  const stopAt = (plan.disturbances.signalAt[k] ?? 0.5) * moving;
  let m: number;
  let isMoving = true;
  if (!stall) {
    if (sig > 0 && elapsed >= stopAt && elapsed < stopAt + sig) {
      m = stopAt;
      isMoving = false;
    } else {
      m = sig > 0 && elapsed >= stopAt + sig ? elapsed - sig : elapsed;
    }
  } else {
    // Two standing times on the segment, in order of where they happen (moving time).
    const e0 = stall.at - leftAt;
    const stallAt = sig > 0 && e0 >= stopAt ? Math.max(stopAt, e0 - sig) : e0;
    const firstSignal = sig > 0 && stopAt <= stallAt;
    const r1 = standAt(elapsed, firstSignal ? stopAt : stallAt, firstSignal ? sig : stallDur);
    const r2 = r1 < 0 ? r1 : standAt(r1, firstSignal ? stallAt : stopAt, firstSignal ? stallDur : sig);
    isMoving = r2 >= 0;
    m = r2 >= 0 ? r2 : -r2 - 1;
  }
  let f = m / moving;
  f = Math.min(1, Math.max(0, f));
  st.phase = 'running';
  st.at = k;
  st.atStop = false;
  st.frac = f;
  st.km = plan.km[k] + f * (plan.km[k + 1] - plan.km[k]);
  st.moving = isMoving;
  st.passed = k;
  st.delayS = t - plannedTimeOnSegment(plan, k, f);
}

/**
 * Moving time reached after `elapsed` s when the train stands `dur` s once it has moved `at` s:
 * the moving time (>= 0) while moving, or -(at + 1) while standing there.
 */
function standAt(elapsed: number, at: number, dur: number): number {
  if (dur <= 0 || elapsed < at) return elapsed;
  return elapsed < at + dur ? -(at + 1) : elapsed - dur;
}

/**
 * Forecast delays for the stops ahead of the state, written into `out`; stops already passed (and
 * the arrival at the stop the train stands at) are copied from `known`. Returns nothing: read
 * out.dArr / out.dDep (NaN where a stop is not served).
 */
export function forecastInto(plan: RunPlan, e: RunEffects, st: RunState, t: number, known: Timeline, out: Timeline): void {
  // Called for every run the engine walks each second: no closures here (allocation and, under
  // tsx, a name helper per closure showed up as a third of the tick in profiles).
  const n = plan.stops.length;
  if (e.cancelled) {
    out.dArr.fill(NaN);
    out.dDep.fill(NaN);
    return;
  }
  if (st.phase === 'finished') {
    copyKnown(known, out, n - 1);
    return;
  }
  if (st.phase === 'planned') {
    out.dArr[0] = st.delayS;
    out.dDep[0] = st.delayS;
    continueFrom(plan, e, 0, st.delayS, plan.reserve[0] ?? 0, extraOf(e, 0), null, out, t);
    return;
  }
  // A vehicle failure under way (demo control): the train stands until it is over.
  const stalledUntil = e.stall && e.stall.at <= t && t < e.stall.at + e.stall.dur ? e.stall.at + e.stall.dur : -Infinity;
  if (st.atStop) {
    const s = st.at;
    copyKnown(known, out, s - 1);
    const arrived = known.dArr[s];
    out.dArr[s] = arrived;
    if (s >= e.lastServed) {
      out.dDep[s] = arrived;
      return;
    }
    const w = plan.dep[s] - plan.arr[s];
    const d0 = e.skipped[s] ? arrived - w : Math.max(0, arrived - Math.max(0, w - plan.minDwell[s]));
    let d = Math.max(d0, t - plan.dep[s], stalledUntil - plan.dep[s]);
    if (e.delayFrom >= 0 && s >= e.delayFrom) d = Math.max(d, e.delayFloor);
    if (e.holds) d = holdDeparture(plan, e, s, d, t);
    out.dDep[s] = d;
    continueFrom(plan, e, s, d, plan.reserve[s] ?? 0, extraOf(e, s), null, out, t);
    return;
  }
  const k = st.at;
  copyKnown(known, out, k);
  const left = 1 - st.frac;
  if (stalledUntil > t && e.stall) {
    // Standing after a failure: the reserve absorbs the delay it had before, the standing time adds.
    const stood = t - e.stall.at;
    continueFrom(plan, e, k, st.delayS - stood, (plan.reserve[k] ?? 0) * left, extraOf(e, k) * left + e.stall.dur, null, out, t);
    return;
  }
  continueFrom(plan, e, k, st.delayS, (plan.reserve[k] ?? 0) * left, extraOf(e, k) * left, null, out, t);
}

function copyKnown(known: Timeline, out: Timeline, upTo: number): void {
  for (let i = 0; i <= upTo && i < known.dArr.length; i++) {
    out.dArr[i] = known.dArr[i];
    out.dDep[i] = known.dDep[i];
  }
}

function extraOf(e: RunEffects, k: number): number {
  return e.extraRun ? e.extraRun[k] : 0;
}
