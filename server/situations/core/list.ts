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
  // Active in [from, to): begun before `to`, not ended before `from`.
  if (f.to) where.push(`s.start_at < ${p(f.to)}::timestamptz`);
  if (f.from) where.push(`(s.end_at IS NULL OR s.end_at > ${p(f.from)}::timestamptz)`);
  const text = f.q?.trim();
  if (text) {
    const m = /^(\d{4})-(\d{1,6})$/.exec(text);
    const like = p(`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(m ? `((s.year = ${p(Number(m[1]))} AND s.seq = ${p(Number(m[2]))}) OR s.title ILIKE ${like})` : `s.title ILIKE ${like}`);
  }
  const dir = q.sortOrder;
  const sort = SORT_FIELDS[q.sortField].split(', ').map((e) => `${e} ${dir}`).join(', ');
  return {
    where: where.join(' AND '),
    params,
    order: `(s.state = 'closed') ASC, ${sort}, s.id ${dir}`,
  };
}
