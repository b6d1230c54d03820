/**
 * The situation list's state in the address (pure), so a filtered list can be bookmarked and
 * survives a reload: ?state=open&state=stable&category=3&line=…&station=…&severity=…&from=…&to=…&q=…&page=2&perPage=50.
 * Default: every state (open ones come first anyway).
 */
import type { SituationFilter } from '../../shared/situations/api';
import { SEVERITIES, SITUATION_STATES, type Severity, type SituationState } from '../../shared/situations/model';
import { PAGE_SIZES, DEFAULT_PAGE_SIZE } from '../../ui/dataGridDefaults';

export interface SituationListParams {
  states: SituationState[];
  categoryIds: string[];
  lineIds: string[];
  stationIds: string[];
  severities: Severity[];
  /** Wall-clock values of the operator's zone ('' = open). */
  from: string;
  to: string;
  q: string;
  /** Server sort field (default: start, newest first; open situations come first in any order). */
  sortField: string;
  sortOrder: 'ASC' | 'DESC';
  /** From 1. */
  page: number;
  perPage: number;
}

export const DEFAULT_SORT = { sortField: 'startAt', sortOrder: 'DESC' } as const;

const oneOf = <T extends string>(values: readonly T[]) => (v: string): v is T => (values as readonly string[]).includes(v);

export function parseListParams(search: string): SituationListParams {
  const p = new URLSearchParams(search);
  const page = Number(p.get('page'));
  const perPage = Number(p.get('perPage'));
  return {
    states: p.getAll('state').filter(oneOf(SITUATION_STATES)),
    categoryIds: p.getAll('category').filter(Boolean),
    lineIds: p.getAll('line').filter(Boolean),
    stationIds: p.getAll('station').filter(Boolean),
    severities: p.getAll('severity').filter(oneOf(SEVERITIES)),
    from: p.get('from') ?? '',
    to: p.get('to') ?? '',
    q: p.get('q') ?? '',
    sortField: p.get('sort') || DEFAULT_SORT.sortField,
    sortOrder: p.get('order') === 'ASC' ? 'ASC' : 'DESC',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    perPage: (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : DEFAULT_PAGE_SIZE,
  };
}

export function listSearch(params: SituationListParams): string {
  const p = new URLSearchParams();
  params.states.forEach((v) => p.append('state', v));
  params.categoryIds.forEach((v) => p.append('category', v));
  params.lineIds.forEach((v) => p.append('line', v));
  params.stationIds.forEach((v) => p.append('station', v));
  params.severities.forEach((v) => p.append('severity', v));
  if (params.from) p.set('from', params.from);
  if (params.to) p.set('to', params.to);
  if (params.q.trim()) p.set('q', params.q.trim());
  if (params.sortField !== DEFAULT_SORT.sortField || params.sortOrder !== DEFAULT_SORT.sortOrder) {
    p.set('sort', params.sortField);
    p.set('order', params.sortOrder);
  }
  if (params.page > 1) p.set('page', String(params.page));
  if (params.perPage !== DEFAULT_PAGE_SIZE) p.set('perPage', String(params.perPage));
  const s = p.toString();
  return s ? `?${s}` : '';
}

/** The query's filter; `toInstant` turns the period's wall-clock values into instants (null: malformed). */
export function listFilter(params: SituationListParams, toInstant: (v: string) => string | null): SituationFilter {
  const arr = <T>(a: T[]) => (a.length ? a : null);
  return {
    states: arr(params.states),
    categoryIds: arr(params.categoryIds),
    lineIds: arr(params.lineIds),
    stationIds: arr(params.stationIds),
    severities: arr(params.severities),
    from: params.from ? toInstant(params.from) : null,
    to: params.to ? toInstant(params.to) : null,
    q: params.q.trim() || null,
  };
}

/** The period is usable: both ends readable and the end not before the start. */
export function periodValid(params: SituationListParams, toInstant: (v: string) => string | null): boolean {
  const from = params.from ? toInstant(params.from) : null;
  const to = params.to ? toInstant(params.to) : null;
  if ((params.from && !from) || (params.to && !to)) return false;
  return !(from && to && Date.parse(to) < Date.parse(from));
}

/** A filter changed: back to the first page. */
export function withFilter(params: SituationListParams, change: Partial<SituationListParams>): SituationListParams {
  return { ...params, ...change, page: 1 };
}

export function hasFilters(params: SituationListParams): boolean {
  return !!(params.states.length || params.categoryIds.length || params.lineIds.length || params.stationIds.length
    || params.severities.length || params.from || params.to || params.q.trim());
}
