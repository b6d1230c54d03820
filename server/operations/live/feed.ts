/**
 * A real vehicle-location feed (pure): match a VehicleLocation to a run (run id, else the day's
 * train number, else an assigned vehicle number), project it onto the run's route (nearest km),
 * and derive the run's state: delay = time of the fix − planned time at that km.
 */
import type { VehicleLocation } from '../types';
import { projectOnto } from './geometry';
import type { RunEffects, RunPlan, RunState } from './model';
import { plannedTimeOnSegment } from './state';
import type { Timeline } from './timeline';

/** A fix within this distance of a stop's km counts as standing at the stop. */
export const AT_STOP_KM = 0.05;
/** Fixes farther than this from the run's route are ignored. */
export const MAX_OFF_ROUTE_M = 1000;

export interface FeedIndex {
  byId: Map<string, number>;
  byTrain: Map<string, number[]>;
  byVehicle: Map<string, number[]>;
}

/** Last fix of a run driven by a feed. */
export interface FeedTrack {
  /** Service-day seconds of the last fix (-Infinity: none yet). */
  lastAt: number;
  lat: number;
  lon: number;
  occupancy: number | null;
}

export function newTrack(): FeedTrack {
  return { lastAt: -Infinity, lat: 0, lon: 0, occupancy: null };
}

/** Among candidate runs, the one a fix at t most likely belongs to: running first, then the nearest in time. */
function pick(candidates: number[] | undefined, plans: readonly RunPlan[], states: readonly RunState[], t: number): number {
  if (!candidates?.length) return -1;
  let best = -1;
  let bestScore = Infinity;
  for (const i of candidates) {
    const p = plans[i];
    const st = states[i];
    if (st.phase === 'finished') continue;
    const start = p.dep[0];
    const end = p.arr[p.arr.length - 1];
    const score = st.phase === 'running' ? -1 : t < start ? start - t : t > end ? t - end : 0;
    if (score < bestScore) {
      bestScore = score;
      best = i;
    }
  }
  return best;
}

export function matchRun(loc: VehicleLocation, index: FeedIndex, plans: readonly RunPlan[], states: readonly RunState[], t: number): number {
  if (loc.runId) return index.byId.get(loc.runId) ?? -1;
  if (loc.trainNumber) return pick(index.byTrain.get(loc.trainNumber), plans, states, t);
  if (loc.vehicleNumber) return pick(index.byVehicle.get(loc.vehicleNumber), plans, states, t);
  return -1;
}

/** Where km lies on the run: standing at a stop (within AT_STOP_KM) or on a segment. */
export function locateKm(plan: RunPlan, e: RunEffects, km: number): { at: number; atStop: boolean; frac: number } {
  const last = e.lastServed;
  let k = 0;
  while (k + 1 <= last && plan.km[k + 1] <= km) k++;
  if (Math.abs(km - plan.km[k]) <= AT_STOP_KM) return { at: k, atStop: true, frac: 0 };
  if (k + 1 <= last && Math.abs(plan.km[k + 1] - km) <= AT_STOP_KM) return { at: k + 1, atStop: true, frac: 0 };
  if (k >= last) return { at: last, atStop: true, frac: 0 };
  const span = plan.km[k + 1] - plan.km[k];
  return { at: k, atStop: false, frac: span > 0 ? (km - plan.km[k]) / span : 0 };
}

/** Delay of a train standing at stop s at t: early before the planned arrival, late after the planned departure. */
export function delayAtStop(plan: RunPlan, s: number, t: number): number {
  if (t < plan.arr[s]) return t - plan.arr[s];
  if (t <= plan.dep[s]) return 0;
  return t - plan.dep[s];
}

/**
 * Applies one fix (already matched to the run) at service-day second t. Updates the state, the
 * known (actual) delays of the stops passed, and the track. Returns false when the fix is ignored
 * (older than the last one, or too far from the route).
 */
export function applyFix(plan: RunPlan, e: RunEffects, st: RunState, track: FeedTrack, known: Timeline, loc: VehicleLocation, t: number): boolean {
  if (t <= track.lastAt || e.cancelled) return false;
  const minKm = st.phase === 'running' ? st.km - 0.2 : -Infinity;
  const proj = projectOnto(plan.geometry, loc.lat, loc.lon, minKm);
  if (proj.offRouteM > MAX_OFF_ROUTE_M) return false;
  const km = Math.min(proj.km, plan.km[e.lastServed]);
  const where = locateKm(plan, e, km);
  const moved = track.lastAt > -Infinity ? Math.abs(km - st.km) * 1000 : 0;
  const delay = where.atStop ? delayAtStop(plan, where.at, t) : t - plannedTimeOnSegment(plan, where.at, where.frac);
  // Stops passed since the last fix: their actual delays are the delay now (the best we know).
  const passed = where.atStop ? where.at - 1 : where.at;
  for (let i = Math.max(0, st.passed + 1); i <= passed; i++) {
    if (Number.isNaN(known.dArr[i])) known.dArr[i] = delay;
    known.dDep[i] = delay;
  }
  if (where.atStop && Number.isNaN(known.dArr[where.at])) known.dArr[where.at] = delay;
  const finished = where.atStop && where.at >= e.lastServed;
  st.phase = finished ? 'finished' : 'running';
  st.at = where.at;
  st.atStop = where.atStop;
  st.frac = where.frac;
  st.km = km;
  st.moving = !where.atStop && moved > 5;
  st.passed = finished ? e.lastServed : Math.max(st.passed, passed);
  st.delayS = finished ? known.dArr[e.lastServed] : delay;
  track.lastAt = t;
  track.lat = loc.lat;
  track.lon = loc.lon;
  if (typeof loc.occupancy === 'number') track.occupancy = Math.max(0, Math.min(150, Math.round(loc.occupancy)));
  return true;
}

/** Without fixes for a while a run is taken as finished (seconds after its expected arrival). */
export const FEED_TIMEOUT_S = 15 * 60;

/**
 * Time passing for a feed-driven run: a planned run whose expected end has long passed without a
 * fix, or a running run whose fixes stopped long after its expected arrival, is finished.
 */
export function feedTimeout(plan: RunPlan, e: RunEffects, st: RunState, t: number, fcStart: number): void {
  if (st.phase === 'finished') return;
  if (e.cancelled) {
    st.phase = t < plan.dep[0] ? 'planned' : 'finished';
    return;
  }
  const end = plan.arr[e.lastServed] + Math.max(0, st.phase === 'planned' ? fcStart : st.delayS);
  if (t > end + FEED_TIMEOUT_S) {
    st.phase = 'finished';
    st.moving = false;
    return;
  }
  if (st.phase === 'planned') st.delayS = Math.max(fcStart, t - plan.dep[0]);
}
