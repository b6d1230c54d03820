import { describe, expect, it } from 'vitest';
import { decideLive, REFETCH } from '../../../src/providers/query/liveApply';
import { pageKey } from '../../../src/providers/query/pageQuery';

describe('live events into the page cache', () => {
  it('writes new data, asks for a refetch, both, or nothing', () => {
    expect(decideLive<number[]>([1, 2])).toEqual({ data: [1, 2], refetch: false });
    expect(decideLive<number[]>(REFETCH)).toEqual({ refetch: true });
    expect(decideLive<number[]>({ data: [3], refetch: true })).toEqual({ data: [3], refetch: true });
    expect(decideLive<number[]>(undefined)).toEqual({ refetch: false });
  });

  it('keeps data that merely has a refetch property', () => {
    const data = { refetch: false, rows: [] };
    expect(decideLive(data)).toEqual({ data, refetch: false });
  });

  it('keys start with the page', () => {
    expect(pageKey('circulation', 'runs', { page: 1 })).toEqual(['page', 'circulation', 'runs', { page: 1 }]);
  });
});
