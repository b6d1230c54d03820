/**
 * Decisions on connections (pure): the hold and breakConnection measures of the day not undone,
 * keyed by connection id. Of several measures on one connection the latest (highest id) is the
 * decision in force, as the live engine applies the latest hold per connection (effects.ts).
 */
import type { ConnectionDecision } from '../../src/shared/connections/types';
import type { StoredMeasure } from '../operations/types';

export type DecisionMeasure = Pick<StoredMeasure, 'id' | 'type' | 'connectionId' | 'auto' | 'createdBy' | 'createdAt' | 'delayS'>;

export function isDecision(m: Pick<StoredMeasure, 'type' | 'connectionId'>): boolean {
  return (m.type === 'hold' || m.type === 'breakConnection') && !!m.connectionId;
}

/** `holdUntil`: a hold's time (planned departure at its stop + delayS), from the run's plan. */
export function decisionOf(m: DecisionMeasure, holdUntil: number | null): ConnectionDecision {
  return {
    kind: m.type === 'hold' ? 'hold' : 'break',
    measureId: m.id,
    auto: m.auto === true,
    createdBy: m.createdBy,
    createdAt: m.createdAt,
    holdUntil: m.type === 'hold' ? holdUntil : null,
  };
}

/** The decision in force per connection: the latest measure's. */
export function decisionMap(measures: Iterable<{ measure: DecisionMeasure; holdUntil: number | null }>): Map<string, ConnectionDecision> {
  const latest = new Map<string, { measure: DecisionMeasure; holdUntil: number | null }>();
  for (const x of measures) {
    const id = x.measure.connectionId;
    if (!id || !isDecision(x.measure)) continue;
    const cur = latest.get(id);
    if (!cur || Number(x.measure.id) > Number(cur.measure.id)) latest.set(id, x);
  }
  return new Map([...latest].map(([id, x]) => [id, decisionOf(x.measure, x.holdUntil)]));
}

/** Hold until, rounded up to the whole minute (what a dispatcher announces). */
export function ceilMinute(s: number): number {
  return Math.ceil(s / 60) * 60;
}
