import { describe, expect, it } from 'vitest';
import type { LiveDay } from '../../../server/operations/live/day';
import type { MeasureInput } from '../../../server/operations/types';
import { at, hms, measure, quietDay, runIdOf } from './helpers';

/** Every row and every run's stops, as the API would read them. */
function snapshot(day: LiveDay): string {
  return JSON.stringify(day.plan.runs.map((_, i) => [day.row(i), day.stops(i)]));
}

/**
 * The preview must give what taking the measure gives: the same measure on a twin day (same
 * timetable, same time) is taken for real, and each run's stops are compared.
 */
function previewAgainstTaken(input: Partial<MeasureInput> & Pick<MeasureInput, 'runId' | 'type'>, time: number) {
  const a = quietDay();
  const b = quietDay();
  a.advance(at(time));
  b.advance(at(time));
  const before = snapshot(a);
  const m = measure(input);
  const preview = a.previewMeasure(m);
  expect(snapshot(a)).toBe(before);
  b.addMeasure(m);
  b.advance(at(time));
  for (let i = 0; i < a.size; i++) {
    const taken = b.stops(i);
    const p = preview.get(i);
    if (p) {
      expect(p.stops).toEqual(taken);
      expect(p.delayS).toBe(b.row(i).delayS);
      expect(p.status).toBe(b.row(i).status);
    } else {
      // Not in the preview: the measure does not change the run.
      expect(taken).toEqual(a.stops(i));
    }
  }
  return { preview, a };
}

describe('measure preview (LiveDay.previewMeasure)', () => {
  it('a delay before departure: the run and the later runs of its circulation as taking it would make them', () => {
    const { preview, a } = previewAgainstTaken({ runId: runIdOf('U1-0'), type: 'delay', delayS: 1500, fromStopId: 'S0' }, hms(5, 50));
    const ids = [...preview.keys()].map((i) => a.plan.runs[i].id);
    expect(ids).toContain(runIdOf('U1-0'));
    // 25 minutes are more than the 10-minute layover: the vehicle's next run is late too.
    expect(ids).toContain(runIdOf('U1-1'));
    // The other circulation is not concerned.
    expect(ids.some((id) => id.includes('U2-'))).toBe(false);
  });

  it('a delay of a running train, a short turn and a cancellation', () => {
    previewAgainstTaken({ runId: runIdOf('U1-0'), type: 'delay', delayS: 400, fromStopId: 'S3' }, hms(6, 6));
    previewAgainstTaken({ runId: runIdOf('U1-1'), type: 'reroute', rerouteKind: 'shortTurn', fromStopId: 'S2' }, hms(6, 6));
    const { preview, a } = previewAgainstTaken({ runId: runIdOf('U2-0'), type: 'cancel', fromStopId: null }, hms(6, 6));
    const cancelled = preview.get(a.indexOf(runIdOf('U2-0')))!;
    expect(cancelled.cancelled).toBe(true);
    expect(cancelled.stops.every((s) => s.skipped)).toBe(true);
  });

  it('a delay the layover absorbs: only the run itself', () => {
    const { preview, a } = previewAgainstTaken({ runId: runIdOf('U1-0'), type: 'delay', delayS: 120, fromStopId: 'S0' }, hms(5, 50));
    expect([...preview.keys()].map((i) => a.plan.runs[i].id)).toEqual([runIdOf('U1-0')]);
  });
});
