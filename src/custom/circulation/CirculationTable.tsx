/**
 * The circulation list's table: the fifteen columns (specification point 2) after an actions
 * column, compact rows, sortable headers, server-side paging with 25 or 50 rows (point 9). A click
 * on a row selects nothing; actions are buttons.
 */
import type { ReactNode } from 'react';
import {
  Box,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
} from '@mui/material';
import type { RunRow } from '../../shared/operations/types';
import type { Lang } from '../../shared/resource/types';
import { DATA_TABLE_SIZE, PAGE_SIZES } from '../../ui/dataGridDefaults';
import { CellContent } from './cells';
import { COLUMNS } from './columns';
import { toggleSort, withChange, type ListParams } from './listParams';
import { circText } from './messages';

export interface CirculationTableProps {
  rows: RunRow[];
  total: number;
  loading: boolean;
  params: ListParams;
  onParams: (next: ListParams) => void;
  lang: Lang;
  actions: (row: RunRow) => ReactNode;
}

const NOWRAP = { whiteSpace: 'nowrap' } as const;
/** Free-text cells wrap within a bound instead of widening the table. */
const WIDE: Partial<Record<string, object>> = {
  location: { minWidth: 220, maxWidth: 300 },
  measure: { minWidth: 160, maxWidth: 260 },
  comment: { minWidth: 120, maxWidth: 240 },
  destination: { minWidth: 170 },
  nextStation: { minWidth: 150 },
};

export function CirculationTable({ rows, total, loading, params, onParams, lang, actions }: CirculationTableProps) {
  return (
    // The layout grows to fit its content (min-width: fit-content); containment keeps the wide
    // table from widening the page, so the table scrolls sideways in its own box instead.
    <Box sx={{ position: 'relative', contain: 'inline-size' }}>
      <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label={circText(lang, 'loading')} />}</Box>
      <TableContainer sx={{ maxHeight: 'calc(100vh - 250px)', minHeight: 200 }}>
        <Table size={DATA_TABLE_SIZE} stickyHeader aria-label={circText(lang, 'title')}>
          <TableHead>
            <TableRow>
              <TableCell sx={NOWRAP}>{circText(lang, 'colActions')}</TableCell>
              {COLUMNS.map((col) => {
                const active = col.sortField !== null && params.sortField === col.sortField;
                return (
                  <TableCell
                    key={col.id}
                    align={col.align}
                    sx={NOWRAP}
                    data-col={col.id}
                    sortDirection={active ? (params.sortOrder === 'ASC' ? 'asc' : 'desc') : false}
                  >
                    {col.sortField ? (
                      <TableSortLabel
                        active={active}
                        direction={active && params.sortOrder === 'DESC' ? 'desc' : 'asc'}
                        onClick={() => onParams(toggleSort(params, col.sortField!))}
                      >
                        {circText(lang, col.label)}
                      </TableSortLabel>
                    ) : (
                      circText(lang, col.label)
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id} hover data-run-id={row.id} data-status={row.status}>
                <TableCell sx={{ ...NOWRAP, py: 0 }}>{actions(row)}</TableCell>
                {COLUMNS.map((col) => (
                  <TableCell key={col.id} align={col.align} data-col={col.id} sx={WIDE[col.id] ?? NOWRAP}>
                    <CellContent column={col.id} row={row} lang={lang} />
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {!loading && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={COLUMNS.length + 1} sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
                  {circText(lang, 'noRows')}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={Math.max(0, Math.min(params.page - 1, Math.max(0, Math.ceil(total / params.perPage) - 1)))}
        rowsPerPage={params.perPage}
        rowsPerPageOptions={[...PAGE_SIZES]}
        onPageChange={(_, page) => onParams(withChange(params, { page: page + 1 }))}
        onRowsPerPageChange={(e) => onParams(withChange(params, { perPage: Number(e.target.value) }))}
      />
    </Box>
  );
}
