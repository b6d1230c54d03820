/**
 * The live day as the connection engine reads it (ConnectionDaySource, engine/types.ts): the plan
 * of each run once, its expected times from the live engine's forecast (actual times for stops
 * passed), cached until the service says the run changed. Cheap for incremental updates: only
 * the runs the live engine reports changed are computed again.
 */
import type { RunStop } from '../../src/shared/operations/types';
import type { LiveDay } from '../operations/live/day';
import type { DepartureHold, RunEffects } from '../operations/live/model';
import { forecastInto } from '../operations/live/state';
import { newTimeline, type Timeline } from '../operations/live/timeline';
import type { ConnectionDaySource, ConnRunPlan, ConnRunTimes } from './engine/types';

/** A connection hold (effects.ts) is known from −∞; the demo control's blocked sections have a time. */
export function isConnectionHold(h: DepartureHold): boolean {
  return h.from === -Infinity;
}

/** ISO weekday (1 = Monday … 7 = Sunday) of an ISO date. */
export function isoWeekday(date: string): number {
  const d = new Date(`${date}T12:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}

export class LiveDaySource implements ConnectionDaySource {
  readonly operatingDay: string;
  readonly weekday: number;
  private readonly plans: (ConnRunPlan | undefined)[];
  private readonly cache: (ConnRunTimes | undefined)[];
  private readonly scratch: Timeline;

  constructor(readonly day: LiveDay) {
    this.operatingDay = day.operatingDay;
    this.weekday = isoWeekday(day.operatingDay);
    this.plans = new Array(day.size);
    this.cache = new Array(day.size);
    this.scratch = newTimeline(day.plan.runs.reduce((n, r) => Math.max(n, r.stops.length), 1));
  }

  get runCount(): number {
    return this.day.size;
  }

  now(): number {
    return this.day.t;
  }

  plan(i: number): ConnRunPlan {
    let p = this.plans[i];
    if (!p) {
      const r = this.day.plan.runs[i];
      p = {
        id: r.id,
        tripId: r.trip.id,
        lineId: r.trip.lineId,
        direction: r.trip.direction,
        trainNumber: r.trip.trainNumber,
        circulationId: r.trip.circulationId,
        stopIds: r.stops.map((s) => s.stopId),
        stationIds: r.stops.map((s) => (s.stationId == null ? null : String(s.stationId))),
        platforms: r.stops.map((s) => s.platform),
        plannedArr: r.arr,
        plannedDep: r.dep,
        pickup: r.stops.map((s) => s.pickup),
        dropOff: r.stops.map((s) => s.dropOff),
      };
      this.plans[i] = p;
    }
    return p;
  }

  times(i: number): ConnRunTimes {
    let t = this.cache[i];
    if (!t) {
      t = this.compute(i);
      this.cache[i] = t;
    }
    return t;
  }

  /** The runs' times are read again on their next use (the live engine reported them changed). */
  invalidate(runs: Iterable<number>): void {
    for (const i of runs) this.cache[i] = undefined;
  }

  invalidateAll(): void {
    this.cache.fill(undefined);
  }

  private compute(i: number): ConnRunTimes {
    const day = this.day;
    const p = day.plan.runs[i];
    const e = day.effects[i];
    const st = day.states[i];
    const n = p.stops.length;
    const expArr = new Float64Array(n);
    const expDep = new Float64Array(n);
    this.forecast(i, e, expArr, expDep);
    let holdFreeDep: Float64Array | undefined;
    // Held for a connection: decideBy is the departure the run would have without the hold.
    if (e.holds?.some(isConnectionHold)) {
      const rest = e.holds.filter((h) => !isConnectionHold(h));
      holdFreeDep = new Float64Array(n);
      this.forecast(i, { ...e, holds: rest.length ? rest : null }, new Float64Array(n), holdFreeDep);
    }
    const finished = st.phase === 'finished';
    const reached = st.phase === 'planned' ? -1 : finished ? e.lastServed : st.at;
    const left = finished ? e.lastServed : st.passed;
    // platforms: the platform in force per stop (platformChange), for the walk time of a platform pair.
    return { cancelled: e.cancelled, expArr, expDep, reached, left, holdFreeDep, platforms: e.platforms ?? undefined };
  }

  private forecast(i: number, e: RunEffects, arr: Float64Array, dep: Float64Array): void {
    const day = this.day;
    const p = day.plan.runs[i];
    const fc = this.scratch;
    forecastInto(p, e, day.states[i], day.t, day.actual[i], fc);
    for (let k = 0; k < p.stops.length; k++) {
      const served = !e.cancelled && !e.skipped[k] && k <= e.lastServed;
      arr[k] = served ? p.arr[k] + fc.dArr[k] : NaN;
      dep[k] = served ? p.dep[k] + fc.dDep[k] : NaN;
    }
  }
}

/** A run's times as a measure preview would leave it (PreviewRun.stops), for ConnectionEngine.compare. */
export function timesFromStops(stops: readonly RunStop[], cancelled: boolean): ConnRunTimes {
  const n = stops.length;
  const expArr = new Float64Array(n);
  const expDep = new Float64Array(n);
  let left = -1;
  for (let k = 0; k < n; k++) {
    const s = stops[k];
    const served = !cancelled && !s.skipped;
    // The first stop has no arrival and the last no departure in RunStop: the other one stands in.
    const arr = s.expectedArrival ?? (k === 0 ? s.expectedDeparture : null);
    const dep = s.expectedDeparture ?? (k === n - 1 ? s.expectedArrival : null);
    expArr[k] = served && arr != null ? arr : NaN;
    expDep[k] = served && dep != null ? dep : NaN;
    if (s.passed) left = k;
  }
  // The platforms in force, as the live source gives them: the preview's walk times match the day's.
  return { cancelled, expArr, expDep, reached: left, left, platforms: stops.map((s) => s.platform) };
}
