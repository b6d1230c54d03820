/**
 * Reads a live day for the diagram: the runs whose route touches a corridor, as PathRun inputs
 * of paths.ts (their rows, stops with forecasts, route stations and state).
 */
import type { RunStop } from '../../../src/shared/operations/types';
import type { Corridor, DiagramPath } from '../../../src/shared/operations/timeDistance';
import type { LiveDay, PreviewRun } from '../live/day';
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

/** Run indexes whose route (or own stops) holds at least two corridor stations: the others cannot have a path. */
export function candidateRuns(day: LiveDay, corridor: Corridor): number[] {
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
    if (ok || p.stops.filter((s) => index.has(s.stationId ? `station:${s.stationId}` : `stop:${s.stopId}`)).length >= 2) out.push(i);
  });
  return out;
}

/** The PathRun of run i now, or as a preview would leave it. */
export function pathRunOf(day: LiveDay, i: number, preview?: PreviewRun): PathRun {
  const row = day.row(i);
  const p = day.plan.runs[i];
  const st = day.states[i];
  const stops: RunStop[] = preview?.stops ?? day.stops(i);
  return {
    runId: row.id,
    trainNumber: row.trainNumber,
    lineId: row.lineId,
    lineNumber: row.lineNumber,
    lineColor: row.lineColor,
    lineTextColor: row.lineTextColor,
    circulationId: row.circulationId,
    status: preview?.status ?? row.status,
    phase: row.phase,
    delayS: preview?.delayS ?? row.delayS,
    cancelled: preview?.cancelled ?? day.effects[i].cancelled,
    stops,
    route: routeOf(day, p.trip.routeId),
    currentKm: st.phase === 'running' && !(preview?.cancelled ?? false) ? st.km : null,
    now: Math.round(day.t),
  };
}

/** Every path of the day on the corridor within the window. */
export function dayPaths(day: LiveDay, corridor: Corridor, window: { from?: number | null; to?: number | null } = {}): DiagramPath[] {
  return buildPaths(candidateRuns(day, corridor).map((i) => pathRunOf(day, i)), corridor, window);
}

/** The paths of some runs (null where a run has none on the corridor). */
export function pathsOfRuns(day: LiveDay, corridor: Corridor, runs: Iterable<number>): Map<string, DiagramPath | null> {
  const index = corridorIndex(corridor);
  const out = new Map<string, DiagramPath | null>();
  for (const i of runs) out.set(day.plan.runs[i].id, buildPath(pathRunOf(day, i), corridor, index));
  return out;
}
