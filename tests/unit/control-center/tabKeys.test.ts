import { describe, expect, it } from 'vitest';
import { tabKeyTarget } from '../../../src/custom/control-center/sidebar/tabKeys';

describe('tabKeyTarget (the sidebar tab list’s keyboard)', () => {
  it('moves to the neighbour with the arrows and wraps around', () => {
    expect(tabKeyTarget('ArrowRight', 0, 6)).toBe(1);
    expect(tabKeyTarget('ArrowRight', 5, 6)).toBe(0);
    expect(tabKeyTarget('ArrowLeft', 0, 6)).toBe(5);
    expect(tabKeyTarget('ArrowLeft', 3, 6)).toBe(2);
  });

  it('goes to the first and the last tab with Home and End', () => {
    expect(tabKeyTarget('Home', 4, 6)).toBe(0);
    expect(tabKeyTarget('End', 1, 6)).toBe(5);
  });

  it('leaves other keys, an empty list and a list without focus alone', () => {
    expect(tabKeyTarget('Enter', 2, 6)).toBeNull();
    expect(tabKeyTarget('ArrowDown', 2, 6)).toBeNull();
    expect(tabKeyTarget('ArrowRight', -1, 6)).toBeNull();
    expect(tabKeyTarget('ArrowRight', 0, 0)).toBeNull();
  });
});
