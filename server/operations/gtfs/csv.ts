/** Streams one CSV file of a feed row by row with csv-parse (BOM, quotes, CRLF), keeping line numbers. */
import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { Utf8Guard } from './encoding';

export interface CsvHandlers {
  /** Receives the trimmed column names; false stops reading the file (e.g. a required column is missing). */
  header(columns: string[]): boolean;
  /** One data row; line is the file's line where the row ends (line 1 = header). */
  row(values: string[], line: number): void;
  /** Called every PROGRESS_EVERY rows (the caller reports the end itself). */
  progress?(rows: number, bytes: number): void;
  /** The file is not UTF-8 from this line on and is read as Windows-1252 from there (encoding.ts). */
  converted?(line: number): void;
}

/**
 * A CSV syntax error: csv-parse's code (CSV_QUOTE_NOT_CLOSED, …; translated by the caller, the
 * parser's own English text is kept only for the log) and the line it concerns.
 */
export class CsvSyntaxError extends Error {
  constructor(
    message: string,
    readonly code: string,
    /** The line where the broken record (and so the field with the stray quote) begins. */
    readonly line: number | null,
    /** The line where the parser noticed it (later when a quoted field ran over line ends). */
    readonly endLine: number | null,
  ) {
    super(message);
  }
}

const PROGRESS_EVERY = 25_000;

/**
 * csv-parse can hand out each record's line (info / on_record), but builds a context object per
 * record for it, which more than doubled the parse time of stop_times.txt. So lines are counted
 * here: one per record, plus newlines inside quoted values, plus empty lines (kept as records of
 * one empty value for that purpose, then skipped).
 */
function extraLines(values: string[]): number {
  let extra = 0;
  for (let i = 0; i < values.length; i++) {
    let at = values[i].indexOf('\n');
    while (at >= 0) {
      extra++;
      at = values[i].indexOf('\n', at + 1);
    }
  }
  return extra;
}

export function readCsv(stream: Readable, handlers: CsvHandlers): Promise<{ rows: number }> {
  return new Promise((resolve, reject) => {
    let bytes = 0;
    let rows = 0;
    let line = 0;
    let headerSeen = false;
    let settled = false;
    const parser = parse({ bom: true, relax_column_count: true, skip_empty_lines: false });
    const guard = new Utf8Guard((at) => handlers.converted?.(at));
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      if (error) reject(error);
      else resolve({ rows });
    };
    stream.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
    });
    stream.on('error', (error) => finish(error));
    parser.on('data', (values: string[]) => {
      if (settled) return;
      line += 1 + extraLines(values);
      if (values.length === 1 && values[0] === '') return;
      if (!headerSeen) {
        headerSeen = true;
        if (!handlers.header(values.map((c) => c.trim()))) {
          stream.unpipe(guard);
          guard.unpipe(parser);
          stream.destroy();
          parser.destroy();
          finish();
        }
        return;
      }
      rows++;
      try {
        handlers.row(values, line);
      } catch (error) {
        stream.destroy();
        parser.destroy();
        finish(error as Error);
        return;
      }
      if (rows % PROGRESS_EVERY === 0) handlers.progress?.(rows, bytes);
    });
    parser.on('error', (error: Error & { code?: string; lines?: number }) => {
      stream.destroy();
      const code = error.code ?? 'CSV_ERROR';
      // A quote that opens a field and is not closed swallows the following lines: the parser only
      // notices at the next quote or at the end of the file. The broken record began on the line
      // after the last complete one, which is where the user has to look.
      const endLine = code === 'CSV_QUOTE_NOT_CLOSED' ? null : (error.lines ?? null);
      finish(new CsvSyntaxError(error.message, code, line + 1, endLine !== null && endLine > line + 1 ? endLine : null));
    });
    parser.on('end', () => {
      if (!headerSeen) handlers.header([]);
      finish();
    });
    guard.on('error', (error) => finish(error));
    stream.pipe(guard).pipe(parser);
  });
}
