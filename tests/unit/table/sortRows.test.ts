import { describe, expect, it } from 'vitest';
import { compareValues, nextSort, sortRows } from '../../../src/ui/table';
import type { CellValue } from '../../../src/ui/table';

const col = (value: (r: { v: CellValue; i: number }) => CellValue) => ({ value });
const rows = (values: CellValue[]) => values.map((v, i) => ({ v, i }));
const byV = col((r) => r.v);

describe('sortRows', () => {
  it('sorts numbers numerically in both directions', () => {
    expect(sortRows(rows([10, 2, -3, 2.5]), byV, 'asc', 'de').map((r) => r.v)).toEqual([-3, 2, 2.5, 10]);
    expect(sortRows(rows([10, 2, -3, 2.5]), byV, 'desc', 'de').map((r) => r.v)).toEqual([10, 2.5, 2, -3]);
  });

  it('compares text by the language: umlauts, case, numbers inside text', () => {
    expect(sortRows(rows(['Zug', 'Öhringen', 'ahaus', 'Bad']), byV, 'asc', 'de').map((r) => r.v)).toEqual(['ahaus', 'Bad', 'Öhringen', 'Zug']);
    expect(sortRows(rows(['S10', 'S2', 'S1']), byV, 'asc', 'it').map((r) => r.v)).toEqual(['S1', 'S2', 'S10']);
  });

  it('puts empty values last whatever the direction, and keeps equal rows in their order', () => {
    const input = rows([null, 'b', '', 'a', 'b']);
    expect(sortRows(input, byV, 'asc', 'de').map((r) => r.i)).toEqual([3, 1, 4, 0, 2]);
    expect(sortRows(input, byV, 'desc', 'de').map((r) => r.i)).toEqual([1, 4, 3, 0, 2]);
  });

  it('returns a copy and leaves the input alone; no column = input order', () => {
    const input = rows([3, 1, 2]);
    const sorted = sortRows(input, byV, 'asc', 'de');
    expect(input.map((r) => r.v)).toEqual([3, 1, 2]);
    expect(sorted).not.toBe(input);
    expect(sortRows(input, undefined, 'asc', 'de').map((r) => r.v)).toEqual([3, 1, 2]);
  });

  it('sorts 10,000 rows quickly', () => {
    const many = rows(Array.from({ length: 10_000 }, (_, i) => `Zug ${(i * 7919) % 10_000}`));
    const t0 = performance.now();
    const sorted = sortRows(many, byV, 'asc', 'de');
    expect(performance.now() - t0).toBeLessThan(1000);
    expect(sorted[0].v).toBe('Zug 0');
    expect(sorted[9999].v).toBe('Zug 9999');
  });
});

describe('compareValues and nextSort', () => {
  it('compares mixed values as text', () => {
    expect(compareValues(2, 10, 'de')).toBeLessThan(0);
    expect(compareValues('2', 'a', 'de')).toBeLessThan(0);
  });

  it('a new column sorts ascending, the same column flips', () => {
    expect(nextSort(null, 'a')).toEqual({ field: 'a', order: 'asc' });
    expect(nextSort({ field: 'a', order: 'asc' }, 'a')).toEqual({ field: 'a', order: 'desc' });
    expect(nextSort({ field: 'a', order: 'desc' }, 'a')).toEqual({ field: 'a', order: 'asc' });
    expect(nextSort({ field: 'a', order: 'desc' }, 'b')).toEqual({ field: 'b', order: 'asc' });
  });
});
