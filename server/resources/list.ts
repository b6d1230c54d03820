import { ident } from '../db/types';
import { RANK_KEY } from '../../src/shared/resource/representation';
import type { ColumnModel, TableModel } from './columns';

export interface ListArgs {
  page?: number | null;
  perPage?: number | null;
  sortField?: string | null;
  sortOrder?: string | null;
  filter?: Record<string, unknown> | null;
}

/** Largest page served (also the limit when no perPage is given, e.g. getMany). */
export const MAX_PER_PAGE = 10_000;

const OPS = { _lt: '<', _lte: '<=', _gt: '>', _gte: '>=', _neq: '<>' } as const;
type OpSuffix = keyof typeof OPS;
const ID = /^\d{1,18}$/;

class Params {
  values: unknown[] = [];
  add(v: unknown): string {
    this.values.push(v);
    return `$${this.values.length}`;
  }
}

function col(c: ColumnModel): string {
  return `t.${ident(c.column)}`;
}

function equality(c: ColumnModel, value: unknown, p: Params): string | null {
  if (value === undefined || value === '') return null;
  if (value === null) return `${col(c)} IS NULL`;
  if (c.type === 'text[]') {
    const list = (Array.isArray(value) ? value : [value]).map(String);
    return list.length ? `${col(c)} @> ${p.add(list)}::text[]` : null;
  }
  if (c.type === 'bigint') {
    if (Array.isArray(value)) {
      const ids = value.map(String).filter((v) => ID.test(v));
      return `${col(c)} = ANY(${p.add(ids)}::bigint[])`;
    }
    return ID.test(String(value)) ? `${col(c)} = ${p.add(String(value))}` : 'false';
  }
  if (Array.isArray(value)) return `${col(c)} = ANY(${p.add(value)})`;
  return `${col(c)} = ${p.add(value)}`;
}

/** A column as text for searching and ranking. */
function textExpr(c: ColumnModel): string {
  return c.type === 'text' ? col(c) : c.type === 'text[]' ? `array_to_string(${col(c)}, ' ')` : `${col(c)}::text`;
}

const likeEscape = (q: string) => q.replace(/[\\%_]/g, '\\$&');

/** "Is empty" (true) / "is set" (false): NULL, and for text also '' and for lists an empty list. */
function presence(c: ColumnModel, empty: unknown): string | null {
  if (typeof empty !== 'boolean') return null;
  const isEmpty =
    c.type === 'text' ? `(${col(c)} IS NULL OR ${col(c)} = '')`
    : c.type === 'text[]' ? `(${col(c)} IS NULL OR cardinality(${col(c)}) = 0)`
    : `${col(c)} IS NULL`;
  return empty ? isEmpty : `NOT ${isEmpty}`;
}

/**
 * ORDER BY prefix that puts the best matches of the typed text first (optionRank in
 * src/shared/resource/representation.ts, the same rule): per ranked field in order, an exact
 * match (ignoring case), then a prefix match; everything else after them.
 */
export function rankOrder(model: TableModel, filter: Record<string, unknown> | null | undefined, p: Params): string {
  const q = typeof filter?.q === 'string' ? filter.q.trim() : '';
  const fields = Array.isArray(filter?.[RANK_KEY]) ? (filter[RANK_KEY] as unknown[]) : [];
  const cols = fields.map((f) => model.byField.get(String(f))).filter((c): c is ColumnModel => !!c);
  if (!q || !cols.length) return '';
  const exact = p.add(q.toLowerCase());
  const prefix = p.add(`${likeEscape(q)}%`);
  const whens = cols.flatMap((c, i) => [`WHEN lower(${textExpr(c)}) = ${exact} THEN ${2 * i}`, `WHEN ${textExpr(c)} ILIKE ${prefix} THEN ${2 * i + 1}`]);
  return `CASE ${whens.join(' ')} ELSE ${2 * cols.length} END, `;
}

