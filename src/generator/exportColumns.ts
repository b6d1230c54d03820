/**
 * The declared exporter of a generated list (list.export): which columns, their headers in the
 * user's language and each cell's value as the user sees it. Pure; the button is DeclaredExport.
 */
import { joinFields, optionFields } from '../shared/resource/representation';
import type { FieldDeclaration, Lang, ResourceDeclaration } from '../shared/resource/types';
import { formatDateTime } from '../ui/format';
import type { ExportColumn, ExportValue } from '../shared/export/types';
import { columnLabel, fieldOf, listColumns } from './declarationUtils';
import type { ExportValue as ExportValueOverride } from './extensions';
import { formatValue } from './format';

export type RecordRow = Record<string, unknown>;

/** Referenced records by reference field name, then by id (for the option text of references). */
export type ReferencedRecords = ReadonlyMap<string, ReadonlyMap<string, RecordRow>>;

/** The exported field names: list.export.columns, else the list's columns and hidden columns. */
export function exportFieldNames(decl: ResourceDeclaration): string[] {
  return decl.list.export?.columns ?? listColumns(decl).map((c) => c.name);
}

/** One value as the user sees it; numbers stay numbers (spreadsheets compute with them). */
export function exportValue(field: FieldDeclaration | undefined, value: unknown, lang: Lang, referenced?: ReadonlyMap<string, RecordRow>): ExportValue {
  if (value === null || value === undefined || value === '') return null;
  if (!field) return typeof value === 'number' ? value : String(value);
  switch (field.type) {
    case 'integer':
    case 'number':
      return typeof value === 'number' ? value : Number.isFinite(Number(value)) ? Number(value) : String(value);
    case 'datetime':
      return formatDateTime(String(value), lang);
    case 'time':
      return String(value).slice(0, 5);
    case 'reference': {
      const target = referenced?.get(String(value));
      return target ? joinFields(target, optionFields(field)) || String(value) : String(value);
    }
    default:
      return formatValue(field, value, lang);
  }
}

/**
 * The export columns of a resource in one language: headers are the declared labels (system
 * fields: the generator's labels); an extension's exportValues[field] replaces the formatting.
 */
export function declaredExportColumns(
  decl: ResourceDeclaration,
  lang: Lang,
  referenced: ReferencedRecords = new Map(),
  overrides: Readonly<Record<string, ExportValueOverride>> = {},
): ExportColumn<RecordRow>[] {
  return exportFieldNames(decl).map((name) => {
    const field = fieldOf(decl, name);
    const override = overrides[name];
    const isTime = !field && (name === 'createdAt' || name === 'updatedAt');
    return {
      id: name,
      header: columnLabel(decl, name, lang),
      value: (row: RecordRow) =>
        override ? override(row[name], row, lang)
        : isTime ? (row[name] ? formatDateTime(String(row[name]), lang) : null)
        : exportValue(field, row[name], lang, referenced.get(name)),
    };
  });
}

/** The ids each exported reference field points to (to load their records once). */
export function referencedIds(decl: ResourceDeclaration, rows: readonly RecordRow[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const name of exportFieldNames(decl)) {
    const field = fieldOf(decl, name);
    if (field?.type !== 'reference') continue;
    const ids = new Set<string>();
    for (const r of rows) if (r[name] !== null && r[name] !== undefined && r[name] !== '') ids.add(String(r[name]));
    out.set(name, [...ids]);
  }
  return out;
}
