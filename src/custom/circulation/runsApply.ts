/**
 * Applying a live `runsChanged` event to the cached page of runs (pure; useLiveCache's apply).
 * Rows on the page are updated in place; the page is fetched again when the event may have
 * changed which rows belong on it or their order (a changed sort value, a row that now
 * (mis)matches a filter, a volatile sort field), and after a reset of the day.
 */
import type { RunRow } from '../../shared/operations/types';
import { REFETCH, type LiveApplyResult } from '../../providers/query';
import type { RunDetail, RunPage, RunsChangedEvent } from './api';
import { STATIC_SORT_FIELDS } from './columns';
import type { ListParams } from './listParams';

export type ListQuery = Pick<ListParams, 'lineIds' | 'statuses' | 'q' | 'sortField'>;

/** The server's `q`: train number, line, destination or vehicle number, case-insensitive substring. */
export function matchesSearch(row: RunRow, q: string): boolean {
  const needle = q.trim().toLowerCase();
  if (!needle) return true;
  const hay = [row.trainNumber, row.lineNumber, row.destination, ...(row.vehicleNumbers ?? [])];
  return hay.some((v) => typeof v === 'string' && v.toLowerCase().includes(needle));
}

export function matchesQuery(row: RunRow, query: ListQuery): boolean {
  if (query.lineIds.length && !query.lineIds.includes(row.lineId)) return false;
  if (query.statuses.length && !query.statuses.includes(row.status)) return false;
  return matchesSearch(row, query.q);
}

export interface MergeResult {
  rows: RunRow[];
  /** True when the page must be fetched again for a correct membership or order. */
  refetch: boolean;
  /** True when at least one row on the page changed. */
  changed: boolean;
}

export function mergeRunsChanged(rows: readonly RunRow[], changed: readonly RunRow[], query: ListQuery): MergeResult {
  if (!changed.length) return { rows: [...rows], refetch: false, changed: false };
  const byId = new Map(changed.map((r) => [r.id, r]));
  const onPage = new Set(rows.map((r) => r.id));
  let refetch = false;
  let touched = false;
  const next = rows.map((row) => {
    const update = byId.get(row.id);
    if (!update) return row;
    touched = true;
    if (!matchesQuery(update, query)) refetch = true;
    if (row[query.sortField] !== update[query.sortField]) refetch = true;
    return update;
  });
  if (!refetch) {
    const others = changed.filter((r) => !onPage.has(r.id));
    // A row of another page may have come to match, or stopped matching, a filter on a changing
    // value (status, vehicle, destination): the total and the page's slice may differ.
    const volatileFilter = query.statuses.length > 0 || query.q.trim() !== '';
    if (volatileFilter) refetch = others.some((r) => !query.lineIds.length || query.lineIds.includes(r.lineId));
    // A matching row of another page may have moved into this page's slice of the order.
    else if (!STATIC_SORT_FIELDS.has(query.sortField)) refetch = others.some((r) => matchesQuery(r, query));
  }
  return { rows: next, refetch, changed: touched };
}

/** The later of the page's time and the event's (the "Stand" indicator moves with every event). */
function later(updatedAt: string, publishedAt: number): string {
  const at = Date.parse(updatedAt);
  return Number.isNaN(at) || publishedAt > at ? new Date(publishedAt).toISOString() : updatedAt;
}

/** useLiveCache's apply for the list: events of another day do not concern it. */
export function applyRunsChanged(
  cached: RunPage | undefined,
  event: RunsChangedEvent | null | undefined,
  day: string | null,
  query: ListQuery,
): LiveApplyResult<RunPage> {
  if (!event || !cached || event.operatingDay !== day) return undefined;
  const stamped: RunPage = { ...cached, updatedAt: later(cached.updatedAt, event.publishedAt) };
  if (event.reset) return { data: stamped, refetch: true };
  const merged = mergeRunsChanged(cached.rows, event.runs, query);
  const data = merged.changed ? { ...stamped, rows: merged.rows } : stamped;
  return merged.refetch ? { data, refetch: true } : data;
}

/**
 * useLiveCache's apply for one run's details: the event's copy when it carries the stops; a
 * reset of the day, or an event about the run without stops, loads it again.
 */
export function applyRunChanged(runId: string, event: RunsChangedEvent<RunDetail> | null | undefined): LiveApplyResult<RunDetail | null> {
  if (!event) return undefined;
  const mine = event.runs.find((r) => r.id === runId);
  if (mine && Array.isArray(mine.stops)) return mine;
  return event.reset || mine ? REFETCH : undefined;
}
