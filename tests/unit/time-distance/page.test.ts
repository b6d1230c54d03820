import { describe, expect, it } from 'vitest';
import { followClock, keepsFollowing, nowWindow } from '../../../src/custom/time-distance/follow';
import { axisAt, conflictFocus, conflictsOfTrain, conflictsOnCorridor, findTrain, spaceFor, timeFor, trainFocus } from '../../../src/custom/time-distance/locate';
import { diagramLink } from '../../../src/custom/time-distance/link';
import { corridorInputOf, pageSearch, parsePageParams, withCorridor } from '../../../src/custom/time-distance/pageParams';
import type { Conflict, Corridor, DiagramPath, PathPoint } from '../../../src/shared/operations/timeDistance';

const point = (station: number, t: number, extra: Partial<PathPoint> = {}): PathPoint => ({
  station, plannedArrival: t, plannedDeparture: t, arrival: t, departure: t, passed: false, passThrough: false, skipped: false, platform: null, ...extra,
});

const path = (runId: string, trainNumber: string, points: PathPoint[], current: DiagramPath['current'] = null): DiagramPath => ({
  runId, trainNumber, lineId: 'l', lineNumber: 'S4', lineColor: '#000', lineTextColor: '#fff', circulationId: null, ascending: true,
  status: 'onTime', phase: 'running', delayS: 0, cancelled: false, points, current,
} as DiagramPath);

const corridor: Corridor = {
  key: 'k', name: 'S4', lineId: 'l', corridorId: null,
  stations: ['a', 'b', 'c', 'd'].map((id, i) => ({ key: `station:${id}`, stationId: id, name: id.toUpperCase(), km: i * 10 })),
};

const conflict = (id: string, fromKey: string, toKey: string | null, runIds: [string, string] = ['x', 'y']): Conflict => ({
  id, kind: 'singleTrack', runIds, trainNumbers: ['1', '2'], fromKey, toKey, fromName: '', toName: null, track: null, from: 1000, to: 1200, severityS: 60,
});

describe('page parameters', () => {
  it('reads one corridor source, a saved corridor first', () => {
    expect(parsePageParams(new URLSearchParams('line=L1&corridor=C1&run=R'))).toEqual({ lineId: null, corridorId: 'C1', pathRunId: null, runId: 'R' });
    expect(parsePageParams(new URLSearchParams('line=L1&path=R2'))).toEqual({ lineId: 'L1', corridorId: null, pathRunId: null, runId: null });
    expect(parsePageParams(new URLSearchParams('run=R'))).toEqual({ lineId: null, corridorId: null, pathRunId: null, runId: 'R' });
  });
  it('round-trips through the URL and builds the corridor input', () => {
    const p = parsePageParams(new URLSearchParams('path=R2&run=R2'));
    expect(pageSearch(p).toString()).toBe('path=R2&run=R2');
    expect(corridorInputOf(p)).toEqual({ runId: 'R2' });
    expect(corridorInputOf(withCorridor(p, { lineId: 'L' }))).toEqual({ lineId: 'L' });
    expect(withCorridor(p, { corridorId: 'C' }).runId).toBe('R2');
    expect(corridorInputOf(parsePageParams(new URLSearchParams('run=R')))).toBeNull();
  });
  it('links a run into the diagram', () => {
    expect(diagramLink('run:2026-11-25:T 1')).toBe('/bildfahrplan?run=run%3A2026-11-25%3AT+1');
    expect(parsePageParams(new URLSearchParams(diagramLink('run:2026-11-25:T 1').split('?')[1])).runId).toBe('run:2026-11-25:T 1');
  });
});

describe('following the clock', () => {
  const view = { t0: 1000, t1: 4000, k0: 0, k1: 1 };
  it('moves the time window with now', () => {
    expect(followClock(view, 2000, 2010)).toEqual({ t0: 1010, t1: 4010, k0: 0, k1: 1 });
    expect(followClock(view, 2000, 2000)).toBe(view);
  });
  it('stops when the user pans back or loses the now-line, not on a zoom around now', () => {
    expect(keepsFollowing(view, { t0: 900, t1: 3900 }, 2000)).toBe(false);
    expect(keepsFollowing(view, { t0: 2500, t1: 5500 }, 2000)).toBe(false);
    expect(keepsFollowing(view, { t0: 1500, t1: 3000 }, 2000)).toBe(true);
    expect(keepsFollowing(view, { t0: 1100, t1: 4100 }, 2000)).toBe(true);
  });
  it('back to now: one hour back, two ahead', () => {
    expect(nowWindow({ ...view, k0: 0.2 }, 36_000)).toEqual({ t0: 32_400, t1: 43_200, k0: 0.2, k1: 1 });
  });
});

