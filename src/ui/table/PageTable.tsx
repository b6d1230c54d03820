/**
 * The one table of custom pages (docs/tables.md): compact MUI table with typed columns, client or
 * controlled sorting and paging (25/50), a column chooser persisted per table, the empty-columns
 * state, sticky header in a horizontally scrolling box, loading bar, empty state, keyboard moves
 * between rows, optional row actions, toolbar slot with chooser and export (visible columns in
 * their order), and a virtualized mode for long lists without paging.
 */
import { memo, useCallback, useDeferredValue, useMemo, useRef, useState, type ReactNode } from 'react';
import { Box, LinearProgress, Stack, Table, TableContainer } from '@mui/material';
import { usePageText } from '../../providers/i18n/usePageText';
import { DATA_TABLE_SIZE } from '../dataGridDefaults';
import { EmptyColumnsState } from '../EmptyColumnsState';
import { ExportMenu, type ExportColumn } from '../export';
import { ColumnChooser } from './ColumnChooser';
import { visibleColumns } from './columnVisibility';
import { tableTexts } from './messages';
import { sameRows } from './pageRows';
import { TableHeader } from './TableHeader';
import { TablePager } from './TablePager';
import { TableRows, type RowDataProps, type TableRowsProps } from './TableRows';
import { columnStoreKey, useColumnChoice } from './useColumnChoice';
import { useRowFocus } from './useRowFocus';
import { useTableData, type ControlledPaging, type SortingOptions } from './useTableData';
import type { TableColumn } from './types';
import { scrollToRow, virtualWindow } from './virtualWindow';

/** Height of a compact (size "small") row, px: the default of virtualized mode. */
export const COMPACT_ROW_HEIGHT = 33;

export interface VirtualizedOptions {
  /** Height of the scroll box, px. */
  height: number;
  /** Fixed row height, px (default COMPACT_ROW_HEIGHT). */
  rowHeight?: number;
  /** Rows rendered beyond the view on each side (default 10). */
  overscan?: number;
}

export interface PageTableProps<R> extends SortingOptions {
  /** Table id: the column choice is stored under it. */
  id: string;
  /** Accessible name of the table. */
  label: string;
  columns: readonly TableColumn<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string;
  /** `data-*` attributes of a row (for tests and styles). */
  rowProps?: (row: R) => RowDataProps;
  rowStyle?: TableRowsProps<R>['rowStyle'];
  loading?: boolean;
  /** Text of the empty state (QueryEmpty); null = no empty row. */
  empty?: ReactNode | null;
  /** 'client' (default): pages of 25/50 here; a ControlledPaging: server-side; false: all rows. */
  paging?: ControlledPaging | 'client' | false;
  /** Windowed rendering of a long list without paging. */
  virtualized?: VirtualizedOptions;
  rowActions?: (row: R) => ReactNode;
  rowActionsHeader?: string;
  rowActionsPosition?: 'start' | 'end';
  /** Enter on a focused row. */
  onRowActivate?: (row: R) => void;
  /** A click on a row (e.g. open the record); give onRowActivate too, for the keyboard. */
  onRowClick?: (row: R) => void;
  /** The page's own controls, shown before the column chooser and export. */
  toolbar?: ReactNode;
  /** The page's buttons, shown after the column chooser and export (e.g. create). */
  actions?: ReactNode;
  /** Show the column chooser (default true); a small fixed table, e.g. in a dialog, may not. */
  chooser?: boolean;
  /** Export menu (CSV/XLSX) of the visible columns; `rows` loads all rows of a server-side list. */
  export?: { fileName: string; sheetName?: string; rows?: () => Promise<readonly R[]> };
  /** Max height of the scroll box (paged mode); the header sticks. "none": as tall as its rows. */
  maxHeight?: number | string;
}

/**
 * The body, rendered again only when its props change. PageTable hands it its props as a deferred
 * value (below): when new rows arrive in an urgent render (a sort, a click, a react-admin query,
 * whose store React renders at once), the page's urgent render gives the previous props, so this bails out, and
 * the rows are rendered afterwards at low priority in slices of a few milliseconds instead of one
 * long task that blocks input (issue 15: 1.1-1.4 s at 4x CPU slowdown per live update of the
 * circulation list before).
 */
const DeferredTableRows = memo(TableRows) as typeof TableRows;
const NO_ROWS: readonly never[] = [];

/**
 * A page-long list scrolls in a box below the page's header and keeps a minimum height, so a
 * short page or the loading state does not make it jump; a table that fits its rows
 * (maxHeight "none", e.g. in a card) is as tall as its rows.
 */
function scrollBoxSize(maxHeight: number | string | undefined) {
  return maxHeight === 'none' ? {} : { maxHeight: maxHeight ?? 'calc(100vh - 250px)', minHeight: 200 };
}

