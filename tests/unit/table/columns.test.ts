import { describe, expect, it } from 'vitest';
import { allHidden, defaultHiddenIds, toggleHidden, visibleColumns } from '../../../src/ui/table';

const columns = [
  { id: 'a' },
  { id: 'b', defaultHidden: true },
  { id: 'c', hideable: false },
  { id: 'd' },
];
const ids = (cs: { id: string }[]) => cs.map((c) => c.id);

describe('column visibility', () => {
  it('uses the defaults until the user chose', () => {
    expect(defaultHiddenIds(columns)).toEqual(['b']);
    expect(ids(visibleColumns(columns, undefined))).toEqual(['a', 'c', 'd']);
    expect(ids(visibleColumns(columns, []))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps the columns in their order and never hides a column that is not hideable', () => {
    expect(ids(visibleColumns(columns, ['d', 'a', 'c']))).toEqual(['b', 'c']);
    expect(allHidden(columns)).toEqual(['a', 'b', 'd']);
    expect(ids(visibleColumns(columns, allHidden(columns)))).toEqual(['c']);
  });

  it('toggles one column from the current choice or the defaults, dropping unknown ids', () => {
    expect(toggleHidden(columns, undefined, 'a')).toEqual(['b', 'a']);
    expect(toggleHidden(columns, undefined, 'b')).toEqual([]);
    expect(toggleHidden(columns, ['a', 'gone'], 'a')).toEqual([]);
    expect(toggleHidden(columns, ['a'], 'c')).toEqual(['a']);
  });

  it('every column hidden: nothing visible (the empty-columns state)', () => {
    const hideable = [{ id: 'x' }, { id: 'y' }];
    expect(visibleColumns(hideable, allHidden(hideable))).toEqual([]);
  });
});
