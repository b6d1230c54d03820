/**
 * Reads a live day for the diagram: the runs whose route touches a corridor, as PathRun inputs
 * of paths.ts (their rows, stops with forecasts, route stations and state).
 */
import type { RunStop } from '../../../src/shared/operations/types';
import type { Corridor, DiagramPath } from '../../../src/shared/operations/timeDistance';
import type { LiveDay, PreviewRun } from '../live/day';
import { shownDelay, statusOf } from '../live/rows';
import { routeKeys } from './corridor';
import { buildPath, buildPaths, corridorIndex, type PathRun } from './paths';

type RouteStations = { key: string; km: number }[];

/** Route stations per route id, per day (a day's network does not change). */
const routeCache = new WeakMap<LiveDay, Map<string, RouteStations>>();

function routeOf(day: LiveDay, routeId: string): RouteStations {
  let byRoute = routeCache.get(day);
  if (!byRoute) {
    byRoute = new Map();
    routeCache.set(day, byRoute);
  }
  let r = byRoute.get(routeId);
  if (!r) {
    const route = day.network.routes.get(routeId);
    const keys = route ? routeKeys(route, day.network) : { keys: [], km: [] };
    r = keys.keys.map((key, i) => ({ key, km: keys.km[i] }));
    byRoute.set(routeId, r);
  }
  return r;
}

/**
 * Run indexes whose route (or own stops) holds at least two corridor stations (the others cannot
 * have a path) and that may overlap the window.
 */
export function candidateRuns(day: LiveDay, corridor: Corridor, window: { from?: number | null; to?: number | null } = {}): number[] {
  const index = corridorIndex(corridor);
  const byRoute = new Map<string, boolean>();
  const out: number[] = [];
  day.plan.runs.forEach((p, i) => {
    let ok = byRoute.get(p.trip.routeId);
    if (ok === undefined) {
      const route = routeOf(day, p.trip.routeId);
      ok = route.filter((s) => index.has(s.key)).length >= 2;
      // A run without a known route: its own stops decide (checked per run below).
      if (!route.length) ok = false;
      byRoute.set(p.trip.routeId, ok);
    }
    if (!ok && p.stops.filter((s) => index.has(s.stationId ? `station:${s.stationId}` : `stop:${s.stopId}`)).length < 2) return;
    // Outside the window for sure: a train never leaves before its planned departure, and ends by
    // its planned or forecast (actual once finished) arrival, whichever is later. paths.ts checks exactly.
    if (window.to != null && p.dep[0] > window.to) return;
    if (window.from != null) {
      const end = Math.max(p.arr[p.arr.length - 1], Number.isFinite(day.fcEnd[i]) ? day.fcEnd[i] : -Infinity);
      if (end < window.from) return;
    }
    out.push(i);
  });
  return out;
}

/** The PathRun of run i now, or as a preview would leave it. */
export function pathRunOf(day: LiveDay, i: number, preview?: PreviewRun): PathRun {
  // The row's fields without building the whole row (occupancy, position, texts): the same functions as buildRow.
  const p = day.plan.runs[i];
  const e = day.effects[i];
  const st = day.states[i];
  const stops: RunStop[] = preview?.stops ?? day.stops(i);
  return {
    runId: p.id,
    trainNumber: p.trip.trainNumber,
    lineId: p.trip.lineId,
    lineNumber: p.line.lineNumber,
    lineColor: p.line.color,
    lineTextColor: p.line.textColor,
    circulationId: p.trip.circulationId,
    status: preview?.status ?? statusOf(e, st, day.vehicleUnavailable(i)),
    phase: st.phase,
    delayS: preview?.delayS ?? (e.cancelled ? 0 : shownDelay(e, st)),
    cancelled: preview?.cancelled ?? e.cancelled,
    stops,
    route: routeOf(day, p.trip.routeId),
    currentKm: st.phase === 'running' && !(preview?.cancelled ?? e.cancelled) ? st.km : null,
    now: Math.round(day.t),
  };
}

/** Every path of the day on the corridor within the window. */
export function dayPaths(day: LiveDay, corridor: Corridor, window: { from?: number | null; to?: number | null } = {}): DiagramPath[] {
  return buildPaths(candidateRuns(day, corridor, window).map((i) => pathRunOf(day, i)), corridor, window);
}

/** The paths of some runs (null where a run has none on the corridor). */
export function pathsOfRuns(day: LiveDay, corridor: Corridor, runs: Iterable<number>): Map<string, DiagramPath | null> {
  const index = corridorIndex(corridor);
  const out = new Map<string, DiagramPath | null>();
  for (const i of runs) out.set(day.plan.runs[i].id, buildPath(pathRunOf(day, i), corridor, index));
  return out;
}
