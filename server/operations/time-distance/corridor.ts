/**
 * The station axis of the time-distance diagram (pure): a corridor built from a line, a run, or
 * station keys in order, with kilometres from the timetable's routes (docs/time-distance.md,
 * "Model and API"). Keys: `station:<station id>` for the operator's stations, else `stop:<stop id>`,
 * so that the platforms of one station (several GTFS stops) are one axis station.
 */
import type { Corridor, CorridorStation } from '../../../src/shared/operations/timeDistance';
import { hashString } from '../prng';
import { haversineKm } from '../timetable/geo';
import type { DayLine, DayRoute, DayStop } from '../types';

/** The day's network as LiveDay.network holds it. */
export interface CorridorNetwork {
  stops: ReadonlyMap<string, DayStop>;
  lines: ReadonlyMap<string, DayLine>;
  routes: ReadonlyMap<string, DayRoute>;
}

/** Without a route that links two stations: great-circle distance times this (the demo network's factor). */
export const DETOUR_FACTOR = 1.15;
export const MAX_CORRIDOR_STATIONS = 200;

/** A refusal with a message key (de/it in schema.ts's catalogue). */
export class CorridorError extends Error {
  constructor(readonly key: string, readonly args: Record<string, string | number> = {}) {
    super(key);
    this.name = 'CorridorError';
  }
}

export function stationKeyOf(stop: Pick<DayStop, 'id' | 'stationId'>): string {
  return stop.stationId ? `station:${stop.stationId}` : `stop:${stop.id}`;
}

/** Per key, the first stop of the network that has it (name and coordinates of the axis station). */
export function stopsByKey(net: CorridorNetwork): Map<string, DayStop> {
  const out = new Map<string, DayStop>();
  for (const s of net.stops.values()) {
    const k = stationKeyOf(s);
    if (!out.has(k)) out.set(k, s);
  }
  return out;
}

/** A route as keys and km (consecutive duplicates, e.g. two platforms in a row, merged). */
export function routeKeys(route: DayRoute, net: CorridorNetwork): { keys: string[]; km: number[] } {
  const keys: string[] = [];
  const km: number[] = [];
  route.stopIds.forEach((id, i) => {
    const stop = net.stops.get(id);
    const key = stop ? stationKeyOf(stop) : `stop:${id}`;
    if (keys[keys.length - 1] === key) return;
    keys.push(key);
    km.push(route.km[i]);
  });
  return { keys, km };
}

function stationOf(key: string, km: number, byKey: Map<string, DayStop>): CorridorStation {
  const stop = byKey.get(key);
  return {
    key,
    stationId: stop?.stationId ?? (key.startsWith('station:') ? key.slice(8) : null),
    name: stop?.name ?? key,
    km: Math.round(km * 1000) / 1000,
  };
}

function routeLength(r: DayRoute): number {
  return r.km.length ? r.km[r.km.length - 1] - r.km[0] : 0;
}

/**
 * The line's corridor: the stations of its longest route in order (km from that route), with the
 * stations of its other routes that lie between two of them (km interpolated along the other
 * route between its neighbours on the base), e.g. a stop only the short-turn variant serves.
 */
export function corridorOfLine(net: CorridorNetwork, lineId: string): Corridor {
  const line = net.lines.get(lineId);
  const routes = [...net.routes.values()].filter((r) => r.lineId === lineId && r.stopIds.length >= 2);
  if (!line || !routes.length) throw new CorridorError('td.error.unknownLine', { line: lineId });
  // Ties (both directions of one route): direction 0, the way the line's numbers count.
  routes.sort((a, b) => routeLength(b) - routeLength(a) || b.stopIds.length - a.stopIds.length || a.direction - b.direction || a.id.localeCompare(b.id));
  const base = routeKeys(routes[0], net);
  const stations: { key: string; km: number }[] = base.keys.map((key, i) => ({ key, km: base.km[i] - base.km[0] }));
  for (const other of routes.slice(1)) mergeRoute(stations, routeKeys(other, net));
  const byKey = stopsByKey(net);
  return {
    key: `line:${lineId}`,
    name: line.lineNumber,
    lineId,
    corridorId: null,
    stations: stations.map((s) => stationOf(s.key, s.km, byKey)),
  };
}

/** Inserts the stations of `other` that lie between two stations of `base` (mutates base). */
function mergeRoute(base: { key: string; km: number }[], other: { keys: string[]; km: number[] }): void {
  const index = () => new Map(base.map((s, i) => [s.key, i]));
  let at = index();
  for (let j = 0; j < other.keys.length; j++) {
    if (at.has(other.keys[j])) continue;
    // Neighbours of j on the other route that are on the base.
    let p = j - 1;
    while (p >= 0 && !at.has(other.keys[p])) p--;
    let n = j + 1;
    while (n < other.keys.length && !at.has(other.keys[n])) n++;
    if (p < 0 || n >= other.keys.length) continue;
    const bp = at.get(other.keys[p])!;
    const bn = at.get(other.keys[n])!;
    // Only between two base stations that are next to each other: the other route runs along the base there.
    if (Math.abs(bp - bn) !== 1) continue;
    const span = other.km[n] - other.km[p];
    const f = span > 0 ? (other.km[j] - other.km[p]) / span : 0.5;
    const km = base[bp].km + f * (base[bn].km - base[bp].km);
    base.splice(Math.max(bp, bn), 0, { key: other.keys[j], km });
    at = index();
  }
}

