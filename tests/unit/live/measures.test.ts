import { describe, expect, it } from 'vitest';
import { LiveInputError, validateMeasure, type MeasureTarget } from '../../../server/operations/live/measures';
import { measureDetails } from '../../../server/operations/live/history';
import { runStatus, type StatusInput } from '../../../server/operations/live/status';
import type { MeasureInput } from '../../../server/operations/types';
import { at, hms, measure, quietDay, runIdOf } from './helpers';

const RUN = runIdOf('U1-0');

/** The run U1-0 at a time (06:00 departure; at 06:05 it has left Albtal and Bruchsal). */
function target(seconds: number): MeasureTarget {
  const day = quietDay();
  day.advance(at(seconds));
  const i = day.indexOf(RUN);
  return { plan: day.plan.runs[i], effects: day.effects[i], state: day.states[i] };
}

function refused(input: Partial<MeasureInput>, t: MeasureTarget): string {
  try {
    validateMeasure({ runId: RUN, type: 'cancel', reasonId: '1', comment: '', ...input } as MeasureInput, t);
  } catch (e) {
    if (e instanceof LiveInputError) return e.key;
    throw e;
  }
  return 'accepted';
}

describe('measure validation', () => {
  const before = target(hms(5, 50));
  const running = target(hms(6, 5));

  it('accepts and normalises: the delay and the diversion take effect from the next stop', () => {
    expect(validateMeasure({ runId: RUN, type: 'delay', delayS: 300, reasonId: '1', comment: ' x ' }, running)).toMatchObject({ delayS: 300, fromStopId: 'S2', comment: 'x' });
    expect(validateMeasure({ runId: RUN, type: 'delay', delayS: 300, reasonId: '1', comment: '' }, before).fromStopId).toBe('S0');
    expect(validateMeasure({ runId: RUN, type: 'reroute', rerouteKind: 'divert', skipStopIds: ['S3', 'S4'], extraRunningS: 120, reasonId: '1', comment: '' }, running))
      .toMatchObject({ fromStopId: 'S2', skipStopIds: ['S3', 'S4'], extraRunningS: 120 });
    expect(validateMeasure({ runId: RUN, type: 'cancel', fromStopId: 'S0', reasonId: '1', comment: '' }, before).fromStopId).toBeNull();
    expect(validateMeasure({ runId: RUN, type: 'assignVehicle', vehicleIds: ['1', '2'], reasonId: '1', comment: '' }, before))
      .toMatchObject({ vehicleIds: ['1', '2'], wholeCirculation: false });
  });

  it('refuses what cannot be done, with a message key', () => {
    expect(refused({ fromStopId: 'NOPE' }, before)).toBe('live.error.stopNotOnRun');
    expect(refused({ fromStopId: 'S1' }, running)).toBe('live.error.stopPassed');
    expect(refused({ fromStopId: 'S5' }, before)).toBe('live.error.cancelAtTerminus');
    expect(refused({ type: 'delay', delayS: -60 }, before)).toBe('live.error.negativeDelay');
    expect(refused({ type: 'delay', delayS: 1.5 }, before)).toBe('live.error.negativeDelay');
    expect(refused({ type: 'delay', delayS: 200_000 }, before)).toBe('live.error.delayTooLarge');
    expect(refused({ type: 'reroute', rerouteKind: 'teleport' as never }, before)).toBe('live.error.unknownKind');
    expect(refused({ type: 'reroute', rerouteKind: 'skipStops', skipStopIds: [] }, before)).toBe('live.error.noSkipStops');
    expect(refused({ type: 'reroute', rerouteKind: 'skipStops', skipStopIds: ['S5'] }, before)).toBe('live.error.cannotSkipTerminus');
    expect(refused({ type: 'reroute', rerouteKind: 'divert', skipStopIds: [], extraRunningS: 0 }, before)).toBe('live.error.divertEmpty');
    expect(refused({ type: 'reroute', rerouteKind: 'divert', extraRunningS: -5 }, before)).toBe('live.error.negativeExtra');
    expect(refused({ type: 'reroute', rerouteKind: 'shortTurn' }, before)).toBe('live.error.shortTurnMissing');
    expect(refused({ type: 'reroute', rerouteKind: 'shortTurn', fromStopId: 'S0' }, before)).toBe('live.error.shortTurnStop');
    expect(refused({ type: 'assignVehicle', vehicleIds: [] }, before)).toBe('live.error.vehicleCount');
    expect(refused({ type: 'assignVehicle', vehicleIds: ['1', '1'] }, before)).toBe('live.error.duplicateVehicle');
    expect(refused({ reasonId: '' }, before)).toBe('live.error.unknownReason');
    expect(refused({ comment: 'x'.repeat(2001) }, before)).toBe('live.error.commentTooLong');
    expect(refused({ type: 'nonsense' as never }, before)).toBe('live.error.unknownType');
    expect(refused({}, target(hms(8)))).toBe('live.error.runFinished');
  });

  it('refuses measures on a run cancelled as a whole', () => {
    const day = quietDay();
    day.addMeasure(measure({ runId: RUN, type: 'cancel' }));
    day.advance(at(hms(5, 50)));
    const i = day.indexOf(RUN);
    expect(refused({ type: 'delay', delayS: 60 }, { plan: day.plan.runs[i], effects: day.effects[i], state: day.states[i] })).toBe('live.error.runCancelled');
  });

  it('describes a measure language-neutrally for the change history', () => {
    const p = before.plan;
    expect(measureDetails(p, { runId: RUN, type: 'cancel', reasonId: '1', comment: '' }, [])).toBe('✕ Albtal → Bretten');
    expect(measureDetails(p, { runId: RUN, type: 'cancel', fromStopId: 'S3', reasonId: '1', comment: '' }, [])).toBe('✕ Grötzingen → Bretten');
    expect(measureDetails(p, { runId: RUN, type: 'delay', delayS: 300, fromStopId: 'S2', reasonId: '1', comment: '' }, [])).toBe('+5 min (Durlach)');
    expect(measureDetails(p, { runId: RUN, type: 'reroute', rerouteKind: 'divert', skipStopIds: ['S2'], extraRunningS: 240, reasonId: '1', comment: '' }, [])).toBe('⤳ −Durlach +4 min');
    expect(measureDetails(p, { runId: RUN, type: 'reroute', rerouteKind: 'shortTurn', fromStopId: 'S4', reasonId: '1', comment: '' }, [])).toBe('↺ Berghausen');
    expect(measureDetails(p, { runId: RUN, type: 'assignVehicle', vehicleIds: ['1', '2'], wholeCirculation: true, reasonId: '1', comment: '' }, [
      { id: '1', number: '801', type: 'x' }, { id: '2', number: '802', type: 'x' },
    ])).toBe('801+802 (U1)');
  });
});

