/**
 * Synthetic days for the connection engine (bench/connections.ts, tests/unit/connections): lines
 * of stations drawn from a pool in which some stations are hubs that several lines share, runs
 * both ways at a regular headway over the day, a circulation per vehicle, two platforms per line
 * at each station; connection rules line → line(+direction) at hubs in time bands. Seeded.
 */
import { generator } from '../../server/operations/prng';
import type { ConnectionDaySource, ConnectionRule, ConnRunPlan, ConnRunTimes, WalkTime } from '../../server/connections/engine/types';

export interface SyntheticDayOptions {
  runs: number;
  lines: number;
  /** Stations where lines meet (rules are made there). */
  hubs: number;
  /** Other stations (one line each). */
  stations: number;
  stopsPerLine: number;
  rules: number;
  seed: number;
  /** Share of runs with a delay at the start (0…1). */
  delayedShare: number;
  /** First departure and span of the day (s). */
  startS?: number;
  spanS?: number;
  /** Time band length of a rule (s); a rule in ten has none (all day) when allDay is set. */
  bandS?: number;
  allDayRules?: boolean;
  /** Walk times for platform pairs per hub (default 3). */
  pairsPerHub?: number;
}

/** A day source whose forecasts the caller changes (delay, cancel, skip, progress). */
/** A run's forecast the day changes in place. */
export interface MutableTimes extends ConnRunTimes {
  expArr: Float64Array;
  expDep: Float64Array;
  platforms?: (string | null)[];
}

export class SyntheticDay implements ConnectionDaySource {
  readonly operatingDay = '2026-11-25';
  readonly weekday = 3;
  clock = 0;
  constructor(
    readonly plans: ConnRunPlan[],
    readonly state: MutableTimes[],
  ) {}
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

  /** Run i late by d seconds from stop `from` on (its arrival there and everything after). */
  delay(i: number, d: number, from = 0) {
    const p = this.plans[i];
    const t = this.state[i];
    for (let s = from; s < p.stopIds.length; s++) {
      t.expArr[s] = p.plannedArr[s] + d;
      t.expDep[s] = p.plannedDep[s] + d;
    }
  }
  cancel(i: number, cancelled = true) {
    this.state[i].cancelled = cancelled;
  }
  /** Stop s not served (or served again at the planned times). */
  skip(i: number, s: number, skipped = true) {
    const p = this.plans[i];
    this.state[i].expArr[s] = skipped ? NaN : p.plannedArr[s];
    this.state[i].expDep[s] = skipped ? NaN : p.plannedDep[s];
  }
  /** The platform in force at stop s (null: the planned one), as a platformChange measure sets it. */
  platform(i: number, s: number, platform: string | null) {
    const t = this.state[i];
    t.platforms ??= this.plans[i].stopIds.map(() => null);
    t.platforms[s] = platform;
  }
  progress(i: number, reached: number, left: number) {
    this.state[i].reached = reached;
    this.state[i].left = left;
  }
}

export interface SyntheticConnectionDay {
  day: SyntheticDay;
  rules: ConnectionRule[];
  walkTimes: WalkTime[];
}

