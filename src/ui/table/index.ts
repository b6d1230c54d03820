/** The one table of custom pages; see docs/tables.md. */
export { PageTable, COMPACT_ROW_HEIGHT, type PageTableProps, type VirtualizedOptions } from './PageTable';
export { sortRows, nextSort, compareValues } from './sortRows';
export { pageRows, clampPage, lastPage, pagerState, type PagerState } from './pageRows';
export { visibleColumns, toggleHidden, defaultHiddenIds, allHidden } from './columnVisibility';
export { nextRowIndex } from './rowNavigation';
export { virtualWindow } from './virtualWindow';
export { columnStoreKey } from './useColumnChoice';
export { tableTexts } from './messages';
export type { ControlledPaging } from './useTableData';
export type { CellValue, SortOrder, SortState, TableColumn } from './types';
export { ROW_MUTED, type RowDataProps } from './TableRows';
