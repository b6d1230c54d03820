/**
 * The day's plans indexed for pairing (pairing.ts): the calls of runs at the stations and stops
 * the rules name, for the lines the rules name there, sorted by planned arrival (feeder side) and
 * by planned departure (departing side). Keys are the plans' own strings (no concatenation: a
 * string's hash is computed once per string), so indexing a day of 20,000 runs is one pass over
 * its stops that touches only the calls a rule can use.
 */
import type { ConnectionDaySource, ConnectionRule, ConnectionSide, ConnRunPlan } from './types';

/**
 * The calls of runs at one place, sorted by one of their times (a column store: a day indexes some
 * 100,000 calls, and objects per call cost as much in garbage collection as the rest of the build).
 * Entry i of the sorted order is call order[i]: run[order[i]], stop[order[i]], time[i].
 */
export interface SortedCalls {
  readonly run: readonly number[];
  readonly stop: readonly number[];
  readonly order: Int32Array;
  /** The sort time of entry i (whole seconds; Infinity: none, sorted last). */
  readonly time: Float64Array;
}

/** A rule side's place: a stop id or a station id. */
export interface Place {
  kind: 'stop' | 'station';
  id: string;
}

export function feederPlace(rule: ConnectionRule): Place | null {
  if (rule.feederStopId != null) return { kind: 'stop', id: rule.feederStopId };
  if (rule.stationId != null) return { kind: 'station', id: rule.stationId };
  return rule.departingStopId != null ? { kind: 'stop', id: rule.departingStopId } : null;
}

export function departingPlace(rule: ConnectionRule): Place | null {
  if (rule.departingStopId != null) return { kind: 'stop', id: rule.departingStopId };
  if (rule.stationId != null) return { kind: 'station', id: rule.stationId };
  // A transfer within one stop (GTFS transfers.txt with from_stop_id = to_stop_id, given once).
  return rule.feederStopId != null ? { kind: 'stop', id: rule.feederStopId } : null;
}

/** Sort keys: the time in whole seconds (offset, so negative times sort right) above the call's index. */
const INDEX_BITS = 2 ** 21;
const TIME_OFFSET = 2 ** 19;
const NO_TIME = 2 ** 20 - 1;
const EMPTY: SortedCalls = { run: [], stop: [], order: new Int32Array(0), time: new Float64Array(0) };

/**
 * Planned times as the pairing compares them: whole seconds (GTFS times are), NaN (none) as
 * Infinity so that calls without the time sort last and a binary search stays valid.
 */
export const wholeSeconds = (t: number) => (Number.isNaN(t) ? Infinity : Math.floor(t));

/** The calls of one line at one place, sorted on first use per role. */
class Slot {
  readonly run: number[] = [];
  readonly stop: number[] = [];
  readonly arr: number[] = [];
  readonly dep: number[] = [];
  private byArrival: SortedCalls | null = null;
  private byDeparture: SortedCalls | null = null;

  add(run: number, stop: number, arr: number, dep: number) {
    this.run.push(run);
    this.stop.push(stop);
    this.arr.push(wholeSeconds(arr));
    this.dep.push(wholeSeconds(dep));
  }
  byArr(): SortedCalls {
    return (this.byArrival ??= this.sorted(this.arr));
  }
  byDep(): SortedCalls {
    return (this.byDeparture ??= this.sorted(this.dep));
  }

  /** Sorted by time, ties in the order added (run, then stop): one numeric sort of packed keys. */
  private sorted(times: readonly number[]): SortedCalls {
    const n = times.length;
    if (n >= INDEX_BITS) throw new Error(`connection pairing: more than ${INDEX_BITS} calls of one line at one place`);
    const keys = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      const t = times[i];
      const slot = t === Infinity ? NO_TIME : Math.min(NO_TIME - 1, Math.max(0, t + TIME_OFFSET));
      keys[i] = slot * INDEX_BITS + i;
    }
    keys.sort();
    const order = new Int32Array(n);
    const time = new Float64Array(n);
    for (let k = 0; k < n; k++) {
      const i = keys[k] % INDEX_BITS;
      order[k] = i;
      time[k] = times[i];
    }
    return { run: this.run, stop: this.stop, order, time };
  }
}

export class PlanIndex {
  readonly plans: ConnRunPlan[];
  /** station or stop id → lineId → calls. */
  private readonly byStation = new Map<string, Map<string, Slot>>();
  private readonly byStop = new Map<string, Map<string, Slot>>();
  /** The lines any indexed (place, line) pair names. */
  private readonly lines = new Set<string>();
  private runsByTrip: Map<string, number[]> | null = null;
  /** The run the vehicle runs next in its circulation, -1 when none. */
  readonly nextInCirculation: Int32Array;

