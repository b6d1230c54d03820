import { describe, expect, it } from 'vitest';
import { buildShapes, ShapePoints } from '../../../server/operations/gtfs/shapes';
import { distanceM, pointAt, projectOnto, shapeGeometry } from '../../../server/operations/live/geometry';
import { simplifyIndices } from '../../../server/operations/network/simplify';
import { haversineKm } from '../../../server/operations/timetable/geo';
import { kmAtDistance, projectAlong, routeKm, shapePolyline } from '../../../server/operations/timetable/shapeKm';
import type { DayRoute, DayShape } from '../../../server/operations/types';

// An L-shaped track: east 0.1° from A to the corner, then north 0.05° to C; B halfway up the second leg.
const A = { lat: 49, lon: 8.4 };
const CORNER = { lat: 49, lon: 8.5 };
const B = { lat: 49.025, lon: 8.5 };
const C = { lat: 49.05, lon: 8.5 };
const leg1 = haversineKm(A.lat, A.lon, CORNER.lat, CORNER.lon);
const leg2 = haversineKm(CORNER.lat, CORNER.lon, C.lat, C.lon);
const shapeOf = (distance: number[] | null = null) => ({
  line: shapePolyline([A.lat, CORNER.lat, C.lat], [A.lon, CORNER.lon, C.lon]),
  distance: distance && Float64Array.from(distance),
});

describe('routeKm', () => {
  const straight = [A, B, C];
  it('without shape and distances: the great-circle distance between the stops', () => {
    const { km, shapeKm } = routeKm(straight, null, null);
    expect(km[0]).toBe(0);
    expect(km[2]).toBeCloseTo(haversineKm(A.lat, A.lon, B.lat, B.lon) + haversineKm(B.lat, B.lon, C.lat, C.lon), 3);
    expect(shapeKm).toBeNull();
  });

  it('along a curved shape: km to each stop\'s projection, longer than the straight line', () => {
    const { km, shapeKm } = routeKm(straight, null, shapeOf());
    const line = routeKm(straight, null, null).km;
    expect(km[1]).toBeCloseTo(leg1 + leg2 / 2, 2);
    expect(km[2]).toBeCloseTo(leg1 + leg2, 2);
    expect(km[2]).toBeGreaterThan(line[2] + 2);
    expect(shapeKm).toEqual(km);
  });

  it('stops off the start of the shape: km count from the first stop\'s projection', () => {
    const { km, shapeKm } = routeKm([CORNER, B, C], null, shapeOf());
    expect(km[0]).toBe(0);
    expect(km[2]).toBeCloseTo(leg2, 2);
    expect(shapeKm?.[0]).toBeCloseTo(leg1, 2);
  });

  it('shape_dist_traveled of the stops, in the feed\'s unit, scaled against the shape\'s own distances', () => {
    // Distances in feet, say: the shape says 0 / 1000 / 1500, the stops 0 / 1250 / 1500.
    const { km, shapeKm } = routeKm(straight, [0, 1250, 1500], shapeOf([0, 1000, 1500]));
    const length = leg1 + leg2;
    expect(km[1]).toBeCloseTo((1250 / 1500) * length, 2);
    expect(km[2]).toBeCloseTo(length, 2);
    // Position on the geometry: halfway up the second leg.
    expect(shapeKm?.[1]).toBeCloseTo(leg1 + leg2 / 2, 2);
  });

  it('shape_dist_traveled of the stops without shape distances: scaled to the length along the shape', () => {
    const { km } = routeKm(straight, [10, 20, 40], shapeOf());
    expect(km[1]).toBeCloseTo((leg1 + leg2) / 3, 2);
    expect(km[2]).toBeCloseTo(leg1 + leg2, 2);
  });

  it('without a shape, metres are recognised against the straight line', () => {
    const points = [{ lat: 49, lon: 8.4 }, { lat: 49.01, lon: 8.4 }, { lat: 49.02, lon: 8.4 }];
    expect(routeKm(points, [100, 1600, 2300], null).km).toEqual([0, 1.5, 2.2]);
    expect(routeKm(points, [0, 1.1, 2.3], null).km).toEqual([0, 1.1, 2.3]);
  });

  it('decreasing stop distances are not used but flagged; km then come from the shape or the straight line', () => {
    const bad = routeKm(straight, [0, 1600, 1500], shapeOf());
    expect(bad.distanceDecreasing).toBe(true);
    expect(bad.km).toEqual(routeKm(straight, null, shapeOf()).km);
    const noShape = routeKm(straight, [0, 1600, 1500], null);
    expect(noShape.km).toEqual(routeKm(straight, null, null).km);
    expect(routeKm(straight, [0, NaN, 2], null).distanceDecreasing).toBe(false);
  });
});

