import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvField, toCsv } from '../../../src/shared/export/csv';
import type { ExportColumn } from '../../../src/ui/export';

interface Train { number: string; delay: number | null; note: string; share: number }

const columns: ExportColumn<Train>[] = [
  { id: 'number', header: 'Zugnummer', value: (r) => r.number },
  { id: 'delay', header: 'Abweichung (min)', value: (r) => r.delay },
  { id: 'note', header: 'Bemerkung', value: (r) => r.note },
  { id: 'share', header: 'Anteil', value: (r) => r.share },
];

const rows: Train[] = [
  { number: '85012', delay: -3, note: 'Tür 3; "defekt"', share: 0.5 },
  { number: '85014', delay: null, note: '=HYPERLINK("x")', share: 12000 },
];

describe('toCsv', () => {
  const csv = toCsv(columns, rows);

  it('starts with a UTF-8 BOM and ends every line with CRLF', () => {
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toHaveLength(4); // header, two rows, '' after the last CRLF
    expect(csv.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('writes the headers as given, separated by semicolons', () => {
    expect(csv.slice(1).split('\r\n')[0]).toBe('Zugnummer;Abweichung (min);Bemerkung;Anteil');
  });

  it('keeps numbers as numbers: no grouping, decimal comma, nothing for null', () => {
    const [, first, second] = csv.slice(1).split('\r\n');
    expect(first).toBe('85012;-3;"Tür 3; ""defekt""";0,5');
    expect(second).toBe(`85014;;"'=HYPERLINK(""x"")";12000`);
  });

  it('writes only the given columns, in their order', () => {
    const two = toCsv([columns[2], columns[0]], rows).slice(1).split('\r\n');
    expect(two[0]).toBe('Bemerkung;Zugnummer');
    expect(two[1]).toBe('"Tür 3; ""defekt""";85012');
  });

  it('has a header line even without rows', () => {
    expect(toCsv(columns, [])).toBe(`${CSV_BOM}Zugnummer;Abweichung (min);Bemerkung;Anteil\r\n`);
  });
});

describe('csvField', () => {
  it('quotes separators, quotes and line breaks', () => {
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rlf')).toBe('"cr\rlf"');
    expect(csvField('plain')).toBe('plain');
    expect(csvField(null)).toBe('');
  });

  it('defuses text a spreadsheet would run as a formula, not numbers', () => {
    expect(csvField('=1+2')).toBe("'=1+2");
    expect(csvField('+49 721')).toBe("'+49 721");
    expect(csvField('-A1')).toBe("'-A1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tx')).toBe("'\tx");
    expect(csvField(-3)).toBe('-3');
    expect(csvField('-3')).toBe('-3');
    expect(csvField(1234567.25)).toBe('1234567,25');
    expect(csvField(Number.NaN)).toBe('');
  });
});
