import { describe, expect, it } from 'vitest';
import type { ConnectionDecision } from '../../../src/shared/connections/types';
import { ConnectionEngine } from '../../../server/connections/engine/engine';
import { hm, line, rule, TestDay, type RunSpec } from './day';

const runs: RunSpec[] = [
  { id: 'a1', line: 'A', stops: [['W', 'W', null, null, '07:00'], ['X1', 'X', '1', '08:00', '08:01'], ['Z', 'Z', null, '09:00', null]] },
  { id: 'b1', line: 'B', stops: [['V', 'V', null, null, '07:00'], ['X2', 'X', '2', '08:04', '08:05'], ['Y', 'Y', null, '09:00', null]] },
];

const hold = (until: string, measureId = 'm1'): ConnectionDecision => ({ kind: 'hold', measureId, auto: false, createdBy: 'disp', createdAt: '2026-11-25T07:00:00Z', holdUntil: hm(until) });
const brk = (measureId = 'm2'): ConnectionDecision => ({ kind: 'break', measureId, auto: false, createdBy: 'disp', createdAt: '2026-11-25T07:00:00Z', holdUntil: null });

function setup() {
  const day = new TestDay(runs);
  const engine = new ConnectionEngine().build(day, [rule({ feeder: line('A'), departing: line('B') })], []);
  const [c] = engine.instances();
  return { day, engine, c };
}

describe('connection states', () => {
  it('follow a scripted delay of the feeder: ok → endangered → held → endangered again → broken', () => {
    const { day, engine, c } = setup();
    expect(c).toMatchObject({ state: 'ok', slackS: 120, holdNeededS: 0, decideBy: hm('08:05'), heldUntil: NaN, decision: null });
    // Two minutes late: exactly reachable.
    expect(engine.update([day.delay('a1', 120)])).toEqual([c]);
    expect(c).toMatchObject({ state: 'ok', slackS: 0, expArr: hm('08:02') });
    // Four minutes late: two minutes missing.
    engine.update([day.delay('a1', 240)]);
    expect(c).toMatchObject({ state: 'endangered', slackS: -120, holdNeededS: 120 });
    // The dispatcher holds until 08:07; the live engine's hold delays b1's departure at X.
    const decision = hold('08:07');
    expect(engine.setDecisions(new Map([[c.id, decision]]))).toEqual([c]);
    expect(c).toMatchObject({ state: 'held', heldUntil: hm('08:07'), decision });
    const b1 = day.delay('b1', 120, 1);
    day.state[b1].expArr[1] = hm('08:04');
    day.state[b1].holdFreeDep = Float64Array.from(day.plans[b1].plannedDep);
    engine.update([b1]);
    expect(c).toMatchObject({ state: 'held', expDep: hm('08:07'), slackS: 0, holdNeededS: 0, decideBy: hm('08:05') });
    // The feeder loses two more minutes: the hold is no longer enough.
    engine.update([day.delay('a1', 360)]);
    expect(c).toMatchObject({ state: 'endangered', slackS: -120, holdNeededS: 120 });
    // b1 leaves at 08:07 without the feeder's passengers.
    engine.update([day.progress('b1', 1, 1)]);
    expect(c).toMatchObject({ state: 'broken', departingLeft: true, feederArrived: false });
  });

  it('ok once made: the departing run left with the feeder passengers on board', () => {
    const { day, engine, c } = setup();
    day.progress('a1', 1, 1);
    engine.update([day.progress('b1', 1, 1)]);
    expect(c).toMatchObject({ state: 'ok', feederArrived: true, departingLeft: true });
  });

  it('a break decision breaks; taking it back restores the state from the times', () => {
    const { day, engine, c } = setup();
    engine.setDecisions(new Map([[c.id, brk()]]));
    expect(c.state).toBe('broken');
    expect(engine.setDecisions(new Map())).toEqual([c]);
    expect(c).toMatchObject({ state: 'ok', decision: null });
    engine.update([day.delay('a1', 600)]);
    expect(c.state).toBe('endangered');
    // Nothing changed: nothing returned.
    expect(engine.update([day.run('a1')])).toEqual([]);
    expect(engine.setDecisions(new Map())).toEqual([]);
  });

  it('cancelled when either run is cancelled or does not serve the stop', () => {
    for (const change of [(d: TestDay) => d.cancel('a1'), (d: TestDay) => d.cancel('b1'), (d: TestDay) => d.skip('a1', 1), (d: TestDay) => d.skip('b1', 1)]) {
      const { day, engine, c } = setup();
      engine.setDecisions(new Map([[c.id, hold('08:07')]]));
      engine.update([change(day)]);
      expect(c).toMatchObject({ state: 'cancelled', slackS: NaN, holdNeededS: 0 });
    }
  });

  it('counts by state, finds by id and by run', () => {
    const { day, engine, c } = setup();
    expect(engine.counts()).toEqual({ ok: 1, endangered: 0, held: 0, broken: 0, cancelled: 0 });
    engine.update([day.cancel('b1')]);
    expect(engine.counts()).toEqual({ ok: 0, endangered: 0, held: 0, broken: 0, cancelled: 1 });
    expect(engine.get(c.id)).toBe(c);
    expect(engine.forRun(day.run('a1'))).toEqual([c]);
    expect(engine.forRun(day.run('b1'))).toEqual([c]);
  });

  it('updateAll finds what changed when the caller cannot tell which runs', () => {
    const { day, engine, c } = setup();
    day.delay('a1', 600);
    expect(engine.updateAll()).toEqual([c]);
    expect(c.state).toBe('endangered');
    expect(engine.updateAll()).toEqual([]);
  });

  it('refuses to work before build', () => {
    expect(() => new ConnectionEngine().compare(new Map())).toThrow(/build/);
  });
});
