/**
 * The network as the map draws it (pure): route polylines along their shapes or through their stations' coordinates,
 * lines by id, the stations on routes, and the area they cover.
 */
import type { Network, NetworkLine, NetworkRoute, NetworkShape, NetworkStop } from '../../shared/operations/network';

export type { Network, NetworkLine, NetworkRoute, NetworkShape, NetworkStop };

export interface RoutePath {
  id: string;
  lineId: string;
  color: string;
  /** [lat, lon] pairs in route order (stops without coordinates are left out). */
  points: [number, number][];
}

/**
 * One polyline per line and path: a route with a shape follows it (once per line and shape), a
 * route without one goes through its stations (once per line and stop sequence: the two directions
 * of a line usually run over the same stations, and drawing them twice would only cost time).
 */
export function routePaths(network: Pick<Network, 'lines' | 'routes' | 'stops'> & { shapes?: Network['shapes'] }): RoutePath[] {
  const stops = new Map(network.stops.map((s) => [s.id, s]));
  const shapes = new Map((network.shapes ?? []).map((s) => [s.id, s]));
  const colors = new Map(network.lines.map((l) => [l.id, l.color]));
  const seen = new Set<string>();
  const paths: RoutePath[] = [];
  for (const r of network.routes) {
    const shape = r.shapeId ? shapes.get(r.shapeId) : undefined;
    const points: [number, number][] = [];
    if (shape) {
      const key = `${r.lineId}|shape|${shape.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      shape.lat.forEach((lat, i) => points.push([lat, shape.lon[i]]));
    } else {
      const forward = `${r.lineId}|${r.stopIds.join('>')}`;
      const backward = `${r.lineId}|${[...r.stopIds].reverse().join('>')}`;
      if (seen.has(forward) || seen.has(backward)) continue;
      seen.add(forward);
      for (const id of r.stopIds) {
        const s = stops.get(id);
        if (s && Number.isFinite(s.lat) && Number.isFinite(s.lon)) points.push([s.lat, s.lon]);
      }
    }
    if (points.length >= 2) paths.push({ id: r.id, lineId: r.lineId, color: colors.get(r.lineId) ?? '#607D8B', points });
  }
  return paths;
}

/** Stations that lie on a route (a feed may list entrances or unused stops too); all when there are no routes. */
export function stationsOnRoutes(network: Pick<Network, 'routes' | 'stops'>): NetworkStop[] {
  if (network.routes.length === 0) return network.stops;
  const used = new Set(network.routes.flatMap((r) => r.stopIds));
  return network.stops.filter((s) => used.has(s.id));
}

/** [[south, west], [north, east]] of the points, or null when there are none. */
export function boundsOf(points: Iterable<{ lat: number; lon: number }>): [[number, number], [number, number]] | null {
  let s = Infinity;
  let w = Infinity;
  let n = -Infinity;
  let e = -Infinity;
  for (const p of points) {
    if (!Number.isFinite(p.lat) || !Number.isFinite(p.lon)) continue;
    s = Math.min(s, p.lat);
    n = Math.max(n, p.lat);
    w = Math.min(w, p.lon);
    e = Math.max(e, p.lon);
  }
  return Number.isFinite(s) ? [[s, w], [n, e]] : null;
}
