/**
 * How records are named: record titles (recordRepresentation), the option text of reference
 * inputs built from several fields, and the ranking of reference options while the user types.
 * Pure, shared by the browser (titles, options) and the server (declaration checks, SQL rank).
 */
import type { ListFilterDeclaration, ReferenceField, ResourceDeclaration } from './types';

/** Separator of several fields in one option text or title. */
export const FIELD_SEPARATOR = ' – ';

const PLACEHOLDER = /\{(\w+)\}/g;

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  return Array.isArray(value) ? value.map(text).filter(Boolean).join(', ') : String(value);
}

/** The fields a reference input shows, in order (the first is the one ranked first). */
export function optionFields(field: Pick<ReferenceField, 'optionText'>): string[] {
  return Array.isArray(field.optionText) ? field.optionText : [field.optionText];
}

/** The non-empty values of `fields` joined with " – " ("NAH – Nürnberg Hbf"). */
export function joinFields(record: Record<string, unknown> | undefined | null, fields: readonly string[]): string {
  if (!record) return '';
  return fields.map((f) => text(record[f])).filter(Boolean).join(FIELD_SEPARATOR);
}

/** The fields a resource's recordRepresentation reads (a field name or a {field} template). */
export function representationFields(decl: Pick<ResourceDeclaration, 'recordRepresentation' | 'list'>): string[] {
  const rep = decl.recordRepresentation;
  if (!rep) return [decl.list.columns[0] ?? 'id'];
  if (!rep.includes('{')) return [rep];
  return [...rep.matchAll(PLACEHOLDER)].map((m) => m[1]);
}

/**
 * A record's title: the template with its placeholders filled (separators around an empty
 * value are dropped: '{code} – {name}' with no code gives the name), else the named field,
 * else the id.
 */
export function recordTitle(decl: Pick<ResourceDeclaration, 'recordRepresentation' | 'list'>, record: Record<string, unknown> | undefined | null): string {
  if (!record) return '';
  const rep = decl.recordRepresentation;
  let out = '';
  if (rep && rep.includes('{')) {
    // [literal, field, literal, field, ..., literal]: the literal before a value is kept only
    // when a value precedes it, so a separator next to an empty value disappears.
    const parts = rep.split(PLACEHOLDER);
    let any = false;
    for (let i = 1; i < parts.length; i += 2) {
      const value = text(record[parts[i]]);
      if (!value) continue;
      out += (any ? parts[i - 1] : '') + value;
      any = true;
    }
    if (any) out = parts[0] + out + parts[parts.length - 1];
  } else {
    out = text(record[representationFields(decl)[0]]);
  }
  return out.trim() || text(record.id);
}

/**
 * Rank of an option for the typed text (lower comes first): for each option field in order,
 * an exact match (ignoring case) then a prefix match; every other record after them. So a
 * typed code ("NAH") puts that station before every station whose name merely contains it.
 */
export function optionRank(record: Record<string, unknown>, q: string, fields: readonly string[]): number {
  const needle = q.trim().toLocaleLowerCase();
  if (!needle) return 0;
  for (let i = 0; i < fields.length; i++) {
    const value = text(record[fields[i]]).toLocaleLowerCase();
    if (value === needle) return 2 * i;
    if (value.startsWith(needle)) return 2 * i + 1;
  }
  return 2 * fields.length;
}

/** Options sorted by optionRank (stable: records of equal rank keep the server's order). */
export function rankOptions<T extends Record<string, unknown>>(records: readonly T[], q: string, fields: readonly string[]): T[] {
  return records
    .map((r, i) => ({ r, i, rank: optionRank(r, q, fields) }))
    .sort((a, b) => a.rank - b.rank || a.i - b.i)
    .map((x) => x.r);
}

export interface ListFilter {
  field: string;
  operator: 'eq' | 'presence';
}

/** list.filters in one shape: a plain field name is an 'eq' filter of that field. */
export function listFilters(decl: Pick<ResourceDeclaration, 'list'>): ListFilter[] {
  return (decl.list.filters ?? []).map((f: ListFilterDeclaration) => (typeof f === 'string' ? { field: f, operator: 'eq' } : f));
}

/** The filter key of a presence filter (true: empty, false: set). */
export const presenceKey = (field: string) => `${field}_empty`;

/** The filter key that asks the server to rank search results by these fields (see optionRank). */
export const RANK_KEY = 'q_rank';
