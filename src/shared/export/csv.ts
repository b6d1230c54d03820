/**
 * CSV for German and Italian spreadsheets (pure): semicolon separator (what Excel expects in both
 * locales), decimal comma, CRLF line ends, a UTF-8 byte order mark so that Excel reads umlauts,
 * and text that a spreadsheet would run as a formula defused with a leading apostrophe.
 */
import { exportMatrix, type ExportColumn, type ExportValue } from './types';

export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';
export const CSV_EOL = '\r\n';

/** Text starting like a formula (OWASP "CSV injection"): =, +, -, @, tab, carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain signed number written as text ("-3") is no formula and stays as it is. */
const PLAIN_NUMBER = /^-?\d+([.,]\d+)?$/;

/** A number as a de/it spreadsheet reads it: no grouping, decimal comma; not finite: empty. */
export function csvNumber(value: number): string {
  return Number.isFinite(value) ? String(value).replace('.', ',') : '';
}

/** One field: quoted when it holds the separator, a quote or a line break; formulas defused. */
export function csvField(value: ExportValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return csvNumber(value);
  const text = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: readonly (ExportValue | undefined)[]): string {
  return values.map(csvField).join(CSV_SEPARATOR) + CSV_EOL;
}

/** The whole file: BOM, the header line, one line per row, every line ended by CRLF. */
export function toCsv<R>(columns: readonly ExportColumn<R>[], rows: readonly R[]): string {
  const lines = [csvLine(columns.map((c) => c.header)), ...exportMatrix(columns, rows).map(csvLine)];
  return CSV_BOM + lines.join('');
}
