/**
 * Positions along a run's route (pure): the run's path along its shape, interpolation by kilometre
 * between its points, bearing, and the projection of a reported position back onto the route
 * (real feeds).
 */
import type { DayRoute, DayShape } from '../types';
import type { Polyline } from './model';

const DEG = Math.PI / 180;
const EARTH_M = 6_371_000;

/** Index i of the polyline segment [i, i+1] that contains km (clamped to the ends). */
function segmentAt(p: Polyline, km: number): number {
  const n = p.km.length;
  if (n < 2 || km <= p.km[0]) return 0;
  if (km >= p.km[n - 1]) return n - 2;
  let lo = 0;
  let hi = n - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (p.km[mid] <= km) lo = mid;
    else hi = mid;
  }
  return lo;
}

/**
 * The route between route km `fromKm` and `toKm` along its shape, as a polyline in route km: the
 * route's stops sit at their positions on the shape (route.shapeKm), and the shape's points between
 * two stops get route km in proportion to their distance along the shape. So a train between two
 * stops is placed on the shape, and the stops keep the km the timetable gives them (which may come
 * from shape_dist_traveled and differ a little from the geometry). Null when the route has no
 * usable shape positions.
 */
export function shapeGeometry(route: DayRoute, shape: DayShape, fromKm: number, toKm: number): Omit<Polyline, 'bearing'> | null {
  const at = route.shapeKm;
  if (!at || at.length !== route.km.length || shape.km.length < 2) return null;
  const km: number[] = [];
  const lat: number[] = [];
  const lon: number[] = [];
  const line: Polyline = { km: shape.km, lat: shape.lat, lon: shape.lon, bearing: new Float64Array(0) };
  const add = (routeKm: number, shapeKm: number) => {
    const p = pointAt(line, shapeKm);
    km.push(routeKm);
    lat.push(p.lat);
    lon.push(p.lon);
  };
  let last = -1;
  for (let i = 0; i < route.km.length; i++) {
    if (route.km[i] < fromKm || route.km[i] > toKm) continue;
    if (last >= 0) {
      // Shape points strictly between the two stops, mapped into the stops' route km.
      const [a, b] = [at[last], at[i]];
      const [ka, kb] = [route.km[last], route.km[i]];
      for (let j = firstAfter(shape.km, a); j < shape.km.length && shape.km[j] < b; j++) {
        add(ka + ((shape.km[j] - a) / (b - a)) * (kb - ka), shape.km[j]);
      }
    }
    add(route.km[i], at[i]);
    last = i;
  }
  return km.length >= 2 ? { km: Float64Array.from(km), lat: Float64Array.from(lat), lon: Float64Array.from(lon) } : null;
}

