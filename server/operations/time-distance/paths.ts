/**
 * A run's path on a corridor (pure): its stops and the route stations it passes without a stop,
 * in run order, mapped to the corridor's stations, with planned, actual-or-forecast times, and
 * where a running train is now (docs/time-distance.md, "Model and API").
 */
import type { RunPhase, RunStatus, RunStop } from '../../../src/shared/operations/types';
import type { Corridor, DiagramPath, PathPoint } from '../../../src/shared/operations/timeDistance';

/** What a path is built from: the run's row fields, its stops (with forecasts) and route, its state. */
export interface PathRun {
  runId: string;
  trainNumber: string;
  lineId: string;
  lineNumber: string;
  lineColor: string;
  lineTextColor: string;
  circulationId: string | null;
  status: RunStatus;
  phase: RunPhase;
  delayS: number;
  cancelled: boolean;
  /** The run's stops as Query.run answers them (expected = actual once passed). */
  stops: readonly (Pick<RunStop, 'stopId' | 'stationId' | 'km' | 'platform' | 'plannedArrival' | 'plannedDeparture' | 'expectedArrival' | 'expectedDeparture' | 'passed' | 'skipped'>)[];
  /** The route's stations by km (keys as the corridor's); those between the run's stops that it does not stop at are passed through. */
  route: readonly { key: string; km: number }[];
  /** Running: the train's km on its route now. Null unless running. */
  currentKm: number | null;
  /** The engine's time (s of the operating day). */
  now: number;
}

/** Key of a stop as the corridor names stations (corridor.ts stationKeyOf). */
function keyOfStop(s: { stopId: string; stationId: string | null }): string {
  return s.stationId ? `station:${s.stationId}` : `stop:${s.stopId}`;
}

interface Seq {
  key: string;
  km: number;
  /** Index into stops, -1 for a passed-through route station. */
  stop: number;
  pa: number | null;
  pd: number | null;
  a: number | null;
  d: number | null;
  passed: boolean;
  skipped: boolean;
  platform: string | null;
}

const lerp = (a: number, b: number, f: number) => Math.round(a + (b - a) * f);

/**
 * Fills the missing times of passed-through stations and of skipped stops between two served
 * ones by km between the neighbouring known times (planned: departure before, arrival after;
 * expected likewise). Stops beyond the last one served keep null: the train does not get there.
 */
function interpolate(seq: Seq[], get: (s: Seq, side: 'a' | 'd') => number | null, set: (s: Seq, v: number) => void, eligible: (s: Seq) => boolean): void {
  let prev = -1;
  for (let i = 0; i < seq.length; i++) {
    if (eligible(seq[i])) continue;
    const s = seq[i];
    if (get(s, 'd') === null && get(s, 'a') === null) continue;
    if (prev >= 0 && i - prev > 1) {
      const t0 = get(seq[prev], 'd') ?? get(seq[prev], 'a');
      const t1 = get(s, 'a') ?? get(s, 'd');
      const k0 = seq[prev].km;
      const span = s.km - k0;
      if (t0 !== null && t1 !== null) {
        for (let j = prev + 1; j < i; j++) set(seq[j], lerp(t0, t1, span > 0 ? (seq[j].km - k0) / span : 0.5));
      }
    }
    prev = i;
  }
}

/** The run's stations in order: stops and the route's stations between them, all with times. */
function sequenceOf(run: PathRun): Seq[] {
  const seq: Seq[] = run.stops.map((s, i) => ({
    key: keyOfStop(s),
    km: s.km,
    stop: i,
    pa: s.plannedArrival,
    pd: s.plannedDeparture,
    a: s.skipped ? null : s.expectedArrival,
    d: s.skipped ? null : s.expectedDeparture,
    passed: s.passed,
    skipped: s.skipped,
    platform: s.platform,
  }));
  if (!seq.length) return seq;
  const own = new Set(seq.map((s) => s.key));
  const lo = seq[0].km;
  const hi = seq[seq.length - 1].km;
  for (const r of run.route) {
    if (own.has(r.key) || r.km <= lo || r.km >= hi) continue;
    own.add(r.key);
    seq.push({ key: r.key, km: r.km, stop: -1, pa: null, pd: null, a: null, d: null, passed: false, skipped: false, platform: null });
  }
  seq.sort((x, y) => x.km - y.km || (x.stop < 0 ? 1 : 0) - (y.stop < 0 ? 1 : 0));
  // Planned times of passed-through stations.
  interpolate(seq, (s, side) => (side === 'a' ? s.pa : s.pd), (s, v) => { s.pa = v; s.pd = v; }, (s) => s.stop < 0);
  // Expected times of passed-through stations and skipped stops (the train runs through them).
  interpolate(seq, (s, side) => (side === 'a' ? s.a : s.d), (s, v) => { s.a = v; s.d = v; }, (s) => s.stop < 0 || s.skipped);
  // The origin has no arrival and the terminus no departure: the other time stands for both.
  for (const s of seq) {
    if (s.stop < 0) continue;
    if (!s.skipped) {
      s.a ??= s.d;
      s.d ??= s.a;
    }
  }
  // A station passed through is passed once the stop before it is left and the train is beyond it.
  let lastStopPassed = false;
  for (let i = 0; i < seq.length; i++) {
    const s = seq[i];
    if (s.stop >= 0) {
      lastStopPassed = s.passed;
      continue;
    }
    let next = i + 1;
    while (next < seq.length && seq[next].stop < 0) next++;
    const nextPassed = next < seq.length && seq[next].passed;
    s.passed = lastStopPassed && (nextPassed || (run.currentKm !== null && run.currentKm > s.km) || run.phase === 'finished');
    // Not reached when the run ends before it (a short turn: the stops after it are skipped).
    s.skipped = next < seq.length && seq[next].skipped && seq[next].a === null;
  }
  return seq;
}

