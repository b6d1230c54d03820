/**
 * Kilometre positions of a route's stops (pure), from the best source the feed offers:
 *
 * 1. shape_dist_traveled of the stop times, when every stop has one and they never decrease. Its
 *    unit is the feed's own: with a shape it is scaled against the shape's real length (the
 *    shape's own distances, or the length along the shape between the first and last stop);
 *    without one, metres are recognised by their size against the straight line.
 * 2. Else, with a shape: the distance along the shape to each stop's projection onto it, each
 *    projection at or after the previous one (a train does not go back).
 * 3. Else: the cumulative great-circle distance between the stops.
 *
 * With a shape, `shapeKm` is each stop's position along the shape (km of the shape's geometry),
 * which is what the map and the live positions follow between two stops.
 */
import { projectOnto, withBoxes } from '../live/geometry';
import type { Polyline } from '../live/model';
import { cumulativeKm, haversineKm, roundKm } from './geo';

/** Stop distances larger than this many times the straight-line distance are taken as metres (no shape to scale against). */
export const METRES_RATIO = 50;

/** A shape as a polyline by great-circle km from its first point, with bounding boxes for projecting (bearings are computed where needed). */
export function shapePolyline(lat: ArrayLike<number>, lon: ArrayLike<number>): Polyline {
  const n = lat.length;
  const km = new Float64Array(n);
  for (let i = 1; i < n; i++) km[i] = km[i - 1] + haversineKm(lat[i - 1], lon[i - 1], lat[i], lon[i]);
  return withBoxes({ km, lat: Float64Array.from(lat), lon: Float64Array.from(lon), bearing: new Float64Array(0) });
}

/** Position of each point along the shape (km), never before the previous point's. */
export function projectAlong(shape: Polyline, points: readonly { lat: number; lon: number }[]): number[] {
  let min = -Infinity;
  return points.map((p) => {
    min = projectOnto(shape, p.lat, p.lon, min).km;
    return min;
  });
}

/** The shape km at feed distance d: linear between the shape points' distances, clamped to the ends. */
export function kmAtDistance(shape: Polyline, distance: ArrayLike<number>, d: number): number {
  const n = distance.length;
  if (d <= distance[0]) return shape.km[0];
  if (d >= distance[n - 1]) return shape.km[n - 1];
  let lo = 0;
  let hi = n - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (distance[mid] <= d) lo = mid;
    else hi = mid;
  }
  const span = distance[hi] - distance[lo];
  const f = span > 0 ? (d - distance[lo]) / span : 0;
  return shape.km[lo] + f * (shape.km[hi] - shape.km[lo]);
}

export interface RouteShape {
  line: Polyline;
  /** The shape's shape_dist_traveled per point, or null (not given, or decreasing). */
  distance: ArrayLike<number> | null;
}

export interface RouteKm {
  /** Per stop: first 0, never decreasing, rounded to metres. */
  km: number[];
  /** Per stop: position along the shape (km), never decreasing; null without a shape. */
  shapeKm: number[] | null;
  /** The stop distances were all given but decreased somewhere: not used (to be reported). */
  distanceDecreasing: boolean;
}

export function routeKm(points: readonly { lat: number; lon: number }[], stopDistance: readonly number[] | null, shape: RouteShape | null): RouteKm {
  const n = points.length;
  const given = stopDistance !== null && stopDistance.length === n && stopDistance.every(Number.isFinite);
  const decreasing = given && stopDistance.some((d, i) => i > 0 && d < stopDistance[i - 1]);
  const distances = given && !decreasing && stopDistance[n - 1] > stopDistance[0] ? stopDistance : null;

  let km: number[];
  let shapeKm: number[] | null = null;
  if (shape) {
    if (distances && shape.distance) {
      const d = shape.distance;
      const shapeLength = shape.line.km[shape.line.km.length - 1];
      const factor = shapeLength / (d[d.length - 1] - d[0]);
      shapeKm = distances.map((x) => kmAtDistance(shape.line, d, x));
      km = distances.map((x) => (x - distances[0]) * factor);
    } else {
      shapeKm = projectAlong(shape.line, points);
      const along = shapeKm[n - 1] - shapeKm[0];
      if (distances && along > 0) {
        const factor = along / (distances[n - 1] - distances[0]);
        km = distances.map((x) => (x - distances[0]) * factor);
      } else {
        km = shapeKm.map((s) => s - shapeKm![0]);
      }
    }
  } else {
    const straight = cumulativeKm(points);
    km = straight;
    if (distances) {
      const straightTotal = straight[n - 1];
      const total = distances[n - 1] - distances[0];
      const factor = straightTotal > 0 && total / straightTotal > METRES_RATIO ? 1 / 1000 : 1;
      km = distances.map((x) => (x - distances[0]) * factor);
    }
  }
  return { km: monotone(km), shapeKm: shapeKm && monotone(shapeKm, false), distanceDecreasing: decreasing };
}

/** Never decreasing and rounded to metres; the first value 0 when `fromZero`. */
function monotone(values: readonly number[], fromZero = true): number[] {
  let previous = -Infinity;
  return values.map((v, i) => {
    previous = i === 0 && fromZero ? 0 : Math.max(previous, v);
    return roundKm(previous);
  });
}
