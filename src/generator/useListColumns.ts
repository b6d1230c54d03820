/**
 * The columns of a generated list, as its table and its column chooser both need them: the
 * declared list columns, the extension's extra columns, which are hidden by default, and the
 * react-admin store key under which the user's choice is kept (DataTable reads the same key).
 */
import { useMemo } from 'react';
import { useStore } from 'react-admin';
import type { ChooserColumn } from '../ui/table/ColumnChooserMenu';
import { useDeclaration } from './context';
import { columnLabel, listColumns } from './declarationUtils';
import { useExtension, type ExtraColumn } from './extensions';
import { useLang } from './useLang';

const NO_COLUMNS: ExtraColumn[] = [];

export function useListColumns() {
  const { decl } = useDeclaration();
  const lang = useLang();
  const extra = useExtension(decl).extraColumns ?? NO_COLUMNS;
  const columns = useMemo(() => listColumns(decl), [decl]);
  // Stable identity: react-admin's column store treats a new default as a change.
  const defaultHidden = useMemo(
    () => [...columns.filter((c) => c.hidden).map((c) => c.name), ...extra.filter((c) => c.hidden).map((c) => c.source)],
    [columns, extra],
  );
  const chooserColumns = useMemo<ChooserColumn[]>(
    () => [
      ...columns.map(({ name, hidden }) => ({ id: name, header: columnLabel(decl, name, lang), defaultHidden: hidden })),
      ...extra.map(({ source, label, hidden }) => ({ id: source, header: label[lang], defaultHidden: !!hidden })),
    ],
    [columns, extra, decl, lang],
  );
  const storeKey = `${decl.path}.datatable`;
  const [hidden, setHidden] = useStore<string[] | undefined>(storeKey, defaultHidden);
  return { columns, extra, defaultHidden, chooserColumns, storeKey, hidden: Array.isArray(hidden) ? hidden : undefined, setHidden };
}
