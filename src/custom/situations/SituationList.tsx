/**
 * The situation list (/lagebericht): open situations first (the server's order), filters in the
 * address, live (situationsChanged), "Neue Lage" for users with the edit right on some category.
 * The admin page (/lageberichtAdmin) shows the same table with its own row actions.
 */
import { useCallback, useMemo, type ReactNode } from 'react';
import { Box, Button } from '@mui/material';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { Lang } from '../../shared/resource/types';
import type { SituationListItem } from '../../shared/situations/api';
import { QueryError } from '../../ui/states';
import { PageTable, ROW_MUTED } from '../../ui/table';
import { CELL } from '../../ui/table/cellParts';
import { RowIconLink } from '../../ui/table/RowIconButton';
import { ROW_ICONS } from '../../ui/table/rowIcons';
import { fetchAllSituations } from './api';
import { PeriodExportButton } from './export/PeriodExportButton';
import { HANDOVER_PATH, newSituationLink, situationLink } from './link/link';
import { ListFilters } from './ListFilters';
import { listColumns, SORT_FIELD_OF } from './listColumns';
import { listFilter, listSearch, parseListParams, periodValid, type SituationListParams } from './listParams';
import { sitTexts } from './messages';
import { useMyRights, useNetworkChoices } from './useReferenceData';
import { useSituationList } from './useSituationList';
import { fromZonedInput } from './zonedInput';

const CRITICAL_ROW = { backgroundColor: 'rgba(211, 47, 47, 0.06)' };
const ACTIONS_GAP = { gap: 4 };
const HIDDEN = { visibility: 'hidden' } as const;

export function SituationList({ lang, tableId, rowActions, showNew = true }: {
  lang: Lang;
  tableId: string;
  /** Extra actions per row (the admin page's discard and correction). */
  rowActions?: (row: SituationListItem) => ReactNode;
  showNew?: boolean;
}) {
  const t = (k: Parameters<typeof sitTexts.text>[1], args?: Record<string, string>) => sitTexts.text(lang, k, args);
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => parseListParams(search), [search]);
  const toInstant = useCallback((v: string) => fromZonedInput(v), []);
  const filter = useMemo(() => listFilter(params, toInstant), [params, toInstant]);
  const onParams = useCallback((next: SituationListParams) => navigate({ pathname, search: listSearch(next) }, { replace: true }), [navigate, pathname]);
  const query = useSituationList(params, filter, periodValid(params, toInstant));
  const network = useNetworkChoices();
  const rights = useMyRights();
  const lineNumber = useMemo(() => new Map(network.lines.map((l) => [l.id, l.lineNumber])), [network.lines]);
  const lineOptions = useMemo(() => network.lines.map((l) => ({ value: l.id, label: l.lineNumber })), [network.lines]);
  const stationOptions = useMemo(() => network.stations.map((s) => ({ value: s.stationId, label: s.name })), [network.stations]);
  const columns = useMemo(() => listColumns(lang, (id) => lineNumber.get(id) ?? id), [lang, lineNumber]);
  const mayCreate = [...rights.byCategory.values()].some((r) => r.edit);
  const sortColumn = Object.entries(SORT_FIELD_OF).find(([, f]) => f === params.sortField)?.[0] ?? 'start';

  return (
    <Box>
      <ListFilters
        params={params}
        lang={lang}
        lines={lineOptions}
        stations={stationOptions}
        onParams={onParams}
      />
      {query.error ? <QueryError error={query.error} onRetry={() => void query.refetch()} /> : null}
      <PageTable
        id={tableId}
        label={t('list')}
        columns={columns}
        rows={query.data?.items ?? []}
        rowKey={(r) => r.id}
        rowProps={(r) => ({ 'data-situation-id': r.id, 'data-state': r.state })}
        rowStyle={(r) => (r.state === 'closed' ? ROW_MUTED : r.severity === 'critical' ? CRITICAL_ROW : undefined)}
        loading={query.isFetching}
        empty={query.data ? t('noSituations') : null}
        sort={{ field: sortColumn, order: params.sortOrder === 'ASC' ? 'asc' : 'desc' }}
        onSort={(col) => {
          const field = SORT_FIELD_OF[col];
          if (!field) return;
          const order = params.sortField === field && params.sortOrder === 'DESC' ? 'ASC' : 'DESC';
          onParams({ ...params, sortField: field, sortOrder: order, page: 1 });
        }}
        paging={{
          total: query.data?.total ?? 0,
          page: params.page - 1,
          perPage: params.perPage,
          onPage: (p) => onParams({ ...params, page: p + 1 }),
          onPerPage: (n) => onParams({ ...params, perPage: n, page: 1 }),
        }}
        export={{ fileName: t('fileName'), rows: () => fetchAllSituations(filter) }}
        toolbar={(
          <>
            {/* Its place is kept (invisible) until the rights are known: appearing later, it would push the list down. */}
            {showNew && (mayCreate || !rights.loaded) && (
              <Button variant="contained" size="small" component={Link} to={newSituationLink()} sx={rights.loaded ? undefined : HIDDEN}>
                {t('newSituation')}
              </Button>
            )}
            {showNew && <Button size="small" component={Link} to={HANDOVER_PATH}>{t('handover')}</Button>}
            <PeriodExportButton from={filter.from} to={filter.to} categoryIds={filter.categoryIds} />
          </>
        )}
        rowActionsPosition="start"
        rowActions={(r) => (
          <span className={CELL.row} style={ACTIONS_GAP}>
            <RowIconLink icon={ROW_ICONS.arrowForward} to={situationLink(r.id)} aria-label={t('openNamed', { number: r.number })} title={t('openNamed', { number: r.number })} />
            {rowActions?.(r)}
          </span>
        )}
        onRowActivate={(r) => navigate(situationLink(r.id))}
      />
    </Box>
  );
}
