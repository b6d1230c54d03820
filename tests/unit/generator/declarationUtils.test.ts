import { describe, expect, it } from 'vitest';
import station from '../../../src/resources/stations/resource';
import lines from '../../../src/resources/lines/resource';
import subcategories from '../../../src/resources/subcategories/resource';
import {
  defaultValues,
  formSections,
  langOf,
  listColumns,
  referencePath,
} from '../../../src/generator/declarationUtils';
import { representationFields } from '../../../src/shared/resource/representation';
import type { ResourceDeclaration } from '../../../src/shared/resource/types';

describe('formSections', () => {
  it('groups the station fields into the declared sections, in order', () => {
    const sections = formSections(station, 'it');
    expect(sections.map((s) => s.title)).toEqual(['Dati di base', 'GPS', 'Display e annunci']);
    expect(sections[1].fields.map((f) => f.name)).toEqual(['gpsLatitudeN', 'gpsLongitudeE', 'gpsRadius', 'disableGps', 'gpsIgnore']);
    const all = sections.flatMap((s) => s.fields.map((f) => f.name)).sort();
    expect(all).toEqual(station.fields.map((f) => f.name).sort());
  });

  it('puts fields not named in a section last, without a title', () => {
    const decl: ResourceDeclaration = {
      ...station,
      form: { sections: [{ title: { de: 'A', it: 'A' }, fields: ['name', 'unknownField'] }] },
    };
    const sections = formSections(decl, 'de');
    expect(sections).toHaveLength(2);
    expect(sections[0].fields.map((f) => f.name)).toEqual(['name']);
    expect(sections[1].title).toBeNull();
    expect(sections[1].fields).toHaveLength(station.fields.length - 1);
  });

  it('leaves out fields hidden in forms', () => {
    const decl: ResourceDeclaration = {
      ...station,
      form: undefined,
      fields: station.fields.map((f) => (f.name === 'evaNumber' ? { ...f, hiddenInForm: true } : f)),
    };
    const names = formSections(decl, 'de').flatMap((s) => s.fields.map((f) => f.name));
    expect(names).not.toContain('evaNumber');
    expect(names).toContain('name');
  });
});

describe('other helpers', () => {
  it('takes declared defaults as create values', () => {
    expect(defaultValues(station)).toEqual({ onlineInfoStop: true, disableGps: false, gpsIgnore: false, gpsRadius: 150 });
  });

  it('lists declared columns then hidden ones', () => {
    const cols = listColumns(station);
    expect(cols.slice(0, 2)).toEqual([{ name: 'name', hidden: false }, { name: 'stationCode', hidden: false }]);
    expect(cols.filter((c) => c.hidden).map((c) => c.name)).toEqual(station.list.hiddenColumns);
  });

  it('maps references to the target route and the record to its first column', () => {
    expect(referencePath('Category', [station, lines, subcategories, { ...subcategories, name: 'Category', path: 'admineditkategorie' }])).toBe('admineditkategorie');
    expect(representationFields(station)).toEqual(['name']);
    expect(representationFields(lines)).toEqual(['lineNumber']);
  });

  it('reads the language from the locale', () => {
    expect(langOf('it')).toBe('it');
    expect(langOf('it-IT')).toBe('it');
    expect(langOf('de')).toBe('de');
    expect(langOf(undefined)).toBe('de');
  });
});
