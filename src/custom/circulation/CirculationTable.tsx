/**
 * The circulation list's table on the shared table: the fifteen columns (specification point 2)
 * after an actions column, server-side sorting and paging (25 or 50 rows, point 9), column
 * chooser, and export (CSV/XLSX) of the visible columns for every run of the selection.
 */
import { useMemo, type ReactNode } from 'react';
import type { RunRow } from '../../shared/operations/types';
import { usePageText } from '../../providers/i18n/usePageText';
import { PageTable } from '../../ui/table';
import { fetchAllRuns } from './api';
import { CellContent } from './cells';
import { exportFileName, runColumns, sortFieldOf, sortStateOf, type ColumnId } from './columns';
import { toggleSort, withChange, type ListParams } from './listParams';
import { circTexts } from './messages';

export interface CirculationTableProps {
  rows: readonly RunRow[];
  total: number;
  loading: boolean;
  params: ListParams;
  onParams: (next: ListParams) => void;
  /** The operating day shown (export file name, export query); null until known. */
  day: string | null;
  actions: (row: RunRow) => ReactNode;
  /** Shown in the table's toolbar, before the column chooser and the export. */
  toolbar?: ReactNode;
}

export function CirculationTable({ rows, total, loading, params, onParams, day, actions, toolbar }: CirculationTableProps) {
  const { t, lang } = usePageText(circTexts);
  const columns = useMemo(
    () => runColumns(lang).map((c) => ({ ...c, render: (row: RunRow) => <CellContent column={c.id as ColumnId} row={row} lang={lang} /> })),
    [lang],
  );
  return (
    <PageTable
      id="circulation.runs"
      label={t('title')}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      rowProps={(row) => ({ 'data-run-id': row.id, 'data-status': row.status })}
      loading={loading}
      empty={t('noRows')}
      sort={sortStateOf(params)}
      onSort={(id) => {
        const field = sortFieldOf(id);
        if (field) onParams(toggleSort(params, field));
      }}
      paging={{
        total,
        page: params.page - 1,
        perPage: params.perPage,
        onPage: (page) => onParams(withChange(params, { page: page + 1 })),
        onPerPage: (perPage) => onParams(withChange(params, { perPage })),
      }}
      rowActions={actions}
      rowActionsHeader={t('colActions')}
      rowActionsPosition="start"
      toolbar={toolbar}
      export={day ? { fileName: exportFileName(day, lang), sheetName: t('title'), rows: () => fetchAllRuns(params, day) } : undefined}
    />
  );
}
