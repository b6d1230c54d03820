import { describe, expect, it } from 'vitest';
import { mercX, mercY, worldSize } from '../../../src/custom/control-center/mercator';
import { boundsOf, routePaths, stationsOnRoutes, type Network } from '../../../src/custom/control-center/network';
import { arrowPoints, ARROW_LENGTH, hitRadius, LABEL_ZOOM, ringRadius, trainRadius } from '../../../src/custom/control-center/trainStyle';

describe('Web Mercator', () => {
  it('agrees with the slippy-map tile formula (the one every tile server uses)', () => {
    const tile = (lat: number, lon: number, z: number) => {
      const r = (lat * Math.PI) / 180;
      return [((lon + 180) / 360) * 2 ** z, ((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * 2 ** z];
    };
    for (const [lat, lon, z] of [[49.0094, 8.4037, 12], [-33.86, 151.21, 7], [0, 0, 3], [70.5, -20.25, 10]]) {
      const [tx, ty] = tile(lat, lon, z);
      expect(mercX(lon) * worldSize(z)).toBeCloseTo(tx * 256, 6);
      expect(mercY(lat) * worldSize(z)).toBeCloseTo(ty * 256, 6);
    }
    expect(mercX(0)).toBe(0.5);
    expect(mercY(0)).toBeCloseTo(0.5, 12);
    expect(mercY(89)).toBe(mercY(85.0511287798));
    expect(worldSize(0)).toBe(256);
    expect(worldSize(1.5)).toBeCloseTo(256 * 2 ** 1.5);
  });
});

describe('train style', () => {
  it('grows with the zoom; hits reach the arrow tip', () => {
    expect(trainRadius(8)).toBeLessThan(trainRadius(LABEL_ZOOM));
    for (let z = 5; z <= 18; z++) {
      expect(trainRadius(z + 1)).toBeGreaterThanOrEqual(trainRadius(z));
      expect(hitRadius(z)).toBe(ringRadius(z) + ARROW_LENGTH);
    }
  });

  it('the arrow points along the bearing (0 = north = up on screen, 90 = east)', () => {
    const a = new Float64Array(6);
    arrowPoints(100, 100, 0, 8, a);
    expect(a[0]).toBeCloseTo(100);
    expect(a[1]).toBeCloseTo(100 - 8 - ARROW_LENGTH);
    expect(a[3]).toBeCloseTo(a[5]);
    arrowPoints(100, 100, 90, 8, a);
    expect(a[0]).toBeCloseTo(100 + 8 + ARROW_LENGTH);
    expect(a[1]).toBeCloseTo(100);
    arrowPoints(100, 100, 225, 8, a);
    expect(a[0]).toBeLessThan(100);
    expect(a[1]).toBeGreaterThan(100);
  });
});

describe('network geometry', () => {
  const network: Network = {
    operatingDay: '2026-03-02',
    versionId: '1',
    trips: 1,
    lines: [{ id: 'S4', lineNumber: 'S4', name: 'Albtal – Bretten', color: '#9F184C', textColor: '#FFFFFF', product: 'tramTrain', network: 'KVV' }],
    routes: [
      { id: 'S4-0', lineId: 'S4', direction: 0, name: 'A – C', stopIds: ['a', 'b', 'c'], km: [0, 2, 4] },
      { id: 'S4-1', lineId: 'S4', direction: 1, name: 'C – A', stopIds: ['c', 'b', 'a'], km: [0, 2, 4] },
      { id: 'S4-2', lineId: 'S4', direction: 0, name: 'A – B (short)', stopIds: ['a', 'b', 'x'], km: [0, 2, 3] },
    ],
    stops: [
      { id: 'a', name: 'A', lat: 49, lon: 8.4, stationId: null },
      { id: 'b', name: 'B', lat: 49.01, lon: 8.42, stationId: null },
      { id: 'c', name: 'C', lat: 49.02, lon: 8.44, stationId: null },
      { id: 'z', name: 'Entrance', lat: 50, lon: 9, stationId: null },
    ],
    shapes: [],
  };
  it('one polyline per stop sequence (the reverse direction is the same line), through known stops only', () => {
    const paths = routePaths(network);
    expect(paths.map((p) => p.id)).toEqual(['S4-0', 'S4-2']);
    expect(paths[0].points).toEqual([[49, 8.4], [49.01, 8.42], [49.02, 8.44]]);
    expect(paths[0].color).toBe('#9F184C');
    expect(paths[1].points).toHaveLength(2);
  });
  it('a route with a shape follows the shape (once per line and shape); one without goes stop to stop', () => {
    const shaped: Network = {
      ...network,
      routes: [
        { ...network.routes[0], shapeId: 'sh1' },
        { ...network.routes[1], shapeId: 'sh1' },
        { ...network.routes[2], shapeId: 'gone' },
      ],
      shapes: [{ id: 'sh1', lat: [49, 49.005, 49.012, 49.02], lon: [8.4, 8.43, 8.41, 8.44] }],
    };
    const paths = routePaths(shaped);
    expect(paths.map((p) => p.id)).toEqual(['S4-0', 'S4-2']);
    expect(paths[0].points).toEqual([[49, 8.4], [49.005, 8.43], [49.012, 8.41], [49.02, 8.44]]);
    // An unknown shape id: drawn through the stations.
    expect(paths[1].points).toEqual([[49, 8.4], [49.01, 8.42]]);
  });
  it('stations on routes; bounds of points', () => {
    expect(stationsOnRoutes(network).map((s) => s.id)).toEqual(['a', 'b', 'c']);
    expect(stationsOnRoutes({ routes: [], stops: network.stops })).toHaveLength(4);
    expect(boundsOf(network.stops.slice(0, 3))).toEqual([[49, 8.4], [49.02, 8.44]]);
    expect(boundsOf([])).toBeNull();
  });
});