function search(model: TableModel, q: string, p: Params): string | null {
  const fields = model.decl.list.search.map((f) => model.byField.get(f)).filter((c): c is ColumnModel => !!c);
  if (!q.trim() || fields.length === 0) return null;
  const param = p.add(`%${likeEscape(q.trim())}%`);
  const parts = fields.map((c) => `${textExpr(c)} ILIKE ${param}`);
  return `(${parts.join(' OR ')})`;
}

/** WHERE clause (with its parameters) of a ra-data-graphql-simple filter; unknown keys are ignored. */
export function whereClause(model: TableModel, filter: Record<string, unknown> | null | undefined, p = new Params()) {
  const conds: string[] = [];
  for (const [key, value] of Object.entries(filter ?? {})) {
    if (value === undefined) continue;
    if (key === 'q') {
      const s = typeof value === 'string' ? search(model, value, p) : null;
      if (s) conds.push(s);
      continue;
    }
    if (key === RANK_KEY) continue; // ordering only (rankOrder)
    if (key.endsWith('_empty')) {
      const c = model.byField.get(key.slice(0, -'_empty'.length));
      const cond = c ? presence(c, value) : null;
      if (cond) conds.push(cond);
      continue;
    }
    if (key === 'ids') {
      const list = (Array.isArray(value) ? value : [value]).map(String).filter((v) => ID.test(v));
      conds.push(`t.id = ANY(${p.add(list)}::bigint[])`);
      continue;
    }
    const m = /^(.*?)(_lt|_lte|_gt|_gte|_neq)?$/.exec(key);
    const c = m ? model.byField.get(m[1]) : undefined;
    if (!m || !c) continue;
    const suffix = m[2] as OpSuffix | undefined;
    if (!suffix) {
      const e = equality(c, value, p);
      if (e) conds.push(e);
    } else if (value !== null && value !== '') {
      if (c.type === 'bigint' && !ID.test(String(value))) continue;
      conds.push(suffix === '_neq' ? `${col(c)} IS DISTINCT FROM ${p.add(value)}` : `${col(c)} ${OPS[suffix]} ${p.add(value)}`);
    }
  }
  return { sql: conds.length ? `WHERE ${conds.join(' AND ')}` : '', params: p };
}

/** ORDER BY of a whitelisted field (declared or system), falling back to the declared default; `rank` goes first. */
export function orderBy(model: TableModel, sortField?: string | null, sortOrder?: string | null, rank = ''): string {
  const fallback = model.decl.list.sort;
  const c = (sortField && model.byField.get(sortField)) || model.byField.get(fallback?.field ?? 'id') || model.byField.get('id')!;
  const dir = (sortOrder ?? (sortField ? 'ASC' : fallback?.order ?? 'ASC')).toUpperCase() === 'DESC' ? 'DESC' : 'ASC';
  const tie = c.column === 'id' ? '' : `, t.id ${dir}`;
  return `ORDER BY ${rank}${col(c)} ${dir}${tie}`;
}

/** SELECT of one page: zero-based page, perPage rows. */
export function listQuery(model: TableModel, args: ListArgs): { sql: string; params: unknown[] } {
  const { sql: where, params } = whereClause(model, args.filter);
  const perPage = Math.min(Math.max(args.perPage ?? MAX_PER_PAGE, 0), MAX_PER_PAGE);
  const page = Math.max(args.page ?? 0, 0);
  const limit = params.add(perPage);
  const offset = params.add(page * perPage);
  const order = orderBy(model, args.sortField, args.sortOrder, rankOrder(model, args.filter, params));
  // The page is cut from plain rows first; the formatting expressions (to_char, casts) then run on
  // that page only, not on every row of the table before the sort.
  const sql = `SELECT ${model.selectList} FROM (SELECT t.* FROM ${model.from} ${where} ${order} LIMIT ${limit} OFFSET ${offset}) t ${order}`;
  return { sql, params: params.values };
}

export function countQuery(model: TableModel, args: ListArgs): { sql: string; params: unknown[] } {
  const { sql: where, params } = whereClause(model, args.filter);
  return { sql: `SELECT count(*)::int AS count FROM ${model.from} ${where}`, params: params.values };
}