  constructor(source: ConnectionDaySource, rules: readonly ConnectionRule[]) {
    const n = source.runCount;
    this.plans = new Array<ConnRunPlan>(n);
    for (const r of rules) {
      this.declare(feederPlace(r), r.feeder);
      this.declare(departingPlace(r), r.departing);
    }
    const circulations = new Map<string, number[]>();
    const { byStation, byStop, lines } = this;
    const anyStation = byStation.size > 0;
    const anyStop = byStop.size > 0;
    for (let run = 0; run < n; run++) {
      const plan = source.plan(run);
      this.plans[run] = plan;
      if (plan.circulationId != null) {
        const c = circulations.get(plan.circulationId);
        if (c) c.push(run);
        else circulations.set(plan.circulationId, [run]);
      }
      const { stationIds, stopIds, lineId } = plan;
      // Most days have lines no rule names: their stops are not looked at.
      if (!lines.has(lineId)) continue;
      for (let s = 0; s < stopIds.length; s++) {
        if (anyStation) {
          const station = stationIds[s];
          const slot = station == null ? undefined : byStation.get(station)?.get(lineId);
          if (slot) slot.add(run, s, plan.plannedArr[s], plan.plannedDep[s]);
        }
        if (anyStop) {
          const slot = byStop.get(stopIds[s])?.get(lineId);
          if (slot) slot.add(run, s, plan.plannedArr[s], plan.plannedDep[s]);
        }
      }
    }
    this.nextInCirculation = new Int32Array(n).fill(-1);
    const start = new Float64Array(n);
    for (const runs of circulations.values()) {
      if (runs.length < 2) continue;
      for (const run of runs) start[run] = firstTime(this.plans[run]);
      runs.sort((a, b) => start[a] - start[b]);
      for (let k = 0; k + 1 < runs.length; k++) this.nextInCirculation[runs[k]] = runs[k + 1];
    }
  }

  /** The feeder calls at a place of the runs a side can match, sorted by planned arrival. */
  arrivals(place: Place, side: ConnectionSide): SortedCalls {
    if (side.kind === 'trip') return side.tripId == null ? EMPTY : this.tripCalls(place, side.tripId).byArr();
    return this.slot(place, side)?.byArr() ?? EMPTY;
  }

  /** The departing calls at a place of the runs a side can match, sorted by planned departure. */
  departures(place: Place, side: ConnectionSide): SortedCalls {
    if (side.kind === 'trip') return side.tripId == null ? EMPTY : this.tripCalls(place, side.tripId).byDep();
    return this.slot(place, side)?.byDep() ?? EMPTY;
  }

  private slot(place: Place, side: ConnectionSide): Slot | undefined {
    return side.lineId == null ? undefined : (place.kind === 'stop' ? this.byStop : this.byStation).get(place.id)?.get(side.lineId);
  }

  /** Only the (place, line) pairs a rule names are indexed; trip sides look at their runs directly. */
  private declare(place: Place | null, side: ConnectionSide) {
    if (place == null || side.kind === 'trip' || side.lineId == null) return;
    const map = place.kind === 'stop' ? this.byStop : this.byStation;
    let lines = map.get(place.id);
    if (!lines) map.set(place.id, (lines = new Map()));
    if (!lines.has(side.lineId)) lines.set(side.lineId, new Slot());
    this.lines.add(side.lineId);
  }

  private tripCalls(place: Place, tripId: string): Slot {
    if (!this.runsByTrip) {
      this.runsByTrip = new Map();
      for (let run = 0; run < this.plans.length; run++) {
        const runs = this.runsByTrip.get(this.plans[run].tripId);
        if (runs) runs.push(run);
        else this.runsByTrip.set(this.plans[run].tripId, [run]);
      }
    }
    const out = new Slot();
    for (const run of this.runsByTrip.get(tripId) ?? []) {
      const plan = this.plans[run];
      const ids = place.kind === 'stop' ? plan.stopIds : plan.stationIds;
      for (let s = 0; s < ids.length; s++) if (ids[s] === place.id) out.add(run, s, plan.plannedArr[s], plan.plannedDep[s]);
    }
    return out;
  }
}

function firstTime(plan: ConnRunPlan): number {
  for (let s = 0; s < plan.stopIds.length; s++) {
    const t = Number.isNaN(plan.plannedDep[s]) ? plan.plannedArr[s] : plan.plannedDep[s];
    if (!Number.isNaN(t)) return t;
  }
  return Infinity;
}

/** The first entry of sorted calls at or after t. */
export function lowerBound(calls: SortedCalls, t: number): number {
  const { time } = calls;
  let lo = 0;
  let hi = time.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (time[mid] < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
