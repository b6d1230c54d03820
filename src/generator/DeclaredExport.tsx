import { useCallback, useMemo } from 'react';
import { useDataProvider, useListContext } from 'react-admin';
import { ExportMenu } from '../ui/export';
import { useDeclaration } from './context';
import { fieldOf, referencePath } from './declarationUtils';
import { declaredExportColumns, referencedIds, type RecordRow } from './exportColumns';
import { useExtension } from './extensions';
import { useLang } from './useLang';

/** Largest number of rows one export loads (the server's page limit). */
const EXPORT_LIMIT = 10_000;

/**
 * The list's Export button (CSV with semicolons and BOM, or XLSX): every row of the current
 * filter and sort, the declared columns with headers in the user's language, references
 * written as their option text.
 */
export function DeclaredExport() {
  const { decl, all } = useDeclaration();
  const lang = useLang();
  const ext = useExtension(decl);
  const dataProvider = useDataProvider();
  const { filterValues, sort, total } = useListContext();
  const overrides = ext.exportValues;

  const load = useCallback(async (): Promise<RecordRow[]> => {
    const { data } = await dataProvider.getList(decl.path, { filter: filterValues, sort, pagination: { page: 1, perPage: EXPORT_LIMIT } });
    return data as RecordRow[];
  }, [dataProvider, decl.path, filterValues, sort]);

  // Columns need the referenced records, so the loader fills this map before the rows are written.
  const referenced = useMemo(() => new Map<string, Map<string, RecordRow>>(), []);
  const columns = useMemo(() => declaredExportColumns(decl, lang, referenced, overrides), [decl, lang, referenced, overrides]);

  const rows = useCallback(async () => {
    const data = await load();
    for (const [name, ids] of referencedIds(decl, data)) {
      const field = fieldOf(decl, name);
      if (field?.type !== 'reference' || ids.length === 0) continue;
      const { data: targets } = await dataProvider.getMany(referencePath(field.reference, all), { ids });
      referenced.set(name, new Map(targets.map((t) => [String(t.id), t as RecordRow])));
    }
    return data;
  }, [load, decl, all, dataProvider, referenced]);

  const title = decl.label[lang].title ?? decl.label[lang].other;
  const fileName = decl.list.export?.fileName?.[lang] ?? title;
  return <ExportMenu columns={columns} rows={rows} fileName={fileName} sheetName={title.slice(0, 31)} disabled={total === 0} />;
}
