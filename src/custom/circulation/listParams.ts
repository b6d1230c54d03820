/**
 * The list's state (operating day, filters, search, sort, page) as URL search parameters, so
 * that a reload or a shared link shows the same selection. Pure.
 */
import { RUN_STATUSES, type RunStatus } from '../../shared/operations/types';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../ui/dataGridDefaults';
import { DEFAULT_SORT, SORT_FIELDS, type SortField } from './columns';

export interface ListParams {
  /** ISO day; null = the server's current operating day. */
  day: string | null;
  lineIds: string[];
  statuses: RunStatus[];
  q: string;
  sortField: SortField;
  sortOrder: 'ASC' | 'DESC';
  /** From 1. */
  page: number;
  perPage: number;
}

export const DEFAULT_PARAMS: ListParams = {
  day: null,
  lineIds: [],
  statuses: [],
  q: '',
  sortField: DEFAULT_SORT.field,
  sortOrder: DEFAULT_SORT.order,
  page: 1,
  perPage: DEFAULT_PAGE_SIZE,
};

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function list(value: string | null): string[] {
  return value ? value.split(',').map((v) => v.trim()).filter(Boolean) : [];
}

export function parseParams(search: URLSearchParams): ListParams {
  const day = search.get('day');
  const sort = search.get('sort') as SortField | null;
  const order = search.get('order');
  const page = Number(search.get('page'));
  const perPage = Number(search.get('perPage'));
  return {
    day: day && ISO_DAY.test(day) ? day : null,
    lineIds: list(search.get('lines')),
    statuses: list(search.get('status')).filter((s): s is RunStatus => (RUN_STATUSES as readonly string[]).includes(s)),
    q: search.get('q') ?? '',
    sortField: sort && SORT_FIELDS.includes(sort) ? sort : DEFAULT_PARAMS.sortField,
    sortOrder: order === 'DESC' || order === 'ASC' ? order : DEFAULT_PARAMS.sortOrder,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    perPage: (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : DEFAULT_PARAMS.perPage,
  };
}

/** Only what differs from the defaults goes into the URL. */
export function paramsToSearch(params: ListParams): URLSearchParams {
  const s = new URLSearchParams();
  if (params.day) s.set('day', params.day);
  if (params.lineIds.length) s.set('lines', params.lineIds.join(','));
  if (params.statuses.length) s.set('status', params.statuses.join(','));
  if (params.q) s.set('q', params.q);
  if (params.sortField !== DEFAULT_PARAMS.sortField || params.sortOrder !== DEFAULT_PARAMS.sortOrder) {
    s.set('sort', params.sortField);
    s.set('order', params.sortOrder);
  }
  if (params.page !== 1) s.set('page', String(params.page));
  if (params.perPage !== DEFAULT_PARAMS.perPage) s.set('perPage', String(params.perPage));
  return s;
}

/** A change of anything but the page starts again at page 1. */
export function withChange(params: ListParams, change: Partial<ListParams>): ListParams {
  const next = { ...params, ...change };
  if (change.page === undefined) next.page = 1;
  return next;
}

/** Clicking a column header: a new field sorts ascending, the same field flips the order. */
export function toggleSort(params: ListParams, field: SortField): ListParams {
  const order = params.sortField === field && params.sortOrder === 'ASC' ? 'DESC' : 'ASC';
  return withChange(params, { sortField: field, sortOrder: order });
}