describe('locating trains and conflicts', () => {
  const paths = [path('r1', 'S4 84712', [point(0, 100), point(1, 200)]), path('r2', '84713', [point(2, 300), point(3, 400)], { from: 0, progress: 0.25, at: 330 })];
  it('finds a train by number', () => {
    expect(findTrain(paths, '84713')?.runId).toBe('r2');
    expect(findTrain(paths, 's4 84712')?.runId).toBe('r1');
    expect(findTrain(paths, '4712')?.runId).toBe('r1');
    expect(findTrain(paths, '999')).toBeNull();
    expect(findTrain(paths, '  ')).toBeNull();
  });
  it('focuses a running train at its position, another at the point nearest now', () => {
    expect(trainFocus(paths[1], 0)).toEqual({ t: 330, station: 2.25 });
    expect(trainFocus(paths[0], 190)).toEqual({ t: 200, station: 1 });
  });
  it('focuses a conflict in the middle of its section', () => {
    expect(conflictFocus(conflict('c', 'station:b', 'station:d'), corridor)).toEqual({ t: 1100, station: 2 });
    expect(conflictFocus(conflict('c', 'station:c', null), corridor)).toEqual({ t: 1100, station: 2 });
    expect(conflictFocus(conflict('c', 'station:z', null), corridor)).toEqual({ t: 1100, station: null });
  });
  it('keeps the conflicts of the corridor', () => {
    const list = [
      conflict('on', 'station:a', 'station:b'),
      conflict('off', 'station:z', 'station:y'),
      conflict('half', 'station:a', 'station:y', ['q', 'r2']),
      conflict('track', 'station:c', null),
      conflict('vehicle', 'vehicle:v1', null, ['q', 'r2']),
      conflict('otherVehicle', 'vehicle:v2', null, ['q', 'x']),
    ];
    expect(conflictsOnCorridor(list, corridor, paths).map((c) => c.id)).toEqual(['on', 'track', 'vehicle']);
  });
  it('moves the space window only for a place near or beyond its edge, and keeps it on the corridor', () => {
    const round = (v: { k0: number; k1: number }) => [v.k0, v.k1].map((x) => Math.round(x * 1e9) / 1e9);
    const whole = { t0: 0, t1: 1, k0: -0.03, k1: 1.03 };
    expect(spaceFor(whole, 0.99)).toBe(whole);
    const part = { t0: 0, t1: 1, k0: 0.2, k1: 0.6 };
    expect(spaceFor(part, 0.4)).toBe(part);
    expect(round(spaceFor(part, 0.7))).toEqual([0.5, 0.9]);
    // Near the end: as far as the corridor's end (plus its margin), not beyond.
    expect(round(spaceFor(part, 0.99))).toEqual([0.63, 1.03]);
    expect(round(spaceFor(part, 0.01))).toEqual([-0.03, 0.37]);
    // Wider than the corridor (zoomed out): centred.
    expect(round(spaceFor({ t0: 0, t1: 1, k0: 2, k1: 4 }, 0.5))).toEqual([-0.5, 1.5]);
  });
  it('moves the time window only for a time near or beyond its edge', () => {
    const v = { t0: 1000, t1: 2000, k0: 0, k1: 1 };
    expect(timeFor(v, 1500)).toBe(v);
    expect(timeFor(v, 1950)).toEqual({ t0: 1450, t1: 2450, k0: 0, k1: 1 });
    expect(timeFor(v, 0)).toEqual({ t0: -500, t1: 500, k0: 0, k1: 1 });
  });
  it('filters conflicts by a train number', () => {
    const list = [conflict('a', 'station:a', null), { ...conflict('b', 'station:a', null), trainNumbers: ['S4 84712', '84713'] as [string, string] }];
    expect(conflictsOfTrain(list, '').length).toBe(2);
    expect(conflictsOfTrain(list, 's4 847').map((c) => c.id)).toEqual(['b']);
    expect(conflictsOfTrain(list, '999')).toEqual([]);
  });
  it('maps fractional stations to axis units', () => {
    const axis = [0, 0.1, 0.5, 1];
    expect(axisAt(axis, 1.5)).toBeCloseTo(0.3);
    expect(axisAt(axis, 3)).toBe(1);
    expect(axisAt(axis, -1)).toBe(0);
  });
});
