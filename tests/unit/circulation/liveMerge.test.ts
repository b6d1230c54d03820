import { describe, expect, it } from 'vitest';
import { matchesQuery, mergeRunsChanged, type ListQuery } from '../../../src/custom/circulation/liveMerge';
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
