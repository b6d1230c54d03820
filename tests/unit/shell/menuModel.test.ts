import { describe, expect, it } from 'vitest';
import type { ResourceDeclaration } from '../../../src/shared/resource/types';
import { activeTrail, enabledPages, resolveMenu, routeForResource, unavailableCount } from '../../../src/shell/menuModel';
import { MENU } from '../../../src/shell/navigation';

function decl(path: string, menu: ResourceDeclaration['menu'], name = path): ResourceDeclaration {
  return {
    name,
    path,
    table: path,
    label: { de: { one: `${name} de`, other: `${name}s de` }, it: { one: `${name} it`, other: `${name}s it` } },
    menu,
    fields: [],
    list: { columns: [], sort: { field: 'id', order: 'ASC' }, search: [] },
  };
}

const HOME = [{ entryId: 'home', path: '/' }];

describe('resolveMenu', () => {
  it('disables everything nothing serves; Home served by the shell', () => {
    const { byId } = resolveMenu({ entries: MENU, declarations: [], customPages: HOME });
    expect(byId.get('home')).toMatchObject({ enabled: true, to: '/' });
    expect(byId.get('bahnhoeffelist')?.enabled).toBe(false);
    expect(byId.get('bahnhoeffelist')?.to).toBeUndefined();
    expect(byId.get('planung')?.enabled).toBe(false);
  });

  it('does not offer entries of resources the user may not list, nor areas left empty by that', () => {
    const stations = decl('bahnhoeffelist', { entry: 'bahnhoeffelist' }, 'Station');
    const extra = decl('sonder', { parent: 'basisdatenplanung' }, 'Sonder');
    const all = resolveMenu({ entries: MENU, declarations: [stations, extra] });
    const none = resolveMenu({ entries: MENU, declarations: [stations, extra], mayList: (r) => r !== 'bahnhoeffelist' && r !== 'sonder' });
    expect(all.byId.get('bahnhoeffelist')?.enabled).toBe(true);
    expect(all.byId.get('sonder')?.enabled).toBe(true);
    expect(none.byId.has('bahnhoeffelist')).toBe(false);
    expect(none.byId.has('sonder')).toBe(false);
    // The group still holds entries nothing serves yet (shown disabled), so it stays.
    const group = none.byId.get('basisdatenplanung');
    expect(group?.children.length).toBeGreaterThan(0);
    expect(group?.children.some((c) => c.id === 'bahnhoeffelist')).toBe(false);
    expect(group?.enabled).toBe(false);
  });

  it('removes a group whose only pages are withheld', () => {
    const entries = [
      { id: 'a', parentId: null, kind: 'area' as const, label: { de: 'A', it: 'A' }, disabled: false },
      { id: 'p', parentId: 'a', kind: 'page' as const, label: { de: 'P', it: 'P' }, disabled: false, path: '/p' },
    ];
    const d = decl('p', { entry: 'p' });
    expect(resolveMenu({ entries, declarations: [d] }).tree.map((e) => e.id)).toEqual(['a']);
    const { tree, byId } = resolveMenu({ entries, declarations: [d], mayList: () => false });
    expect(tree).toEqual([]);
    expect(byId.has('a')).toBe(false);
  });

  it('enables an entry filled by a declaration and links to its seed path', () => {
    const { byId } = resolveMenu({ entries: MENU, declarations: [decl('bahnhoeffelist', { entry: 'bahnhoeffelist' }, 'Station')] });
    expect(byId.get('bahnhoeffelist')).toMatchObject({ enabled: true, to: '/bahnhoeffelist', resource: 'bahnhoeffelist' });
    expect(byId.get('basisdatenplanung')?.enabled).toBe(true);
    expect(byId.get('planung')?.enabled).toBe(true);
    expect(byId.get('basislinieedit')?.enabled).toBe(false);
  });

  it('keeps the query of a seed path when the resource route matches', () => {
    const d = decl('berichte', { entry: 'berichte' });
    const { byId } = resolveMenu({ entries: MENU, declarations: [d] });
    expect(byId.get('berichte')?.to).toBe('/berichte?config=avgservlet');
    expect(routeForResource(decl('other', { entry: 'berichte' }), byId.get('berichte'))).toBe('/other');
  });

  it('never enables entries the specification disables', () => {
    const { byId } = resolveMenu({ entries: MENU, declarations: [decl('chat', { entry: 'chat' })] });
    expect(byId.get('chat')?.enabled).toBe(false);
  });

  it('adds a new entry under a parent, ordered by menu.order', () => {
    const d = decl('depots', { parent: 'flottenmanagement', order: 0, label: { de: 'Betriebshöfe', it: 'Depositi' } });
    const { byId } = resolveMenu({ entries: MENU, declarations: [d] });
    const fleet = byId.get('flottenmanagement')!;
    expect(fleet.children[0]).toMatchObject({ id: 'depots', enabled: true, to: '/depots', label: { de: 'Betriebshöfe' } });
    const last = decl('depots2', { parent: 'flottenmanagement' });
    const again = resolveMenu({ entries: MENU, declarations: [last] });
    const kids = again.byId.get('flottenmanagement')!.children;
    expect(kids[kids.length - 1]).toMatchObject({ id: 'depots2', label: { de: 'depots2s de' } });
  });

  it('reports unknown entries and parents and shows them at top level', () => {
    const { tree, warnings } = resolveMenu({
      entries: MENU,
      declarations: [decl('x', { entry: 'nope' }), decl('y', { parent: 'nowhere' })],
    });
    expect(warnings).toHaveLength(2);
    expect(tree.map((e) => e.id)).toEqual(expect.arrayContaining(['x', 'y']));
  });

  it('applies the brand: a hidden entry is neither shown nor enabled', () => {
    const { byId } = resolveMenu({
      entries: MENU,
      declarations: [decl('bildfahrplan', { entry: 'bildfahrplan' })],
      hiddenIds: ['bildfahrplan'],
    });
    expect(byId.has('bildfahrplan')).toBe(false);
  });

  it('keeps the specification order of areas', () => {
    const { tree } = resolveMenu({ entries: MENU, declarations: [] });
    expect(tree.map((e) => e.id)).toEqual([
      'home', 'planung', 'leitstellendisposition', 'betriebslage', 'personal', 'flottenmanagement', 'reports', 'system',
    ]);
  });
});

describe('helpers', () => {
  const menu = resolveMenu({
    entries: MENU,
    declarations: [decl('bahnhoeffelist', { entry: 'bahnhoeffelist' }), decl('admin', { entry: 'admin' })],
    customPages: HOME,
  });

  it('activeTrail finds the entry of a location and its ancestors', () => {
    expect(activeTrail(menu, '/bahnhoeffelist/12')).toEqual(['planung', 'basisdatenplanung', 'bahnhoeffelist']);
    expect(activeTrail(menu, '/admin')).toEqual(['system', 'admin']);
    expect(activeTrail(menu, '/')).toEqual(['home']);
    expect(activeTrail(menu, '/adminx')).toEqual([]);
  });

  it('enabledPages and unavailableCount summarise an area', () => {
    const planung = menu.byId.get('planung')!;
    expect(enabledPages(planung).map((p) => p.id)).toEqual(['bahnhoeffelist']);
    const pagesInPlanung = MENU.filter((e) => e.kind === 'page' && ['planung', 'basisdatenplanung'].includes(e.parentId ?? '')).length;
    expect(unavailableCount(planung)).toBe(pagesInPlanung - 1);
  });
});
