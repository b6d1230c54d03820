import { describe, expect, it } from 'vitest';
import { convertRaTranslationsToI18next } from 'ra-i18n-i18next';
import englishMessages from 'ra-language-english';
import { validationMessages } from '../../../src/shared/validation/messages';
import { MENU } from '../../../src/shell/navigation';
import { addPluralFallbacks, baseCatalogue, buildCatalogue, flattenKeys, nestKeys } from '../../../src/providers/i18n/catalogue';
import { raGerman } from '../../../src/providers/i18n/raGerman';
import { raItalian } from '../../../src/providers/i18n/raItalian';
import { appGerman, appItalian } from '../../../src/providers/i18n/appMessages';

const englishKeys = flattenKeys(convertRaTranslationsToI18next(englishMessages) as Record<string, unknown>).sort();

describe('catalogues', () => {
  it('ra-language-english has the v5 keys we translate', () => {
    expect(englishKeys.length).toBeGreaterThan(160);
    expect(englishKeys).toContain('ra.action.select_columns');
    expect(englishKeys).toContain('ra.action.bulk_actions_one');
  });

  it('de and it react-admin catalogues have exactly the keys of ra-language-english', () => {
    expect(flattenKeys(raGerman).sort()).toEqual(englishKeys);
    expect(flattenKeys(raItalian).sort()).toEqual(englishKeys);
  });

  it('complete de and it catalogues have exactly the same keys', () => {
    const de = flattenKeys(baseCatalogue('de')).sort();
    const it_ = flattenKeys(baseCatalogue('it')).sort();
    expect(de).toEqual(it_);
    for (const k of englishKeys) expect(de).toContain(k);
    expect(flattenKeys(appGerman).sort()).toEqual(flattenKeys(appItalian).sort());
  });

  it('contains validation messages, menu labels and the app texts', () => {
    const de = baseCatalogue('de');
    const keys = flattenKeys(de);
    for (const k of Object.keys(validationMessages.de)) expect(keys).toContain(k);
    for (const e of MENU) expect(keys).toContain(`menu.${e.id}`);
    expect((de.app as Record<string, Record<string, string>>).datagrid.no_columns).toBe('Keine Spalten');
    expect((baseCatalogue('it').app as Record<string, Record<string, string>>).datagrid.no_columns).toBe('Nessuna colonna');
    expect((de.app as Record<string, Record<string, string>>).menu.not_available).toBe('Noch nicht verfügbar');
    expect((baseCatalogue('it').app as Record<string, Record<string, string>>).menu.not_available).toBe('Non ancora disponibile');
    expect((de.app as Record<string, Record<string, string>>).confirm.confirm).toBe('Trotzdem löschen');
    expect((baseCatalogue('it').app as Record<string, Record<string, string>>).confirm.confirm).toBe('Elimina comunque');
  });

  it('uses i18next placeholders only and no untranslated English', () => {
    for (const lang of ['de', 'it'] as const) {
      const cat = baseCatalogue(lang);
      const walk = (o: Record<string, unknown>, path: string) => {
        for (const [k, v] of Object.entries(o)) {
          if (typeof v === 'string') {
            expect(v, `${lang} ${path}${k}`).not.toMatch(/%\{/);
            expect(v, `${lang} ${path}${k}`).not.toContain('||||');
          } else walk(v as Record<string, unknown>, `${path}${k}.`);
        }
      };
      walk(cat, '');
    }
    expect(raGerman.ra.action.save).toBe('Speichern');
    expect(raItalian.ra.action.save).toBe('Salva');
  });

  it('adds *_many for Italian plurals and merges resource labels', () => {
    const cat = buildCatalogue('it', { resources: { bahnhoeffelist: { name_one: 'Stazione', name_other: 'Stazioni' } } });
    const res = (cat.resources as Record<string, Record<string, string>>).bahnhoeffelist;
    expect(res.name_many).toBe('Stazioni');
    expect(((cat.ra as Record<string, Record<string, string>>).notification).deleted_many).toBe('{{smart_count}} elementi eliminati');
    expect(addPluralFallbacks({ a_one: '1', a_other: 'n', a_many: 'm' })).toEqual({ a_one: '1', a_other: 'n', a_many: 'm' });
  });

  it('nestKeys turns dotted keys into objects', () => {
    expect(nestKeys({ 'a.b': 'x', 'a.c.d': 'y' })).toEqual({ a: { b: 'x', c: { d: 'y' } } });
  });
});
