import { describe, expect, it } from 'vitest';
import { nextRowIndex, virtualWindow } from '../../../src/ui/table';
import { scrollToRow } from '../../../src/ui/table/virtualWindow';

describe('nextRowIndex', () => {
  it('moves between rows and stops at the ends', () => {
    expect(nextRowIndex(0, 'ArrowDown', 5)).toBe(1);
    expect(nextRowIndex(4, 'ArrowDown', 5)).toBe(4);
    expect(nextRowIndex(0, 'ArrowUp', 5)).toBe(0);
    expect(nextRowIndex(3, 'ArrowUp', 5)).toBe(2);
    expect(nextRowIndex(3, 'Home', 5)).toBe(0);
    expect(nextRowIndex(1, 'End', 5)).toBe(4);
    expect(nextRowIndex(1, 'PageDown', 50)).toBe(11);
    expect(nextRowIndex(45, 'PageDown', 50)).toBe(49);
    expect(nextRowIndex(5, 'PageUp', 50)).toBe(0);
  });

  it('ignores other keys and empty tables; a stale index is clamped', () => {
    expect(nextRowIndex(1, 'a', 5)).toBeNull();
    expect(nextRowIndex(1, 'Enter', 5)).toBeNull();
    expect(nextRowIndex(0, 'ArrowDown', 0)).toBeNull();
    expect(nextRowIndex(30, 'ArrowUp', 5)).toBe(3);
  });
});

describe('virtualWindow', () => {
  it('renders the rows in view plus the overscan, with spacers for the rest', () => {
    const w = virtualWindow(3300, 660, 33, 10_000, 10);
    expect(w).toEqual({ start: 90, end: 131, before: 90 * 33, after: (10_000 - 131) * 33 });
    expect(w.end - w.start).toBeLessThan(50);
  });

  it('starts at 0 at the top and ends at the last row at the bottom', () => {
    expect(virtualWindow(0, 330, 33, 10_000, 5)).toMatchObject({ start: 0, end: 16, before: 0 });
    const bottom = virtualWindow(9990 * 33, 330, 33, 10_000, 5);
    expect(bottom.end).toBe(10_000);
    expect(bottom.after).toBe(0);
    expect(virtualWindow(0, 330, 33, 0)).toEqual({ start: 0, end: 0, before: 0, after: 0 });
    expect(virtualWindow(0, 3300, 33, 20)).toMatchObject({ start: 0, end: 20, after: 0 });
  });

  it('scrolls a row into view only when it is outside', () => {
    expect(scrollToRow(5, 0, 330, 33, 33)).toBeNull();
    expect(scrollToRow(20, 0, 330, 33, 33)).toBe(21 * 33 - 297);
    expect(scrollToRow(2, 500, 330, 33, 33)).toBe(66);
  });
});
