/**
 * The state of one connection from its runs' times and its decision (docs/connections/engine.md
 * "States"). Pure: the same inputs give the same state, which is what makes the incremental update
 * equal to a full evaluation.
 */
import type { ConnectionDecision, ConnectionState } from '../../../src/shared/connections/types';
import type { PlannedConnection } from './pairing';
import type { ConnRunTimes } from './types';

/** The dynamic part of a ConnectionInstance. */
export interface ConnectionEvaluation {
  /** The walk time the state was computed with (platforms in force). */
  walkTimeS: number;
  expArr: number;
  expDep: number;
  /** expDep − (expArr + walk time); NaN when cancelled. */
  slackS: number;
  holdNeededS: number;
  state: ConnectionState;
  /** The hold decision's time (NaN: no hold decision, or a hold without time). */
  heldUntil: number;
  decideBy: number;
  feederArrived: boolean;
  departingLeft: boolean;
  decision: ConnectionDecision | null;
}

/**
 * In this order: cancelled (a run cancelled or the stop not served) → a break decision: broken →
 * the departing run has left before the feeder's passengers could reach it: broken (a hold that
 * failed is broken too, the train is gone) → a hold decision: held, or endangered again when the
 * feeder's expected arrival + walk time is now after the hold's time → slack ≥ 0: ok → endangered.
 */
export function evaluate(
  c: Pick<PlannedConnection, 'feederStop' | 'departingStop' | 'plannedDep'>,
  feeder: ConnRunTimes,
  departing: ConnRunTimes,
  decision: ConnectionDecision | null,
  walkTimeS: number,
): ConnectionEvaluation {
  const expArr = feeder.expArr[c.feederStop];
  const expDep = departing.expDep[c.departingStop];
  const free = departing.holdFreeDep?.[c.departingStop] ?? expDep;
  const decideBy = Number.isNaN(free) ? (Number.isNaN(expDep) ? c.plannedDep : expDep) : free;
  const heldUntil = decision?.kind === 'hold' && decision.holdUntil != null ? decision.holdUntil : NaN;
  const feederArrived = feeder.reached >= c.feederStop;
  const departingLeft = departing.left >= c.departingStop;
  // Object literals of one shape (no spreads): the engine makes one per connection and evaluation.
  if (feeder.cancelled || departing.cancelled || Number.isNaN(expArr) || Number.isNaN(expDep)) {
    return { walkTimeS, expArr, expDep, slackS: NaN, holdNeededS: 0, state: 'cancelled', heldUntil, decideBy, feederArrived, departingLeft, decision };
  }
  const ready = expArr + walkTimeS;
  const slackS = expDep - ready;
  const holdNeededS = Math.max(0, -slackS);
  let state: ConnectionState;
  if (decision?.kind === 'break') state = 'broken';
  else if (departingLeft && slackS < 0) state = 'broken';
  else if (decision?.kind === 'hold') state = ready > heldUntil ? 'endangered' : 'held';
  else state = slackS >= 0 ? 'ok' : 'endangered';
  return { walkTimeS, expArr, expDep, slackS, holdNeededS, state, heldUntil, decideBy, feederArrived, departingLeft, decision };
}
