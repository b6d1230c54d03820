/**
 * The columns of a generated list for the one table (src/ui/table/PageTable): the declared list
 * columns (hidden ones hidden by default) and the extension's extra columns. A value shown as
 * text (./scalarText) is printed as it is; other fields, and fields the extension displays its
 * own way, render their display in the row's record context, as the show page does.
 */
import type { ComponentType } from 'react';
import { RecordContextProvider, type RaRecord } from 'ra-core';
import type { Lang, ResourceDeclaration } from '../shared/resource/types';
import type { CellValue, TableColumn } from '../ui/table';
import { columnLabel, fieldOf, listColumns } from './declarationUtils';
import { DeclaredDisplay } from './displayFields';
import type { ResourceExtension } from './extensions';
import { isScalarField, scalarText } from './scalarText';

/** A raw value for the table's own uses (the cells show the field's display). */
function rawValue(value: unknown): CellValue {
  if (value === null || value === undefined) return null;
  return typeof value === 'number' || typeof value === 'string' ? value : String(value);
}

function InRecord({ record, Cell }: { record: RaRecord; Cell: ComponentType }) {
  return (
    <RecordContextProvider value={record}>
      <Cell />
    </RecordContextProvider>
  );
}

export function listTableColumns(
  decl: ResourceDeclaration,
  all: readonly ResourceDeclaration[],
  ext: Pick<ResourceExtension, 'extraColumns' | 'displays'>,
  lang: Lang,
): TableColumn<RaRecord>[] {
  const declared = listColumns(decl).map(({ name, hidden }): TableColumn<RaRecord> => {
    const field = fieldOf(decl, name);
    const asText = field && isScalarField(field) && !ext.displays?.[name];
    return {
      id: name,
      header: columnLabel(decl, name, lang),
      value: (r) => rawValue(r[name]),
      render: asText
        ? (r) => scalarText(field, r[name], lang)
        : field
        ? (r) => (
            <RecordContextProvider value={r}>
              <DeclaredDisplay field={field} lang={lang} all={all} />
            </RecordContextProvider>
          )
        : undefined,
      defaultHidden: hidden,
      wrap: field?.type === 'text',
      maxWidth: field?.type === 'text' ? 360 : undefined,
    };
  });
  const extras = (ext.extraColumns ?? []).map(({ source, label, Cell, hidden }): TableColumn<RaRecord> => ({
    id: source,
    header: label[lang],
    value: () => null,
    render: (r) => <InRecord record={r} Cell={Cell} />,
    sortable: false,
    defaultHidden: !!hidden,
  }));
  return [...declared, ...extras];
}
