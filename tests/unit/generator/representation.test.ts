import { describe, expect, it } from 'vitest';
import phoneBook from '../../../src/resources/phone-book/resource';
import station from '../../../src/resources/stations/resource';
import {
  joinFields,
  listFilters,
  optionFields,
  optionRank,
  rankOptions,
  recordTitle,
  representationFields,
} from '../../../src/shared/resource/representation';
import type { ReferenceField } from '../../../src/shared/resource/types';

describe('reference option text from several fields', () => {
  const stationRef = phoneBook.fields.find((f) => f.name === 'stationId') as ReferenceField;

  it('reads one or several option fields and joins the non-empty values', () => {
    expect(optionFields(stationRef)).toEqual(['stationCode', 'name']);
    expect(optionFields({ optionText: 'name' })).toEqual(['name']);
    expect(joinFields({ stationCode: 'NN', name: 'Nürnberg Hbf' }, optionFields(stationRef))).toBe('NN – Nürnberg Hbf');
    expect(joinFields({ stationCode: null, name: 'Haltepunkt ohne Code' }, ['stationCode', 'name'])).toBe('Haltepunkt ohne Code');
    expect(joinFields(undefined, ['name'])).toBe('');
  });

  it('ranks an exact code match first, then code prefixes, then name matches, then the rest', () => {
    const fields = ['stationCode', 'name'];
    const records = [
      { id: 1, stationCode: 'MH', name: 'München Hbf' },
      { id: 2, stationCode: 'NNA', name: 'Nürnberg-Nordost' },
      { id: 3, stationCode: 'AN', name: 'Ansbach Nürnberg' },
      { id: 4, stationCode: 'NN', name: 'Nürnberg Hbf' },
      { id: 5, stationCode: 'XY', name: 'nn-Hausen' },
    ];
    expect(optionRank(records[3], 'nn', fields)).toBe(0);
    expect(optionRank(records[1], 'NN', fields)).toBe(1);
    expect(optionRank(records[4], 'NN', fields)).toBe(3);
    expect(optionRank(records[0], 'NN', fields)).toBe(4);
    expect(rankOptions(records, ' NN ', fields).map((r) => r.id)).toEqual([4, 2, 5, 1, 3]);
    // Nothing typed: the server's order stays.
    expect(rankOptions(records, '', fields).map((r) => r.id)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('recordRepresentation', () => {
  it('fills a template and drops the separators of empty values', () => {
    expect(representationFields(phoneBook)).toEqual(['name', 'function']);
    expect(recordTitle(phoneBook, { id: '7', name: 'Anna Berger', function: 'Fahrdienstleiterin' })).toBe('Anna Berger (Fahrdienstleiterin)');
    expect(recordTitle({ ...phoneBook, recordRepresentation: '{code} – {name}' }, { id: '7', code: null, name: 'Nord' })).toBe('Nord');
    expect(recordTitle({ ...phoneBook, recordRepresentation: '{code} – {name}' }, { id: '7', code: 'N', name: 'Nord' })).toBe('N – Nord');
  });

  it('takes a field name as is, falls back to the first list column and then to the id', () => {
    expect(recordTitle({ ...phoneBook, recordRepresentation: 'phone' }, { id: '1', phone: '0911 1234' })).toBe('0911 1234');
    expect(representationFields(station)).toEqual(['name']);
    expect(recordTitle(station, { id: '5', name: 'Ingolstadt Hbf' })).toBe('Ingolstadt Hbf');
    expect(recordTitle(phoneBook, { id: '9', name: '', function: null })).toBe('9');
  });
});

describe('list filters', () => {
  it('normalises field names and presence filters', () => {
    expect(listFilters(phoneBook)).toEqual([
      { field: 'stationId', operator: 'eq' },
      { field: 'email', operator: 'presence' },
      { field: 'phone', operator: 'presence' },
    ]);
  });
});
