/**
 * Validation of dispatch measures against a run's plan and current state (pure). A refused
 * measure throws LiveInputError with a message key (translated by the API, de/it) and changes
 * nothing. An accepted one comes back normalised: the stop a delay or diversion takes effect
 * from is filled in, so that replaying it after a restart gives the same result.
 */
import type { MeasureInput } from '../types';
import { stopIndex } from './effects';
import type { RunEffects, RunPlan, RunState } from './model';

export class LiveInputError extends Error {
  constructor(readonly key: string, readonly args: Record<string, string | number> = {}) {
    super(key);
    this.name = 'LiveInputError';
  }
}

export const MAX_DELAY_S = 24 * 3600;
export const MAX_EXTRA_RUNNING_S = 4 * 3600;
export const MAX_COMMENT = 2000;
export const MAX_VEHICLES = 2;
/**
 * Upper bound of a hold measure (s). The connection rule's maximum manual hold is stricter and is
 * checked by the connection service (server/connections); this bound keeps a hold sent directly
 * through applyMeasure sane.
 */
export const MAX_HOLD_S = 2 * 3600;
export const MAX_CONNECTION_ID = 400;
/** A platform as displays show it: "3", "12a", "Bus 4" (GTFS platform_code is free text). */
export const MAX_PLATFORM = 10;

export interface MeasureTarget {
  plan: RunPlan;
  effects: RunEffects;
  state: RunState;
}

/** Index of the next stop the train has not yet left (the one it stands at, or the next one). */
export function nextStopIndex(st: RunState, e: RunEffects): number {
  if (st.phase === 'planned') return 0;
  if (st.phase === 'finished') return e.lastServed + 1;
  return st.atStop ? st.at : st.at + 1;
}

function checkStop(t: MeasureTarget, stopId: string | null | undefined): number {
  const i = stopIndex(t.plan, stopId);
  if (i < 0) throw new LiveInputError('live.error.stopNotOnRun', { stop: stopId ?? '' });
  if (i <= t.state.passed) throw new LiveInputError('live.error.stopPassed', { stop: t.plan.stops[i].name });
  return i;
}

/** hold / breakConnection name the connection they decide (ConnectionRow.id). */
function checkConnection(id: string | null | undefined): string {
  const v = (id ?? '').trim();
  if (!v || v.length > MAX_CONNECTION_ID) throw new LiveInputError('live.error.connectionMissing');
  return v;
}

function integer(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v);
}

