/**
 * Data grid defaults (spec point 9): compact density, page sizes 25 and 50, no row selection
 * on click. For react-admin's <List>/<DataTable> and MUI X Data Grid alike.
 */
export const GRID_DENSITY = 'compact' as const;
/** react-admin <DataTable size>: its compact form. */
export const DATA_TABLE_SIZE = 'small' as const;
export const PAGE_SIZES = [25, 50] as const;
export const DEFAULT_PAGE_SIZE = 25;
/** <DataTable rowClick>: clicking a row does not select or open it; use 'show' per resource if wanted. */
export const DEFAULT_ROW_CLICK = false as const;
/** MUI X Data Grid equivalent. */
export const DISABLE_ROW_SELECTION_ON_CLICK = true;

/** react-admin <DataTable> props for the defaults. */
export const dataTableDefaults = {
  size: DATA_TABLE_SIZE,
  rowClick: DEFAULT_ROW_CLICK,
} as const;

/** react-admin <List> / <Pagination> props for the defaults. */
export const listDefaults = {
  perPage: DEFAULT_PAGE_SIZE,
} as const;
export const paginationDefaults = {
  rowsPerPageOptions: [...PAGE_SIZES],
};

/** True when the user has hidden every column (show the empty-columns state then). */
export function allColumnsHidden(columns: readonly string[], hidden: readonly string[] | undefined): boolean {
  if (columns.length === 0) return true;
  const h = new Set(hidden ?? []);
  return columns.every((c) => h.has(c));
}
