/** The sidebar re-renders an entry only when what it shows changes (src/custom/control-center/sidebar/rowDisplay.ts). */
import { describe, expect, it } from 'vitest';
import { rowDisplayKey, type ShownRun } from '../../../src/custom/control-center/sidebar/rowDisplay';

const run = (o: Partial<ShownRun> = {}): ShownRun => ({
  id: 'r1', trainNumber: '84512', lineNumber: 'S4', lineColor: '#9B2A4C', lineTextColor: '#FFFFFF',
  delayS: 125, nextStation: 'Grötzingen', location: 'zwischen Durlach und Grötzingen', destination: 'Bretten', status: 'inService', ...o,
});

describe('rowDisplayKey', () => {
  it('stays the same while the delay stays within the minute shown', () => {
    expect(rowDisplayKey(run({ delayS: 121 }))).toBe(rowDisplayKey(run({ delayS: 179 })));
  });

  it('changes with the minute shown, the delay class, the next stop, the status and the train', () => {
    const base = rowDisplayKey(run());
    for (const changed of [
      run({ delayS: 185 }),
      run({ delayS: 0 }),
      run({ nextStation: 'Berghausen' }),
      run({ nextStation: null }),
      run({ status: 'cancelled' }),
      run({ id: 'r2' }),
      run({ trainNumber: '84514' }),
      run({ lineColor: '#000000' }),
      run({ location: 'in Durlach' }),
    ]) expect(rowDisplayKey(changed)).not.toBe(base);
  });

  it('does not mix fields up: a value moving from one field to the next changes the key', () => {
    expect(rowDisplayKey(run({ nextStation: null, location: 'Durlach' }))).not.toBe(rowDisplayKey(run({ nextStation: 'Durlach', location: '' })));
  });
});
