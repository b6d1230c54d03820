import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../../src/brands';
import { MENU, SPEC_MENU_PATHS, USER_MENU, menuForBrand, subtreeIds } from '../../../src/shell/navigation';

describe('navigation tree', () => {
  it('has unique ids', () => {
    const ids = MENU.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('every parentId exists and is an area or group', () => {
    const byId = new Map(MENU.map((e) => [e.id, e]));
    for (const e of MENU) {
      if (e.parentId === null) continue;
      const parent = byId.get(e.parentId);
      expect(parent, `${e.id} -> ${e.parentId}`).toBeDefined();
      expect(['area', 'group']).toContain(parent!.kind);
    }
  });

  it('has the seven areas of the specification in order, plus Home', () => {
    const top = MENU.filter((e) => e.parentId === null).map((e) => e.label.de);
    expect(top).toEqual([
      'Startseite',
      'Planung',
      'Leitstellendisposition',
      'Betriebslageübersicht',
      'Personal',
      'Flottenmanagement',
      'Reports',
      'System',
    ]);
  });

  it('contains every seed path of the specification', () => {
    const paths = new Set(MENU.map((e) => e.path));
    const missing = SPEC_MENU_PATHS.filter((p) => !paths.has(p));
    expect(missing).toEqual([]);
    expect(SPEC_MENU_PATHS.length).toBeGreaterThanOrEqual(69);
  });

  it('adds the track sections next to Gleismapping (issue 12: an addition, not a seed path of the specification)', () => {
    const ids = MENU.map((e) => e.id);
    expect(ids.indexOf('streckenabschnitte')).toBe(ids.indexOf('gleismapping') + 1);
    expect(MENU.find((e) => e.id === 'streckenabschnitte')).toMatchObject({ path: '/streckenabschnitte', parentId: 'basisdatenplanung', label: { de: 'Streckenabschnitte', it: 'Tratte' } });
    expect(SPEC_MENU_PATHS).not.toContain('/streckenabschnitte');
  });

  it('adds the walk times next to the connection configuration (issue 14: an addition, not a seed path of the specification)', () => {
    const ids = MENU.map((e) => e.id);
    expect(ids.indexOf('umsteigezeiten')).toBe(ids.indexOf('connectionConfigurationList') + 1);
    expect(MENU.find((e) => e.id === 'umsteigezeiten')).toMatchObject({ path: '/umsteigezeiten', parentId: 'planung', label: { de: 'Umsteigezeiten', it: 'Tempi di trasbordo' } });
    expect(SPEC_MENU_PATHS).not.toContain('/umsteigezeiten');
  });

  it('names entries by their seed path', () => {
    const byId = new Map(MENU.map((e) => [e.id, e]));
    expect(byId.get('bahnhoeffelist')).toMatchObject({ path: '/bahnhoeffelist', parentId: 'basisdatenplanung' });
    expect(byId.get('gleismapping')?.label.de).toBe('Gleismapping');
    expect(byId.get('sevKontakte')?.label.de).toBe('SEV-Kontakte');
    expect(byId.get('ursacheeb')?.label.de).toBe('Ursachen EB');
    expect(byId.get('qualitaetsmaengel')?.label.de).toBe('Qualitätsmängel');
    expect(byId.get('zubanmeldung')?.label.de).toBe('Anmeldung Personal');
    expect(byId.get('fahrzeugedit')?.label.de).toBe('Fahrzeuge');
    expect(byId.get('zieltexte_bearbeiten')?.label.de).toBe('Zieltexte');
    expect(byId.get('berichte')?.path).toBe('/berichte?config=avgservlet');
    expect(byId.get('circulation')).toMatchObject({ path: '/circulation', label: { de: 'Umlaufliste' } });
  });

  it('gives every entry a German and an Italian label', () => {
    for (const e of [...MENU, ...USER_MENU]) {
      expect(e.label.de.trim(), e.id).not.toBe('');
      expect(e.label.it.trim(), e.id).not.toBe('');
    }
  });

  it('marks the entries the specification names as disabled', () => {
    const disabled = MENU.filter((e) => e.disabled).map((e) => e.label.de);
    for (const name of ['Langsamfahrten', 'Chat', 'Werkstatt', 'Kundenmanagement', 'Fahrgäste']) {
      expect(disabled).toContain(name);
    }
    expect(disabled.filter((l) => l.startsWith('Auswertung')).length).toBeGreaterThanOrEqual(2);
  });

  it('has the user menu entries profile, settings and logout', () => {
    expect(USER_MENU.map((e) => e.id)).toEqual(['profile', 'settings', 'logout']);
  });

  it('subtreeIds collects descendants', () => {
    const ids = subtreeIds(MENU, 'planung');
    expect(ids.has('basisdatenplanung')).toBe(true);
    expect(ids.has('bahnhoeffelist')).toBe(true);
    expect(ids.has('admin')).toBe(false);
  });
});

describe('brand filtering', () => {
  it('sag hides Bildfahrplan, avg and sws hide nothing', () => {
    expect(BRANDS.sag.hiddenMenuIds).toEqual(['bildfahrplan']);
    expect(BRANDS.avg.hiddenMenuIds).toEqual([]);
    expect(BRANDS.sws.hiddenMenuIds).toEqual([]);
    const sag = menuForBrand(MENU, BRANDS.sag.hiddenMenuIds);
    expect(sag.some((e) => e.id === 'bildfahrplan')).toBe(false);
    expect(sag.length).toBe(MENU.length - 1);
    expect(menuForBrand(MENU, BRANDS.avg.hiddenMenuIds)).toEqual(MENU);
    expect(menuForBrand(MENU, BRANDS.sws.hiddenMenuIds)).toEqual(MENU);
  });

  it('hiding a group hides its children', () => {
    const filtered = menuForBrand(MENU, ['basisdatenplanung']);
    expect(filtered.some((e) => e.id === 'bahnhoeffelist')).toBe(false);
    expect(filtered.some((e) => e.id === 'fahrplanimport')).toBe(true);
  });
});
