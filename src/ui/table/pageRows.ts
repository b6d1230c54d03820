/** Client-side paging (pure); pages count from 0 as in MUI's TablePagination. */

/** The last page that has rows (0 when there are none). */
export function lastPage(total: number, perPage: number): number {
  return Math.max(0, Math.ceil(total / perPage) - 1);
}

/** A page within 0..lastPage (a filter or a smaller total can leave the old page empty). */
export function clampPage(page: number, total: number, perPage: number): number {
  return Math.max(0, Math.min(Math.floor(page), lastPage(total, perPage)));
}

export function pageRows<R>(rows: readonly R[], page: number, perPage: number): R[] {
  const p = clampPage(page, rows.length, perPage);
  return rows.slice(p * perPage, (p + 1) * perPage);
}

/** What the pager shows: the page in range, the rows "from–to" (from 1) and which moves are possible. */
export interface PagerState {
  page: number;
  from: number;
  to: number;
  hasPrevious: boolean;
  hasNext: boolean;
}

/** The pager's state as MUI's TablePagination computes it (no rows: 0–0). */
export function pagerState(total: number, page: number, perPage: number): PagerState {
  const p = clampPage(page, total, perPage);
  return {
    page: p,
    from: total === 0 ? 0 : p * perPage + 1,
    to: Math.min(total, (p + 1) * perPage),
    hasPrevious: p > 0,
    hasNext: p < lastPage(total, perPage),
  };
}

/** The same rows in the same order (by identity): a new array of the same rows is no change. */
export function sameRows<R>(a: readonly R[], b: readonly R[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
