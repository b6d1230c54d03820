import { describe, expect, it } from 'vitest';
import { ConnectionEngine } from '../../../server/connections/engine/engine';
import { inTimeBand } from '../../../server/connections/engine/pairing';
import type { ConnectionRule, WalkTime } from '../../../server/connections/engine/types';
import { hm, line, lineDir, rule, trip, TestDay, type RunSpec } from './day';

/** Pairs of (feeder run id → departing run id) the engine finds. */
function pairs(runs: RunSpec[], rules: ConnectionRule[], walkTimes: WalkTime[] = [], opts = {}): string[] {
  const day = new TestDay(runs);
  const engine = new ConnectionEngine(opts).build(day, rules, walkTimes);
  return engine.instances().map((c) => `${day.plans[c.feederRun].id}>${day.plans[c.departingRun].id}`);
}

/** A feeder of line A arriving at X at `arr`, going on to Z. */
const feeder = (id: string, arr: string, extra: Partial<RunSpec> = {}): RunSpec => ({
  id,
  line: 'A',
  stops: [
    ['W', 'W', null, null, '07:00'],
    ['X1', 'X', '1', arr, arr],
    ['Z', 'Z', null, '09:00', null],
  ],
  ...extra,
});
/** A departing run of `lineId` leaving X at `dep`. */
const departing = (id: string, dep: string, lineId = 'B', dir = 0, extra: Partial<RunSpec> = {}): RunSpec => ({
  id,
  line: lineId,
  dir,
  stops: [
    ['V', 'V', null, null, '06:00'],
    ['X2', 'X', '2', dep, dep],
    ['Y', 'Y', null, '10:00', null],
  ],
  ...extra,
});

