import { describe, expect, it } from 'vitest';
import { DEFAULT_PARAMS, paramsToSearch, parseParams, toggleSort, withChange } from '../../../src/custom/circulation/listParams';

describe('list state in the URL', () => {
  it('reads defaults from an empty query', () => {
    expect(parseParams(new URLSearchParams())).toEqual(DEFAULT_PARAMS);
  });

  it('round-trips a full selection', () => {
    const params = { ...DEFAULT_PARAMS, day: '2026-11-21', lineIds: ['1', '7'], statuses: ['delayed' as const, 'cancelled' as const], q: '85', sortField: 'delayS' as const, sortOrder: 'DESC' as const, page: 3, perPage: 50 };
    const search = paramsToSearch(params);
    expect(search.get('lines')).toBe('1,7');
    expect(parseParams(search)).toEqual(params);
  });

  it('drops invalid values', () => {
    const p = parseParams(new URLSearchParams('day=21.11.2026&status=delayed,bogus&sort=secret&order=UP&page=-2&perPage=1000'));
    expect(p.day).toBeNull();
    expect(p.statuses).toEqual(['delayed']);
    expect(p.sortField).toBe(DEFAULT_PARAMS.sortField);
    expect(p.sortOrder).toBe('ASC');
    expect(p.page).toBe(1);
    expect(p.perPage).toBe(25);
  });

  it('writes only what differs from the defaults', () => {
    expect(paramsToSearch(DEFAULT_PARAMS).toString()).toBe('');
  });

  it('goes back to page 1 on any change but paging', () => {
    const onPage3 = { ...DEFAULT_PARAMS, page: 3 };
    expect(withChange(onPage3, { q: 'x' }).page).toBe(1);
    expect(withChange(onPage3, { page: 4 }).page).toBe(4);
  });

  it('sorts ascending by a new column and flips on the same one', () => {
    const a = toggleSort(DEFAULT_PARAMS, 'delayS');
    expect([a.sortField, a.sortOrder]).toEqual(['delayS', 'ASC']);
    const b = toggleSort(a, 'delayS');
    expect([b.sortField, b.sortOrder]).toEqual(['delayS', 'DESC']);
    const c = toggleSort(b, 'trainNumber');
    expect([c.sortField, c.sortOrder]).toEqual(['trainNumber', 'ASC']);
  });
});
