import { describe, expect, it } from 'vitest';
import { applyConflictsChanged, type ConflictList } from '../../../src/custom/time-distance/data/conflictsApply';
import type { Conflict, ConflictsChanged } from '../../../src/shared/operations/timeDistance';

const conflict = (id: string, from: number, severityS = 60): Conflict => ({
  id, kind: 'singleTrack', runIds: ['r1', 'r2'], trainNumbers: ['1', '2'], fromKey: 'station:1', toKey: 'station:2',
  fromName: 'A', toName: 'B', track: null, from, to: from + 120, severityS,
});
const list = (): ConflictList => ({ conflicts: [conflict('a', 100), conflict('b', 200), conflict('c', 300)] });
const event = (e: Partial<ConflictsChanged>): ConflictsChanged => ({ operatingDay: '2026-11-25', added: [], removed: [], total: 3, reset: false, ...e });

describe('applyConflictsChanged', () => {
  it('adds new conflicts in start order, replaces changed ones and drops removed ones', () => {
    const r = applyConflictsChanged(list(), event({ added: [conflict('n', 150), conflict('c', 300, 90)], removed: ['a'], total: 3 }), '2026-11-25') as ConflictList;
    expect(r.conflicts.map((c) => c.id)).toEqual(['n', 'b', 'c']);
    expect(r.conflicts[2].severityS).toBe(90);
  });

  it('shows the merge and loads again when the count differs from the server’s total (an event was missed)', () => {
    const r = applyConflictsChanged(list(), event({ removed: ['a'], total: 5 }), null);
    expect(r).toEqual({ data: { conflicts: [conflict('b', 200), conflict('c', 300)] }, refetch: true });
  });

  it('takes a reset’s whole set, and ignores another day and an empty cache', () => {
    const r = applyConflictsChanged(list(), event({ operatingDay: '2026-11-26', reset: true, added: [conflict('z', 50)], total: 1 }), null) as ConflictList;
    expect(r.conflicts.map((c) => c.id)).toEqual(['z']);
    expect(applyConflictsChanged(list(), event({ operatingDay: '2026-11-26', reset: true, added: [conflict('z', 50)], total: 1 }), '2026-11-25')).toBeUndefined();
    expect(applyConflictsChanged(list(), event({ operatingDay: '2026-11-24', removed: ['a'] }), '2026-11-25')).toBeUndefined();
    expect(applyConflictsChanged(undefined, event({ removed: ['a'] }), null)).toBeUndefined();
  });
});