describe('pairing', () => {
  it('takes the first departure at least the walk time after the planned arrival', () => {
    const runs = [feeder('a1', '08:00'), departing('b1', '08:02'), departing('b2', '08:05'), departing('b3', '08:20')];
    expect(pairs(runs, [rule({ feeder: line('A'), departing: line('B') })])).toEqual(['a1>b2']);
  });

  it('gives the instance its id, stops, walk time and planned times', () => {
    const day = new TestDay([feeder('a1', '08:00'), departing('b2', '08:05')]);
    const [c] = new ConnectionEngine().build(day, [rule({ id: 'R7', feeder: line('A'), departing: line('B') })], []).instances();
    expect(c).toMatchObject({ id: 'R7|a1|b2', ruleId: 'R7', feederStop: 1, departingStop: 1, walkTimeS: 180, plannedArr: hm('08:00'), plannedDep: hm('08:05') });
  });

  it('a line side takes the first departure of each direction, a line+direction side only its own', () => {
    const runs = [feeder('a1', '08:00'), departing('b0', '08:10', 'B', 0), departing('b0late', '08:15', 'B', 0), departing('b1', '08:20', 'B', 1)];
    expect(pairs(runs, [rule({ feeder: line('A'), departing: line('B') })])).toEqual(['a1>b0', 'a1>b1']);
    expect(pairs(runs, [rule({ feeder: line('A'), departing: lineDir('B', 1) })])).toEqual(['a1>b1']);
    // The feeder side by direction too: a1 runs in direction 0.
    expect(pairs(runs, [rule({ feeder: lineDir('A', 1), departing: line('B') })])).toEqual([]);
  });

  it('a trip side matches exactly that trip', () => {
    const runs = [feeder('a1', '08:00', { trip: 'TA1' }), feeder('a2', '08:01', { trip: 'TA2' }), departing('b1', '08:10'), departing('b2', '08:30', 'B', 0, { trip: 'TB2' })];
    expect(pairs(runs, [rule({ feeder: trip('TA2'), departing: trip('TB2') })])).toEqual(['a2>b2']);
    expect(pairs(runs, [rule({ feeder: trip('TA1'), departing: line('B') })])).toEqual(['a1>b1']);
    expect(pairs(runs, [rule({ feeder: trip('nope'), departing: line('B') })])).toEqual([]);
  });

  it('only feeders arriving inside the time band (inclusive), also across midnight', () => {
    const runs = [feeder('a1', '07:59'), feeder('a2', '08:00'), feeder('a3', '09:00'), feeder('a4', '09:01'), departing('b1', '08:10'), departing('b2', '09:10'), departing('b3', '09:20')];
    expect(pairs(runs, [rule({ feeder: line('A'), departing: line('B'), timeFrom: hm('08:00'), timeTo: hm('09:00') })])).toEqual(['a2>b1', 'a3>b2']);
    expect(inTimeBand(hm('23:30'), hm('23:00'), hm('01:00'))).toBe(true);
    expect(inTimeBand(hm('00:30'), hm('23:00'), hm('01:00'))).toBe(true);
    expect(inTimeBand(hm('12:00'), hm('23:00'), hm('01:00'))).toBe(false);
    expect(inTimeBand(hm('12:00'), null, hm('11:00'))).toBe(false);
    expect(inTimeBand(hm('12:00'), hm('11:00'), null)).toBe(true);
  });

  it('only departures within the window after the planned arrival (an option)', () => {
    const runs = [feeder('a1', '08:00'), departing('b1', '09:01')];
    expect(pairs(runs, [rule({ feeder: line('A'), departing: line('B') })])).toEqual([]);
    expect(pairs(runs, [rule({ feeder: line('A'), departing: line('B') })], [], { windowS: 2 * 3600 })).toEqual(['a1>b1']);
    expect(pairs([feeder('a1', '08:00'), departing('b1', '09:00')], [rule({ feeder: line('A'), departing: line('B') })])).toEqual(['a1>b1']);
  });

  it('a run never connects to itself nor to the next run of its circulation', () => {
    // A → A at X: a1 passes X; its own departure there is no connection, a2's is.
    const runs = [feeder('a1', '08:00'), feeder('a2', '08:10')];
    runs[1].stops[1] = ['X1', 'X', '1', '08:10', '08:12'];
    expect(pairs(runs, [rule({ feeder: line('A'), departing: line('A') })])).toEqual(['a1>a2']);
    // a1 ends at X and its vehicle runs on as b1: passengers stay on board, the next B is the connection.
    const ends: RunSpec = { id: 'a1', line: 'A', circulation: 'U1', stops: [['W', 'W', null, null, '07:00'], ['X1', 'X', '1', '08:00', null]] };
    const turn = departing('b1', '08:10', 'B', 0, { circulation: 'U1' });
    turn.stops = turn.stops.slice(1).map((s, k) => (k === 0 ? [s[0], s[1], s[2], null, s[4]] : s));
    expect(pairs([ends, turn, departing('b9', '08:25', 'B', 0, { circulation: 'U2' })], [rule({ feeder: line('A'), departing: line('B') })])).toEqual(['a1>b9']);
    // A later run of the same circulation (not the next one) is a connection like any other.
    const later: RunSpec = { ...turn, id: 'b2', stops: [['X2', 'X', '2', null, '08:40'], ['Y', 'Y', null, '10:00', null]] };
    expect(pairs([ends, turn, later], [rule({ feeder: line('A'), departing: line('B') })])).toEqual(['a1>b2']);
  });

  it('runs that start at the station feed nothing; runs that end there take nobody on', () => {
    const starts: RunSpec = { id: 'a1', line: 'A', stops: [['X1', 'X', '1', '08:00', '08:00'], ['Z', 'Z', null, '09:00', null]] };
    const ends: RunSpec = { id: 'b1', line: 'B', stops: [['V', 'V', null, null, '07:00'], ['X2', 'X', '2', '08:10', '08:10']] };
    expect(pairs([starts, ends, feeder('a2', '08:00'), departing('b2', '08:20')], [rule({ feeder: line('A'), departing: line('B') })])).toEqual(['a2>b2']);
  });

  it('no connection from a stop without alighting or to one without boarding (GTFS drop_off_type / pickup_type 1)', () => {
    const runs = [feeder('a1', '08:00'), feeder('a2', '08:01'), departing('b1', '08:10'), departing('b2', '08:20')];
    const day = new TestDay(runs);
    day.plans[0].dropOff = [0, 1, 0];
    day.plans[2].pickup = [0, 1, 0];
    // On request (2, 3) is a connection.
    day.plans[3].pickup = [0, 3, 0];
    const engine = new ConnectionEngine().build(day, [rule({ feeder: line('A'), departing: line('B') })], []);
    expect(engine.instances().map((c) => c.id)).toEqual(['R1|a2|b2']);
  });

  it('rules with stop ids (imported transfers) connect exactly those stops', () => {
    const other = feeder('a2', '08:00');
    other.stops[1] = ['X9', 'X', '9', '08:00', '08:00'];
    const runs = [feeder('a1', '08:00'), other, departing('b1', '08:10')];
    const byStop = rule({ stationId: null, feederStopId: 'X1', departingStopId: 'X2', feeder: line('A'), departing: line('B') });
    expect(pairs(runs, [byStop])).toEqual(['a1>b1']);
    expect(pairs(runs, [{ ...byStop, departingStopId: 'X9' }])).toEqual([]);
    // Same stop given once: a transfer within the stop.
    const sameStop = [feeder('a1', '08:00'), { ...departing('b1', '08:10'), stops: [['V', 'V', null, null, '07:00'], ['X1', 'X', '1', '08:10', '08:10'], ['Y', 'Y', null, '10:00', null]] } as RunSpec];
    expect(pairs(sameStop, [rule({ stationId: null, feederStopId: 'X1', feeder: line('A'), departing: line('B') })])).toEqual(['a1>b1']);
    // A station rule with a feeder stop: only feeders at that stop.
    expect(pairs(runs, [rule({ feederStopId: 'X9', feeder: line('A'), departing: line('B') })])).toEqual(['a2>b1']);
  });

  it('pairs after midnight (service-day times past 24:00) and before the day zero (negative times)', () => {
    const late = [feeder('a1', '24:30'), departing('b0', '24:20'), departing('b1', '24:40'), departing('b2', '25:00')];
    expect(pairs(late, [rule({ feeder: line('A'), departing: line('B') })])).toEqual(['a1>b1']);
    const early: RunSpec[] = [
      { id: 'a1', line: 'A', stops: [['W', 'W', null, null, '00:00'], ['X1', 'X', '1', '00:00', '00:00'], ['Z', 'Z', null, '01:00', null]] },
      { id: 'b1', line: 'B', stops: [['V', 'V', null, null, '00:00'], ['X2', 'X', '2', '00:00', '00:00'], ['Y', 'Y', null, '01:00', null]] },
    ];
    const day = new TestDay(early);
    // 23:50 and 23:55 of the day before.
    (day.plans[0].plannedArr as Float64Array)[1] = -600;
    (day.plans[1].plannedDep as Float64Array)[1] = -300;
    (day.plans[0].plannedDep as Float64Array)[0] = -1200;
    (day.plans[1].plannedDep as Float64Array)[0] = -1200;
    const [c] = new ConnectionEngine().build(day, [rule({ feeder: line('A'), departing: line('B') })], []).instances();
    expect(c).toMatchObject({ id: 'R1|a1|b1', plannedArr: -600, plannedDep: -300 });
  });

  it('a rule without station and stops pairs nothing', () => {
    expect(pairs([feeder('a1', '08:00'), departing('b1', '08:10')], [rule({ stationId: null, feeder: line('A'), departing: line('B') })])).toEqual([]);
  });
});
