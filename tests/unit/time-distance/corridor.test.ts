import { describe, expect, it } from 'vitest';
import {
  corridorOfLine, corridorOfRun, corridorOfStations, CorridorError, DETOUR_FACTOR, stationKeysProblem, type CorridorNetwork,
} from '../../../server/operations/time-distance/corridor';
import { haversineKm } from '../../../server/operations/timetable/geo';
import type { DayLine, DayRoute, DayStop } from '../../../server/operations/types';

const stop = (id: string, stationId: string | null, lat: number, lon = 8.4): DayStop => ({ id, name: `Stop ${id}`, lat, lon, stationId });
const line = (id: string): DayLine => ({ id, lineNumber: id.toUpperCase(), name: id, color: '#000', textColor: '#fff', product: 'tramTrain', network: '' });
const route = (id: string, lineId: string, direction: number, stopIds: string[], km: number[]): DayRoute => ({ id, lineId, direction, name: id, stopIds, km });

/** a – b – (x) – c – d on line l1; the short variant serves x; the way back has b's second platform b2. */
function network(): CorridorNetwork {
  const stops = [stop('a', '1', 49.0), stop('b', '2', 49.05), stop('b2', '2', 49.05), stop('x', null, 49.08), stop('c', '3', 49.1), stop('d', '4', 49.2), stop('z', '9', 48.0)];
  const routes = [
    route('r-long', 'l1', 0, ['a', 'b', 'c', 'd'], [0, 5, 12, 20]),
    route('r-short', 'l1', 0, ['a', 'b', 'x', 'c'], [0, 5, 8, 12]),
    route('r-back', 'l1', 1, ['d', 'c', 'b2', 'a'], [0, 8, 15, 20]),
    route('r-other', 'l2', 0, ['c', 'z'], [0, 30]),
  ];
  return {
    stops: new Map(stops.map((s) => [s.id, s])),
    lines: new Map([line('l1'), line('l2')].map((l) => [l.id, l])),
    routes: new Map(routes.map((r) => [r.id, r])),
  };
}

describe('corridor of a line', () => {
  it('takes the longest route in order and merges the stations of the other routes that lie on it', () => {
    const c = corridorOfLine(network(), 'l1');
    expect(c.stations.map((s) => s.key)).toEqual(['station:1', 'station:2', 'stop:x', 'station:3', 'station:4']);
    expect(c.stations.map((s) => s.km)).toEqual([0, 5, 8, 12, 20]);
    expect(c.key).toBe('line:l1');
    expect(c.name).toBe('L1');
    expect(c.lineId).toBe('l1');
    // A stop of the operator's stations carries its station id; a GTFS-only stop none.
    expect(c.stations[1].stationId).toBe('2');
    expect(c.stations[2].stationId).toBeNull();
  });

  it('refuses a line without routes', () => {
    expect(() => corridorOfLine(network(), 'nope')).toThrow(CorridorError);
  });
});

describe('corridor of a run', () => {
  it('is the route between the run’s first and last stop, km from its first', () => {
    const c = corridorOfRun(network(), { id: 'D:t1', trainNumber: '84001', routeId: 'r-long', lineId: 'l1', firstKm: 5, lastKm: 20 });
    expect(c.stations.map((s) => s.key)).toEqual(['station:2', 'station:3', 'station:4']);
    expect(c.stations.map((s) => s.km)).toEqual([0, 7, 15]);
    expect(c.key).toBe('run:D:t1');
  });
});

describe('corridor of stations in order', () => {
  it('takes km from a route that links each pair, else great-circle distance times the detour factor', () => {
    const net = network();
    const c = corridorOfStations(net, ['station:4', 'station:3', 'station:9']);
    // d–c from r-long (8 km), c–z from r-other (30 km).
    expect(c.stations.map((s) => s.km)).toEqual([0, 8, 38]);
    const far = corridorOfStations(net, ['station:1', 'station:9']);
    const gc = haversineKm(49.0, 8.4, 48.0, 8.4) * DETOUR_FACTOR;
    expect(far.stations[1].km).toBeCloseTo(gc, 2);
  });

  it('gives the same key for the same stations and another for another order', () => {
    const net = network();
    const a = corridorOfStations(net, ['station:1', 'station:2']);
    expect(corridorOfStations(net, ['station:1', 'station:2']).key).toBe(a.key);
    expect(corridorOfStations(net, ['station:2', 'station:1']).key).not.toBe(a.key);
    expect(corridorOfStations(net, ['station:1', 'station:2'], { corridorId: '7', name: 'Mine' }).key).toBe('corridor:7');
  });

  it('refuses fewer than two, repeated and unknown stations', () => {
    const net = network();
    const keyOf = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return (e as CorridorError).key;
      }
      return null;
    };
    expect(keyOf(() => corridorOfStations(net, ['station:1']))).toBe('td.error.tooFewStations');
    expect(keyOf(() => corridorOfStations(net, ['station:1', 'station:2', 'station:1']))).toBe('td.error.duplicateStation');
    expect(keyOf(() => corridorOfStations(net, ['station:1', 'station:77']))).toBe('td.error.unknownStation');
    expect(stationKeysProblem(['bogus', 'station:1'])?.key).toBe('td.error.badStationKey');
    expect(stationKeysProblem(['station:1', 'stop:x'])).toBeNull();
  });
});
