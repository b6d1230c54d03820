import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { firstInvalidUtf8, incompleteTail, Utf8Guard } from '../../../server/operations/gtfs/encoding';

async function through(bytes: Buffer, chunkSize: number): Promise<{ text: string; lines: number[] }> {
  const lines: number[] = [];
  const guard = new Utf8Guard((line) => lines.push(line));
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += chunkSize) chunks.push(bytes.subarray(i, i + chunkSize));
  const out: Buffer[] = [];
  for await (const chunk of Readable.from(chunks).pipe(guard)) out.push(chunk as Buffer);
  return { text: Buffer.concat(out).toString('utf8'), lines };
}

describe('Utf8Guard', () => {
  it('passes UTF-8 through unchanged, also when a character is split across chunks', async () => {
    const text = 'stop_name\nCafé Müller\nBozen/Bolzano – Süd\n€\n';
    for (const size of [1, 2, 3, 5, 64]) {
      const result = await through(Buffer.from(text, 'utf8'), size);
      expect(result).toEqual({ text, lines: [] });
    }
  });

  it('reads Windows-1252 from the first invalid byte on and names its line', async () => {
    // "Café" and "Straße" and "€" in Windows-1252 (0xE9, 0xDF, 0x80) on lines 3 and 4.
    const bytes = Buffer.concat([
      Buffer.from('stop_id,stop_name\nA,Bahnhof\nB,Caf'), Buffer.from([0xe9]), Buffer.from('\nC,Stra'), Buffer.from([0xdf, 0x65, 0x20, 0x80]), Buffer.from('\n'),
    ]);
    for (const size of [1, 4, 1000]) {
      const result = await through(bytes, size);
      expect(result.text).toBe('stop_id,stop_name\nA,Bahnhof\nB,Café\nC,Straße €\n');
      expect(result.lines).toEqual([3]);
    }
  });

  it('treats a sequence cut off by the end of the file as not UTF-8', async () => {
    const result = await through(Buffer.from([0x41, 0x0a, 0x42, 0xc3]), 2);
    expect(result).toEqual({ text: 'A\nBÃ', lines: [2] });
  });

  it('finds incomplete tails and the first invalid byte', () => {
    expect(incompleteTail(Buffer.from([0x41, 0xe2, 0x82]))).toBe(2);
    expect(incompleteTail(Buffer.from('€', 'utf8'))).toBe(0);
    expect(firstInvalidUtf8(Buffer.from([0x41, 0xc3, 0xa9, 0xe9, 0x41]))).toBe(3);
    expect(firstInvalidUtf8(Buffer.from('Grüße', 'utf8'))).toBe(-1);
    // Overlong encoding and a surrogate are not UTF-8.
    expect(firstInvalidUtf8(Buffer.from([0xc0, 0xaf]))).toBe(0);
    expect(firstInvalidUtf8(Buffer.from([0x41, 0xed, 0xa0, 0x80]))).toBe(1);
  });
});
