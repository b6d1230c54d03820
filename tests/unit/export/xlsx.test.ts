import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ExportColumn } from '../../../src/ui/export';
import { columnName, sheetName, toXlsx, xmlEscape } from '../../../src/shared/export/xlsx';
import { crc32, zipStore } from '../../../src/shared/export/zip';
import { readZip, sheetRows } from './readZip';

interface Run { train: string; next: string; delay: number; share: number | null }

const headers = {
  de: { train: 'Zugnummer', next: 'Nächster Halt', delay: 'Abweichung (min)', share: 'Auslastung (%)' },
  it: { train: 'Numero treno', next: 'Prossima fermata', delay: 'Scostamento (min)', share: 'Occupazione (%)' },
};

function columns(lang: 'de' | 'it'): ExportColumn<Run>[] {
  const h = headers[lang];
  return [
    { id: 'train', header: h.train, value: (r) => r.train },
    { id: 'next', header: h.next, value: (r) => r.next },
    { id: 'delay', header: h.delay, value: (r) => r.delay },
    { id: 'share', header: h.share, value: (r) => r.share },
  ];
}

const rows: Run[] = [
  { train: '85012', next: 'Karlsruhe <Hbf> & "Süd"', delay: -2, share: 87.5 },
  { train: '=cmd', next: 'Durlach\u0001', delay: 0, share: null },
];

describe('toXlsx', () => {
  for (const lang of ['de', 'it'] as const) {
    it(`writes a workbook whose sheet has the ${lang} headers and the values`, () => {
      const files = readZip(toXlsx(columns(lang), rows, 'Umlaufliste'));
      expect([...files.keys()].sort()).toEqual([
        '[Content_Types].xml', '_rels/.rels', 'xl/_rels/workbook.xml.rels', 'xl/styles.xml', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml',
      ]);
      const sheet = files.get('xl/worksheets/sheet1.xml')!;
      expect(sheetRows(sheet)).toEqual([
        Object.values(headers[lang]),
        ['85012', 'Karlsruhe &lt;Hbf&gt; &amp; &quot;Süd&quot;', '-2', '87.5'],
        ['=cmd', 'Durlach', '0'],
      ]);
      // Header cells bold (style 1), numbers as numbers, text inline (never a formula).
      expect(sheet).toContain(`<c r="A1" s="1" t="inlineStr"><is><t xml:space="preserve">${headers[lang].train}</t>`);
      expect(sheet).toContain('<c r="C2"><v>-2</v></c>');
      expect(sheet).not.toContain('<f>');
      expect(files.get('xl/workbook.xml')).toContain('<sheet name="Umlaufliste" sheetId="1" r:id="rId1"/>');
      expect(files.get('xl/styles.xml')).toContain('<b/>');
    });
  }

  it('is a zip the system unzip tool accepts', () => {
    const dir = mkdtempSync(join(tmpdir(), 'xlsx-'));
    try {
      const file = join(dir, 'book.xlsx');
      writeFileSync(file, toXlsx(columns('de'), rows));
      const listing = execFileSync('unzip', ['-t', file], { encoding: 'utf8' });
      expect(listing).toContain('No errors detected');
      expect(execFileSync('unzip', ['-p', file, 'xl/worksheets/sheet1.xml'], { encoding: 'utf8' })).toContain('Nächster Halt');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names columns and sheets as Excel requires, escapes XML', () => {
    expect([0, 25, 26, 51, 52, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA']);
    expect(sheetName('a/b:c*d?e[f]g\\h')).toBe('a b c d e f g h');
    expect(sheetName('x'.repeat(40))).toHaveLength(31);
    expect(sheetName('  ')).toBe('Sheet1');
    expect(xmlEscape('a<b>&"\u0007')).toBe('a&lt;b&gt;&amp;&quot;');
  });
});

describe('zipStore', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array())).toBe(0);
  });

  it('round-trips entries with UTF-8 names', () => {
    const encoder = new TextEncoder();
    const files = readZip(zipStore([{ name: 'ä/ö.txt', data: encoder.encode('Grüße') }, { name: 'empty', data: new Uint8Array() }]));
    expect(files.get('ä/ö.txt')).toBe('Grüße');
    expect(files.get('empty')).toBe('');
  });
});
