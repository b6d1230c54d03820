/**
 * The generated list screen of a resource: react-admin's list controller (ListBase: filters,
 * sort and page in the URL, the data provider's getList) drawn with the app's one table
 * (src/ui/table/PageTable), as the custom pages are. Not react-admin's List and DataTable: with
 * their filter form, pagination and fields they made the station list the heaviest screen
 * (380 KB gzip; issue 15). The filter inputs load when a filter is shown (ListFilterForm), the
 * create and edit forms when opened (DialogRoutes, buildResourceElements).
 */
import { Suspense, useCallback, useMemo, type ComponentType } from 'react';
import { Box, Stack } from '@mui/material';
import { useNavigate } from 'react-router';
import { ListBase, RecordContextProvider, useCanAccess, useCreatePath, useListContext, useTranslate, type RaRecord } from 'ra-core';
import { DEFAULT_PAGE_SIZE } from '../ui';
import { preloadable } from '../ui/preloadable';
import { PageTable, type ControlledPaging, type SortState } from '../ui/table';
import { ShellTitle } from '../shell/ShellTitle';
import type { ResourceDeclaration } from '../shared/resource/types';
import { DeclarationProvider, useDeclaration } from './context';
import { AddFilterMenu } from './AddFilterMenu';
import { CreateLink, useMayCreate } from './CreateLink';
import { DeclaredExport } from './DeclaredExport';
import { DialogRoutes } from './DialogRoutes';
import { useExtension } from './extensions';
import { filterChoices, hasFilterValue, shownFilterKeys } from './filterChoices';
import { ListEmpty } from './ListEmpty';
import { ListSearch } from './ListSearch';
import { listTableColumns } from './listTableColumns';
import { useLang } from './useLang';
import { useLiveListRefresh } from './useLiveListRefresh';

const NO_ACTIONS: ComponentType[] = [];
const filterForm = preloadable(() => import('./ListFilterForm').then((m) => m.ListFilterForm));
const preloadFilterForm = () => void filterForm.preload().catch(() => undefined);

/** Kept in the accessibility tree, out of sight (the usual clip technique). */
const VISUALLY_HIDDEN = { position: 'absolute', width: '1px', height: '1px', p: 0, m: '-1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 } as const;

/** The page's title: shown in the app bar, and as the page's heading for screen readers. */
function ListTitle({ title }: { title: string }) {
  return (
    <>
      <ShellTitle title={title} />
      <Box component="h1" sx={VISUALLY_HIDDEN}>
        {title}
      </Box>
    </>
  );
}

/** The row-actions cell: the extension's buttons; a click inside does not open the row. */
function RowActions({ actions }: { actions: readonly ComponentType[] }) {
  return (
    <Stack direction="row" spacing={0.5} onClick={(e) => e.stopPropagation()} sx={{ justifyContent: 'flex-end' }}>
      {actions.map((Action, i) => <Action key={i} />)}
    </Stack>
  );
}

function ListView() {
  const { decl, all } = useDeclaration();
  const lang = useLang();
  const translate = useTranslate();
  const ext = useExtension(decl);
  const list = useListContext();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const mayCreate = useMayCreate();
  // Other users' changes show without a reload (react-admin's realtime is not open source).
  useLiveListRefresh(decl.name);
  // A row opens the edit form only for users who may edit; the others get the read-only view.
  const { canAccess: canEdit } = useCanAccess({ resource: decl.path, action: 'edit' });

  const columns = useMemo(() => listTableColumns(decl, all, ext, lang), [decl, all, ext, lang]);
  const choices = useMemo(() => filterChoices(decl, lang), [decl, lang]);
  const shown = shownFilterKeys(choices, list.displayedFilters, list.filterValues);
  const rowActions = ext.rowActions ?? NO_ACTIONS;

  const open = useCallback(
    (record: RaRecord) => navigate(createPath({ resource: decl.path, id: record.id, type: canEdit ? 'edit' : 'show' })),
    [navigate, createPath, decl.path, canEdit],
  );
  const sort: SortState | null = list.sort?.field ? { field: list.sort.field, order: list.sort.order === 'DESC' ? 'desc' : 'asc' } : null;
  const onSort = (field: string) =>
    list.setSort({ field, order: list.sort?.field === field && list.sort.order === 'ASC' ? 'DESC' : 'ASC' });
  const paging: ControlledPaging = {
    total: list.total ?? 0,
    page: list.page - 1,
    perPage: list.perPage,
    onPage: (p) => list.setPage(p + 1),
    onPerPage: list.setPerPage,
  };
  const anyFilter = Object.values(list.filterValues).some(hasFilterValue);
  const title = decl.label[lang].title ?? decl.label[lang].other;

  if (!list.isPending && !list.error && list.total === 0 && !anyFilter && shown.length === 0) {
    return (
      <>
        <ListTitle title={title} />
        <ListEmpty mayCreate={mayCreate} />
      </>
    );
  }

  return (
    <>
      <ListTitle title={title} />
      <PageTable<RaRecord>
        id={`resource.${decl.path}`}
        label={title}
        columns={columns}
        rows={list.data ?? []}
        rowKey={(r) => String(r.id)}
        rowProps={(r) => ({ 'data-id': String(r.id) })}
        loading={list.isFetching}
        empty={list.isPending ? null : translate('ra.navigation.no_results', { name: decl.label[lang].other })}
        sort={sort}
        onSort={onSort}
        paging={paging}
        onRowClick={open}
        onRowActivate={open}
        rowActions={
          rowActions.length > 0
            ? (r) => (
                <RecordContextProvider value={r}>
                  <RowActions actions={rowActions} />
                </RecordContextProvider>
              )
            : undefined
        }
        rowActionsHeader={translate('gen.rowActions')}
        toolbar={
          <>
            <ListSearch label={translate('gen.action.search', { _: lang === 'it' ? 'Cerca' : 'Suche' })} />
            {shown.length > 0 && (
              <Suspense fallback={null}>
                <filterForm.Component />
              </Suspense>
            )}
          </>
        }
        actions={
          <>
            {choices.length > 0 && <AddFilterMenu choices={choices} shown={shown} preload={preloadFilterForm} />}
            {mayCreate && <CreateLink />}
            <DeclaredExport />
            {ext.listActions?.map((Action, i) => <Action key={i} />)}
          </>
        }
        maxHeight="calc(100vh - 230px)"
      />
    </>
  );
}

/** The generated list screen of a resource (plus its create/edit dialogs when decl.form.dialog). */
export function ResourceList({ decl, all }: { decl: ResourceDeclaration; all: readonly ResourceDeclaration[] }) {
  const ListAside = useExtension(decl).listAside;
  return (
    <DeclarationProvider value={{ decl, all }}>
      <ListBase sort={decl.list.sort} perPage={DEFAULT_PAGE_SIZE}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, p: { xs: 1, sm: 2 } }}>
          <Box sx={{ flex: '1 1 480px', minWidth: 0 }}>
            <ListView />
          </Box>
          {ListAside && <ListAside />}
        </Box>
      </ListBase>
      {decl.form?.dialog && <DialogRoutes />}
    </DeclarationProvider>
  );
}
