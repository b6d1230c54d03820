/**
 * Options of the situation form's selects (pure): entries of the selection lists
 * (SelectionListEntry, /lagebericht_admin_auswahllisten) valid on the situation's start day,
 * subcategories of the chosen category, names in the reader's language.
 */
import type { Lang } from '../../shared/resource/types';
import type { SelectionList } from '../../shared/situations/model';

export interface Option {
  value: string;
  label: string;
}

/** A row of a declared resource as react-admin reads it (only the fields used here). */
export interface NamedRow {
  id: string | number;
  name?: string | null;
  nameDe?: string | null;
  nameIt?: string | null;
  code?: string | null;
}

export interface SelectionEntryRow extends NamedRow {
  list?: string | null;
  validFrom?: string | null;
  validTo?: string | null;
  sortOrder?: number | null;
  active?: boolean | null;
}

export interface SubcategoryRow extends NamedRow {
  categoryId?: string | number | null;
  severity?: string | null;
}

export function nameOf(row: NamedRow, lang: Lang): string {
  const de = row.nameDe ?? row.name ?? row.code ?? String(row.id);
  return lang === 'it' ? row.nameIt || de : de;
}

/** Entries of one list valid on `day` (YYYY-MM-DD; validity dates inclusive), active, by sort order then name. */
export function selectionOptions(rows: readonly SelectionEntryRow[], list: SelectionList, day: string | null, lang: Lang, keepId?: string): Option[] {
  return rows
    .filter((r) => r.list === list)
    .filter((r) => String(r.id) === keepId || (r.active !== false && (!day || ((!r.validFrom || r.validFrom.slice(0, 10) <= day) && (!r.validTo || r.validTo.slice(0, 10) >= day)))))
    .sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0) || nameOf(a, lang).localeCompare(nameOf(b, lang), lang))
    .map((r) => ({ value: String(r.id), label: nameOf(r, lang) }));
}

export function subcategoryOptions(rows: readonly SubcategoryRow[], categoryId: string, lang: Lang): Option[] {
  return rows
    .filter((r) => categoryId !== '' && String(r.categoryId) === categoryId)
    .map((r) => ({ value: String(r.id), label: nameOf(r, lang) }))
    .sort((a, b) => a.label.localeCompare(b.label, lang));
}