/**
 * The longest stretch of the run along the corridor: consecutive stations of the run that are
 * corridor stations, in one direction. A stop off the corridor ends a stretch; a station passed
 * through that is not on the corridor is left out (a stop the corridor's line does not have).
 */
function stretchOf(seq: Seq[], index: ReadonlyMap<string, number>): { points: Seq[]; idx: number[] } | null {
  let best: { points: Seq[]; idx: number[] } | null = null;
  let cur: { points: Seq[]; idx: number[] } = { points: [], idx: [] };
  let dir = 0;
  const close = () => {
    if (cur.points.length >= 2 && (!best || cur.points.length > best.points.length)) best = cur;
  };
  for (const s of seq) {
    const c = index.get(s.key);
    if (c === undefined) {
      if (s.stop < 0) continue;
      close();
      cur = { points: [], idx: [] };
      dir = 0;
      continue;
    }
    const last = cur.idx[cur.idx.length - 1];
    if (last === c) continue;
    if (last !== undefined) {
      const d = Math.sign(c - last);
      if (dir !== 0 && d !== dir) {
        // The run turns on the corridor: a new stretch starts at the turning station.
        close();
        const turn = cur.points[cur.points.length - 1];
        cur = { points: [turn], idx: [last] };
      }
      dir = d;
    }
    cur.points.push(s);
    cur.idx.push(c);
  }
  close();
  return best;
}

/** Earliest and latest time of a path (planned or expected), for the time window. */
export function pathSpan(p: DiagramPath): [number, number] {
  let lo = Infinity;
  let hi = -Infinity;
  for (const pt of p.points) {
    for (const t of [pt.plannedArrival, pt.plannedDeparture, pt.arrival, pt.departure]) {
      if (t === null) continue;
      if (t < lo) lo = t;
      if (t > hi) hi = t;
    }
  }
  return [lo, hi];
}

/** The run's path on the corridor, or null when it does not pass two corridor stations in a row. */
export function buildPath(run: PathRun, corridor: Corridor, index: ReadonlyMap<string, number> = corridorIndex(corridor)): DiagramPath | null {
  const stretch = stretchOf(sequenceOf(run), index);
  if (!stretch) return null;
  const { points: seq, idx } = stretch;
  const points: PathPoint[] = seq.map((s, i) => ({
    station: idx[i],
    plannedArrival: s.pa,
    plannedDeparture: s.pd,
    arrival: s.a,
    departure: s.d,
    passed: s.passed,
    passThrough: s.stop < 0,
    skipped: s.skipped,
    platform: s.platform,
  }));
  return {
    runId: run.runId,
    trainNumber: run.trainNumber,
    lineId: run.lineId,
    lineNumber: run.lineNumber,
    lineColor: run.lineColor,
    lineTextColor: run.lineTextColor,
    circulationId: run.circulationId,
    ascending: idx[idx.length - 1] > idx[0],
    status: run.status,
    phase: run.phase,
    delayS: run.delayS,
    cancelled: run.cancelled,
    points,
    current: currentOf(run, seq),
  };
}

/** Where on the stretch the running train is (by km on its route), null when off it. */
function currentOf(run: PathRun, seq: Seq[]): DiagramPath['current'] {
  if (run.phase !== 'running' || run.currentKm === null || run.cancelled) return null;
  const km = run.currentKm;
  const eps = 1e-6;
  if (km < seq[0].km - eps || km > seq[seq.length - 1].km + eps) return null;
  const last = seq.length - 1;
  // Standing at (or just past) a point: from = that point, progress 0; at the last one: the segment before it, 1.
  if (km >= seq[last].km - eps) return { from: last - 1, progress: 1, at: Math.round(run.now) };
  for (let j = 0; j < last; j++) {
    const a = seq[j].km;
    const b = seq[j + 1].km;
    if (km < b - eps) {
      const f = b > a ? Math.min(1, Math.max(0, (km - a) / (b - a))) : 0;
      return { from: j, progress: Math.round(f * 1e4) / 1e4, at: Math.round(run.now) };
    }
  }
  return null;
}

export function corridorIndex(corridor: Corridor): Map<string, number> {
  return new Map(corridor.stations.map((s, i) => [s.key, i]));
}

/**
 * Paths of many runs, keeping those that overlap the window [from, to] (seconds; null: open),
 * sorted by their first time.
 */
export function buildPaths(runs: Iterable<PathRun>, corridor: Corridor, window: { from?: number | null; to?: number | null } = {}): DiagramPath[] {
  const index = corridorIndex(corridor);
  const out: { p: DiagramPath; t: number }[] = [];
  for (const run of runs) {
    const p = buildPath(run, corridor, index);
    if (!p) continue;
    const [lo, hi] = pathSpan(p);
    if (window.from != null && hi < window.from) continue;
    if (window.to != null && lo > window.to) continue;
    out.push({ p, t: lo });
  }
  out.sort((a, b) => a.t - b.t || a.p.runId.localeCompare(b.p.runId));
  return out.map((x) => x.p);
}
