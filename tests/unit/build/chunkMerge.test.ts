import { describe, expect, it } from 'vitest';
import { mergeSharedGroups, type MergeUnit } from '../../../scripts/chunk-merge.mjs';

const unit = (size: number, owners: string[], imports: string[] = [], mergeable = true): MergeUnit => ({
  size, owners: new Set(owners), imports: new Set(imports), mergeable,
});
const options = { bytesPerRequest: 1000, bytesPerPage: 3000, name: (members: string[]) => members.join('+') };

describe('mergeSharedGroups', () => {
  it('merges two groups that mostly the same pages load', () => {
    const units = new Map([['a', unit(100, ['P', 'Q'])], ['b', unit(100, ['P', 'Q', 'R'])]]);
    const merged = mergeSharedGroups(units, options);
    expect(merged.get('a')).toBe('a+b');
    expect(merged.get('b')).toBe('a+b');
    expect([...units.keys()]).toEqual(['a+b']);
    expect([...units.get('a+b')!.owners].sort()).toEqual(['P', 'Q', 'R']);
    expect(units.get('a+b')!.size).toBe(200);
  });

  it('does not merge groups no page loads together', () => {
    const units = new Map([['a', unit(10, ['P'])], ['b', unit(10, ['Q'])]]);
    expect(mergeSharedGroups(units, options).size).toBe(0);
  });

  it('does not merge when the other pages would load more bytes per saved request than allowed', () => {
    // a and c: the same pages, nothing added. b with them saves P a request, but S would load
    // 1,200 bytes it does not use.
    const units = new Map([['a', unit(600, ['P', 'Q', 'R'])], ['b', unit(100, ['P', 'S'])], ['c', unit(600, ['P', 'Q', 'R'])]]);
    const merged = mergeSharedGroups(units, { ...options, bytesPerRequest: 500 });
    expect(merged.get('a')).toBe('a+c');
    expect(merged.has('b')).toBe(false);
    // The other way round, cheap: Q and R would load b's 100 bytes.
    const small = new Map([['a', unit(600, ['P', 'Q', 'R'])], ['b', unit(100, ['P'])]]);
    expect(mergeSharedGroups(small, { ...options, bytesPerRequest: 500 }).get('b')).toBe('a+b');
  });

  it('counts what the other group imports, and gives it the merged group\'s pages', () => {
    // Merged, P and Q save a request, R loads a and x: one request more.
    const units = () => new Map([
      ['a', unit(100, ['P', 'Q'], ['x'])],
      ['x', unit(2000, ['P', 'Q'], [], false)],
      ['b', unit(100, ['P', 'Q', 'R'])],
    ]);
    // R would load 2,100 bytes for one saved request.
    expect(mergeSharedGroups(units(), options).size).toBe(0);
    const cheap = units();
    cheap.get('x')!.size = 300;
    expect(mergeSharedGroups(cheap, options).get('b')).toBe('a+b');
    expect([...cheap.get('x')!.owners].sort()).toEqual(['P', 'Q', 'R']);
    expect([...cheap.get('a+b')!.imports]).toEqual(['x']);
  });

  it('stops adding bytes to a page at bytesPerPage', () => {
    // Each group saves P and Q a request when merged with another; R loads only a.
    const units = () => new Map([
      ['a', unit(10, ['P', 'Q', 'R'])],
      ['b', unit(400, ['P', 'Q', 'X'])],
      ['c', unit(400, ['P', 'Q', 'Y'])],
      ['d', unit(400, ['P', 'Q', 'Z'])],
    ]);
    const unlimited = units();
    mergeSharedGroups(unlimited, { ...options, bytesPerRequest: 1e9, bytesPerPage: 1e9 });
    expect(unlimited.size).toBe(1);
    // a+b, then c+d; all four would give R 1,200 bytes it does not use.
    const limited = units();
    mergeSharedGroups(limited, { ...options, bytesPerRequest: 1e9, bytesPerPage: 1000 });
    expect([...limited.keys()].sort()).toEqual(['a+b', 'c+d']);
  });

  it('never merges two groups when one reaches the other through a third', () => {
    // a imports c, c imports b: merged, a+b and c would import each other.
    const units = new Map([
      ['a', unit(10, ['P'], ['c'])],
      ['c', unit(10, ['P', 'Q'], ['b'], false)],
      ['b', unit(10, ['P', 'Q', 'R'])],
    ]);
    expect(mergeSharedGroups(units, { ...options, bytesPerRequest: 1e9, bytesPerPage: 1e9 }).size).toBe(0);
  });

  it('does not merge when the requests saved are made again by another page', () => {
    // P saves one, R loads a and x instead of b: one more.
    const units = new Map([['a', unit(10, ['P', 'Q'], ['x'])], ['x', unit(10, ['P', 'Q'], [], false)], ['b', unit(10, ['P', 'R'])]]);
    expect(mergeSharedGroups(units, options).size).toBe(0);
  });

  it('keeps units that may not be merged apart', () => {
    const units = new Map([['a', unit(10, ['P', 'Q'])], ['page', unit(10, ['P', 'Q'], [], false)]]);
    expect(mergeSharedGroups(units, options).size).toBe(0);
  });
});
