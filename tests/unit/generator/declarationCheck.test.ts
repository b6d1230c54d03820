import { describe, expect, it } from 'vitest';
import { checkDeclarations, declarationProblems, menuProblems } from '../../../server/resources/check';
import phoneBook from '../../../src/resources/phone-book/resource';
import station from '../../../src/resources/stations/resource';
import { MENU } from '../../../src/shared/menu/navigation';

describe('menu places of declarations', () => {
  it('accepts existing page entries and parent areas', () => {
    expect(menuProblems([station, phoneBook, { ...phoneBook, name: 'X', menu: { parent: 'flottenmanagement' } }])).toEqual([]);
  });

  it('refuses an unknown entry and lists the known page ids', () => {
    const [problem, ...rest] = menuProblems([{ ...phoneBook, menu: { entry: 'telefonbuck' } }]);
    expect(rest).toEqual([]);
    expect(problem).toContain('resource "PhoneBookEntry": menu.entry "telefonbuck" is not a menu page');
    expect(problem).toContain('Known page ids: ');
    for (const id of ['telefonbuch', 'bahnhoeffelist', 'fahrzeugedit']) expect(problem).toContain(id);
    // Areas are not pages: an entry must name a page.
    expect(problem.split('Known page ids: ')[1].split(', ')).not.toContain('personal');
  });

  it('refuses an unknown parent and lists the known areas and groups', () => {
    const [problem] = menuProblems([{ ...phoneBook, menu: { parent: 'persnal' } }], MENU);
    expect(problem).toContain('menu.parent "persnal" is not a menu area or group');
    expect(problem.split('Known area and group ids: ')[1].split(', ')).toEqual(expect.arrayContaining(['personal', 'flottenmanagement']));
  });

  it('fails the start with the problem', () => {
    expect(() => checkDeclarations([station, { ...phoneBook, menu: { entry: 'nirgends' } }])).toThrow(/menu\.entry "nirgends" is not a menu page\. Known page ids: .*telefonbuch/);
  });
});

describe('extension points in the declaration check', () => {
  it('checks option fields, recordRepresentation, filters and export columns against the fields', () => {
    const broken = {
      ...phoneBook,
      recordRepresentation: '{name} ({role})',
      fields: phoneBook.fields.map((f) => (f.name === 'stationId' ? { ...f, optionText: ['stationCode', 'title'] } : f)),
      list: { ...phoneBook.list, filters: [{ field: 'fax', operator: 'presence' as const }], export: { columns: ['name', 'mobile'] } },
    };
    expect(declarationProblems([station, broken])).toEqual([
      'resource "PhoneBookEntry": field "stationId" shows unknown field "title" of "Station"',
      'resource "PhoneBookEntry": list.filters names unknown field "fax"',
      'resource "PhoneBookEntry": recordRepresentation names unknown field "role"',
      'resource "PhoneBookEntry": list.export.columns names unknown field "mobile"',
    ]);
    expect(declarationProblems([station, phoneBook])).toEqual([]);
  });
});
