import { describe, expect, it } from 'vitest';
import type { ConnectionDecision } from '../../../src/shared/connections/types';
import { ConnectionEngine } from '../../../server/connections/engine/engine';
import type { ConnRunTimes } from '../../../server/connections/engine/types';
import { hm, line, rule, TestDay, type RunSpec } from './day';

/**
 * a1 (A) reaches X at 08:00 and feeds b1 (B), leaving X 08:05; b1 reaches Y at 08:30 and feeds c1
 * (C), leaving Y 08:36; d1 (D) reaches X at 08:01 and feeds b1 too. Walk time 3 min everywhere.
 */
const runs: RunSpec[] = [
  { id: 'a1', line: 'A', stops: [['W', 'W', null, null, '07:00'], ['X1', 'X', '1', '08:00', '08:01'], ['Z', 'Z', null, '09:00', null]] },
  { id: 'b1', line: 'B', stops: [['V', 'V', null, null, '07:00'], ['X2', 'X', '2', '08:04', '08:05'], ['Y1', 'Y', '1', '08:30', '08:31'], ['U', 'U', null, '09:00', null]] },
  { id: 'c1', line: 'C', stops: [['T', 'T', null, null, '08:00'], ['Y2', 'Y', '2', '08:35', '08:36'], ['S', 'S', null, '09:00', null]] },
  { id: 'd1', line: 'D', stops: [['Q', 'Q', null, null, '07:00'], ['X3', 'X', '3', '08:01', '08:02'], ['P', 'P', null, '09:00', null]] },
];
const rules = [
  rule({ id: 'AB', feeder: line('A'), departing: line('B'), maxAutoHoldS: 180 }),
  rule({ id: 'BC', stationId: 'Y', feeder: line('B'), departing: line('C') }),
  rule({ id: 'DB', feeder: line('D'), departing: line('B'), priority: 1 }),
];
const hold = (until: string, measureId = 'm1'): ConnectionDecision => ({ kind: 'hold', measureId, auto: false, createdBy: 'disp', createdAt: '2026-11-25T07:00:00Z', holdUntil: hm(until) });

function setup() {
  const day = new TestDay(runs);
  const engine = new ConnectionEngine().build(day, rules, []);
  return { day, engine };
}

/** Times of a run as the live engine would forecast them with its departure at stop `stop` held to `until`. */
function heldTimes(day: TestDay, run: number, stop: number, until: number): ConnRunTimes {
  const t = day.times(run);
  const d = Math.max(0, until - t.expDep[stop]);
  const expArr = Float64Array.from(t.expArr, (x, s) => (s > stop ? x + d : x));
  const expDep = Float64Array.from(t.expDep, (x, s) => (s >= stop ? x + d : x));
  return { ...t, expArr, expDep, holdFreeDep: t.expDep };
}

