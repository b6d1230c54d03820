/**
 * The day's plans indexed for pairing (pairing.ts): the calls of runs at the stations and stops
 * the rules name, for the lines the rules name there, sorted by planned arrival (feeder side) and
 * by planned departure (departing side). Keys are the plans' own strings (no concatenation: a
 * string's hash is computed once per string), so indexing a day of 20,000 runs is one pass over
 * its stops that touches only the calls a rule can use.
 */
import type { ConnectionDaySource, ConnectionRule, ConnectionSide, ConnRunPlan } from './types';

/** One call of a run at an indexed station or stop; NaN times (none) stored as Infinity so they sort last. */
export interface Visit {
  run: number;
  stop: number;
  arr: number;
  dep: number;
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

/** The calls of one line at one place, sorted on first use per role. */
class Slot {
  readonly visits: Visit[] = [];
  private arrSorted: Visit[] | null = null;
  private depSorted: Visit[] | null = null;
  byArr(): Visit[] {
    return (this.arrSorted ??= [...this.visits].sort(byArrival));
  }
  byDep(): Visit[] {
    return (this.depSorted ??= [...this.visits].sort(byDeparture));
  }
}

const finite = (t: number) => (Number.isNaN(t) ? Infinity : t);
const byArrival = (a: Visit, b: Visit) => a.arr - b.arr || a.run - b.run || a.stop - b.stop;
const byDeparture = (a: Visit, b: Visit) => a.dep - b.dep || a.run - b.run || a.stop - b.stop;

export class PlanIndex {
  readonly plans: ConnRunPlan[];
  /** station or stop id → lineId → calls. */
  private readonly byStation = new Map<string, Map<string, Slot>>();
  private readonly byStop = new Map<string, Map<string, Slot>>();
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
    const { byStation, byStop } = this;
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
      for (let s = 0; s < stopIds.length; s++) {
        if (anyStation) {
          const station = stationIds[s];
          const slot = station == null ? undefined : byStation.get(station)?.get(lineId);
          if (slot) slot.visits.push({ run, stop: s, arr: finite(plan.plannedArr[s]), dep: finite(plan.plannedDep[s]) });
        }
        if (anyStop) {
          const slot = byStop.get(stopIds[s])?.get(lineId);
          if (slot) slot.visits.push({ run, stop: s, arr: finite(plan.plannedArr[s]), dep: finite(plan.plannedDep[s]) });
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
  arrivals(place: Place, side: ConnectionSide): readonly Visit[] {
    if (side.kind === 'trip') return side.tripId == null ? [] : this.tripVisits(place, side.tripId).sort(byArrival);
    return this.slot(place, side)?.byArr() ?? [];
  }

  /** The departing calls at a place of the runs a side can match, sorted by planned departure. */
  departures(place: Place, side: ConnectionSide): readonly Visit[] {
    if (side.kind === 'trip') return side.tripId == null ? [] : this.tripVisits(place, side.tripId).sort(byDeparture);
    return this.slot(place, side)?.byDep() ?? [];
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
  }

  private tripVisits(place: Place, tripId: string): Visit[] {
    if (!this.runsByTrip) {
      this.runsByTrip = new Map();
      for (let run = 0; run < this.plans.length; run++) {
        const runs = this.runsByTrip.get(this.plans[run].tripId);
        if (runs) runs.push(run);
        else this.runsByTrip.set(this.plans[run].tripId, [run]);
      }
    }
    const out: Visit[] = [];
    for (const run of this.runsByTrip.get(tripId) ?? []) {
      const plan = this.plans[run];
      const ids = place.kind === 'stop' ? plan.stopIds : plan.stationIds;
      for (let s = 0; s < ids.length; s++) if (ids[s] === place.id) out.push({ run, stop: s, arr: finite(plan.plannedArr[s]), dep: finite(plan.plannedDep[s]) });
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

/** The first index of visits (sorted by `key`) at or after t. */
export function lowerBound(visits: readonly Visit[], t: number, key: 'arr' | 'dep'): number {
  let lo = 0;
  let hi = visits.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (visits[mid][key] < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
