/**
 * The declared filters of a list as its "add filter" menu names them: the filter key (a field
 * name, or `<field>_empty` for a presence filter) and the field's label. Plain data, so the list
 * can offer its filters before the filter inputs' code (react-hook-form, the inputs) is loaded.
 */
import { listFilters, presenceKey } from '../shared/resource/representation';
import type { Lang, ResourceDeclaration } from '../shared/resource/types';
import { fieldOf } from './declarationUtils';

export interface FilterChoice {
  /** The filter key in the list's filter values. */
  source: string;
  label: string;
}

/** The full-text search's filter key. */
export const SEARCH_KEY = 'q';

export function filterChoices(decl: ResourceDeclaration, lang: Lang): FilterChoice[] {
  const out: FilterChoice[] = [];
  for (const { field: name, operator } of listFilters(decl)) {
    const field = fieldOf(decl, name);
    if (!field) continue;
    out.push({ source: operator === 'presence' ? presenceKey(name) : name, label: field.label[lang] });
  }
  return out;
}

/** Is a filter value set (react-admin's rule: not undefined, null, '' or an empty array/object)? */
export function hasFilterValue(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}

/**
 * The filter keys whose inputs the list shows besides the search box: those the user added
 * (displayedFilters) and those with a value (e.g. from a shared URL).
 */
export function shownFilterKeys(
  choices: readonly FilterChoice[],
  displayed: Record<string, boolean> | undefined,
  values: Record<string, unknown>,
): string[] {
  return choices.map((c) => c.source).filter((s) => displayed?.[s] === true || hasFilterValue(values[s]));
}
