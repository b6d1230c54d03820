import { describe, expect, it } from 'vitest';
import { dataUrlBytes } from '../../../src/custom/time-distance/export/dataUrl';
import { A3_LANDSCAPE, fitImage, winAnsi, writePdf } from '../../../src/shared/pdf/imagePage';

const latin1 = (bytes: Uint8Array) => Array.from(bytes, (b) => String.fromCharCode(b)).join('');

// A fake "JPEG": the writer embeds bytes as they are, so any bytes test the stream length; the
// values include ")" and "endstream"-like text to show the length, not a scan, delimits the stream.
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x29, 0x28, 0x5c, 0x0a, ...Array.from('endstream', (c) => c.charCodeAt(0)), 0xff, 0xd9]);

function pdf() {
  return writePdf({
    image: { bytes: JPEG, width: 2000, height: 1000 },
    box: { x: 20, top: 60, width: 1150, height: 760 },
    texts: [{ text: 'Bildfahrplan S4 – Gölshausen (Süd) «Verspätung» \\ ok', x: 20, top: 20, size: 18, bold: true }],
    title: 'Bildfahrplan S4',
  });
}

describe('writePdf', () => {
  const bytes = pdf();
  const text = latin1(bytes);

  it('starts with the header and ends with %%EOF', () => {
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.endsWith('%%EOF\n')).toBe(true);
  });

  it('has xref offsets that point at each object', () => {
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 5)).toBe('xref\n');
    const header = /^xref\n0 (\d+)\n/.exec(text.slice(startxref));
    const count = Number(header?.[1]);
    expect(count).toBe(9);
    const entries = text.slice(startxref + header![0].length).split('\n').slice(0, count);
    expect(entries[0]).toBe('0000000000 65535 f ');
    for (let id = 1; id < count; id += 1) {
      expect(entries[id]).toMatch(/^\d{10} 00000 n $/);
      const offset = Number(entries[id].slice(0, 10));
      expect(text.slice(offset, offset + `${id} 0 obj`.length)).toBe(`${id} 0 obj`);
    }
    expect(text).toMatch(new RegExp(`trailer\\n<< /Size ${count} /Root 1 0 R /Info 8 0 R >>`));
  });

  it('is one A3 landscape page', () => {
    expect(text).toContain('/MediaBox [0 0 1190.55 841.89]');
    expect(text).toContain('/Type /Pages /Kids [3 0 R] /Count 1');
    expect(A3_LANDSCAPE.width / A3_LANDSCAPE.height).toBeCloseTo(420 / 297, 3);
  });

  it('embeds the JPEG as is with its exact length', () => {
    const m = /\/Filter \/DCTDecode \/Length (\d+) >>\nstream\n/.exec(text)!;
    expect(m).not.toBeNull();
    expect(Number(m[1])).toBe(JPEG.length);
    const start = m.index + m[0].length;
    expect(Array.from(bytes.slice(start, start + JPEG.length))).toEqual(Array.from(JPEG));
    expect(text.slice(start + JPEG.length, start + JPEG.length + 10)).toBe('\nendstream');
    expect(text).toContain('/Width 2000 /Height 1000');
  });

  it('has a content stream of the stated length that places image and title', () => {
    const m = /4 0 obj\n<< \/Length (\d+) >>\nstream\n/.exec(text)!;
    const start = m.index + m[0].length;
    const content = text.slice(start, start + Number(m[1]));
    expect(text.slice(start + Number(m[1]), start + Number(m[1]) + 10)).toBe('\nendstream');
    // 2000×1000 into 1150×760: width-bound, 1150×575, centred vertically in the box.
    expect(content).toContain('1150 0 0 575 20 ');
    expect(content).toContain('/Im1 Do');
    expect(content).toMatch(/BT \/F2 18 Tf 20 803\.89 Td \(Bildfahrplan S4 \\226 G\\366lshausen \\\(S\\374d\\\) \\253Versp\\344tung\\273 \\\\ ok\) Tj ET/);
  });

  it('names Helvetica with WinAnsiEncoding', () => {
    expect(text).toContain('/BaseFont /Helvetica /Encoding /WinAnsiEncoding');
    expect(text).toContain('/BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding');
  });
});

describe('helpers', () => {
  it('winAnsi maps typographic characters and replaces unknown ones', () => {
    expect(winAnsi('ä–„“€')).toEqual([0xe4, 0x96, 0x84, 0x93, 0x80]);
    expect(winAnsi('→')).toEqual([63]);
  });
  it('fitImage keeps the aspect ratio', () => {
    expect(fitImage({ width: 100, height: 200 }, { x: 0, top: 0, width: 400, height: 400 })).toEqual({ x: 100, top: 0, width: 200, height: 400 });
  });
  it('dataUrlBytes decodes base64', () => {
    expect(Array.from(dataUrlBytes('data:image/jpeg;base64,/9j/'))).toEqual([0xff, 0xd8, 0xff]);
  });
});