export function syntheticConnectionDay(o: SyntheticDayOptions): SyntheticConnectionDay {
  const rand = generator(o.seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)];
  const startS = o.startS ?? 5 * 3600;
  const spanS = o.spanS ?? 19 * 3600;
  const hubs = Array.from({ length: o.hubs }, (_, k) => `H${k}`);
  // Each line: a route of stopsPerLine stations, about a third of them hubs (distinct).
  const routes: string[][] = [];
  const hubLines = new Map<string, number[]>();
  for (let l = 0; l < o.lines; l++) {
    const route: string[] = [];
    const used = new Set<string>();
    for (let s = 0; s < o.stopsPerLine; s++) {
      let station = `L${l}S${s}`;
      if (rand() < 0.35) {
        const h = pick(hubs);
        if (!used.has(h)) station = h;
      }
      used.add(station);
      route.push(station);
      if (station.startsWith('H')) hubLines.set(station, [...(hubLines.get(station) ?? []), l]);
    }
    routes.push(route);
  }
  const plans: ConnRunPlan[] = [];
  const perLine = Math.ceil(o.runs / o.lines);
  for (let l = 0; l < o.lines && plans.length < o.runs; l++) {
    const headway = Math.max(60, Math.floor((2 * spanS) / perLine));
    const vehicles = Math.max(2, Math.ceil((o.stopsPerLine * 2 * 180) / headway) + 1);
    for (let k = 0; k < perLine && plans.length < o.runs; k++) {
      const dir = k % 2;
      const route = dir === 0 ? routes[l] : [...routes[l]].reverse();
      let t = startS + Math.floor(k / 2) * headway + (dir ? Math.floor(headway / 2) : 0) + Math.floor(rand() * 30);
      const n = route.length;
      const plannedArr = new Float64Array(n);
      const plannedDep = new Float64Array(n);
      for (let s = 0; s < n; s++) {
        plannedArr[s] = s === 0 ? NaN : t;
        plannedDep[s] = s === n - 1 ? NaN : t + (s === 0 ? 0 : 30);
        t += (s === 0 ? 0 : 30) + 120 + Math.floor(rand() * 60);
      }
      plans.push({
        id: `r${l}-${k}`,
        tripId: `t${l}-${k}`,
        lineId: `L${l}`,
        direction: dir,
        trainNumber: `${l * 1000 + k}`,
        circulationId: `L${l}-v${Math.floor(k / 2) % vehicles}`,
        stopIds: route.map((st) => `${st}:${l % 4}${dir}`),
        stationIds: route,
        platforms: route.map(() => `${(l % 4) * 2 + dir + 1}`),
        plannedArr,
        plannedDep,
      });
    }
  }
  const state: MutableTimes[] = plans.map((p) => ({ cancelled: false, expArr: Float64Array.from(p.plannedArr), expDep: Float64Array.from(p.plannedDep), reached: -1, left: -1 }));
  const day = new SyntheticDay(plans, state);
  for (let i = 0; i < plans.length; i++) if (rand() < o.delayedShare) day.delay(i, Math.floor(rand() * 600), Math.floor(rand() * plans[i].stopIds.length));

  const shared = [...hubLines].filter(([, ls]) => ls.length >= 2);
  const rules: ConnectionRule[] = [];
  const bandS = o.bandS ?? 3600;
  for (let r = 0; r < o.rules && shared.length > 0; r++) {
    const [station, ls] = pick(shared);
    const from = pick(ls);
    let to = pick(ls);
    if (to === from) to = ls[(ls.indexOf(from) + 1) % ls.length];
    const allDay = o.allDayRules === true && rand() < 0.1;
    const bandStart = startS + Math.floor(rand() * (spanS - bandS));
    const byDirection = rand() < 0.5;
    rules.push({
      id: `R${r}`,
      stationId: station,
      feederStopId: null,
      departingStopId: null,
      feeder: { kind: 'line', lineId: `L${from}`, direction: null, tripId: null },
      departing: byDirection ? { kind: 'lineDirection', lineId: `L${to}`, direction: Math.floor(rand() * 2), tripId: null } : { kind: 'line', lineId: `L${to}`, direction: null, tripId: null },
      timeFrom: allDay ? null : bandStart,
      timeTo: allDay ? null : bandStart + bandS,
      walkTimeS: rand() < 0.2 ? 60 + Math.floor(rand() * 5) * 60 : null,
      maxAutoHoldS: Math.floor(rand() * 4) * 60,
      maxManualHoldS: 600,
      priority: 1 + Math.floor(rand() * 5),
      guaranteed: rand() < 0.1,
      lastOfDay: false,
    });
  }
  // Walk times: every hub has one; some platform pairs differ.
  const walkTimes: WalkTime[] = [];
  for (const h of hubs) {
    walkTimes.push({ stationId: h, fromPlatform: null, toPlatform: null, walkTimeS: 120 + Math.floor(rand() * 4) * 60 });
    for (let k = 0; k < (o.pairsPerHub ?? 3); k++) walkTimes.push({ stationId: h, fromPlatform: `${1 + Math.floor(rand() * 8)}`, toPlatform: `${1 + Math.floor(rand() * 8)}`, walkTimeS: 60 + Math.floor(rand() * 6) * 60 });
  }
  return { day, rules, walkTimes };
}
