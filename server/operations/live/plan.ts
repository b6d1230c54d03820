/**
 * Builds the day's runs from a DayTimetable (pure): one RunPlan per trip with typed arrays for the
 * hot loops, the route geometry, the circulation neighbours, reserves and disturbances.
 */
import type { DayLine, DayRoute, DayTimetable, DayTrip } from '../types';
import { drawDisturbances, noDisturbances } from './disturbances';
import { bearingOf, shapeGeometry } from './geometry';
import type { PlannedStop, Polyline, RunPlan } from './model';
import { hashString, rng } from '../prng';

/** Running-time reserve: 5–7 % of each segment's planned running time. */
export const RESERVE_MIN = 0.05;
export const RESERVE_MAX = 0.07;
/** Dwell: at least this many seconds (or the planned dwell when shorter). */
export const MIN_DWELL_S = 20;
/** Dwell the train can save: 30 % of the planned dwell above MIN_DWELL_S. */
export const DWELL_SAVING = 0.3;

export function runId(operatingDay: string, tripId: string): string {
  return `${operatingDay}:${tripId}`;
}

/** Shortest dwell for a planned dwell w. */
export function minDwellOf(w: number): number {
  if (w <= MIN_DWELL_S) return Math.max(0, w);
  return Math.max(MIN_DWELL_S, w * (1 - DWELL_SAVING));
}

const UNKNOWN_LINE = (id: string): DayLine => ({ id, lineNumber: id, name: id, color: '#607D8B', textColor: '#FFFFFF', product: 'tramTrain', network: '' });

/**
 * The run's path by km: along the route's shape when it has one (shapeGeometry), else through the
 * route's stations between the run's first and last km, with the run's own stops.
 */
function geometryOf(stops: PlannedStop[], route: DayRoute | undefined, tt: DayTimetable): Polyline {
  const shape = route?.shapeId ? tt.shapes?.get(route.shapeId) : undefined;
  const along = route && shape && stops.length > 1 ? shapeGeometry(route, shape, stops[0].km, stops[stops.length - 1].km) : null;
  if (along) return withBearings(along);
  const points: { km: number; lat: number; lon: number }[] = stops.map((s) => ({ km: s.km, lat: s.lat, lon: s.lon }));
  if (route && stops.length > 1) {
    const from = stops[0].km;
    const to = stops[stops.length - 1].km;
    const own = new Set(stops.map((s) => s.stopId));
    route.stopIds.forEach((id, i) => {
      const km = route.km[i];
      const stop = tt.stops.get(id);
      if (stop && !own.has(id) && km > from && km < to) points.push({ km, lat: stop.lat, lon: stop.lon });
    });
    points.sort((a, b) => a.km - b.km);
  }
  return withBearings({ km: Float64Array.from(points, (p) => p.km), lat: Float64Array.from(points, (p) => p.lat), lon: Float64Array.from(points, (p) => p.lon) });
}

function withBearings(p: Omit<Polyline, 'bearing'>): Polyline {
  const bearing = new Float64Array(Math.max(0, p.km.length - 1));
  for (let i = 0; i < bearing.length; i++) bearing[i] = bearingOf(p.lat[i], p.lon[i], p.lat[i + 1], p.lon[i + 1]);
  return { ...p, bearing };
}

function planOf(index: number, trip: DayTrip, tt: DayTimetable, seed: string, simulate: boolean): RunPlan {
  const stops: PlannedStop[] = trip.stops.map((s) => {
    const stop = tt.stops.get(s.stopId);
    return {
      stopId: s.stopId,
      stationId: stop?.stationId ?? null,
      name: stop?.name ?? s.stopId,
      lat: stop?.lat ?? 0,
      lon: stop?.lon ?? 0,
      km: s.km,
      platform: s.platform,
      pickup: s.pickup ?? 0,
      dropOff: s.dropOff ?? 0,
    };
  });
  const n = stops.length;
  const arr = Float64Array.from(trip.stops, (s) => s.arrival);
  const dep = Float64Array.from(trip.stops, (s) => Math.max(s.departure, s.arrival));
  const km = Float64Array.from(trip.stops, (s) => s.km);
  const minDwell = new Float64Array(n);
  for (let i = 0; i < n; i++) minDwell[i] = minDwellOf(dep[i] - arr[i]);
  const reserve = new Float64Array(Math.max(0, n - 1));
  const base = hashString(`${seed}|reserve|${trip.id}`);
  for (let i = 0; i < n - 1; i++) {
    const share = RESERVE_MIN + rng(base, i)() * (RESERVE_MAX - RESERVE_MIN);
    reserve[i] = Math.max(0, arr[i + 1] - dep[i]) * share;
  }
  return {
    index,
    id: runId(tt.operatingDay, trip.id),
    trip,
    line: tt.lines.get(trip.lineId) ?? UNKNOWN_LINE(trip.lineId),
    stops,
    arr,
    dep,
    km,
    minDwell,
    reserve,
    geometry: geometryOf(stops, tt.routes.get(trip.routeId), tt),
    prev: -1,
    next: -1,
    turnaroundS: null,
    loadFactor: 0.8 + rng(hashString(`${seed}|load|${trip.id}`))() * 0.4,
    disturbances: simulate ? drawDisturbances(seed, tt.operatingDay, trip.id, dep) : noDisturbances(n),
  };
}

export interface DayPlan {
  operatingDay: string;
  versionId: string | null;
  runs: RunPlan[];
  byId: Map<string, number>;
  /** Circulations: run indices in order (runs without a circulation form one of their own). */
  circulations: number[][];
  /** Run index → circulation index. */
  circulationOf: Int32Array;
}

/** Runs with fewer than two stops cannot move and are left out. */
export function buildDayPlan(tt: DayTimetable, opts: { seed: string; simulate: boolean }): DayPlan {
  const trips = tt.trips.filter((t) => t.stops.length >= 2);
  const runs = trips.map((trip, i) => planOf(i, trip, tt, opts.seed, opts.simulate));
  const groups = new Map<string, number[]>();
  const circulations: number[][] = [];
  for (const r of runs) {
    const c = r.trip.circulationId;
    if (!c) {
      circulations.push([r.index]);
      continue;
    }
    let g = groups.get(c);
    if (!g) {
      g = [];
      groups.set(c, g);
      circulations.push(g);
    }
    g.push(r.index);
  }
  const circulationOf = new Int32Array(runs.length);
  circulations.forEach((g, ci) => {
    // By departure: a day holds trips of up to three service days (the night before and after),
    // whose circulation numbers each count from 1; within one service day both orders agree.
    g.sort((a, b) => runs[a].dep[0] - runs[b].dep[0] || runs[a].trip.circulationSeq - runs[b].trip.circulationSeq);
    for (let k = 0; k < g.length; k++) {
      const r = runs[g[k]];
      circulationOf[r.index] = ci;
      if (k > 0) r.prev = g[k - 1];
      if (k < g.length - 1) {
        const next = runs[g[k + 1]];
        r.next = next.index;
        r.turnaroundS = Math.round(next.dep[0] - r.arr[r.arr.length - 1]);
      }
    }
  });
  return {
    operatingDay: tt.operatingDay,
    versionId: tt.versionId,
    runs,
    byId: new Map(runs.map((r) => [r.id, r.index])),
    circulations,
    circulationOf,
  };
}

/** An empty day (no active timetable yet). */
export function emptyDayPlan(operatingDay: string): DayPlan {
  return { operatingDay, versionId: null, runs: [], byId: new Map(), circulations: [], circulationOf: new Int32Array(0) };
}
