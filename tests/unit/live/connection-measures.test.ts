/**
 * The issue-14 measure kinds in the live engine: hold (the departing train waits at a stop until
 * planned departure + delayS) and breakConnection (no effect on the run), validation and history.
 */
import { describe, expect, it } from 'vitest';
import { effectsOf } from '../../../server/operations/live/effects';
import { measureDetails } from '../../../server/operations/live/history';
import { LiveInputError, MAX_HOLD_S, validateMeasure, type MeasureTarget } from '../../../server/operations/live/measures';
import type { MeasureInput } from '../../../server/operations/types';
import { at, hms, measure, quietDay, runIdOf } from './helpers';

const RUN = runIdOf('U1-0');
const CONN = 'r1|2026-06-10:U2-0|2026-06-10:U1-0';

function target(seconds: number): MeasureTarget {
  const day = quietDay();
  day.advance(at(seconds));
  const i = day.indexOf(RUN);
  return { plan: day.plan.runs[i], effects: day.effects[i], state: day.states[i] };
}

function refused(input: Partial<MeasureInput>, t: MeasureTarget): string {
  try {
    validateMeasure({ runId: RUN, type: 'hold', reasonId: '1', comment: '', connectionId: CONN, fromStopId: 'S2', delayS: 120, ...input } as MeasureInput, t);
  } catch (e) {
    if (e instanceof LiveInputError) return e.key;
    throw e;
  }
  return 'accepted';
}

describe('hold and breakConnection: validation', () => {
  const before = target(hms(5, 50));
  const running = target(hms(6, 5));

  it('accepts a hold at a stop ahead and keeps connection, stop, delay and the auto flag', () => {
    expect(validateMeasure({ runId: RUN, type: 'hold', reasonId: '1', comment: '', connectionId: CONN, fromStopId: 'S2', delayS: 120, auto: true }, before))
      .toMatchObject({ type: 'hold', fromStopId: 'S2', delayS: 120, connectionId: CONN, auto: true });
    expect(validateMeasure({ runId: RUN, type: 'hold', reasonId: '1', comment: '', connectionId: CONN, fromStopId: 'S2', delayS: 0 }, running).auto).toBe(false);
    expect(validateMeasure({ runId: RUN, type: 'breakConnection', reasonId: '1', comment: '', connectionId: CONN, fromStopId: 'S3' }, running))
      .toMatchObject({ type: 'breakConnection', fromStopId: 'S3', connectionId: CONN, auto: false });
  });

  it('refuses a hold without connection or stop, at a passed, skipped or terminal stop, negative or too long', () => {
    expect(refused({ connectionId: '' }, before)).toBe('live.error.connectionMissing');
    expect(refused({ connectionId: 'x'.repeat(401) }, before)).toBe('live.error.connectionMissing');
    expect(refused({ fromStopId: null }, before)).toBe('live.error.holdStopMissing');
    expect(refused({ fromStopId: 'NOPE' }, before)).toBe('live.error.stopNotOnRun');
    expect(refused({ fromStopId: 'S1' }, running)).toBe('live.error.stopPassed');
    expect(refused({ fromStopId: 'S5' }, before)).toBe('live.error.holdAtTerminus');
    expect(refused({ delayS: -1 }, before)).toBe('live.error.negativeDelay');
    expect(refused({ delayS: 12.5 }, before)).toBe('live.error.negativeDelay');
    expect(refused({ delayS: MAX_HOLD_S + 1 }, before)).toBe('live.error.holdTooLarge');
    expect(refused({ delayS: MAX_HOLD_S }, before)).toBe('accepted');
    expect(refused({ type: 'breakConnection', connectionId: null }, before)).toBe('live.error.connectionMissing');
    expect(refused({ type: 'breakConnection', fromStopId: 'S1' }, running)).toBe('live.error.stopPassed');
  });

  it('refuses a hold at a stop the run skips', () => {
    const day = quietDay();
    day.addMeasure(measure({ runId: RUN, type: 'reroute', rerouteKind: 'skipStops', skipStopIds: ['S2'] }));
    day.advance(at(hms(5, 50)));
    const i = day.indexOf(RUN);
    expect(refused({}, { plan: day.plan.runs[i], effects: day.effects[i], state: day.states[i] })).toBe('live.error.holdSkippedStop');
  });

  it('describes both for the change history (stop, hold-until clock time, minutes, A for automatic)', () => {
    const p = target(hms(5, 50)).plan;
    // U1-0 leaves Durlach (S2) at 06:07:20 as planned: held +3 min → 06:10.
    expect(measureDetails(p, { runId: RUN, type: 'hold', reasonId: '1', comment: '', fromStopId: 'S2', delayS: 160, connectionId: CONN }, [])).toBe('⏸ Durlach 06:10 (+3 min)');
    expect(measureDetails(p, { runId: RUN, type: 'hold', reasonId: '1', comment: '', fromStopId: 'S2', delayS: 160, connectionId: CONN, auto: true }, [])).toBe('⏸ Durlach 06:10 (+3 min) A');
    expect(measureDetails(p, { runId: RUN, type: 'breakConnection', reasonId: '1', comment: '', fromStopId: 'S2', connectionId: CONN }, [])).toBe('⇸ Durlach');
  });
});

