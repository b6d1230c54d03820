import { useMemo, useRef, useState, type ComponentType } from 'react';
import { Box, Stack } from '@mui/material';
import {
  CreateButton,
  DataTable,
  FilterButton,
  List,
  Pagination,
  TopToolbar,
  useCanAccess,
  useTranslate,
} from 'react-admin';
import { allColumnsHidden, DATA_TABLE_SIZE, DEFAULT_PAGE_SIZE, EmptyColumnsState, PAGE_SIZES } from '../ui';
import { ColumnChooser } from '../ui/table/ColumnChooser';
import type { ResourceDeclaration } from '../shared/resource/types';
import { DeclarationProvider, useDeclaration } from './context';
import { columnLabel, fieldOf } from './declarationUtils';
import { DeclaredDisplay } from './displayFields';
import { useExtension } from './extensions';
import { buildFilters } from './listFilters';
import { DeclaredExport } from './DeclaredExport';
import { DeferredListContext } from './DeferredListContext';
import { DialogRoutes } from './DialogRoutes';
import { useLang } from './useLang';
import { useListColumns } from './useListColumns';
import { useLiveListRefresh } from './useLiveListRefresh';

const NO_ACTIONS: ComponentType[] = [];
/** Column key of the row-actions slot (not a field name: fields are camelCase). */
export const ROW_ACTIONS_SOURCE = '_rowActions';

/**
 * The row-actions slot: the extension's buttons in the row's record context. A click inside
 * stays here (it would otherwise also open the row's edit form or show page).
 */
function RowActions({ actions }: { actions: readonly ComponentType[] }) {
  return (
    <Stack direction="row" spacing={0.5} onClick={(e) => e.stopPropagation()} sx={{ justifyContent: 'flex-end' }}>
      {actions.map((Action, i) => <Action key={i} />)}
    </Stack>
  );
}

const columnsButtonId = (path: string) => `columns-button-${path}`;

/**
 * The tables' one column chooser (src/ui/table), on the list's own store key. Not react-admin's
 * ColumnsButton: that one keeps its popover mounted, and DataTable fills it with a switch per
 * column and a focused filter field whenever a list mounts (issue 15: the station list's
 * longest task); this one loads its menu when it is about to open.
 */
function ListColumnChooser() {
  const { decl } = useDeclaration();
  const { chooserColumns, hidden, setHidden } = useListColumns();
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLButtonElement | null>(null);
  return (
    <ColumnChooser
      id={columnsButtonId(decl.path)}
      columns={chooserColumns}
      hidden={hidden}
      onChange={setHidden}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      anchor={anchor}
    />
  );
}

function ListActions() {
  const { decl } = useDeclaration();
  const ext = useExtension(decl);
  return (
    <TopToolbar>
      <ListColumnChooser />
      <FilterButton />
      <CreateButton />
      <DeclaredExport />
      {ext.listActions?.map((Action, i) => <Action key={i} />)}
    </TopToolbar>
  );
}

function ListTable() {
  const { decl, all } = useDeclaration();
  const lang = useLang();
  const ext = useExtension(decl);
  const { columns, extra, defaultHidden, storeKey, hidden } = useListColumns();
  // Other users' changes show without a reload (react-admin's realtime is not open source).
  useLiveListRefresh(decl.name);
  const rowActions = ext.rowActions ?? NO_ACTIONS;
  const translate = useTranslate();
  // A row opens the edit form only for users who may edit; the others get the read-only view.
  const { canAccess: canEdit } = useCanAccess({ resource: decl.path, action: 'edit' });
  const allSources = [...columns.map((c) => c.name), ...extra.map((c) => c.source)];
  const noneShown = allColumnsHidden(allSources, hidden ?? defaultHidden);
  const openChooser = () => document.getElementById(columnsButtonId(decl.path))?.click();

  return (
    <>
      {noneShown && <EmptyColumnsState storeKey={storeKey} onManageColumns={openChooser} />}
      <Box sx={noneShown ? { display: 'none' } : undefined}>
        <DeferredListContext>
          <DataTable
            rowClick={canEdit ? 'edit' : 'show'}
            size={DATA_TABLE_SIZE}
            hiddenColumns={defaultHidden}
            storeKey={storeKey}
            // No row checkboxes: react-admin 5.15 puts their aria-label on MUI 9's root span, so
            // the inputs have no accessible name (axe: critical). Deleting goes through the
            // record's own confirmed delete; export covers the whole filtered list.
            bulkActionButtons={false}
          >
            {columns.map(({ name }) => {
              const field = fieldOf(decl, name);
              return (
                <DataTable.Col key={name} source={name} label={columnLabel(decl, name, lang)}>
                  {field ? <DeclaredDisplay field={field} lang={lang} all={all} /> : undefined}
                </DataTable.Col>
              );
            })}
            {extra.map(({ source, label, Cell }) => (
              <DataTable.Col key={source} source={source} label={label[lang]} disableSort>
                <Cell />
              </DataTable.Col>
            ))}
            {rowActions.length > 0 && (
              <DataTable.Col source={ROW_ACTIONS_SOURCE} label={translate('gen.rowActions')} disableSort align="right">
                <RowActions actions={rowActions} />
              </DataTable.Col>
            )}
          </DataTable>
        </DeferredListContext>
      </Box>
    </>
  );
}

/** The generated list screen of a resource (plus its create/edit dialogs when decl.form.dialog). */
export function ResourceList({ decl, all }: { decl: ResourceDeclaration; all: readonly ResourceDeclaration[] }) {
  const lang = useLang();
  const ListAside = useExtension(decl).listAside;
  const translate = useTranslate();
  const filters = useMemo(
    () => buildFilters(decl, all, lang, translate('gen.action.search', { _: lang === 'it' ? 'Cerca' : 'Suche' })),
    [decl, all, lang, translate],
  );
  return (
    <DeclarationProvider value={{ decl, all }}>
      <List
        title={decl.label[lang].title ?? decl.label[lang].other}
        sort={decl.list.sort}
        perPage={DEFAULT_PAGE_SIZE}
        filters={filters}
        actions={<ListActions />}
        aside={ListAside ? <ListAside /> : undefined}
        // On narrow screens the aside goes below the list instead of pushing the page sideways.
        sx={ListAside ? { flexWrap: 'wrap', rowGap: 2 } : undefined}
        pagination={<Pagination rowsPerPageOptions={[...PAGE_SIZES]} />}
      >
        <ListTable />
      </List>
      {decl.form?.dialog && <DialogRoutes />}
    </DeclarationProvider>
  );
}
