import { describe, expect, it } from 'vitest';
import { REFETCH } from '../../../src/providers/query';
import type { ConnectionPage } from '../../../src/custom/connections/api';
import { applyConnectionsChanged, mergeConnections, ofRun, wholeDay } from '../../../src/custom/connections/connectionsApply';
import type { ConnectionsChanged } from '../../../src/shared/connections/types';
import { connection } from './fixtures';

const a = connection({ id: 'a', decideBy: 36_000 });
const b = connection({ id: 'b', decideBy: 37_000, feederRunId: 'f2', departingRunId: 'd2' });
const page = (rows = [a, b]): ConnectionPage => ({ rows, total: rows.length, operatingDay: '2026-11-25', counts: { ok: rows.length } });
const event = (over: Partial<ConnectionsChanged>): ConnectionsChanged => ({ operatingDay: '2026-11-25', reset: false, rows: [], removed: [], ...over });

describe('applying connectionsChanged to the cached day', () => {
  it('replaces a changed row, sorts by decideBy again and counts the states again', () => {
    const late = { ...a, decideBy: 38_000, state: 'endangered' as const, holdNeededS: 120 };
    const next = applyConnectionsChanged(page(), event({ rows: [late] }));
    expect(next).not.toBe(REFETCH);
    const data = next as ConnectionPage;
    expect(data.rows.map((r) => r.id)).toEqual(['b', 'a']);
    expect(data.rows[1].state).toBe('endangered');
    expect(data.counts).toEqual({ ok: 1, endangered: 1 });
    expect(data.total).toBe(2);
  });

  it('adds new rows in their place and drops removed ones', () => {
    const c = connection({ id: 'c', decideBy: 36_500 });
    const data = applyConnectionsChanged(page(), event({ rows: [c], removed: ['b'] })) as ConnectionPage;
    expect(data.rows.map((r) => r.id)).toEqual(['a', 'c']);
    expect(data.total).toBe(2);
  });

  it('reads the day again after a reset, also one of another day (the day changed)', () => {
    expect(applyConnectionsChanged(page(), event({ reset: true }))).toBe(REFETCH);
    expect(applyConnectionsChanged(page(), event({ reset: true, operatingDay: '2026-11-26' }))).toBe(REFETCH);
  });

  it('ignores events of another day, before the first data, and events that change nothing here', () => {
    expect(applyConnectionsChanged(page(), event({ operatingDay: '2026-11-24', rows: [a] }))).toBeUndefined();
    expect(applyConnectionsChanged(undefined, event({ rows: [a] }))).toBeUndefined();
    expect(applyConnectionsChanged(page(), event({ removed: ['zzz'] }))).toBeUndefined();
    expect(applyConnectionsChanged(page(), null)).toBeUndefined();
  });

  it('keeps rows of equal decideBy in a stable order (station, then id)', () => {
    const x = connection({ id: 'x', decideBy: 36_000, stationName: 'Bruchsal' });
    const rows = mergeConnections([a], { rows: [x], removed: [] }, wholeDay)!;
    expect(rows.map((r) => r.id)).toEqual(['x', 'a']);
  });

  it("a run's list (the train popup) takes only rows where the run is feeder or departing train", () => {
    const other = connection({ id: 'o', feederRunId: 'f9', departingRunId: 'd9' });
    const asDeparting = connection({ id: 'n', feederRunId: 'f7', departingRunId: 'd1', decideBy: 39_000 });
    const cached = page([a]);
    expect(applyConnectionsChanged(cached, event({ rows: [other] }), ofRun('d1'))).toBeUndefined();
    const data = applyConnectionsChanged(cached, event({ rows: [other, asDeparting] }), ofRun('d1')) as ConnectionPage;
    expect(data.rows.map((r) => r.id)).toEqual(['a', 'n']);
  });
});
