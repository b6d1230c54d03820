/**
 * Small synthetic days for the connection engine's unit tests: runs written as stop lists with
 * "hh:mm" times, a mutable forecast per run (delay from a stop on, cancel, skip a stop, progress).
 */
import type { ConnectionRule, ConnectionSide, ConnectionDaySource, ConnRunPlan, ConnRunTimes } from '../../../server/connections/engine/types';

/** "hh:mm" → service-day seconds. */
export const hm = (s: string) => {
  const [h, m] = s.split(':').map(Number);
  return h * 3600 + m * 60;
};

/** One stop: [stopId, stationId, platform, arrival "hh:mm" or null, departure "hh:mm" or null]. */
export type StopSpec = [string, string | null, string | null, string | null, string | null];

export interface RunSpec {
  id: string;
  line: string;
  dir?: number;
  trip?: string;
  circulation?: string;
  stops: StopSpec[];
}

/** A run's forecast the day changes in place. */
export interface MutableTimes extends ConnRunTimes {
  expArr: Float64Array;
  expDep: Float64Array;
  platforms?: (string | null)[];
}

export class TestDay implements ConnectionDaySource {
  readonly operatingDay = '2026-11-25';
  readonly weekday = 3;
  readonly plans: ConnRunPlan[];
  readonly state: MutableTimes[];
  clock = 0;

  constructor(runs: RunSpec[]) {
    this.plans = runs.map((r) => ({
      id: r.id,
      tripId: r.trip ?? `T-${r.id}`,
      lineId: r.line,
      direction: r.dir ?? 0,
      trainNumber: r.id.toUpperCase(),
      circulationId: r.circulation ?? null,
      stopIds: r.stops.map((s) => s[0]),
      stationIds: r.stops.map((s) => s[1]),
      platforms: r.stops.map((s) => s[2]),
      plannedArr: Float64Array.from(r.stops.map((s) => (s[3] == null ? NaN : hm(s[3])))),
      plannedDep: Float64Array.from(r.stops.map((s) => (s[4] == null ? NaN : hm(s[4])))),
    }));
    this.state = this.plans.map((p) => ({ cancelled: false, expArr: Float64Array.from(p.plannedArr), expDep: Float64Array.from(p.plannedDep), reached: -1, left: -1 }));
  }

  get runCount() {
    return this.plans.length;
  }
  plan(i: number) {
    return this.plans[i];
  }
  times(i: number) {
    return this.state[i];
  }
  now() {
    return this.clock;
  }

  run(id: string): number {
    const i = this.plans.findIndex((p) => p.id === id);
    if (i < 0) throw new Error(`no run ${id}`);
    return i;
  }

  /** The run late by d seconds: arrival at `from` and everything after it. */
  delay(id: string, d: number, from = 0): number {
    const i = this.run(id);
    const p = this.plans[i];
    const t = this.state[i];
    for (let s = from; s < p.stopIds.length; s++) {
      t.expArr[s] = p.plannedArr[s] + d;
      t.expDep[s] = p.plannedDep[s] + d;
    }
    return i;
  }

  cancel(id: string): number {
    const i = this.run(id);
    this.state[i].cancelled = true;
    return i;
  }

  skip(id: string, stop: number): number {
    const i = this.run(id);
    this.state[i].expArr[stop] = NaN;
    this.state[i].expDep[stop] = NaN;
    return i;
  }

  /** The platform in force at a stop (null: the planned one). */
  platform(id: string, stop: number, platform: string | null): number {
    const i = this.run(id);
    const t = this.state[i];
    t.platforms ??= this.plans[i].stopIds.map(() => null);
    t.platforms[stop] = platform;
    return i;
  }

  progress(id: string, reached: number, left: number): number {
    const i = this.run(id);
    this.state[i].reached = reached;
    this.state[i].left = left;
    return i;
  }
}

export const line = (lineId: string): ConnectionSide => ({ kind: 'line', lineId, direction: null, tripId: null });
export const lineDir = (lineId: string, direction: number): ConnectionSide => ({ kind: 'lineDirection', lineId, direction, tripId: null });
export const trip = (tripId: string): ConnectionSide => ({ kind: 'trip', lineId: null, direction: null, tripId });

export function rule(over: Partial<ConnectionRule> & Pick<ConnectionRule, 'feeder' | 'departing'>): ConnectionRule {
  return {
    id: 'R1',
    stationId: 'X',
    feederStopId: null,
    departingStopId: null,
    timeFrom: null,
    timeTo: null,
    walkTimeS: null,
    maxAutoHoldS: 180,
    maxManualHoldS: 600,
    priority: 3,
    guaranteed: false,
    lastOfDay: false,
    ...over,
  };
}
