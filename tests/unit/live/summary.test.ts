import { describe, expect, it } from 'vitest';
import { DELAY_THRESHOLD_S, type RunPhase, type RunStatus } from '../../../src/shared/operations/types';
import { summarize } from '../../../server/operations/live/summary';
import { at, hms, measure, quietDay, runIdOf } from './helpers';

const line = (id: string, lineNumber: string) => ({ lineId: id, lineNumber, lineColor: '#000000', lineTextColor: '#FFFFFF' });
const row = (l: ReturnType<typeof line>, phase: RunPhase, status: RunStatus, delayS = 0) => ({ ...l, phase, status, delayS });

const S4 = line('L4', 'S4');
const S31 = line('L31', 'S31');
const S5 = line('L5', 'S5');

describe('live summary figures', () => {
  it('counts runs, punctuality now over the running trains and today over the runs ended, cancelled as not punctual', () => {
    const rows = [
      row(S4, 'running', 'inService', 30),
      row(S4, 'running', 'delayed', DELAY_THRESHOLD_S),
      row(S4, 'running', 'diverted', 400), // late, whatever its label
      row(S4, 'finished', 'onTime', 100),
      row(S4, 'finished', 'delayed', 600),
      row(S4, 'finished', 'cancelled', 0), // cancelled, its departure has passed
      row(S4, 'planned', 'cancelled', 0), // cancelled, not yet due
      row(S31, 'planned', 'delayed', 240), // forecast late
      row(S31, 'planned', 'onTime', 0),
      row(S31, 'running', 'outOfService', 10),
      row(S31, 'finished', 'onTime', DELAY_THRESHOLD_S - 1),
    ];
    const s = summarize(rows);
    expect(s).toMatchObject({ total: 11, active: 4, activeDelayed: 2, delayed: 3, cancelled: 2, ended: 4, punctualArrivals: 2 });
    expect(s.punctualityNow).toBe(2 / 4);
    expect(s.punctualityToday).toBe(2 / 4);
    expect(s.lines.map((l) => l.lineNumber)).toEqual(['S4', 'S31']);
    expect(s.lines[0]).toMatchObject({ lineId: 'L4', total: 7, active: 3, activeDelayed: 2, delayed: 2, cancelled: 2 });
    expect(s.lines[0].punctualityNow).toBeCloseTo(1 / 3, 9);
    expect(s.lines[1]).toMatchObject({ total: 4, active: 1, activeDelayed: 0, punctualityNow: 1 });
  });

  it('has no punctuality while nothing runs or has ended, and sorts line numbers as numbers', () => {
    const s = summarize([row(S31, 'planned', 'onTime'), row(S5, 'planned', 'onTime'), row(S4, 'planned', 'onTime')]);
    expect(s.punctualityNow).toBeNull();
    expect(s.punctualityToday).toBeNull();
    expect(s.lines.map((l) => l.lineNumber)).toEqual(['S4', 'S5', 'S31']);
    expect(summarize([])).toMatchObject({ total: 0, lines: [], punctualityNow: null });
  });

  it('follows a simulated day: a delay measure makes the running train late and the punctuality drop', () => {
    const day = quietDay();
    day.advance(at(hms(6, 40)));
    const before = summarize(day.rows());
    expect(before.total).toBe(12);
    expect(before.active).toBe(2);
    expect(before.punctualityNow).toBe(1);
    expect(before.ended).toBe(1);
    expect(before.punctualityToday).toBe(1);
    day.addMeasure(measure({ runId: runIdOf('U2-0'), type: 'delay', delayS: 600, fromStopId: 'S5' }));
    day.advance(at(hms(6, 41)));
    const after = summarize(day.rows());
    expect(after.activeDelayed).toBe(1);
    expect(after.punctualityNow).toBe(0.5);
    expect(after.delayed).toBeGreaterThanOrEqual(1);
  });
});
