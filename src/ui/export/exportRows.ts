/**
 * Writes rows as a CSV or XLSX file and downloads it. The XLSX writer is imported dynamically, so
 * it is a chunk of its own that loads only when somebody exports a workbook.
 */
import { toCsv } from '../../shared/export/csv';
import { downloadFile } from './download';
import { MIME_TYPES, type ExportColumn, type ExportFormat } from '../../shared/export/types';

/** "umlaufliste-2026-11-21" + "xlsx" -> "umlaufliste-2026-11-21.xlsx" (a given extension is replaced). */
export function exportFileName(baseName: string, format: ExportFormat): string {
  return `${baseName.replace(/\.(csv|xlsx)$/i, '')}.${format}`;
}

export async function exportRows<R>(
  format: ExportFormat,
  fileName: string,
  columns: readonly ExportColumn<R>[],
  rows: readonly R[],
  options: { sheetName?: string } = {},
): Promise<void> {
  const name = exportFileName(fileName, format);
  if (format === 'csv') {
    downloadFile(toCsv(columns, rows), MIME_TYPES.csv, name);
    return;
  }
  const { toXlsx } = await import('../../shared/export/xlsx');
  const bytes = toXlsx(columns, rows, options.sheetName ?? name.replace(/\.xlsx$/, ''));
  downloadFile(bytes, MIME_TYPES.xlsx, name);
}
