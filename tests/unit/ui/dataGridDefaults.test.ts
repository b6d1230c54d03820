import { describe, expect, it } from 'vitest';
import {
  DATA_TABLE_SIZE, DEFAULT_PAGE_SIZE, DEFAULT_ROW_CLICK, GRID_DENSITY, PAGE_SIZES, allColumnsHidden, paginationDefaults,
} from '../../../src/ui/dataGridDefaults';

describe('data grid defaults', () => {
  it('are compact with page sizes 25 and 50 and no row click', () => {
    expect(GRID_DENSITY).toBe('compact');
    expect(DATA_TABLE_SIZE).toBe('small');
    expect(PAGE_SIZES).toEqual([25, 50]);
    expect(DEFAULT_PAGE_SIZE).toBe(25);
    expect(paginationDefaults.rowsPerPageOptions).toEqual([25, 50]);
    expect(DEFAULT_ROW_CLICK).toBe(false);
  });

  it('detects when every column is hidden', () => {
    expect(allColumnsHidden(['a', 'b'], ['a', 'b', 'c'])).toBe(true);
    expect(allColumnsHidden(['a', 'b'], ['a'])).toBe(false);
    expect(allColumnsHidden(['a'], undefined)).toBe(false);
    expect(allColumnsHidden([], [])).toBe(true);
  });
});
