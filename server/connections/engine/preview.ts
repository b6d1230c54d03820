/**
 * A preview's comparison (docs/connections/engine.md "Preview"): which connections a change of
 * times (a hold, with its knock-on along the circulation) would lose or win. Pure.
 */
import type { ConnectionState } from '../../../src/shared/connections/types';
import type { ConnectionEvaluation } from './state';
import type { ConnectionInstance } from './types';

/** One connection whose state the change would alter. */
export interface ConnectionStateChange {
  instance: ConnectionInstance;
  before: ConnectionState;
  after: ConnectionState;
  /** The evaluation with the change (times, slack, hold needed). */
  evaluation: ConnectionEvaluation;
}

export interface ConnectionComparison {
  /** Reachable or held before, endangered or broken after. */
  lost: ConnectionStateChange[];
  /** Endangered or broken before, reachable or held after. */
  won: ConnectionStateChange[];
  /** Every connection whose state would change (lost, won, and to or from cancelled). */
  changed: ConnectionStateChange[];
}

const KEPT: ReadonlySet<ConnectionState> = new Set(['ok', 'held']);
const MISSED: ReadonlySet<ConnectionState> = new Set(['endangered', 'broken']);

export function isLost(before: ConnectionState, after: ConnectionState): boolean {
  return KEPT.has(before) && MISSED.has(after);
}

export function isWon(before: ConnectionState, after: ConnectionState): boolean {
  return MISSED.has(before) && KEPT.has(after);
}

/** Compares each instance's current state with its evaluation after the change; sorted by decideBy. */
export function compareStates(instances: readonly ConnectionInstance[], after: (c: ConnectionInstance) => ConnectionEvaluation): ConnectionComparison {
  const changed: ConnectionStateChange[] = [];
  for (const instance of instances) {
    const evaluation = after(instance);
    if (evaluation.state !== instance.state) changed.push({ instance, before: instance.state, after: evaluation.state, evaluation });
  }
  changed.sort((a, b) => a.instance.decideBy - b.instance.decideBy || (a.instance.id < b.instance.id ? -1 : 1));
  return {
    lost: changed.filter((c) => isLost(c.before, c.after)),
    won: changed.filter((c) => isWon(c.before, c.after)),
    changed,
  };
}
