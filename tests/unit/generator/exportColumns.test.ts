import { describe, expect, it } from 'vitest';
import phoneBook from '../../../src/resources/phone-book/resource';
import vehicles from '../../../src/resources/vehicles/resource';
import { declaredExportColumns, exportFieldNames, referencedIds } from '../../../src/generator/exportColumns';
import { exportMatrix } from '../../../src/ui/export';
import { toCsv } from '../../../src/shared/export/csv';

const rows = [
  { id: '1', name: 'Anna Berger', function: 'Fahrdienstleiterin', phone: '0911 100', email: 'anna@example.org', stationId: '7' },
  { id: '2', name: 'Luca Rossi', function: null, phone: null, email: null, stationId: null },
];
const stations = new Map([['stationId', new Map([['7', { id: '7', stationCode: 'NN', name: 'Nürnberg Hbf' }]])]]);

describe('declared exporter', () => {
  it('writes the declared columns with headers in German and Italian', () => {
    expect(exportFieldNames(phoneBook)).toEqual(['name', 'function', 'phone', 'email', 'stationId']);
    expect(declaredExportColumns(phoneBook, 'de').map((c) => c.header)).toEqual(['Name', 'Funktion', 'Telefon', 'E-Mail', 'Bahnhof']);
    expect(declaredExportColumns(phoneBook, 'it').map((c) => c.header)).toEqual(['Nome', 'Funzione', 'Telefono', 'E-mail', 'Stazione']);
  });

  it('writes references as their option text and empty values as empty cells', () => {
    expect([...referencedIds(phoneBook, rows)]).toEqual([['stationId', ['7']]]);
    expect(exportMatrix(declaredExportColumns(phoneBook, 'de', stations), rows)).toEqual([
      ['Anna Berger', 'Fahrdienstleiterin', '0911 100', 'anna@example.org', 'NN – Nürnberg Hbf'],
      ['Luca Rossi', null, null, null, null],
    ]);
  });

  it('formats enums, booleans and numbers like the list, keeping numbers numeric', () => {
    const vehicle = { id: '3', vehicleNumber: '1440 101', status: 'workshop', lowFloor: true, seats: 180, lengthM: 70.5 };
    const pick = (lang: 'de' | 'it') => {
      const cols = declaredExportColumns({ ...vehicles, list: { ...vehicles.list, export: { columns: ['vehicleNumber', 'status', 'lowFloor', 'seats', 'lengthM'] } } }, lang);
      return { headers: cols.map((c) => c.header), values: exportMatrix(cols, [vehicle])[0] };
    };
    const de = pick('de');
    const it_ = pick('it');
    expect(de.values).toEqual(['1440 101', 'In der Werkstatt', 'Ja', 180, 70.5]);
    expect(it_.values).toEqual(['1440 101', 'In officina', 'Sì', 180, 70.5]);
    expect(de.headers).not.toEqual(it_.headers);
    // The semicolon CSV with BOM of the shared export, decimal comma for the number.
    const csv = toCsv(declaredExportColumns(phoneBook, 'de', stations), rows);
    expect(csv.startsWith('\uFEFFName;Funktion;Telefon;E-Mail;Bahnhof\r\n')).toBe(true);
    expect(csv).toContain('Anna Berger;Fahrdienstleiterin;0911 100;anna@example.org;NN – Nürnberg Hbf\r\n');
  });

  it('lets an extension format a value', () => {
    const cols = declaredExportColumns(phoneBook, 'de', stations, { phone: (v) => (typeof v === 'string' ? v.replace(/\s+/g, '') : null) });
    expect(exportMatrix(cols, rows).map((r) => r[2])).toEqual(['0911100', null]);
  });
});
