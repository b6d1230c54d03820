import { describe, expect, it } from 'vitest';
import { holdMarksOf } from '../../../src/custom/connections/diagramMarks';
import { holdMarkAt, holdMarkPoints, type HoldMark } from '../../../src/custom/time-distance/chart/holdMarks';
import { makeScale } from '../../../src/custom/time-distance/chart/scales';
import { connection } from './fixtures';

const decision = { kind: 'hold' as const, measureId: 'm1', auto: false, createdBy: 'disponent', createdAt: '2026-11-25T09:01:00.000Z', holdUntil: 36_480 };

describe('held connections as Bildfahrplan marks', () => {
  it('marks only held connections, at the departing run, its station and the held-until time', () => {
    const held = connection({ id: 'h', state: 'held', heldUntil: 36_480, feederExpectedArrival: 36_240, decision });
    const marks = holdMarksOf([connection({ id: 'ok' }), held, connection({ id: 'b', state: 'broken' })], 'de');
    expect(marks).toHaveLength(1);
    expect(marks[0]).toMatchObject({ id: 'h', runId: 'd1', stationKey: 'station:ka', until: 36_480 });
    expect(marks[0].lines.slice(0, 3)).toEqual(['Anschluss gehalten', 'S4 84012 wartet in Karlsruhe Hbf bis 10:08', 'auf S5 85013, erwartet 10:04']);
    expect(marks[0].lines[3]).toMatch(/^Halten · disponent · /);
    expect(holdMarksOf([held], 'it')[0].lines[1]).toBe('S4 84012 attende a Karlsruhe Hbf fino alle 10:08');
  });

  it('places a mark on screen, skips stations off the corridor and times off the plot, and finds it under the pointer', () => {
    const view = { t0: 36_000, t1: 37_200, k0: 0, k1: 1 };
    const s = makeScale(view, { x: 50, y: 20, width: 400, height: 600 }, 'timeVertical');
    const byKey = new Map([['station:a', 0], ['station:ka', 1]]);
    const axis = Float64Array.from([0, 1]);
    const mark = (over: Partial<HoldMark>): HoldMark => ({ id: 'x', runId: 'r', stationKey: 'station:ka', until: 36_600, lines: [], ...over });
    const points = holdMarkPoints([mark({}), mark({ id: 'off', stationKey: 'station:zz' }), mark({ id: 'late', until: 40_000 })], byKey, axis, s);
    expect(points.map((p) => p.mark.id)).toEqual(['x']);
    // Time down (half the window: 300 px below the top), the station at the right edge.
    expect(points[0].x).toBeCloseTo(450);
    expect(points[0].y).toBeCloseTo(320);
    expect(holdMarkAt(points, 446, 324)?.mark.id).toBe('x');
    expect(holdMarkAt(points, 430, 320)).toBeNull();
    const across = makeScale(view, { x: 50, y: 20, width: 600, height: 400 }, 'timeHorizontal');
    const [p] = holdMarkPoints([mark({})], byKey, axis, across);
    expect(p.x).toBeCloseTo(350);
    expect(p.y).toBeCloseTo(420);
  });
});
