/** The header row: sortable labels, alignment and widths of the visible columns, the actions column. */
import { TableCell, TableHead, TableRow, TableSortLabel } from '@mui/material';
import type { SortState, TableColumn } from './types';

export interface TableHeaderProps<R> {
  columns: readonly TableColumn<R>[];
  sort: SortState | null | undefined;
  /** Whether a column can be sorted by a click on its header. */
  canSort: (column: TableColumn<R>) => boolean;
  onSort: (field: string) => void;
  actionsHeader?: string;
  actionsPosition: 'start' | 'end';
}

const NOWRAP = { whiteSpace: 'nowrap' } as const;

function columnSx<R>(c: TableColumn<R>): object {
  return { minWidth: c.minWidth, maxWidth: c.maxWidth, ...(c.wrap ? {} : NOWRAP) };
}

export function TableHeader<R>({ columns, sort, canSort, onSort, actionsHeader, actionsPosition }: TableHeaderProps<R>) {
  const actions = actionsHeader !== undefined ? <TableCell sx={NOWRAP}>{actionsHeader}</TableCell> : null;
  return (
    <TableHead>
      <TableRow>
        {actionsPosition === 'start' && actions}
        {columns.map((c) => {
          const active = sort?.field === c.id;
          return (
            <TableCell
              key={c.id}
              align={c.align}
              data-col={c.id}
              sx={{ ...columnSx(c), ...NOWRAP }}
              sortDirection={active ? sort.order : false}
            >
              {canSort(c) ? (
                <TableSortLabel active={active} direction={active ? sort.order : 'asc'} onClick={() => onSort(c.id)}>
                  {c.header}
                </TableSortLabel>
              ) : (
                c.header
              )}
            </TableCell>
          );
        })}
        {actionsPosition === 'end' && actions}
      </TableRow>
    </TableHead>
  );
}
