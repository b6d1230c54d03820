import { describe, expect, it } from 'vitest';
import { wrapText } from '../../../src/shared/pdf/layout';
import { A4_PORTRAIT, layoutPages, writeTextDocument, type PdfBlock } from '../../../src/shared/pdf/textDocument';
import { textWidth } from '../../../src/shared/pdf/winAnsi';
import { pdfPageTexts } from './pdfText';

const latin1 = (bytes: Uint8Array) => Array.from(bytes, (b) => String.fromCharCode(b)).join('');

describe('wrapText', () => {
  it('breaks at spaces within the width and keeps explicit line breaks', () => {
    const lines = wrapText('Weichenstörung in Durlach, Gleis 3 gesperrt\nZweiter Absatz', 100, 10);
    for (const l of lines) expect(textWidth(l, 10)).toBeLessThanOrEqual(100);
    expect(lines.join(' ')).toBe('Weichenstörung in Durlach, Gleis 3 gesperrt Zweiter Absatz');
    expect(lines.at(-1)).toBe('Zweiter Absatz');
  });
  it('cuts a word longer than the line between characters', () => {
    const lines = wrapText('X'.repeat(60), 100, 10);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe('X'.repeat(60));
    for (const l of lines) expect(textWidth(l, 10)).toBeLessThanOrEqual(100);
  });
  it('measures with the bold metrics when asked', () => {
    expect(textWidth('Lagebericht', 10, true)).toBeGreaterThan(textWidth('Lagebericht', 10));
    expect(textWidth('ä', 10)).toBeCloseTo(5.56, 2);
  });
});

describe('writeTextDocument', () => {
  const rows = Array.from({ length: 120 }, (_, i) => [`${String(i).padStart(3, '0')} 08:15`, 'Notiz', `Eintrag ${i}: Fahrgäste in Bruchsal informiert, Ersatzverkehr à Pforzheim`]);
  const blocks: PdfBlock[] = [
    { kind: 'heading', text: 'Lagebericht 2026-0042: Weichenstörung Durlach' },
    { kind: 'fields', rows: [{ label: 'Zustand', value: 'offen' }, { label: 'Kategorie', value: 'Infrastruktur › Weiche' }] },
    { kind: 'paragraph', text: 'Straßenbahn über Gleis 2 umgeleitet; Verspätung ca. 10 Minuten – così è.' },
    { kind: 'heading', text: 'Chronik', level: 2 },
    { kind: 'table', columns: [{ header: 'Zeit', width: 1 }, { header: 'Art', width: 1 }, { header: 'Text', width: 4 }], rows },
  ];
  const bytes = writeTextDocument({ title: 'Lagebericht 2026-0042', brand: { name: 'Leitstelle AVG', color: '#2196F3' }, header: '2026-0042', footer: (p, n) => `Seite ${p} von ${n}`, blocks });
  const text = latin1(bytes);

  it('is A4 portrait with several pages and a valid xref', () => {
    expect(text).toContain(`/MediaBox [0 0 ${A4_PORTRAIT.width} ${A4_PORTRAIT.height}]`);
    const pages = layoutPages(blocks).length;
    expect(pages).toBeGreaterThan(2);
    expect(text).toContain(`/Count ${pages}`);
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
    const count = Number(/^xref\n0 (\d+)\n/.exec(text.slice(startxref))?.[1]);
    const entries = text.slice(startxref).split('\n').slice(3, 2 + count);
    entries.forEach((e, i) => {
      const offset = Number(e.slice(0, 10));
      expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
    });
  });

  it('keeps every drawing inside the page margins', () => {
    for (const page of layoutPages(blocks)) {
      for (const op of page) {
        if (op.op !== 'text') continue;
        expect(op.x + textWidth(op.text, op.size, op.bold)).toBeLessThanOrEqual(A4_PORTRAIT.width - 48 + 0.01);
        expect(op.top).toBeLessThan(A4_PORTRAIT.height - 48);
      }
    }
  });

  it('reads back with umlauts, accents, every table row, the header repeated and page numbers', async () => {
    const pages = await pdfPageTexts(bytes);
    const all = pages.join('\n');
    expect(all).toContain('Lagebericht 2026-0042: Weichenstörung Durlach');
    expect(all).toContain('così è');
    expect(all).toContain('Straßenbahn');
    for (let i = 0; i < 120; i += 1) expect(all).toContain(`Eintrag ${i}:`);
    pages.forEach((p, i) => {
      expect(p).toContain('Leitstelle AVG');
      expect(p).toContain(`Seite ${i + 1} von ${pages.length}`);
    });
    expect(pages[pages.length - 1]).toContain('Zeit'); // the table's header on its last page too
  });
});