describe('automatic hold candidates', () => {
  it('within the automatic maximum, not beyond it', () => {
    const { day, engine } = setup();
    expect(engine.instances().map((c) => c.id)).toEqual(['AB|a1|b1', 'BC|b1|c1', 'DB|d1|b1']);
    expect(engine.autoHoldCandidates(hm('07:50'))).toEqual([]);
    engine.update([day.delay('a1', 240)]);
    const [c] = engine.autoHoldCandidates(hm('07:50'));
    expect(c.instance.id).toBe('AB|a1|b1');
    expect(c.instance.holdNeededS).toBe(120);
    expect(c.holdUntil).toBe(hm('08:07'));
    // Rounded up to the minute.
    engine.update([day.delay('a1', 250)]);
    expect(engine.autoHoldCandidates(hm('07:50'))[0].holdUntil).toBe(hm('08:08'));
    // Exactly the maximum: still; beyond: the dispatcher decides.
    engine.update([day.delay('a1', 300)]);
    expect(engine.autoHoldCandidates(hm('07:50')).map((x) => x.instance.holdNeededS)).toEqual([180]);
    engine.update([day.delay('a1', 301)]);
    expect(engine.autoHoldCandidates(hm('07:50'))).toEqual([]);
  });

  it('none without an automatic maximum, with a decision, after departure, past the hold time or beyond the horizon', () => {
    const { day, engine } = setup();
    engine.update([day.delay('d1', 420)]);
    // DB needs 6 min (d1 ready at 08:11, b1 leaves 08:05): beyond its automatic maximum of 3 min.
    expect(engine.get('DB|d1|b1')).toMatchObject({ state: 'endangered', holdNeededS: 360 });
    expect(engine.autoHoldCandidates(hm('07:50'))).toEqual([]);
    const noAuto = new ConnectionEngine().build(day, [{ ...rules[0], maxAutoHoldS: 0 }], []);
    noAuto.update([day.delay('a1', 240)]);
    expect(noAuto.instances()[0].state).toBe('endangered');
    expect(noAuto.autoHoldCandidates(hm('07:50'))).toEqual([]);

    engine.update([day.run('a1')]);
    expect(engine.autoHoldCandidates(hm('07:50')).map((x) => x.instance.id)).toEqual(['AB|a1|b1']);
    expect(engine.autoHoldCandidates(hm('07:00'), 1800)).toEqual([]);
    expect(engine.autoHoldCandidates(hm('07:40'), 1800).length).toBe(1);
    expect(engine.autoHoldCandidates(hm('08:07'))).toEqual([]);
    engine.setDecisions(new Map([['AB|a1|b1', hold('08:06')]]));
    expect(engine.autoHoldCandidates(hm('07:50'))).toEqual([]);
    engine.setDecisions(new Map());
    engine.update([day.progress('b1', 1, 1)]);
    expect(engine.autoHoldCandidates(hm('07:50'))).toEqual([]);
  });

  it('not when another connection already holds the departing run as long', () => {
    const { day, engine } = setup();
    engine.update([day.delay('a1', 240)]);
    engine.setDecisions(new Map([['DB|d1|b1', hold('08:10', 'm9')]]));
    expect(engine.autoHoldCandidates(hm('07:50'))).toEqual([]);
    engine.setDecisions(new Map([['DB|d1|b1', hold('08:06', 'm9')]]));
    expect(engine.autoHoldCandidates(hm('07:50')).map((x) => x.holdUntil)).toEqual([hm('08:07')]);
  });

  it('sorted by the time a decision is needed, then priority', () => {
    const { day, engine } = setup();
    engine.update([day.delay('a1', 200), day.delay('d1', 240)]);
    // Both need b1 held (AB 08:07, DB 08:08): same decideBy, DB has priority 1.
    expect(engine.autoHoldCandidates(hm('07:50')).map((x) => x.instance.id)).toEqual(['DB|d1|b1', 'AB|a1|b1']);
  });
});

describe('compare (the preview)', () => {
  it('lists the downstream connection a hold loses and the one it wins, without changing the engine', () => {
    const { day, engine } = setup();
    engine.update([day.delay('a1', 480)]);
    expect(engine.get('AB|a1|b1')?.state).toBe('endangered');
    const b1 = day.run('b1');
    const until = hm('08:11');
    const result = engine.compare(new Map([[b1, heldTimes(day, b1, 1, until)]]), new Map([['AB|a1|b1', hold('08:11')]]));
    expect(result.won.map((c) => [c.instance.id, c.before, c.after])).toEqual([['AB|a1|b1', 'endangered', 'held']]);
    expect(result.lost.map((c) => [c.instance.id, c.before, c.after])).toEqual([['BC|b1|c1', 'ok', 'endangered']]);
    expect(result.lost[0].evaluation.holdNeededS).toBe(180);
    // DB stays ok: held b1 only gives d1's passengers more time.
    expect(result.changed.map((c) => c.instance.id)).toEqual(['AB|a1|b1', 'BC|b1|c1']);
    // Nothing stored.
    expect(engine.get('AB|a1|b1')?.state).toBe('endangered');
    expect(engine.get('BC|b1|c1')?.state).toBe('ok');
    // A short hold loses nothing downstream (3 min slack at Y).
    engine.update([day.delay('a1', 240)]);
    const short = engine.compare(new Map([[b1, heldTimes(day, b1, 1, hm('08:07'))]]));
    expect(short.lost).toEqual([]);
    expect(short.won.map((c) => [c.instance.id, c.after])).toEqual([['AB|a1|b1', 'ok']]);
  });

  it('a break decision in the preview loses the connection', () => {
    const { engine } = setup();
    const r = engine.compare(new Map(), new Map([['AB|a1|b1', { kind: 'break', measureId: 'm', auto: false, createdBy: 'x', createdAt: 'y', holdUntil: null }]]));
    expect(r.lost.map((c) => [c.instance.id, c.after])).toEqual([['AB|a1|b1', 'broken']]);
  });
});