/** The run's path as a corridor: its route's stations from its first to its last stop. */
export function corridorOfRun(net: CorridorNetwork, run: { id: string; trainNumber: string; routeId: string; lineId: string; firstKm: number; lastKm: number }): Corridor {
  const route = net.routes.get(run.routeId);
  if (!route) throw new CorridorError('td.error.unknownRun', { run: run.id });
  const r = routeKeys(route, net);
  const lo = Math.min(run.firstKm, run.lastKm) - 1e-6;
  const hi = Math.max(run.firstKm, run.lastKm) + 1e-6;
  const keep = r.keys.map((key, i) => ({ key, km: r.km[i] })).filter((s) => s.km >= lo && s.km <= hi);
  if (keep.length < 2) throw new CorridorError('td.error.tooFewStations');
  const byKey = stopsByKey(net);
  return {
    key: `run:${run.id}`,
    name: run.trainNumber,
    lineId: run.lineId,
    corridorId: null,
    stations: keep.map((s) => stationOf(s.key, s.km - keep[0].km, byKey)),
  };
}

/** Problems of a list of station keys (null: fine): at least two, no key twice, all known. */
export function stationKeysProblem(keys: readonly string[], known?: ReadonlyMap<string, unknown>): { key: string; args?: Record<string, string | number> } | null {
  if (keys.length < 2) return { key: 'td.error.tooFewStations' };
  if (keys.length > MAX_CORRIDOR_STATIONS) return { key: 'td.error.tooManyStations', args: { max: MAX_CORRIDOR_STATIONS } };
  const seen = new Set<string>();
  for (const k of keys) {
    if (!/^(station|stop):.{1,100}$/.test(k)) return { key: 'td.error.badStationKey', args: { station: k } };
    if (seen.has(k)) return { key: 'td.error.duplicateStation', args: { station: known ? nameOfKey(k, known) : k } };
    seen.add(k);
  }
  if (known) {
    const unknown = keys.find((k) => !known.has(k));
    if (unknown) return { key: 'td.error.unknownStation', args: { station: unknown } };
  }
  return null;
}

function nameOfKey(k: string, known: ReadonlyMap<string, unknown>): string {
  const v = known.get(k) as { name?: string } | undefined;
  return v?.name ?? k;
}

/**
 * Stations in the given order. The distance between neighbours comes from a route that holds
 * both (the first one found, |km difference|), else the great-circle distance × DETOUR_FACTOR.
 */
export function corridorOfStations(
  net: CorridorNetwork, keys: readonly string[], meta: { name?: string; corridorId?: string | null; lineId?: string | null } = {},
): Corridor {
  const byKey = stopsByKey(net);
  const problem = stationKeysProblem(keys, byKey);
  if (problem) throw new CorridorError(problem.key, problem.args);
  const pairKm = new Map<string, number>();
  const wanted = new Set(keys.slice(0, -1).map((k, i) => `${k}|${keys[i + 1]}`));
  for (const route of net.routes.values()) {
    const r = routeKeys(route, net);
    const pos = new Map(r.keys.map((k, i) => [k, i]));
    for (let i = 0; i + 1 < keys.length; i++) {
      const pair = `${keys[i]}|${keys[i + 1]}`;
      if (pairKm.has(pair)) continue;
      const a = pos.get(keys[i]);
      const b = pos.get(keys[i + 1]);
      if (a !== undefined && b !== undefined) pairKm.set(pair, Math.abs(r.km[b] - r.km[a]));
    }
    if (pairKm.size === wanted.size) break;
  }
  let km = 0;
  const stations = keys.map((key, i) => {
    if (i > 0) {
      const d = pairKm.get(`${keys[i - 1]}|${key}`);
      const a = byKey.get(keys[i - 1])!;
      const b = byKey.get(key)!;
      // A zero distance would stack two stations on the axis: at least 10 m.
      km += Math.max(0.01, d ?? haversineKm(a.lat, a.lon, b.lat, b.lon) * DETOUR_FACTOR);
    }
    return stationOf(key, km, byKey);
  });
  const name = meta.name ?? `${stations[0].name} – ${stations[stations.length - 1].name}`;
  return {
    key: meta.corridorId ? `corridor:${meta.corridorId}` : `stations:${keys.length}:${hashString(keys.join(',')).toString(36)}`,
    name,
    lineId: meta.lineId ?? null,
    corridorId: meta.corridorId ?? null,
    stations,
  };
}
