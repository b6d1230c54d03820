import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvField, csvFileName, csvHeaders, runsToCsv } from '../../../src/custom/circulation/csv';
import { runRow } from './fixtures';

describe('CSV export', () => {
  it('starts with a BOM, separates with semicolons and ends lines with CRLF', () => {
    const csv = runsToCsv([runRow()], 'de');
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toHaveLength(3); // header, one row, empty after the last CRLF
    expect(lines[2]).toBe('');
    expect(lines[0].split(';')).toHaveLength(15);
    expect(lines[1].split(';')).toHaveLength(15);
  });

  it('has the fifteen headers in the spec order, per language', () => {
    expect(csvHeaders('de')).toEqual([
      'Betriebstag', 'Zugnummer', 'Linie', 'Fahrzeuge', 'Ziel', 'Abweichung (min)', 'Status', 'Standort',
      'Entfernung (m)', 'Nächster Halt', 'Fahrzeugtyp', 'Auslastung (%)', 'Maßnahme', 'Kommentar', 'Wendezeit',
    ]);
    expect(csvHeaders('it')[0]).toBe('Giorno di esercizio');
    expect(csvHeaders('it')[6]).toBe('Stato');
  });

  it('writes values in the language: day, status, measure, turnaround; plain numbers', () => {
    const row = runRow({
      delayS: -75,
      status: 'cancelled',
      distanceM: 12400.4,
      occupancy: 87,
      turnaroundS: 5400,
      measure: { id: 'm', type: 'cancel', rerouteKind: null, reasonId: 'r', reasonName: 'Unwetter', comment: '', createdBy: 'x', createdAt: '2026-11-21T08:00:00Z' },
    });
    const de = runsToCsv([row], 'de').slice(1).split('\r\n')[1].split(';');
    expect(de).toEqual(['21.11.2026', '85012', 'S1', '2', 'Hochstetten', '-1', 'Ausgefallen', 'Karlsruhe Hbf', '12400', 'Durlach', 'GT8-100D/2S-M', '87', 'Ausfall: Unwetter', '', '1h30min']);
    const it = runsToCsv([row], 'it').slice(1).split('\r\n')[1].split(';');
    expect(it[0]).toBe('21/11/2026');
    expect(it[6]).toBe('Soppresso');
    expect(it[12]).toBe('Soppressione: Unwetter');
  });

  it('quotes separators, quotes and line breaks', () => {
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('plain')).toBe('plain');
    expect(csvField(null)).toBe('');
    const csv = runsToCsv([runRow({ comment: 'Tür 3; defekt' })], 'de');
    expect(csv).toContain(';"Tür 3; defekt";');
  });

  it('defuses text that a spreadsheet would run as a formula, but not numbers', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+49 721')).toBe("'+49 721");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField(-3)).toBe('-3');
    expect(csvField('-3')).toBe('-3');
  });

  it('names the file after the day, per language', () => {
    expect(csvFileName('2026-11-21', 'de')).toBe('umlaufliste-2026-11-21.csv');
    expect(csvFileName('2026-11-21', 'it')).toBe('lista-turni-2026-11-21.csv');
  });
});
