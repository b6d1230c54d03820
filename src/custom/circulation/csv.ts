/**
 * CSV export of the circulation list (pure): the fifteen columns with headers and values in the
 * user's language, semicolon-separated (what German and Italian Excel expect), CRLF line ends,
 * a UTF-8 byte order mark so that Excel reads umlauts, and text that Excel would run as a formula
 * defused with a leading apostrophe.
 */
import type { RunRow } from '../../shared/operations/types';
import type { Lang } from '../../shared/resource/types';
import { COLUMNS, type ColumnId } from './columns';
import { delayMinutes, formatDay, formatTurnaround, measureText } from './format';
import { circText, STATUS_LABELS, type CircText } from './messages';

export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';
export const CSV_EOL = '\r\n';

type Value = string | number | null;

/** Numbers stay plain (no grouping) so that spreadsheets read them as numbers. */
function cellValue(id: ColumnId, row: RunRow, lang: Lang): Value {
  switch (id) {
    case 'operatingDay': return formatDay(row.operatingDay, lang);
    case 'trainNumber': return row.trainNumber;
    case 'line': return row.lineNumber;
    case 'vehicleCount': return row.vehicleCount;
    case 'destination': return row.destination;
    case 'delta': return delayMinutes(row.delayS);
    case 'status': return STATUS_LABELS[lang][row.status] ?? row.status;
    case 'location': return row.location;
    case 'distance': return Math.round(row.distanceM);
    case 'nextStation': return row.nextStation;
    case 'vehicleType': return row.vehicleType;
    case 'occupancy': return Math.round(row.occupancy);
    case 'measure': return measureText(row.measure, lang);
    case 'comment': return row.comment;
    case 'turnaround': return formatTurnaround(row.turnaroundS);
  }
}

/** CSV headers differ from the table's where a unit moves into the header. */
const CSV_HEADERS: Partial<Record<ColumnId, CircText>> = { delta: 'csvDelta', occupancy: 'csvOccupancy' };

export function csvHeaders(lang: Lang): string[] {
  return COLUMNS.map((c) => circText(lang, CSV_HEADERS[c.id] ?? c.label));
}

const FORMULA_START = /^[=+\-@\t\r]/;
const NUMBER = /^-?\d+([.,]\d+)?$/;

/** One field: quoted when it holds the separator, a quote or a line break; formulas defused. */
export function csvField(value: Value): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
  if (typeof value === 'string' && FORMULA_START.test(text) && !NUMBER.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: readonly Value[]): string {
  return values.map(csvField).join(CSV_SEPARATOR);
}

/** The whole file: BOM, header line, one line per run, each line ended by CRLF. */
export function runsToCsv(rows: readonly RunRow[], lang: Lang): string {
  const lines = [csvLine(csvHeaders(lang)), ...rows.map((row) => csvLine(COLUMNS.map((c) => cellValue(c.id, row, lang))))];
  return CSV_BOM + lines.map((l) => l + CSV_EOL).join('');
}

/** "umlaufliste-2026-11-21.csv" / "lista-turni-2026-11-21.csv". */
export function csvFileName(operatingDay: string, lang: Lang): string {
  return `${lang === 'it' ? 'lista-turni' : 'umlaufliste'}-${operatingDay}.csv`;
}
