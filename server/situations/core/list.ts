/**
 * The situation list's SQL (Query.situations), pure: open situations first (draft, open, stable
 * before closed), then the sort field; only categories the caller may view; filters by state,
 * category, line, station, severity, active period and text. Served by the indexes of 0016.
 */
import type { SituationFilter } from '../../../src/shared/situations/api';
import { SEVERITIES } from '../../../src/shared/situations/model';

export const LIST_MAX_PER_PAGE = 200;

/** API sort field → SQL expression (ties broken by id). */
export const SORT_FIELDS: Record<string, string> = {
  startAt: 's.start_at',
  number: 's.year, s.seq',
  title: 'lower(s.title)',
  severity: `array_position(ARRAY['${SEVERITIES.join("','")}']::text[], s.severity)`,
  priority: `array_position(ARRAY['low','normal','high','urgent']::text[], s.priority)`,
  updatedAt: 's.updated_at',
  endAt: 's.end_at',
  state: `array_position(ARRAY['draft','open','stable','closed']::text[], s.state)`,
};

/** A situation's period, exactly as indexed by situations_period (migration 0020). */
export const PERIOD_SQL = `tstzrange(s.start_at, CASE WHEN s.end_at IS NULL THEN NULL ELSE greatest(s.start_at, s.end_at) END, '[]')`;

export interface ListQuery {
  filter: SituationFilter;
  viewable: string[];
  sortField: string;
  sortOrder: 'ASC' | 'DESC';
  page: number;
  perPage: number;
}

export interface ListSql {
  where: string;
  params: unknown[];
  order: string;
}

/**
 * The search text as a full-text query on the title (index situations_title_words): every word
 * must occur, the last ones also as the start of a word ("Weichenst" finds "Weichenstörung").
 * Only letters and digits reach the query; null when nothing is left.
 */
export function titleQuery(text: string): string | null {
  const words = text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean).slice(0, 8);
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}

/**
 * The list's total without counting rows when only categories and states are filtered: the sum of
 * situation_counts (kept by a trigger, migration 0020). null: the filter needs a real count.
 */
export function countFromTotals(q: Pick<ListQuery, 'filter' | 'viewable'>): { sql: string; params: unknown[] } | null {
  const f = q.filter;
  if (f.lineIds?.length || f.stationIds?.length || f.severities?.length || f.from || f.to || f.q?.trim()) return null;
  const params: unknown[] = [q.viewable];
  const where = ['category_id = ANY($1::bigint[])'];
  if (f.categoryIds?.length) {
    params.push(f.categoryIds.filter((x) => /^\d{1,18}$/.test(x)));
    where.push(`category_id = ANY($${params.length}::bigint[])`);
  }
  if (f.states?.length) {
    params.push(f.states);
    where.push(`state = ANY($${params.length}::text[])`);
  }
  return { sql: `SELECT coalesce(sum(n), 0)::text AS n FROM situation_counts WHERE ${where.join(' AND ')}`, params };
}

export function listSql(q: ListQuery): ListSql {
  const params: unknown[] = [];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const where = [`s.category_id = ANY(${p(q.viewable)}::bigint[])`];
  const f = q.filter;
  if (f.states?.length) where.push(`s.state = ANY(${p(f.states)}::text[])`);
  if (f.categoryIds?.length) where.push(`s.category_id = ANY(${p(f.categoryIds.filter((x) => /^\d{1,18}$/.test(x)))}::bigint[])`);
  if (f.lineIds?.length) where.push(`s.line_ids && ${p(f.lineIds)}::text[]`);
  if (f.stationIds?.length) where.push(`s.station_ids && ${p(f.stationIds)}::text[]`);
  if (f.severities?.length) where.push(`s.severity = ANY(${p(f.severities)}::text[])`);
  // Active in [from, to): the situation's period (start to end, open while it has no end) overlaps;
  // the expression is the one of the GiST index situations_period (migration 0020).
  if (f.from || f.to) {
    where.push(`${PERIOD_SQL} && tstzrange(${p(f.from ?? null)}::timestamptz, ${p(f.to ?? null)}::timestamptz, '[)')`);
  }
  const text = f.q?.trim();
  if (text) {
    const m = /^(\d{4})-(\d{1,6})$/.exec(text);
    const words = titleQuery(text);
    const byWords = words ? `to_tsvector('simple', s.title) @@ to_tsquery('simple', ${p(words)})` : 'false';
    where.push(m ? `((s.year = ${p(Number(m[1]))} AND s.seq = ${p(Number(m[2]))}) OR ${byWords})` : byWords);
  }
  const dir = q.sortOrder;
  const sort = SORT_FIELDS[q.sortField].split(', ').map((e) => `${e} ${dir}`).join(', ');
  return {
    where: where.join(' AND '),
    params,
    order: `(s.state = 'closed') ASC, ${sort}, s.id ${dir}`,
  };
}
