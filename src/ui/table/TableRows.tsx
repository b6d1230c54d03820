/**
 * The body: one row per item with focusable rows (roving tabindex), cells by column, the optional
 * actions cell; the empty state as one full-width row. In virtualized mode only the window of
 * rows is rendered, with spacer rows keeping the scroll height.
 *
 * The rows and cells are plain <tr> and <td>, styled once for the whole body (BODY_SX: MUI's
 * small body cell and hover row) rather than as MUI's TableRow and TableCell: those are styled
 * components whose styles emotion serializes for every cell at every render, which made a page of
 * 50 rows a long task (issue 15: the connection manager's first page, 1.2 s at 4x CPU slowdown).
 */
import type { CSSProperties, ReactNode, RefObject } from 'react';
import { TableBody, TableCell, TableRow } from '@mui/material';
import { QueryEmpty } from '../states';
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
  /** Style of a row (e.g. passed stops greyed: ROW_MUTED); its cells inherit its colour. */
  rowStyle?: (row: R) => CSSProperties | undefined;
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

/** A row's text in the theme's secondary text colour (a closed situation, a passed stop). */
export const ROW_MUTED: CSSProperties = { color: 'rgba(0, 0, 0, 0.6)' };

/** MUI's small body cell (TableCell size="small") and hover row, for every row of the body at once. */
const BODY_SX = {
  '& > tr': { color: 'text.primary', verticalAlign: 'middle', outline: 0 },
  '& > tr:hover': { bgcolor: 'action.hover' },
  '& > tr.pt-click': { cursor: 'pointer' },
  '& > tr:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
  '& > tr > td': {
    typography: 'body2',
    color: 'inherit',
    verticalAlign: 'inherit',
    borderBottom: '1px solid rgba(224, 224, 224, 1)',
    textAlign: 'left',
    padding: '6px 16px',
  },
  '& > tr > td.pt-right': { textAlign: 'right' },
  '& > tr > td.pt-center': { textAlign: 'center' },
  '& > tr > td.pt-nowrap': { whiteSpace: 'nowrap' },
  '& > tr > td.pt-actions': { py: 0 },
  '& > tr > td.pt-fixed': { overflow: 'hidden', textOverflow: 'ellipsis' },
} as const;

function cellClass<R>(c: TableColumn<R>, fixed: boolean): string | undefined {
  const names = [c.align === 'right' ? 'pt-right' : c.align === 'center' ? 'pt-center' : '', !c.wrap || fixed ? 'pt-nowrap' : '', fixed ? 'pt-fixed' : ''];
  return names.filter(Boolean).join(' ') || undefined;
}

function cellStyle<R>(c: TableColumn<R>, rowHeight: number | undefined): CSSProperties | undefined {
  if (c.minWidth === undefined && c.maxWidth === undefined && rowHeight === undefined) return undefined;
  return { minWidth: c.minWidth, maxWidth: c.maxWidth, height: rowHeight, maxHeight: rowHeight };
}

export function TableRows<R>(props: TableRowsProps<R>) {
  const { bodyRef, columns, rows, rowKey, rowProps, rowStyle, rowActions, actionsPosition, onRowClick, focus, window, rowHeight, empty } = props;
  const span = columns.length + (rowActions ? 1 : 0);
  const start = window?.start ?? 0;
  const shown = window ? rows.slice(window.start, window.end) : rows;
  const fixed = rowHeight !== undefined;
  // Per column, not per cell: the same class and style object for every row.
  const cells = columns.map((c) => ({ c, className: cellClass(c, fixed), style: cellStyle(c, rowHeight) }));
  return (
    <TableBody ref={bodyRef} sx={BODY_SX}>
      {window && window.before > 0 && <tr aria-hidden style={{ height: window.before }} />}
      {shown.map((row, i) => {
        const index = start + i;
        const actions = rowActions ? <td className="pt-nowrap pt-actions">{rowActions(row)}</td> : null;
        return (
          <tr
            key={rowKey(row)}
            className={onRowClick ? 'pt-click' : undefined}
            style={rowHeight !== undefined ? { height: rowHeight, ...rowStyle?.(row) } : rowStyle?.(row)}
            tabIndex={index === focus.active ? 0 : -1}
            data-row-index={index}
            aria-rowindex={window ? index + 2 : undefined}
            onFocus={(e) => {
              if (e.target === e.currentTarget) focus.setActive(index);
            }}
            onKeyDown={(e) => focus.onKeyDown(e, index)}
            onClick={onRowClick ? () => onRowClick(row) : undefined}
            {...rowProps?.(row)}
          >
            {actionsPosition === 'start' && actions}
            {cells.map(({ c, className, style }) => (
              <td key={c.id} data-col={c.id} className={className} style={style}>
                {c.render ? c.render(row) : c.value(row)}
              </td>
            ))}
            {actionsPosition === 'end' && actions}
          </tr>
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