export function validateMeasure(input: MeasureInput, t: MeasureTarget): MeasureInput {
  const { plan, effects: e, state: st } = t;
  const train = plan.trip.trainNumber;
  const comment = (input.comment ?? '').trim();
  if (comment.length > MAX_COMMENT) throw new LiveInputError('live.error.commentTooLong', { max: MAX_COMMENT });
  if (!input.reasonId) throw new LiveInputError('live.error.unknownReason');
  if (e.cancelled) throw new LiveInputError('live.error.runCancelled', { train });
  if (st.phase === 'finished') throw new LiveInputError('live.error.runFinished', { train });
  const base = { runId: input.runId, type: input.type, reasonId: input.reasonId, comment };
  const n = plan.stops.length;
  switch (input.type) {
    case 'cancel': {
      if (!input.fromStopId) return { ...base, fromStopId: null };
      const from = checkStop(t, input.fromStopId);
      if (from >= e.lastServed) throw new LiveInputError('live.error.cancelAtTerminus', { stop: plan.stops[from].name });
      return { ...base, fromStopId: from === 0 ? null : input.fromStopId };
    }
    case 'delay': {
      if (!integer(input.delayS) || input.delayS < 0) throw new LiveInputError('live.error.negativeDelay');
      if (input.delayS > MAX_DELAY_S) throw new LiveInputError('live.error.delayTooLarge', { max: MAX_DELAY_S / 3600 });
      const from = Math.min(nextStopIndex(st, e), e.lastServed);
      return { ...base, delayS: input.delayS, fromStopId: plan.stops[from].stopId };
    }
    case 'reroute': {
      const kind = input.rerouteKind;
      if (kind === 'shortTurn') {
        if (!input.fromStopId) throw new LiveInputError('live.error.shortTurnMissing');
        const at = checkStop(t, input.fromStopId);
        if (at === 0 || at >= e.lastServed) throw new LiveInputError('live.error.shortTurnStop', { stop: plan.stops[at].name });
        return { ...base, rerouteKind: kind, fromStopId: input.fromStopId };
      }
      if (kind !== 'divert' && kind !== 'skipStops') throw new LiveInputError('live.error.unknownKind', { kind: String(kind ?? '') });
      const skip = [...new Set(input.skipStopIds ?? [])];
      const idx = skip.map((id) => checkStop(t, id));
      for (const i of idx) {
        if (i === 0 || i >= e.lastServed) throw new LiveInputError('live.error.cannotSkipTerminus', { stop: plan.stops[i].name });
      }
      if (kind === 'skipStops') {
        if (!skip.length) throw new LiveInputError('live.error.noSkipStops');
        return { ...base, rerouteKind: kind, skipStopIds: skip };
      }
      const extra = input.extraRunningS ?? 0;
      if (!integer(extra) || extra < 0) throw new LiveInputError('live.error.negativeExtra');
      if (extra > MAX_EXTRA_RUNNING_S) throw new LiveInputError('live.error.extraTooLarge', { max: MAX_EXTRA_RUNNING_S / 60 });
      if (!skip.length && extra === 0) throw new LiveInputError('live.error.divertEmpty');
      // The diversion starts at the stop before the first one skipped, else at the next stop.
      const start = idx.length ? Math.min(...idx) - 1 : Math.min(nextStopIndex(st, e), n - 2);
      return { ...base, rerouteKind: kind, skipStopIds: skip, extraRunningS: extra, fromStopId: plan.stops[Math.max(0, start)].stopId };
    }
    case 'assignVehicle': {
      const ids = input.vehicleIds ?? [];
      if (ids.length < 1 || ids.length > MAX_VEHICLES) throw new LiveInputError('live.error.vehicleCount', { max: MAX_VEHICLES });
      if (new Set(ids).size !== ids.length) throw new LiveInputError('live.error.duplicateVehicle');
      return { ...base, vehicleIds: [...ids], wholeCirculation: input.wholeCirculation === true };
    }
    case 'hold': {
      const connectionId = checkConnection(input.connectionId);
      if (!input.fromStopId) throw new LiveInputError('live.error.holdStopMissing');
      const at = checkStop(t, input.fromStopId);
      if (at >= e.lastServed) throw new LiveInputError('live.error.holdAtTerminus', { stop: plan.stops[at].name });
      if (e.skipped[at]) throw new LiveInputError('live.error.holdSkippedStop', { stop: plan.stops[at].name });
      if (!integer(input.delayS) || input.delayS < 0) throw new LiveInputError('live.error.negativeDelay');
      if (input.delayS > MAX_HOLD_S) throw new LiveInputError('live.error.holdTooLarge', { max: MAX_HOLD_S / 60 });
      return { ...base, fromStopId: input.fromStopId, delayS: input.delayS, connectionId, auto: input.auto === true };
    }
    case 'breakConnection': {
      const connectionId = checkConnection(input.connectionId);
      const at = input.fromStopId ? checkStop(t, input.fromStopId) : -1;
      return { ...base, fromStopId: at >= 0 ? input.fromStopId : null, connectionId, auto: input.auto === true };
    }
    case 'platformChange': {
      if (!input.fromStopId) throw new LiveInputError('live.error.platformStopMissing');
      const at = checkStop(t, input.fromStopId);
      const stop = plan.stops[at].name;
      if (e.skipped[at] === 1) throw new LiveInputError('live.error.platformStopSkipped', { stop });
      const platform = (input.platform ?? '').trim();
      if (platform.length < 1 || platform.length > MAX_PLATFORM) throw new LiveInputError('live.error.platformInvalid', { max: MAX_PLATFORM });
      const current = e.platforms?.[at] ?? plan.stops[at].platform;
      if (platform === current) throw new LiveInputError('live.error.platformUnchanged', { stop, platform });
      return { ...base, fromStopId: input.fromStopId, platform };
    }
    default:
      throw new LiveInputError('live.error.unknownType', { type: String(input.type) });
  }
}

/** Vehicles in these states may not be assigned (and make a run outOfService when assigned). */
export const UNAVAILABLE_VEHICLE_STATES: readonly string[] = ['workshop', 'outOfService'];