describe('run status', () => {
  const base: StatusInput = { cancelled: false, partialFrom: -1, reachedPartialFrom: false, rerouted: false, vehicleUnavailable: false, phase: 'running', delayS: 0 };

  it('follows the priority order cancelled, diverted, outOfService, delayed, inService, onTime', () => {
    expect(runStatus(base)).toBe('inService');
    expect(runStatus({ ...base, phase: 'planned' })).toBe('onTime');
    expect(runStatus({ ...base, phase: 'finished' })).toBe('onTime');
    expect(runStatus({ ...base, delayS: 179 })).toBe('inService');
    expect(runStatus({ ...base, delayS: 180 })).toBe('delayed');
    expect(runStatus({ ...base, phase: 'planned', delayS: 400 })).toBe('delayed');
    expect(runStatus({ ...base, delayS: 400, vehicleUnavailable: true })).toBe('outOfService');
    expect(runStatus({ ...base, vehicleUnavailable: true, phase: 'finished' })).toBe('onTime');
    expect(runStatus({ ...base, delayS: 400, vehicleUnavailable: true, rerouted: true })).toBe('diverted');
    expect(runStatus({ ...base, rerouted: true, cancelled: true })).toBe('cancelled');
    expect(runStatus({ ...base, rerouted: true, partialFrom: 3, reachedPartialFrom: false })).toBe('diverted');
    expect(runStatus({ ...base, partialFrom: 3, reachedPartialFrom: true })).toBe('cancelled');
  });
});
