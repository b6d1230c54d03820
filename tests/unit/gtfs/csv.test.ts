import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, readCsv } from '../../../server/operations/gtfs/csv';

async function read(text: string, chunkSize = 3) {
  const chunks: Buffer[] = [];
  const data = Buffer.from(text, 'utf8');
  for (let i = 0; i < data.length; i += chunkSize) chunks.push(data.subarray(i, i + chunkSize));
  const rows: Array<[string[], number]> = [];
  let header: string[] = [];
  await readCsv(Readable.from(chunks), {
    header: (names) => ((header = names), true),
    row: (values, line) => rows.push([values, line]),
  });
  return { header, rows };
}

describe('readCsv', () => {
  it('strips the BOM, trims header names and numbers lines from 1 = header', async () => {
    const { header, rows } = await read('\ufeffstop_id, stop_name\nA,Alpha\nB,Beta\n');
    expect(header).toEqual(['stop_id', 'stop_name']);
    expect(rows).toEqual([
      [['A', 'Alpha'], 2],
      [['B', 'Beta'], 3],
    ]);
  });

  it('counts CRLF, empty lines and newlines inside quoted fields (line = where the row ends)', async () => {
    const { rows } = await read('a,b\r\n1,"x\r\ny"\r\n\r\n3,"4,""q"""\r\n5,6');
    expect(rows).toEqual([
      [['1', 'x\r\ny'], 3],
      [['3', '4,"q"'], 5],
      [['5', '6'], 6],
    ]);
  });

  it('stops at a header the caller refuses', async () => {
    const rows: string[][] = [];
    await readCsv(Readable.from([Buffer.from('x,y\n1,2\n')]), { header: () => false, row: (v) => rows.push(v) });
    expect(rows).toEqual([]);
  });

  it('rejects an unclosed quote as a CsvSyntaxError at the line where the field opened', async () => {
    await expect(read('a,b\n1,"2\n3,4\n')).rejects.toBeInstanceOf(CsvSyntaxError);
    const lines = ['a,b', ...Array.from({ length: 40 }, (_, i) => `${i},x`)];
    lines[30] = '30,"open';
    const error = await read(lines.join('\n') + '\n', 7).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CsvSyntaxError);
    expect(error).toMatchObject({ code: 'CSV_QUOTE_NOT_CLOSED', line: 31, endLine: null });
  });

  it('names a stray closing quote by its own line and code', async () => {
    const error = await read('a,b\n1,2\n3,"4"x\n5,6\n').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'CSV_INVALID_CLOSING_QUOTE', line: 3, endLine: null });
    // A field opened on line 3 that runs to a quote on line 5: where it opened, and where it ended.
    const runaway = await read('a,b\n1,2\n3,"4\n5,6\n7,"8"x\n').catch((e: unknown) => e);
    expect(runaway).toMatchObject({ code: 'CSV_INVALID_CLOSING_QUOTE', line: 3, endLine: 5 });
  });
});
