/**
 * Table export (CSV with semicolons and BOM, XLSX). The XLSX writer (./xlsx) is not re-exported
 * here: exportRows loads it on demand, so importing this module never pulls it into a screen's
 * initial JavaScript.
 */
export { CSV_BOM, CSV_EOL, CSV_SEPARATOR, csvField, csvLine, toCsv } from './csv';
export { downloadFile } from './download';
export { exportFileName, exportRows } from './exportRows';
export { ExportMenu, type ExportMenuProps } from './ExportMenu';
export { exportTexts } from './messages';
export { EXPORT_FORMATS, MIME_TYPES, exportMatrix, type ExportColumn, type ExportFormat, type ExportValue } from './types';
