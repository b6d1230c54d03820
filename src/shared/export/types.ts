/** What an export is made of: the visible columns (translated headers) and a value per row. */

/** A cell: text, a number (written as a number, not as text) or nothing. */
export type ExportValue = string | number | null;

export interface ExportColumn<R> {
  /** Stable id (the table's column id). */
  id: string;
  /** The header, already translated into the user's language. */
  header: string;
  /** The cell's value, already formatted (times in the operator's zone, labels translated). */
  value: (row: R) => ExportValue;
}

export type ExportFormat = 'csv' | 'xlsx';

export const EXPORT_FORMATS: readonly ExportFormat[] = ['csv', 'xlsx'];

export const MIME_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv;charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The columns' values of every row, in column order (shared by the CSV and XLSX writers). */
export function exportMatrix<R>(columns: readonly ExportColumn<R>[], rows: readonly R[]): ExportValue[][] {
  return rows.map((row) => columns.map((c) => c.value(row)));
}
