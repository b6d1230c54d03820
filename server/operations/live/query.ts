/**
 * Filtering, sorting and paging of circulation-list rows (pure), as Query.runs offers them.
 */
import type { RunRow } from '../../../src/shared/operations/types';
import type { RunQuery } from '../types';

export const MAX_PER_PAGE = 500;
export const DEFAULT_PER_PAGE = 25;

/** The fields a list may be sorted by: every RunRow field. */
export const SORT_FIELDS: readonly (keyof RunRow)[] = [
  'id', 'operatingDay', 'trainNumber', 'lineId', 'lineNumber', 'lineColor', 'lineTextColor', 'vehicleCount', 'destination',
  'delayS', 'status', 'location', 'distanceM', 'nextStation', 'vehicleType', 'occupancy', 'measure', 'comment', 'turnaroundS',
  'tripId', 'circulationId', 'vehicleNumbers', 'origin', 'direction', 'plannedDeparture', 'plannedArrival', 'phase', 'moving',
  'lat', 'lon', 'bearing', 'updatedAt',
];

export function isSortField(f: string): f is keyof RunRow {
  return (SORT_FIELDS as readonly string[]).includes(f);
}

const collator = new Intl.Collator('de', { numeric: true, sensitivity: 'base' });

/** A comparable value: measures by type, vehicle lists by their numbers; null sorts last. */
function sortValue(row: RunRow, field: keyof RunRow): string | number | boolean | null {
  const v = row[field];
  if (v === null || v === undefined) return null;
  if (field === 'measure') return (v as RunRow['measure'])!.type;
  if (Array.isArray(v)) return v.join(' ');
  return v as string | number | boolean;
}

export function compareRows(field: keyof RunRow, desc: boolean): (a: RunRow, b: RunRow) => number {
  return (a, b) => {
    const x = sortValue(a, field);
    const y = sortValue(b, field);
    let c: number;
    if (x === null || y === null) c = x === y ? 0 : x === null ? 1 : -1;
    else if (typeof x === 'number' && typeof y === 'number') c = x - y;
    else if (typeof x === 'boolean' && typeof y === 'boolean') c = Number(x) - Number(y);
    else c = collator.compare(String(x), String(y));
    if (c !== 0) return x === null || y === null ? c : desc ? -c : c;
    // Stable and meaningful tie-break: by planned departure, then train number.
    return a.plannedDeparture - b.plannedDeparture || collator.compare(a.trainNumber, b.trainNumber);
  };
}

export function matchesQuery(row: RunRow, q: RunQuery): boolean {
  if (q.lineIds?.length && !q.lineIds.includes(row.lineId)) return false;
  if (q.statuses?.length && !q.statuses.includes(row.status)) return false;
  const text = q.q?.trim().toLowerCase();
  if (text) {
    const hay = [row.trainNumber, row.lineNumber, row.destination, ...row.vehicleNumbers];
    if (!hay.some((h) => h.toLowerCase().includes(text))) return false;
  }
  return true;
}

/** Filtered and sorted (default: by planned departure), not paged. */
export function filterAndSort<R extends RunRow>(rows: readonly R[], q: RunQuery): R[] {
  const filtered = rows.filter((r) => matchesQuery(r, q));
  const field = q.sortField && isSortField(q.sortField) ? q.sortField : 'plannedDeparture';
  return filtered.sort(compareRows(field, q.sortOrder === 'DESC'));
}

/** One page (from 1, perPage 1..500) of a filtered and sorted list. */
export function pageOf<R extends RunRow>(sorted: readonly R[], q: RunQuery): { rows: R[]; total: number } {
  const perPage = Math.min(MAX_PER_PAGE, Math.max(1, q.perPage ?? DEFAULT_PER_PAGE));
  const page = Math.max(1, q.page ?? 1);
  return { rows: sorted.slice((page - 1) * perPage, page * perPage), total: sorted.length };
}

/** Filter, sort, page. */
export function queryRows<R extends RunRow>(rows: readonly R[], q: RunQuery): { rows: R[]; total: number } {
  return pageOf(filterAndSort(rows, q), q);
}

/** The part of a query that decides the sorted list (everything but the page). */
export function listKey(q: RunQuery): string {
  return JSON.stringify([q.lineIds ?? null, q.statuses ?? null, q.q ?? null, q.sortField ?? null, q.sortOrder ?? null]);
}
