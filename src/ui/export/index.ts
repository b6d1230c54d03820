/**
 * Table export (CSV with semicolons and BOM, XLSX): the menu and the column types. The writers
 * are not re-exported here: a re-export places a module in the chunk of every screen that
 * imports this file, even when the screen never calls it. ExportMenu loads ./exportRows (CSV,
 * and the XLSX writer behind it) when its menu opens; code that writes files itself imports
 * ./exportRows, ./download or the shared writers (src/shared/export: csv, xlsx, zip; the server
 * writes the situation exports with the same ones) directly.
 */
export { ExportMenu, type ExportMenuProps } from './ExportMenu';
export { exportTexts } from './messages';
export { EXPORT_FORMATS, MIME_TYPES, exportMatrix, type ExportColumn, type ExportFormat, type ExportValue } from '../../shared/export/types';
