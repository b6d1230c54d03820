import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../../src/brands';
import { customPagesFor } from '../../../src/shell/customPages';

describe('custom pages of a brand', () => {
  it('drops the pages of hidden entries (their route is not served)', () => {
    const all = customPagesFor(['admin']).map((p) => p.entryId);
    const sag = customPagesFor(['admin'], BRANDS.sag.hiddenMenuIds).map((p) => p.entryId);
    expect(sag).toEqual(all.filter((id) => !BRANDS.sag.hiddenMenuIds.includes(id)));
    expect(sag).not.toContain('bildfahrplan');
    expect(customPagesFor(['viewer'], ['live']).map((p) => p.entryId)).not.toContain('live');
  });
});
