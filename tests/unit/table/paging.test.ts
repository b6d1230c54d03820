import { describe, expect, it } from 'vitest';
import { clampPage, lastPage, pageRows, pagerState } from '../../../src/ui/table';
import { sameRows } from '../../../src/ui/table/pageRows';

const hundred = Array.from({ length: 100 }, (_, i) => i);

describe('pageRows', () => {
  it('cuts pages of 25 and 50 counted from 0', () => {
    expect(pageRows(hundred, 0, 25)).toEqual(hundred.slice(0, 25));
    expect(pageRows(hundred, 3, 25)).toEqual(hundred.slice(75, 100));
    expect(pageRows(hundred, 1, 50)).toEqual(hundred.slice(50, 100));
    expect(pageRows(hundred.slice(0, 60), 1, 50)).toEqual(hundred.slice(50, 60));
  });

  it('shows the last page when the page is past the end (a filter made the list shorter)', () => {
    expect(pageRows(hundred.slice(0, 30), 5, 25)).toEqual(hundred.slice(25, 30));
    expect(pageRows([], 2, 25)).toEqual([]);
  });

  it('clamps pages', () => {
    expect(lastPage(0, 25)).toBe(0);
    expect(lastPage(25, 25)).toBe(0);
    expect(lastPage(26, 25)).toBe(1);
    expect(clampPage(-1, 100, 25)).toBe(0);
    expect(clampPage(9, 100, 25)).toBe(3);
    expect(clampPage(2, 100, 50)).toBe(1);
  });
});

describe('pagerState', () => {
  it('gives the rows shown from 1 and the possible moves, as MUI\'s TablePagination', () => {
    expect(pagerState(120, 0, 25)).toEqual({ page: 0, from: 1, to: 25, hasPrevious: false, hasNext: true });
    expect(pagerState(120, 4, 25)).toEqual({ page: 4, from: 101, to: 120, hasPrevious: true, hasNext: false });
    expect(pagerState(50, 0, 50)).toEqual({ page: 0, from: 1, to: 50, hasPrevious: false, hasNext: false });
  });

  it('shows 0–0 without rows and the last page when the page is past the end', () => {
    expect(pagerState(0, 0, 25)).toEqual({ page: 0, from: 0, to: 0, hasPrevious: false, hasNext: false });
    expect(pagerState(30, 7, 25)).toEqual({ page: 1, from: 26, to: 30, hasPrevious: true, hasNext: false });
  });
});

describe('sameRows', () => {
  it('is the same rows in the same order by identity, whatever the array', () => {
    const a = { id: 1 };
    const b = { id: 2 };
    expect(sameRows([a, b], [a, b])).toBe(true);
    expect(sameRows([a, b], [b, a])).toBe(false);
    expect(sameRows([a], [a, b])).toBe(false);
    expect(sameRows([a], [{ id: 1 }])).toBe(false);
    expect(sameRows([], [])).toBe(true);
  });
});
