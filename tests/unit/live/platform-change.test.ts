/** The platformChange measure (issue 14): validation, effect on the run's stops, history details, undo. */
import { describe, expect, it } from 'vitest';
import { measureDetails } from '../../../server/operations/live/history';
import { LiveInputError, validateMeasure, type MeasureTarget } from '../../../server/operations/live/measures';
import type { MeasureInput } from '../../../server/operations/types';
import { at, hms, measure, quietDay, runIdOf } from './helpers';

const RUN = runIdOf('U1-0');

function dayAt(seconds: number) {
  const day = quietDay();
  day.advance(at(seconds));
  return day;
}

function targetOf(day: ReturnType<typeof quietDay>): MeasureTarget {
  const i = day.indexOf(RUN);
  return { plan: day.plan.runs[i], effects: day.effects[i], state: day.states[i] };
}

function change(input: Partial<MeasureInput>): MeasureInput {
  return { runId: RUN, type: 'platformChange', reasonId: '1', comment: '', fromStopId: 'S3', platform: '4', ...input };
}

function refused(input: Partial<MeasureInput>, t: MeasureTarget): string {
  try {
    validateMeasure(change(input), t);
  } catch (e) {
    if (e instanceof LiveInputError) return e.key;
    throw e;
  }
  return 'accepted';
}

describe('platformChange validation', () => {
  const before = targetOf(dayAt(hms(5, 50)));
  // At 06:05 U1-0 has left Albtal (S0) and Bruchsal (S1).
  const running = targetOf(dayAt(hms(6, 5)));

  it('accepts a stop ahead and a platform of 1–10 characters, trimmed', () => {
    expect(validateMeasure(change({ platform: ' 12a ' }), running)).toMatchObject({ type: 'platformChange', fromStopId: 'S3', platform: '12a' });
    expect(validateMeasure(change({ fromStopId: 'S0', platform: '2' }), before)).toMatchObject({ fromStopId: 'S0', platform: '2' });
    // The terminus is a stop too: the arrival platform changes.
    expect(validateMeasure(change({ fromStopId: 'S5', platform: 'x'.repeat(10) }), before).platform).toHaveLength(10);
  });

  it('refuses a missing, unknown, passed or skipped stop and a bad or unchanged platform', () => {
    expect(refused({ fromStopId: null }, before)).toBe('live.error.platformStopMissing');
    expect(refused({ fromStopId: 'NOPE' }, before)).toBe('live.error.stopNotOnRun');
    expect(refused({ fromStopId: 'S1' }, running)).toBe('live.error.stopPassed');
    expect(refused({ platform: '' }, before)).toBe('live.error.platformInvalid');
    expect(refused({ platform: '   ' }, before)).toBe('live.error.platformInvalid');
    expect(refused({ platform: null }, before)).toBe('live.error.platformInvalid');
    expect(refused({ platform: 'x'.repeat(11) }, before)).toBe('live.error.platformInvalid');
    // Albtal's planned platform is 1 in the fixture.
    expect(refused({ fromStopId: 'S0', platform: '1' }, before)).toBe('live.error.platformUnchanged');
    const skipped = dayAt(hms(5, 50));
    skipped.addMeasure(measure({ runId: RUN, type: 'reroute', rerouteKind: 'skipStops', skipStopIds: ['S3'] }));
    expect(refused({}, targetOf(skipped))).toBe('live.error.platformStopSkipped');
  });
});

describe('platformChange effect', () => {
  it('shows the new platform at that stop only, keeps the planned one, the latest change wins, undo restores', () => {
    const day = dayAt(hms(5, 50));
    const i = day.indexOf(RUN);
    const first = measure({ runId: RUN, type: 'platformChange', fromStopId: 'S0', platform: '3' });
    day.addMeasure(first);
    let stops = day.stops(i);
    expect(stops[0]).toMatchObject({ platform: '3', plannedPlatform: '1' });
    expect(stops[2]).toMatchObject({ platform: null, plannedPlatform: null });
    const second = measure({ runId: RUN, type: 'platformChange', fromStopId: 'S0', platform: '4' });
    day.addMeasure(second);
    day.addMeasure(measure({ runId: RUN, type: 'platformChange', fromStopId: 'S2', platform: '7' }));
    stops = day.stops(i);
    expect(stops.map((s) => s.platform)).toEqual(['4', null, '7', null, null, null]);
    // The times do not move: a platform change is no delay.
    expect(stops[0].expectedDeparture).toBe(stops[0].plannedDeparture);
    day.removeMeasure(second.stored.id);
    expect(day.stops(i)[0].platform).toBe('3');
    day.removeMeasure(first.stored.id);
    expect(day.stops(i)[0]).toMatchObject({ platform: '1', plannedPlatform: '1' });
    // Another run of the day is untouched.
    expect(day.stops(day.indexOf(runIdOf('U2-0')))[0].platform).toBe('1');
  });

  it('describes the change language-neutrally: planned → new (stop)', () => {
    const t = targetOf(dayAt(hms(5, 50)));
    expect(measureDetails(t.plan, change({ fromStopId: 'S0', platform: '3' }), [])).toBe('⇄ 1 → 3 (Albtal)');
    expect(measureDetails(t.plan, change({ fromStopId: 'S2', platform: '7' }), [])).toBe('⇄ 7 (Durlach)');
  });
});
