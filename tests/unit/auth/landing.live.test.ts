/**
 * Landing after sign-in with the real menu and custom pages: avg and sag land on the live overview
 * (/live), sws on the control centre; the demo control is offered to admins only.
 */
import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../../src/brands';
import { landingPath } from '../../../src/providers/auth/landing';
import { customPagesFor, withheldEntryIds } from '../../../src/shell/customPages';
import { resolveMenu } from '../../../src/shell/menuModel';
import { MENU } from '../../../src/shell/navigation';

function menuFor(brand: keyof typeof BRANDS, roles: string[]) {
  const pages = customPagesFor(roles);
  const menu = resolveMenu({
    entries: MENU, declarations: [], customPages: pages, hiddenIds: [...BRANDS[brand].hiddenMenuIds, ...withheldEntryIds(roles)],
  });
  return { menu, landing: landingPath({ brand, tree: menu.tree, customPaths: pages.map((p) => p.path), roles, declarations: [] }) };
}

describe('landing on the live pages', () => {
  it('avg and sag land on /live, sws on /control-center, for every role', () => {
    for (const role of ['admin', 'dispatcher', 'planner', 'viewer']) {
      expect(menuFor('avg', [role]).landing).toBe('/live');
      expect(menuFor('sag', [role]).landing).toBe('/live');
      expect(menuFor('sws', [role]).landing).toBe('/control-center');
    }
  });

  it('puts the live overview first in Leitstellendisposition', () => {
    const { menu } = menuFor('avg', ['viewer']);
    const area = menu.byId.get('leitstellendisposition')!;
    expect(area.children[0]).toMatchObject({ id: 'live', enabled: true, to: '/live', label: { de: 'Live-Übersicht', it: 'Panoramica in tempo reale' } });
  });

  it('offers the demo control under System to admins only', () => {
    const admin = menuFor('avg', ['admin']).menu;
    expect(admin.byId.get('demo')).toMatchObject({ parentId: 'system', enabled: true, to: '/demo', label: { de: 'Demo-Steuerung', it: 'Controllo demo' } });
    for (const role of ['dispatcher', 'planner', 'viewer']) {
      expect(menuFor('avg', [role]).menu.byId.has('demo'), role).toBe(false);
      expect(customPagesFor([role]).map((p) => p.path)).not.toContain('/demo');
    }
    expect(withheldEntryIds(['admin'])).toEqual([]);
    // The admin-only pages: demo control, situation report administration and the mail outbox.
    expect(withheldEntryIds(['viewer'])).toEqual(['lageberichtAdmin', 'demo', 'lagebericht_postausgang']);
  });
});
