/**
 * The status label of a run (pure), decided in the priority order of RunStatus
 * (src/shared/operations/types.ts): cancelled, diverted, outOfService, delayed, inService, onTime.
 */
import { DELAY_THRESHOLD_S, type RunPhase, type RunStatus } from '../../../src/shared/operations/types';

export interface StatusInput {
  cancelled: boolean;
  /** Index of the stop a partial cancellation starts at, -1 for none. */
  partialFrom: number;
  /** The run has reached that stop (stands there or beyond, or finished). */
  reachedPartialFrom: boolean;
  rerouted: boolean;
  /** An assigned vehicle is in the workshop or out of service. */
  vehicleUnavailable: boolean;
  phase: RunPhase;
  delayS: number;
}

export function runStatus(s: StatusInput): RunStatus {
  if (s.cancelled || (s.partialFrom >= 0 && s.reachedPartialFrom)) return 'cancelled';
  if (s.rerouted) return 'diverted';
  if (s.vehicleUnavailable && s.phase !== 'finished') return 'outOfService';
  if (s.delayS >= DELAY_THRESHOLD_S) return 'delayed';
  if (s.phase === 'running') return 'inService';
  return 'onTime';
}
