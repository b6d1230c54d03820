import { describe, expect, it, vi } from 'vitest';
import type { DataProvider } from 'react-admin';
import { lazyDataProvider } from '../../../src/shell/lazyDataProvider';

describe('lazyDataProvider', () => {
  it('loads once on first call and forwards standard and custom methods', async () => {
    const real = {
      getList: vi.fn(async () => ({ data: [{ id: 1 }], total: 1 })),
      getVersions: vi.fn(async () => ({ data: [] })),
    } as unknown as DataProvider;
    const load = vi.fn(async () => real);
    const dp = lazyDataProvider(load) as DataProvider & { getVersions: (r: string, p: object) => Promise<unknown> };
    expect(load).not.toHaveBeenCalled();
    await expect(dp.getList('x', { pagination: { page: 1, perPage: 25 } } as never)).resolves.toEqual({ data: [{ id: 1 }], total: 1 });
    await dp.getVersions('x', { id: 1 });
    expect(load).toHaveBeenCalledTimes(1);
    expect(real.getList).toHaveBeenCalledWith('x', { pagination: { page: 1, perPage: 25 } });
  });

  it('is not a thenable and retries a failed load', async () => {
    let attempt = 0;
    const dp = lazyDataProvider(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('chunk failed');
      return { getOne: async () => ({ data: { id: 7 } }) } as unknown as DataProvider;
    });
    expect((dp as unknown as { then?: unknown }).then).toBeUndefined();
    await expect(dp.getOne('x', { id: 7 })).rejects.toThrow('chunk failed');
    await expect(dp.getOne('x', { id: 7 })).resolves.toEqual({ data: { id: 7 } });
  });

  it('rejects unknown methods', async () => {
    const dp = lazyDataProvider(async () => ({}) as DataProvider) as unknown as Record<string, () => Promise<unknown>>;
    await expect(dp.nothing()).rejects.toThrow('Unknown dataProvider method "nothing"');
  });
});
