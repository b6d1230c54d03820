import { describe, expect, it } from 'vitest';
import { ConnectionEngine } from '../../../server/connections/engine/engine';
import { WalkTimeTable } from '../../../server/connections/engine/walkTime';
import type { WalkTime } from '../../../server/connections/engine/types';
import { line, rule, TestDay } from './day';

const walks: WalkTime[] = [
  { stationId: 'X', fromPlatform: null, toPlatform: null, walkTimeS: 300 },
  { stationId: 'X', fromPlatform: '1', toPlatform: '2', walkTimeS: 120 },
  // One platform only: not a pair, not the station's either.
  { stationId: 'X', fromPlatform: '1', toPlatform: null, walkTimeS: 30 },
];

describe('walk time', () => {
  it('rule, then platform pair, then station, then the default', () => {
    const t = new WalkTimeTable(walks, 180);
    expect(t.lookup({ walkTimeS: 60 }, 'X', '1', '2')).toBe(60);
    expect(t.lookup({ walkTimeS: null }, 'X', '1', '2')).toBe(120);
    // The pair is directed: 2 → 1 is not given.
    expect(t.lookup({ walkTimeS: null }, 'X', '2', '1')).toBe(300);
    expect(t.lookup({ walkTimeS: null }, 'X', '1', null)).toBe(300);
    expect(t.lookup({ walkTimeS: null }, 'Q', '1', '2')).toBe(180);
    expect(t.lookup({ walkTimeS: null }, null, '1', '2')).toBe(180);
    expect(new WalkTimeTable([]).lookup({ walkTimeS: null }, 'X', null, null)).toBe(180);
    expect(new WalkTimeTable([], 90).lookup({ walkTimeS: null }, 'X', null, null)).toBe(90);
    // A rule's 0 is a walk time (same platform), not "none".
    expect(t.lookup({ walkTimeS: 0 }, 'X', '1', '2')).toBe(0);
  });

  it('decides the pairing: a departure 3 min after arrival is reachable from platform 1 to 2 only', () => {
    const runs = [
      { id: 'a1', line: 'A', stops: [['W', 'W', null, null, '07:00'], ['X1', 'X', '1', '08:00', '08:01'], ['Z', 'Z', null, '09:00', null]] },
      { id: 'b1', line: 'B', stops: [['V', 'V', null, null, '07:00'], ['X2', 'X', '2', '08:03', '08:03'], ['Y', 'Y', null, '09:00', null]] },
      { id: 'c1', line: 'C', stops: [['V', 'V', null, null, '07:00'], ['X3', 'X', '3', '08:03', '08:03'], ['Y', 'Y', null, '09:00', null]] },
      { id: 'c2', line: 'C', stops: [['V', 'V', null, null, '07:00'], ['X3', 'X', '3', '08:06', '08:06'], ['Y', 'Y', null, '09:00', null]] },
    ] as ConstructorParameters<typeof TestDay>[0];
    const day = new TestDay(runs);
    const engine = new ConnectionEngine().build(day, [rule({ id: 'AB', feeder: line('A'), departing: line('B') }), rule({ id: 'AC', feeder: line('A'), departing: line('C') })], walks);
    expect(engine.instances().map((c) => [c.id, c.walkTimeS])).toEqual([
      ['AB|a1|b1', 120],
      ['AC|a1|c2', 300],
    ]);
  });

  it("follows a platform change: the pair's walk time for the platforms in force", () => {
    const runs = [
      { id: 'a1', line: 'A', stops: [['W', 'W', null, null, '07:00'], ['X1', 'X', '1', '08:00', '08:01'], ['Z', 'Z', null, '09:00', null]] },
      { id: 'b1', line: 'B', stops: [['V', 'V', null, null, '07:00'], ['X2', 'X', '2', '08:03', '08:03'], ['Y', 'Y', null, '09:00', null]] },
    ] as ConstructorParameters<typeof TestDay>[0];
    const day = new TestDay(runs);
    const engine = new ConnectionEngine().build(day, [rule({ feeder: line('A'), departing: line('B') })], walks);
    const [c] = engine.instances();
    expect(c).toMatchObject({ state: 'ok', walkTimeS: 120, plannedWalkTimeS: 120, slackS: 60 });
    // b1 moved to platform 3: no pair 1 → 3, the station's 5 min; the connection is endangered.
    expect(engine.update([day.platform('b1', 1, '3')])).toEqual([c]);
    expect(c).toMatchObject({ state: 'endangered', walkTimeS: 300, plannedWalkTimeS: 120, slackS: -120, holdNeededS: 120 });
    // Back to the planned platform.
    engine.update([day.platform('b1', 1, null)]);
    expect(c).toMatchObject({ state: 'ok', walkTimeS: 120 });
    // The preview sees a platform change too.
    const moved = { ...day.times(day.run('a1')), platforms: [null, '2', null] };
    const r = engine.compare(new Map([[day.run('a1'), moved]]));
    // 2 → 2: no pair, the station's 5 min.
    expect(r.lost.map((x) => [x.instance.id, x.evaluation.walkTimeS])).toEqual([['R1|a1|b1', 300]]);
  });
});
