import { describe, expect, it } from 'vitest';
import { REFETCH } from '../../../src/providers/query';
import type { RunDetail, RunPage } from '../../../src/custom/circulation/api';
import { applyRunChanged, applyRunsChanged, matchesQuery, mergeRunsChanged, type ListQuery } from '../../../src/custom/circulation/runsApply';
import { runRow } from './fixtures';

const byDeparture: ListQuery = { lineIds: [], statuses: [], q: '', sortField: 'plannedDeparture' };
const a = runRow({ id: 'a', trainNumber: '100', plannedDeparture: 1000 });
const b = runRow({ id: 'b', trainNumber: '200', plannedDeparture: 2000 });

describe('applying live run changes to the page', () => {
  it('updates rows on the page in place without a refetch', () => {
    const moved = { ...a, distanceM: 1500, location: 'Durlach' };
    const r = mergeRunsChanged([a, b], [moved], byDeparture);
    expect(r.rows).toEqual([moved, b]);
    expect(r.changed).toBe(true);
    expect(r.refetch).toBe(false);
  });

  it('ignores rows of other pages when the order cannot change', () => {
    const other = runRow({ id: 'z', distanceM: 99 });
    const r = mergeRunsChanged([a, b], [other], byDeparture);
    expect(r.rows).toEqual([a, b]);
    expect(r.changed).toBe(false);
    expect(r.refetch).toBe(false);
  });

  it('refetches when the sort value of a row on the page changed', () => {
    const q: ListQuery = { ...byDeparture, sortField: 'delayS' };
    const r = mergeRunsChanged([a, b], [{ ...a, delayS: 300 }], q);
    expect(r.refetch).toBe(true);
    expect(r.rows[0].delayS).toBe(300);
  });

  it('refetches when a row on the page no longer matches the status filter', () => {
    const q: ListQuery = { ...byDeparture, statuses: ['onTime'] };
    expect(mergeRunsChanged([a, b], [{ ...a, status: 'delayed' }], q).refetch).toBe(true);
  });

  it('refetches when a row of another page may enter the page (volatile sort or filter)', () => {
    const other = runRow({ id: 'z', delayS: 500, status: 'delayed' });
    expect(mergeRunsChanged([a, b], [other], { ...byDeparture, sortField: 'delayS' }).refetch).toBe(true);
    expect(mergeRunsChanged([a, b], [other], { ...byDeparture, statuses: ['delayed'] }).refetch).toBe(true);
    // A row of a line that is filtered out changes nothing.
    expect(mergeRunsChanged([a, b], [{ ...other, lineId: 'L9' }], { ...byDeparture, statuses: ['delayed'], lineIds: ['L1'] }).refetch).toBe(false);
  });

  it('matches the search like the server: train, line, destination, vehicle', () => {
    expect(matchesQuery(a, { ...byDeparture, q: '10' })).toBe(true);
    expect(matchesQuery(a, { ...byDeparture, q: 's1' })).toBe(true);
    expect(matchesQuery(a, { ...byDeparture, q: 'hochst' })).toBe(true);
    expect(matchesQuery(a, { ...byDeparture, q: '802' })).toBe(true);
    expect(matchesQuery(a, { ...byDeparture, q: 'Pforzheim' })).toBe(false);
    expect(matchesQuery(a, { ...byDeparture, lineIds: ['L2'] })).toBe(false);
  });
});

describe('applyRunsChanged (the list cache)', () => {
  const page: RunPage = { rows: [a, b], total: 40, operatingDay: '2026-11-21', updatedAt: '2026-11-21T09:00:00.000Z' };
  const at = Date.parse('2026-11-21T09:00:05.000Z');
  const event = (runs: typeof a[], reset = false, operatingDay = '2026-11-21') => ({ operatingDay, publishedAt: at, reset, runs });

  it('merges rows on the page and moves the page time to the event', () => {
    const moved = { ...a, location: 'Durlach' };
    const next = applyRunsChanged(page, event([moved]), '2026-11-21', byDeparture) as RunPage;
    expect(next.rows).toEqual([moved, b]);
    expect(next.total).toBe(40);
    expect(next.updatedAt).toBe('2026-11-21T09:00:05.000Z');
    expect(page.rows[0]).toBe(a); // the cached page is not changed in place
  });

  it('never moves the page time backwards', () => {
    const newer = { ...page, updatedAt: '2026-11-21T09:10:00.000Z' };
    expect((applyRunsChanged(newer, event([]), '2026-11-21', byDeparture) as RunPage).updatedAt).toBe(newer.updatedAt);
  });

  it('asks for a refetch, keeping the merged rows, when order or membership may change', () => {
    const r = applyRunsChanged(page, event([{ ...a, status: 'cancelled' }]), '2026-11-21', { ...byDeparture, statuses: ['onTime'] });
    expect(r).toMatchObject({ refetch: true, data: { rows: [{ id: 'a', status: 'cancelled' }, b] } });
  });

  it('refetches after a reset; ignores other days and an empty cache', () => {
    expect(applyRunsChanged(page, event([], true), '2026-11-21', byDeparture)).toMatchObject({ refetch: true });
    expect(applyRunsChanged(page, event([a], false, '2026-11-22'), '2026-11-21', byDeparture)).toBeUndefined();
    expect(applyRunsChanged(undefined, event([a]), '2026-11-21', byDeparture)).toBeUndefined();
    expect(applyRunsChanged(page, null, '2026-11-21', byDeparture)).toBeUndefined();
  });
});

describe('applyRunChanged (one run with its stops)', () => {
  const detail = { ...a, stops: [], measures: [] } as RunDetail;
  const ev = (runs: RunDetail[], reset = false) => ({ operatingDay: a.operatingDay, publishedAt: 1, reset, runs });

  it("takes the event's copy of the run when it carries the stops", () => {
    expect(applyRunChanged('a', ev([detail]))).toBe(detail);
  });

  it('reloads after a reset or an event about the run without stops; ignores other runs', () => {
    expect(applyRunChanged('a', ev([], true))).toBe(REFETCH);
    expect(applyRunChanged('a', ev([{ ...a } as RunDetail]))).toBe(REFETCH);
    expect(applyRunChanged('a', ev([{ ...b, stops: [], measures: [] } as RunDetail]))).toBeUndefined();
    expect(applyRunChanged('a', null)).toBeUndefined();
  });
});