describe('hold and breakConnection: effects', () => {
  it('a hold makes the departure at its stop wait until planned departure + delayS, and the delay carries on', () => {
    const day = quietDay();
    day.advance(at(hms(5, 50)));
    const i = day.indexOf(RUN);
    const plan = day.plan.runs[i];
    const before = day.stops(i);
    expect(before[2].expectedDeparture).toBe(plan.dep[2]);
    day.addMeasure(measure({ runId: RUN, type: 'hold', fromStopId: 'S2', delayS: 240, connectionId: CONN }));
    day.advance(at(hms(5, 50, 1)));
    expect(day.effects[i].holds).toEqual([{ stop: 2, from: -Infinity, until: plan.dep[2] + 240 }]);
    const after = day.stops(i);
    expect(after[1].expectedDeparture).toBe(before[1].expectedDeparture);
    expect(after[2].expectedArrival).toBe(before[2].expectedArrival);
    expect(after[2].expectedDeparture).toBe(plan.dep[2] + 240);
    // Later stops: late, less what the running-time reserve absorbs (never more than the hold).
    expect(after[3].expectedArrival!).toBeGreaterThan(before[3].expectedArrival!);
    expect(after[3].expectedArrival! - before[3].expectedArrival!).toBeLessThanOrEqual(240);
    // The simulated reality waits too: at 06:09 the train still stands at Durlach.
    day.advance(at(hms(6, 9)));
    expect(day.states[i]).toMatchObject({ phase: 'running', at: 2, atStop: true });
    day.advance(at(hms(6, 11, 30)));
    expect(day.states[i].passed).toBeGreaterThanOrEqual(2);
  });

  it('the latest hold per connection applies; of several connections the longest wins; a break changes nothing', () => {
    const day = quietDay();
    const i = day.indexOf(RUN);
    const plan = day.plan.runs[i];
    const m = (delayS: number, connectionId = CONN) => measure({ runId: RUN, type: 'hold', fromStopId: 'S2', delayS, connectionId });
    expect(effectsOf(plan, [m(300), m(120)]).holds).toEqual([{ stop: 2, from: -Infinity, until: plan.dep[2] + 120 }]);
    expect(effectsOf(plan, [m(300), m(120, 'other')]).holds).toEqual([{ stop: 2, from: -Infinity, until: plan.dep[2] + 300 }]);
    const brk = effectsOf(plan, [measure({ runId: RUN, type: 'breakConnection', fromStopId: 'S2', connectionId: CONN })]);
    expect(brk.holds).toBeNull();
    expect(brk.skipped.every((x) => x === 0)).toBe(true);
    expect(brk.delayFrom).toBe(-1);
    // A hold at a stop the run no longer serves is void.
    const cut = effectsOf(plan, [m(300), measure({ runId: RUN, type: 'cancel', fromStopId: 'S1' })]);
    expect(cut.holds).toBeNull();
  });

  it('undoing the hold returns the forecast', () => {
    const day = quietDay();
    day.advance(at(hms(5, 50)));
    const i = day.indexOf(RUN);
    const before = day.stops(i);
    const h = measure({ runId: RUN, type: 'hold', fromStopId: 'S2', delayS: 240, connectionId: CONN });
    day.addMeasure(h);
    day.advance(at(hms(5, 50, 1)));
    expect(day.stops(i)[2].expectedDeparture).not.toBe(before[2].expectedDeparture);
    day.removeMeasure(h.summary.id);
    day.advance(at(hms(5, 50, 2)));
    expect(day.stops(i)).toEqual(before);
  });

  it('the preview of a hold shows the held run later and its circulation successor', () => {
    const day = quietDay();
    day.advance(at(hms(5, 50)));
    const i = day.indexOf(RUN);
    const runs = day.previewMeasure(measure({ runId: RUN, type: 'hold', fromStopId: 'S4', delayS: 900, connectionId: CONN }));
    expect(runs.get(i)?.stops[4].expectedDeparture).toBe(day.plan.runs[i].dep[4] + 900);
    const next = day.plan.runs[i].next;
    expect(runs.has(next)).toBe(true);
  });
});
