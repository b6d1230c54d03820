/**
 * Sorting and paging of the shared table, client-side or controlled by the page (server-side
 * lists pass the sort state and the page with their handlers; the table only shows them).
 */
import { useMemo, useState } from 'react';
import type { Lang } from '../../shared/resource/types';
import { DEFAULT_PAGE_SIZE } from '../dataGridDefaults';
import { clampPage, pageRows } from './pageRows';
import { nextSort, sortRows } from './sortRows';
import type { SortState, TableColumn } from './types';

/** Paging done by the page (server-side): pages count from 0. */
export interface ControlledPaging {
  total: number;
  page: number;
  perPage: number;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
}

export interface SortingOptions {
  /** Controlled: the current sort; the page sorts (e.g. on the server). */
  sort?: SortState | null;
  onSort?: (field: string) => void;
  /** Client-side: the first sort. */
  defaultSort?: SortState | null;
}

export interface TableData<R> {
  /** Every row in display order (client-side: sorted; the export's rows). */
  ordered: readonly R[];
  /** The rows to render (one page, or all). */
  shown: readonly R[];
  sort: SortState | null | undefined;
  onSort: (field: string) => void;
  controlledSort: boolean;
  /** Paging as TablePagination needs it; null = no paging. */
  paging: ControlledPaging | null;
}

export function useTableData<R>(
  columns: readonly TableColumn<R>[],
  rows: readonly R[],
  lang: Lang,
  sorting: SortingOptions,
  paging: ControlledPaging | 'client' | false,
): TableData<R> {
  const controlledSort = sorting.onSort !== undefined;
  const [ownSort, setOwnSort] = useState<SortState | null>(sorting.defaultSort ?? null);
  const [ownPage, setOwnPage] = useState(0);
  const [ownPerPage, setOwnPerPage] = useState<number>(DEFAULT_PAGE_SIZE);
  const sort = controlledSort ? sorting.sort : ownSort;

  const ordered = useMemo(() => {
    if (controlledSort || !ownSort) return rows;
    return sortRows(rows, columns.find((c) => c.id === ownSort.field), ownSort.order, lang);
  }, [controlledSort, ownSort, rows, columns, lang]);

  const onSort = (field: string) => {
    if (controlledSort) sorting.onSort?.(field);
    else {
      setOwnSort((s) => nextSort(s, field));
      setOwnPage(0);
    }
  };

  if (paging === false) return { ordered, shown: ordered, sort, onSort, controlledSort, paging: null };
  if (paging !== 'client') return { ordered, shown: ordered, sort, onSort, controlledSort, paging };
  const page = clampPage(ownPage, ordered.length, ownPerPage);
  return {
    ordered,
    shown: pageRows(ordered, page, ownPerPage),
    sort,
    onSort,
    controlledSort,
    paging: {
      total: ordered.length,
      page,
      perPage: ownPerPage,
      onPage: setOwnPage,
      onPerPage: (n) => {
        setOwnPerPage(n);
        setOwnPage(0);
      },
    },
  };
}
