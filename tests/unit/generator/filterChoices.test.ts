import { describe, expect, it } from 'vitest';
import { filterChoices, hasFilterValue, shownFilterKeys } from '../../../src/generator/filterChoices';
import station from '../../../src/resources/stations/resource';
import type { ResourceDeclaration } from '../../../src/shared/resource/types';

describe('the filters a generated list offers', () => {
  it('names every declared filter by its field label, in the user\'s language', () => {
    const de = filterChoices(station, 'de');
    expect(de.map((c) => c.source)).toEqual(['stationCode', 'tariffZone', 'onlineInfoStop', 'disableGps']);
    expect(de[0].label).toBe('Stationskürzel (RIL 100)');
    expect(filterChoices(station, 'it')[0].label).toBe('Codice stazione (RIL 100)');
  });

  it('gives a presence filter its own key, and skips a filter on an unknown field', () => {
    const decl = {
      ...station,
      list: { ...station.list, filters: [{ field: 'tariffZone', operator: 'presence' }, 'noSuchField'] },
    } as ResourceDeclaration;
    expect(filterChoices(decl, 'de')).toEqual([{ source: 'tariffZone_empty', label: 'Tarifzone' }]);
  });
});

describe('which filter inputs a list shows', () => {
  const choices = filterChoices(station, 'de');

  it('shows the added filters and those with a value (a shared URL), not the search', () => {
    expect(shownFilterKeys(choices, { tariffZone: true }, { q: 'Alzey', stationCode: 'FALZ' })).toEqual(['stationCode', 'tariffZone']);
    expect(shownFilterKeys(choices, {}, { q: 'Alzey' })).toEqual([]);
    expect(shownFilterKeys(choices, undefined, { disableGps: false })).toEqual(['disableGps']);
  });

  it('counts false and 0 as values, empty text, lists and objects as none', () => {
    expect([false, 0, 'x', ['a'], { a: 1 }].map(hasFilterValue)).toEqual([true, true, true, true, true]);
    expect([undefined, null, '', [], {}].map(hasFilterValue)).toEqual([false, false, false, false, false]);
  });
});
