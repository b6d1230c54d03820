/**
 * The connection service's pure parts (server/connections): decisions from measures, the live day
 * as the engine's source (forecasts, hold-free departures, reached/left), preview times from
 * RunStops, the de/it catalogue.
 */
import { describe, expect, it } from 'vitest';
import { ceilMinute, decisionMap, isDecision, type DecisionMeasure } from '../../../server/connections/decisions';
import { clockText, connMessageKeys, connText } from '../../../server/connections/messages';
import { isoWeekday, LiveDaySource, timesFromStops } from '../../../server/connections/source';
import { at, hms, measure, quietDay, runIdOf } from '../live/helpers';

const m = (id: string, type: string, connectionId: string | null, extra: Partial<DecisionMeasure> = {}): DecisionMeasure =>
  ({ id, type, connectionId, auto: false, createdBy: 'd', createdAt: '2026-06-10T06:00:00.000Z', delayS: 60, ...extra }) as DecisionMeasure;

describe('decisions', () => {
  it('are the hold and breakConnection measures with a connection; the latest per connection wins', () => {
    expect(isDecision(m('1', 'hold', 'c'))).toBe(true);
    expect(isDecision(m('1', 'breakConnection', 'c'))).toBe(true);
    expect(isDecision(m('1', 'hold', null))).toBe(false);
    expect(isDecision(m('1', 'delay', 'c'))).toBe(false);
    const map = decisionMap([
      { measure: m('9', 'hold', 'a', { auto: true, createdBy: 'system' }), holdUntil: 600 },
      { measure: m('10', 'breakConnection', 'a'), holdUntil: null },
      { measure: m('12', 'hold', 'b'), holdUntil: 900 },
      { measure: m('11', 'hold', 'b'), holdUntil: 800 },
      { measure: m('13', 'delay', 'b'), holdUntil: null },
    ]);
    expect(map.get('a')).toEqual({ kind: 'break', measureId: '10', auto: false, createdBy: 'd', createdAt: '2026-06-10T06:00:00.000Z', holdUntil: null });
    // Numeric order, not text order ("12" after "11", and "9" before "10").
    expect(map.get('b')).toMatchObject({ kind: 'hold', measureId: '12', holdUntil: 900 });
    expect(map.size).toBe(2);
  });

  it('hold times round up to the whole minute', () => {
    expect(ceilMinute(hms(7, 16, 1))).toBe(hms(7, 17));
    expect(ceilMinute(hms(7, 17))).toBe(hms(7, 17));
  });
});

describe('the live day as the engine source', () => {
  const RUN = runIdOf('U1-0');

  it('plans and forecasts per run; a connection hold gives the hold-free departure; times refresh only when invalidated', () => {
    const day = quietDay();
    day.advance(at(hms(5, 50)));
    const src = new LiveDaySource(day);
    const i = day.indexOf(RUN);
    const p = src.plan(i);
    expect(p).toMatchObject({ id: RUN, tripId: 'U1-0', lineId: 'L1', direction: 0, circulationId: 'U1' });
    expect(p.stationIds[2]).toBe('102');
    const before = src.times(i);
    expect(before).toMatchObject({ cancelled: false, reached: -1, left: -1 });
    expect(before.expDep[2]).toBe(p.plannedDep[2]);
    expect(before.holdFreeDep).toBeUndefined();

    day.addMeasure(measure({ runId: RUN, type: 'hold', fromStopId: 'S2', delayS: 240, connectionId: 'c' }));
    day.advance(at(hms(5, 50, 1)));
    expect(src.times(i)).toBe(before);
    src.invalidate([i]);
    const held = src.times(i);
    expect(held.expDep[2]).toBe(p.plannedDep[2] + 240);
    expect(held.holdFreeDep?.[2]).toBe(p.plannedDep[2]);

    // Running: reached and left follow the run; a skipped stop is not served (NaN).
    day.addMeasure(measure({ runId: RUN, type: 'reroute', rerouteKind: 'skipStops', skipStopIds: ['S4'] }));
    day.advance(at(hms(6, 5)));
    src.invalidateAll();
    const running = src.times(i);
    expect(running.left).toBeGreaterThanOrEqual(1);
    expect(running.reached).toBeGreaterThanOrEqual(running.left);
    expect(running.expArr[4]).toBeNaN();
    expect(src.now()).toBe(day.t);
  });

  it('a cancelled run has no times', () => {
    const day = quietDay();
    day.addMeasure(measure({ runId: RUN, type: 'cancel' }));
    day.advance(at(hms(5, 50)));
    const t = new LiveDaySource(day).times(day.indexOf(RUN));
    expect(t.cancelled).toBe(true);
    expect(Array.from(t.expArr).every(Number.isNaN)).toBe(true);
  });

  it('preview stops become times: first arrival and last departure stand in for each other, skipped stops NaN', () => {
    const stop = (k: number, a: number | null, d: number | null, skipped = false, passed = false) =>
      ({ seq: k + 1, stopId: `S${k}`, stationId: null, name: '', lat: 0, lon: 0, km: k, platform: null, plannedArrival: a, plannedDeparture: d,
        expectedArrival: a, expectedDeparture: d, passed, skipped, pickup: 'regular', dropOff: 'regular' }) as const;
    const t = timesFromStops([stop(0, null, 100, false, true), stop(1, 200, 220, true), stop(2, 300, null)], false);
    expect(Array.from(t.expArr)).toEqual([100, NaN, 300]);
    expect(Array.from(t.expDep)).toEqual([100, NaN, 300]);
    expect(t.left).toBe(0);
    expect(Array.from(timesFromStops([stop(0, null, 100)], true).expDep)).toEqual([NaN]);
  });

  it('ISO weekdays', () => {
    expect(isoWeekday('2026-06-08')).toBe(1);
    expect(isoWeekday('2026-06-14')).toBe(7);
  });
});

describe('texts', () => {
  it('German and Italian have the same keys; the crew text has the same time in both', () => {
    expect(connMessageKeys('it').sort()).toEqual(connMessageKeys('de').sort());
    const args = { depLine: 'S4', depTrain: '84012', station: 'Karlsruhe Hbf', until: clockText(hms(14, 35)), feedLine: 'S5', feedTrain: '85013' };
    expect(connText('de', 'conn.vehicle.hold', args)).toBe('S4 84012 wartet in Karlsruhe Hbf bis 14:35 auf S5 85013');
    expect(connText('it', 'conn.vehicle.hold', args)).toBe('S4 84012 attende a Karlsruhe Hbf fino alle 14:35 il S5 85013');
    expect(clockText(hms(24, 10))).toBe('24:10');
  });
});