export function PageTable<R>(props: PageTableProps<R>) {
  const { id, label, columns, rows, rowKey, rowProps, loading = false, empty, virtualized, rowActions, onRowActivate } = props;
  const { t, lang } = usePageText(tableTexts);
  const [hidden, setHidden] = useColumnChoice(id);
  const [chooserOpen, setChooserOpen] = useState(false);
  const chooserAnchor = useRef<HTMLButtonElement>(null);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);

  const visible = useMemo(() => visibleColumns(columns, hidden), [columns, hidden]);
  const data = useTableData(columns, rows, lang, props, virtualized ? false : (props.paging ?? 'client'));
  const actionsPosition = props.rowActionsPosition ?? 'end';

  const rowHeight = virtualized ? (virtualized.rowHeight ?? COMPACT_ROW_HEIGHT) : undefined;
  const window = virtualized ? virtualWindow(scrollTop, virtualized.height, rowHeight!, data.shown.length, virtualized.overscan) : undefined;
  const reveal = useCallback(
    (index: number) => {
      const box = scrollRef.current;
      if (!box || !rowHeight) return;
      const top = scrollToRow(index, box.scrollTop, box.clientHeight, rowHeight, rowHeight);
      if (top !== null) box.scrollTop = top;
    },
    [rowHeight],
  );
  const activate = onRowActivate ? (index: number) => onRowActivate(data.shown[index]) : undefined;
  const focus = useRowFocus(bodyRef, data.shown.length, activate, virtualized ? reveal : undefined);

  const exportColumns = useMemo<ExportColumn<R>[]>(
    () => visible.map((c) => ({ id: c.id, header: c.exportHeader ?? c.header, value: c.exportValue ?? c.value })),
    [visible],
  );

  const rowsProps: TableRowsProps<R> = {
    bodyRef,
    columns: visible,
    rows: data.shown,
    rowKey,
    rowProps,
    rowStyle: props.rowStyle,
    rowActions,
    actionsPosition,
    onRowClick: props.onRowClick,
    focus,
    window,
    rowHeight,
    empty: loading || empty === null ? null : (empty ?? ''),
  };
  // Virtualized lists render a few dozen rows and must follow the scroll at once, and a change of
  // the columns shows in the body together with the header: those are not deferred. A table that
  // mounts with its rows (a page whose data just arrived) first draws its header and an empty body,
  // then the rows in slices, rather than all of it in one task.
  const deferredRowsProps = useDeferredValue(rowsProps, { ...rowsProps, rows: NO_ROWS, empty: null });
  const bodyProps = virtualized || deferredRowsProps.columns !== visible ? rowsProps : deferredRowsProps;
  // Busy while loading and while the rows shown are not yet the rows given (a table that mounted in
  // a transition, with its page's first data, shows them a render later).
  const busy = loading || !sameRows(bodyProps.rows, rowsProps.rows);
  const firstRowsPending = bodyProps.rows.length === 0 && (loading || rowsProps.rows.length > 0);

  const canSort = (c: TableColumn<R>) => c.sortable !== false;
  const paging = data.paging;
  const chooser = props.chooser ?? true;
  const showToolbar = chooser || props.export !== undefined || props.toolbar !== undefined || props.actions !== undefined;

  return (
    // The layout grows to fit its content; containment keeps a wide table from widening the
    // page, so it scrolls sideways in its own box instead.
    <Box sx={{ position: 'relative', contain: 'inline-size' }} data-table-id={id}>
      {showToolbar && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', minHeight: 40 }}>
          <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>{props.toolbar}</Box>
          {chooser && (
            <ColumnChooser
              columns={columns}
              hidden={hidden}
              onChange={setHidden}
              open={chooserOpen}
              onOpen={() => setChooserOpen(true)}
              onClose={() => setChooserOpen(false)}
              anchor={chooserAnchor}
            />
          )}
          {props.export && (
            <ExportMenu
              columns={exportColumns}
              rows={props.export.rows ?? data.ordered}
              fileName={props.export.fileName}
              sheetName={props.export.sheetName}
            />
          )}
          {props.actions}
        </Stack>
      )}
      <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label={t('loading')} />}</Box>
      {visible.length === 0 ? (
        <EmptyColumnsState storeKey={columnStoreKey(id)} onManageColumns={() => setChooserOpen(true)} />
      ) : (
        <TableContainer
          ref={scrollRef}
          onScroll={virtualized ? (e) => setScrollTop(e.currentTarget.scrollTop) : undefined}
          sx={virtualized ? { height: virtualized.height } : scrollBoxSize(props.maxHeight)}
        >
          <Table size={DATA_TABLE_SIZE} stickyHeader aria-label={label} aria-busy={busy} aria-rowcount={virtualized ? data.shown.length + 1 : undefined}>
            <TableHeader
              columns={visible}
              sort={data.sort}
              canSort={canSort}
              onSort={data.onSort}
              actionsHeader={rowActions ? (props.rowActionsHeader ?? '') : undefined}
              actionsPosition={actionsPosition}
            />
            <DeferredTableRows {...bodyProps} />
          </Table>
        </TableContainer>
      )}
      {/* The pager waits for the first rows: drawn under an empty body, it was pushed down when
          they came (a layout shift of 0.08 on a phone, the station list; issue 15). */}
      {paging && !firstRowsPending && <TablePager paging={paging} />}
    </Box>
  );
}
