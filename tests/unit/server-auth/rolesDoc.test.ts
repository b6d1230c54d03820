import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { loadDeclarations } from '../../../server/resources/load';
import { ROLES_DOC, rolesMatrixMarkdown, withMatrix } from '../../../server/auth/rolesDoc';
import type { ResourceDeclaration } from '../../../src/shared/resource/types';

describe('docs/roles.md', () => {
  it('shows exactly the permissions the declarations grant (regenerate: npx tsx server/auth/rolesDoc.ts)', async () => {
    const doc = await readFile(ROLES_DOC, 'utf8');
    expect(doc).toBe(withMatrix(doc, await loadDeclarations()));
  });

  it('the generated table follows a declaration change', () => {
    const base: ResourceDeclaration = {
      name: 'Depot', path: 'depots', table: 'depots', label: { de: { one: 'Betriebshof', other: 'Betriebshöfe' }, it: { one: 'Deposito', other: 'Depositi' } },
      menu: { parent: 'x' }, fields: [], list: { columns: [], sort: { field: 'id', order: 'ASC' }, search: [] },
    };
    const byDefault = rolesMatrixMarkdown([base]);
    expect(byDefault).toContain('| Betriebshöfe (`Depot`) | `/depots` | delete | ✓ | – | ✓ | – |');
    const dispatcherMay = rolesMatrixMarkdown([{ ...base, permissions: { delete: ['dispatcher'] } }]);
    expect(dispatcherMay).toContain('| Betriebshöfe (`Depot`) | `/depots` | delete | – | ✓ | – | – |');
    expect(dispatcherMay).toContain('| Betriebshöfe (`Depot`) | `/depots` | list | ✓ | ✓ | ✓ | ✓ |');
  });

  it('refuses a document without the markers', () => {
    expect(() => withMatrix('# Roles', [])).toThrow(/markers/);
  });
});