/** Index of the first value greater than x in an ascending array. */
function firstAfter(values: ArrayLike<number>, x: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (values[mid] <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Initial bearing from point 1 to point 2 in degrees (0 = north, clockwise). */
export function bearingOf(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const φ1 = lat1 * DEG;
  const φ2 = lat2 * DEG;
  const Δλ = (lon2 - lon1) * DEG;
  const y = Math.sin(Δλ) * Math.cos(φ2);
  const x = Math.cos(φ1) * Math.sin(φ2) - Math.sin(φ1) * Math.cos(φ2) * Math.cos(Δλ);
  const b = Math.atan2(y, x) / DEG;
  return Math.round(((b + 360) % 360) * 10) / 10;
}

export interface Point {
  lat: number;
  lon: number;
  bearing: number;
}

/** Coordinates and direction of travel at a km position. */
export function pointAt(p: Polyline, km: number): Point {
  const n = p.km.length;
  if (n === 0) return { lat: 0, lon: 0, bearing: 0 };
  if (n === 1) return { lat: p.lat[0], lon: p.lon[0], bearing: 0 };
  const i = segmentAt(p, km);
  const span = p.km[i + 1] - p.km[i];
  const f = span > 0 ? Math.min(1, Math.max(0, (km - p.km[i]) / span)) : 0;
  return {
    lat: p.lat[i] + f * (p.lat[i + 1] - p.lat[i]),
    lon: p.lon[i] + f * (p.lon[i + 1] - p.lon[i]),
    bearing: p.bearing[i] ?? bearingOf(p.lat[i], p.lon[i], p.lat[i + 1], p.lon[i + 1]),
  };
}

export interface Projection {
  km: number;
  /** Distance of the reported point from the route, metres. */
  offRouteM: number;
}

/**
 * The km of the route point nearest to (lat, lon), searching only from `minKm` on (a train does
 * not go back, which keeps routes that pass a place twice unambiguous). Equirectangular
 * projection per segment: accurate to metres over the few kilometres of a segment.
 */
export function projectOnto(p: Polyline & { boxes?: Float64Array }, lat: number, lon: number, minKm = -Infinity): Projection {
  const n = p.km.length;
  if (n === 0) return { km: 0, offRouteM: Infinity };
  let best = { km: p.km[0], offRouteM: Infinity };
  const cosLat = Math.cos(lat * DEG);
  const toXY = (la: number, lo: number) => [(lo - lon) * DEG * cosLat * EARTH_M, (la - lat) * DEG * EARTH_M];
  if (n === 1) {
    const [x, y] = toXY(p.lat[0], p.lon[0]);
    return { km: p.km[0], offRouteM: Math.hypot(x, y) };
  }
  for (let i = 0; i < n - 1; i++) {
    if (p.km[i + 1] < minKm) continue;
    // A block of segments whose bounding box is farther than the best so far cannot hold a nearer point.
    if (p.boxes && i % BOX_SEGMENTS === 0) {
      const b = (i / BOX_SEGMENTS) * 4;
      const dy = Math.max(0, p.boxes[b] - lat, lat - p.boxes[b + 1]) * DEG * EARTH_M;
      const dx = Math.max(0, p.boxes[b + 2] - lon, lon - p.boxes[b + 3]) * DEG * cosLat * EARTH_M;
      if (Math.hypot(dx, dy) >= best.offRouteM) {
        i += BOX_SEGMENTS - 1;
        continue;
      }
    }
    const [ax, ay] = toXY(p.lat[i], p.lon[i]);
    const [bx, by] = toXY(p.lat[i + 1], p.lon[i + 1]);
    const dx = bx - ax;
    const dy = by - ay;
    const len2 = dx * dx + dy * dy;
    let f = len2 > 0 ? -(ax * dx + ay * dy) / len2 : 0;
    f = Math.min(1, Math.max(0, f));
    let km = p.km[i] + f * (p.km[i + 1] - p.km[i]);
    if (km < minKm) {
      km = minKm;
      const span = p.km[i + 1] - p.km[i];
      f = span > 0 ? (km - p.km[i]) / span : 0;
    }
    const d = Math.hypot(ax + f * dx, ay + f * dy);
    if (d < best.offRouteM) best = { km, offRouteM: d };
  }
  return best;
}

/** Segments per bounding box of `withBoxes`. */
const BOX_SEGMENTS = 32;

/**
 * The polyline with the bounding box (min/max lat, min/max lon) of every BOX_SEGMENTS segments, so
 * projectOnto skips the blocks that lie farther away than the nearest point found so far: a shape
 * of thousands of points is projected onto in tens of segment checks instead of thousands.
 */
export function withBoxes<P extends Polyline>(p: P): P & { boxes: Float64Array } {
  const segments = Math.max(0, p.km.length - 1);
  const boxes = new Float64Array(Math.ceil(segments / BOX_SEGMENTS) * 4);
  for (let b = 0; b * BOX_SEGMENTS < segments; b++) {
    let [minLat, maxLat, minLon, maxLon] = [Infinity, -Infinity, Infinity, -Infinity];
    for (let i = b * BOX_SEGMENTS; i <= Math.min(segments, (b + 1) * BOX_SEGMENTS); i++) {
      minLat = Math.min(minLat, p.lat[i]);
      maxLat = Math.max(maxLat, p.lat[i]);
      minLon = Math.min(minLon, p.lon[i]);
      maxLon = Math.max(maxLon, p.lon[i]);
    }
    boxes.set([minLat, maxLat, minLon, maxLon], b * 4);
  }
  return { ...p, boxes };
}

/** Great-circle distance in metres. */
export function distanceM(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const φ1 = lat1 * DEG;
  const φ2 = lat2 * DEG;
  const a = Math.sin(((lat2 - lat1) * DEG) / 2) ** 2 + Math.cos(φ1) * Math.cos(φ2) * Math.sin(((lon2 - lon1) * DEG) / 2) ** 2;
  return 2 * EARTH_M * Math.asin(Math.min(1, Math.sqrt(a)));
}