describe('projection along a shape', () => {
  it('never goes back: on a shape that returns past its start, a later stop lies on the way back', () => {
    // Out east and back west on a parallel track 10 m north of the way out.
    const line = shapePolyline([49, 49, 49.0001, 49.0001], [8.4, 8.5, 8.5, 8.4]);
    const out = haversineKm(49, 8.4, 49, 8.5);
    const [first, turn, back] = projectAlong(line, [{ lat: 49, lon: 8.45 }, { lat: 49.00005, lon: 8.5 }, { lat: 49, lon: 8.45 }]);
    expect(first).toBeCloseTo(out / 2, 2);
    expect(turn).toBeGreaterThan(out - 0.01);
    expect(back).toBeGreaterThan(out + 0.01);
  });
  it('skipping far blocks of a long shape gives exactly the answer of checking every segment', () => {
    const n = 500;
    const lat = Array.from({ length: n }, (_, i) => 49 + i * 0.0005 + Math.sin(i / 15) * 0.002);
    const lon = Array.from({ length: n }, (_, i) => 8 + i * 0.0007);
    const boxed = shapePolyline(lat, lon);
    const plain = { ...boxed, boxes: undefined };
    for (let k = 0; k < 400; k++) {
      const [la, lo, min] = [49 + ((k * 37) % 100) * 0.0026, 8 + ((k * 61) % 100) * 0.0036, k % 2 === 0 ? -Infinity : (k % 23) * 1.3];
      expect(projectOnto(boxed, la, lo, min)).toEqual(projectOnto(plain, la, lo, min));
    }
  });
  it('kmAtDistance interpolates between the shape points\' distances and clamps to the ends', () => {
    const { line } = shapeOf();
    const d = [0, 1000, 1500];
    expect(kmAtDistance(line, d, 500)).toBeCloseTo(leg1 / 2, 3);
    expect(kmAtDistance(line, d, -5)).toBe(0);
    expect(kmAtDistance(line, d, 9999)).toBeCloseTo(leg1 + leg2, 6);
  });
});

describe('shapeGeometry (a run\'s path)', () => {
  const line = shapePolyline([A.lat, CORNER.lat, C.lat], [A.lon, CORNER.lon, C.lon]);
  const shape: DayShape = { id: 'L', lat: line.lat, lon: line.lon, km: line.km };
  // Route km from shape_dist_traveled, a little shorter than the geometry: the stops keep them.
  const route: DayRoute = { id: 'r', lineId: 'l', direction: 0, name: 'A – C', stopIds: ['a', 'c'], km: [0, 10], shapeId: 'L', shapeKm: [0, leg1 + leg2] };
  it('puts a train between two stops on the shape, not on the straight line between them', () => {
    const path = shapeGeometry(route, shape, 0, 10);
    expect(path).not.toBeNull();
    const polyline = { ...path!, bearing: new Float64Array(0) };
    expect(Array.from(polyline.km)).toEqual([0, (leg1 / (leg1 + leg2)) * 10, 10]);
    const p = pointAt(polyline, (leg1 / (leg1 + leg2)) * 10);
    expect(distanceM(p.lat, p.lon, CORNER.lat, CORNER.lon)).toBeLessThan(1);
    // Any position lies on the shape (within a metre); the straight line A–C would be kilometres off.
    for (const k of [1, 3, 5, 7, 9]) {
      const q = pointAt(polyline, k);
      expect(projectOnto(line, q.lat, q.lon).offRouteM).toBeLessThan(1);
    }
  });
  it('null without shape positions', () => {
    expect(shapeGeometry({ ...route, shapeKm: null }, shape, 0, 10)).toBeNull();
  });
});

describe('buildShapes', () => {
  it('orders points by sequence; reports a shape with one point and decreasing distances', () => {
    const points = new ShapePoints();
    points.push('S1', 2, 49.1, 8.5, 20);
    points.push('S1', 1, 49.0, 8.4, 0);
    points.push('ONE', 1, 49, 8, NaN);
    points.push('DOWN', 1, 49, 8, 5);
    points.push('DOWN', 2, 49.1, 8, 3);
    const { shapes, notices } = buildShapes(points);
    expect(shapes.map((s) => s.id)).toEqual(['S1', 'DOWN']);
    expect(Array.from(shapes[0].lat)).toEqual([49.0, 49.1]);
    expect(Array.from(shapes[0].distance ?? [])).toEqual([0, 20]);
    expect(shapes[1].distance).toBeNull();
    expect(notices.map((n) => [n.code, n.count, n.examples])).toEqual([['shapeTooShort', 1, ['ONE']], ['shapeDistanceDecreasing', 1, ['DOWN']]]);
  });
});

describe('simplifyIndices', () => {
  it('leaves out points within the tolerance of the line and keeps the corners', () => {
    const lat = [49, 49, 49, 49.00001, 49.05];
    const lon = [8.4, 8.45, 8.5, 8.5, 8.5];
    expect(simplifyIndices(lat, lon, 5)).toEqual([0, 2, 4]);
  });
});
