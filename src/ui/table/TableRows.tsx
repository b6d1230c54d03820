/**
 * The body: one row per item with focusable rows (roving tabindex), cells by column, the optional
 * actions cell; the empty state as one full-width row. In virtualized mode only the window of
 * rows is rendered, with spacer rows keeping the scroll height.
 */
import type { ReactNode, RefObject } from 'react';
import { TableBody, TableCell, TableRow, type SxProps, type Theme } from '@mui/material';
import { QueryEmpty } from '../states';
import { columnSx, NOWRAP } from './TableHeader';
import type { RowFocus } from './useRowFocus';
import type { TableColumn } from './types';
import type { VirtualWindow } from './virtualWindow';

export type RowDataProps = Record<`data-${string}`, string | number | boolean | undefined>;

export interface TableRowsProps<R> {
  bodyRef: RefObject<HTMLTableSectionElement | null>;
  columns: readonly TableColumn<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string;
  rowProps?: (row: R) => RowDataProps;
  /** Style of a row (e.g. passed stops greyed); cells inherit its colour. */
  rowSx?: (row: R) => SxProps<Theme>;
  rowActions?: (row: R) => ReactNode;
  actionsPosition: 'start' | 'end';
  /** A click on a row (not on a control inside it that stops the click). */
  onRowClick?: (row: R) => void;
  focus: RowFocus;
  /** Virtualized: the window rendered and the fixed row height. */
  window?: VirtualWindow;
  rowHeight?: number;
  empty: ReactNode | null;
}

const renderCell = <R,>(c: TableColumn<R>, row: R): ReactNode => (c.render ? c.render(row) : c.value(row));

export function TableRows<R>(props: TableRowsProps<R>) {
  const { bodyRef, columns, rows, rowKey, rowProps, rowSx, rowActions, actionsPosition, onRowClick, focus, window, rowHeight, empty } = props;
  const span = columns.length + (rowActions ? 1 : 0);
  const start = window?.start ?? 0;
  const shown = window ? rows.slice(window.start, window.end) : rows;
  const fixed = rowHeight ? { height: rowHeight, maxHeight: rowHeight, overflow: 'hidden', textOverflow: 'ellipsis' } : {};
  return (
    <TableBody ref={bodyRef}>
      {window && window.before > 0 && <tr aria-hidden style={{ height: window.before }} />}
      {shown.map((row, i) => {
        const index = start + i;
        const actions = rowActions ? <TableCell sx={{ ...NOWRAP, py: 0 }}>{rowActions(row)}</TableCell> : null;
        return (
          <TableRow
            key={rowKey(row)}
            hover
            tabIndex={index === focus.active ? 0 : -1}
            data-row-index={index}
            aria-rowindex={window ? index + 2 : undefined}
            onFocus={(e) => {
              if (e.target === e.currentTarget) focus.setActive(index);
            }}
            onKeyDown={(e) => focus.onKeyDown(e, index)}
            onClick={onRowClick ? () => onRowClick(row) : undefined}
            sx={[
              { height: rowHeight, cursor: onRowClick ? 'pointer' : undefined, '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 } },
              ...(rowSx ? [rowSx(row)].flat() : []),
            ]}
            {...rowProps?.(row)}
          >
            {actionsPosition === 'start' && actions}
            {columns.map((c) => (
              <TableCell key={c.id} align={c.align} data-col={c.id} sx={{ ...columnSx(c), ...(rowHeight ? { ...NOWRAP, ...fixed } : {}) }}>
                {renderCell(c, row)}
              </TableCell>
            ))}
            {actionsPosition === 'end' && actions}
          </TableRow>
        );
      })}
      {window && window.after > 0 && <tr aria-hidden style={{ height: window.after }} />}
      {empty !== null && rows.length === 0 && (
        <TableRow>
          <TableCell colSpan={span} sx={{ p: 0 }}>
            <QueryEmpty>{empty}</QueryEmpty>
          </TableCell>
        </TableRow>
      )}
    </TableBody>
  );
}
