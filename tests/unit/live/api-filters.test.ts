import { describe, expect, it } from 'vitest';
import type { PositionBatch, RunRow, RunsChanged } from '../../../src/shared/operations/types';
import { filterPositions, filterRunsChanged, mapIterator } from '../../../server/operations/api/subscriptions';
import { badInput, liveMessageKeys, liveText } from '../../../server/operations/api/messages';
import { compareRows, queryRows } from '../../../server/operations/live/query';
import { createPubSub } from '../../../server/pubsub';

const row = (id: string, lineId: string, extra: Partial<RunRow> = {}) => ({ id, lineId, trainNumber: id, lineNumber: lineId, destination: 'X', vehicleNumbers: [], plannedDeparture: 0, status: 'onTime', measure: null, ...extra }) as RunRow;

describe('subscription filters', () => {
  const change: RunsChanged = { operatingDay: '2026-06-10', publishedAt: 1, reset: false, runs: [row('a', 'L1'), row('b', 'L2')] };

  it('runsChanged: the same object unfiltered, a copy with the matching rows, nothing when none match', () => {
    expect(filterRunsChanged({})(change)).toBe(change);
    expect(filterRunsChanged({ operatingDay: '2026-06-10' })(change)).toBe(change);
    expect(filterRunsChanged({ operatingDay: '2026-06-11' })(change)).toBeNull();
    expect(filterRunsChanged({ lineIds: ['L2'] })(change)?.runs.map((r) => r.id)).toEqual(['b']);
    expect(filterRunsChanged({ runId: 'c' })(change)).toBeNull();
    // A reset always goes through.
    expect(filterRunsChanged({ runId: 'c' })({ ...change, reset: true, runs: [] })?.reset).toBe(true);
  });

  it('trainPositions: by line, run and bbox [west, south, east, north]', () => {
    const batch: PositionBatch = {
      operatingDay: 'd', publishedAt: 1,
      positions: [
        { id: 'a', lineId: 'L1', lat: 49.0, lon: 8.4, bearing: 0, delayS: 0, moving: true, status: 'inService' },
        { id: 'b', lineId: 'L2', lat: 48.5, lon: 8.9, bearing: 0, delayS: 0, moving: true, status: 'inService' },
      ],
    };
    expect(filterPositions({})(batch)).toBe(batch);
    expect(filterPositions({ bbox: [8.3, 48.9, 8.5, 49.1] })(batch)?.positions.map((p) => p.id)).toEqual(['a']);
    expect(filterPositions({ lineIds: ['L2'] })(batch)?.positions.map((p) => p.id)).toEqual(['b']);
    expect(filterPositions({ runId: 'x' })(batch)).toBeNull();
  });

  it('a filtered subscription ends at once on return(), without waiting for the next event', async () => {
    const pubsub = createPubSub();
    const it = mapIterator(pubsub.subscribe<number>('t'), (n) => (n % 2 ? n : null));
    const next = it.next();
    pubsub.publish('t', 2);
    pubsub.publish('t', 3);
    expect(await next).toEqual({ value: 3, done: false });
    const pending = it.next();
    await it.return!();
    expect(await pending).toEqual({ value: undefined, done: true });
  });
});

describe('run list queries', () => {
  it('sorts any field with nulls last and a stable tie-break, filters by text', () => {
    const rows = [
      row('a', 'L1', { nextStation: 'Durlach', plannedDeparture: 3 }),
      row('b', 'L1', { nextStation: null, plannedDeparture: 1 }),
      row('c', 'L1', { nextStation: 'Albtal', plannedDeparture: 2, vehicleNumbers: ['905'] }),
    ];
    expect([...rows].sort(compareRows('nextStation', false)).map((r) => r.id)).toEqual(['c', 'a', 'b']);
    expect([...rows].sort(compareRows('nextStation', true)).map((r) => r.id)).toEqual(['a', 'c', 'b']);
    expect(queryRows(rows, { q: '905' }).rows.map((r) => r.id)).toEqual(['c']);
    expect(queryRows(rows, { perPage: 2, page: 2 })).toMatchObject({ total: 3, rows: [{ id: 'a' }] });
  });
});

describe('API messages', () => {
  it('exist in German and Italian and translate the vehicle status', () => {
    expect(liveMessageKeys('it').sort()).toEqual(liveMessageKeys('de').sort());
    expect(liveText('it', 'live.error.stopPassed', { stop: 'Durlach' })).toBe('Il treno ha già superato Durlach.');
    const e = badInput('de', 'live.error.vehicleUnavailable', { vehicle: '805', status: 'outOfService' });
    expect(e.message).toBe('Fahrzeug 805 ist abgestellt und kann nicht zugewiesen werden.');
    expect(e.extensions.code).toBe('BAD_USER_INPUT');
  });
});
