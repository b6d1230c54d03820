import { describe, expect, it } from 'vitest';
import { generatorMessages, systemFieldLabels, type Catalogue } from '../../../src/generator/messages';
import { resourceMessages } from '../../../src/generator/resourceMessages';
import station from '../../../src/resources/stations/resource';
import lines from '../../../src/resources/lines/resource';

function keys(cat: Catalogue, prefix = ''): string[] {
  return Object.entries(cat).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));
}

function placeholders(cat: Catalogue): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const walk = (c: Catalogue, p: string) => {
    for (const [k, v] of Object.entries(c)) {
      if (typeof v === 'string') out[`${p}${k}`] = [...v.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      else walk(v, `${p}${k}.`);
    }
  };
  walk(cat, '');
  return out;
}

describe('generator messages', () => {
  it('de and it have the same keys, all non-empty', () => {
    const de = keys(generatorMessages.de).sort();
    const it_ = keys(generatorMessages.it).sort();
    expect(de).toEqual(it_);
    expect(de.length).toBeGreaterThan(30);
    expect(Object.keys(systemFieldLabels.de).sort()).toEqual(Object.keys(systemFieldLabels.it).sort());
  });

  it('de and it use the same {{placeholders}} per key', () => {
    expect(placeholders(generatorMessages.de)).toEqual(placeholders(generatorMessages.it));
    expect(placeholders(generatorMessages.de)['gen.conflict.message']).toEqual(['date', 'user', 'version']);
  });

  it('has the specified default labels of the delete confirmation', () => {
    expect((generatorMessages.de.gen.delete as Catalogue).confirm).toBe('Trotzdem löschen');
    expect((generatorMessages.de.gen.delete as Catalogue).cancel).toBe('Abbrechen');
    expect((generatorMessages.de.gen.action as Catalogue).saveAndNew).toBe('Speichern und neu');
    expect((generatorMessages.it.gen.action as Catalogue).saveAndNew).toBe('Salva e nuovo');
  });
});

describe('resourceMessages', () => {
  it('gives resource names (smart_count and i18next plural forms) and field labels per path', () => {
    const de = resourceMessages([station, lines], 'de');
    expect(de.resources.bahnhoeffelist.name).toBe('Bahnhof |||| Bahnhöfe');
    expect(de.resources.bahnhoeffelist.name_one).toBe('Bahnhof');
    expect(de.resources.bahnhoeffelist.name_other).toBe('Bahnhöfe');
    expect(de.resources.bahnhoeffelist.fields.evaNumber).toBe('EVA-Nummer');
    expect(de.resources.bahnhoeffelist.fields.updatedBy).toBe('Geändert von');
    expect(de.resources.basislinieedit.fields.validFrom).toBe('Gültig ab');
    const it_ = resourceMessages([station], 'it');
    expect(it_.resources.bahnhoeffelist.name).toBe('Stazione |||| Stazioni');
    expect(it_.resources.bahnhoeffelist.fields.version).toBe('Versione');
    expect(it_.gen).toBe(generatorMessages.it.gen);
  });
});
