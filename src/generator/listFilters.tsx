import type { ReactElement } from 'react';
import { NullableBooleanInput, SearchInput } from 'react-admin';
import type { Lang, ResourceDeclaration } from '../shared/resource/types';
import { fieldOf } from './declarationUtils';
import { FieldInput } from './inputs';

/** The list's filter inputs: the full-text search box (always shown) and decl.list.filters. */
export function buildFilters(
  decl: ResourceDeclaration,
  all: readonly ResourceDeclaration[],
  lang: Lang,
  searchLabel: string,
): ReactElement[] {
  const filters: ReactElement[] = [
    <SearchInput key="q" source="q" alwaysOn placeholder={searchLabel} aria-label={searchLabel} />,
  ];
  for (const name of decl.list.filters ?? []) {
    const field = fieldOf(decl, name);
    if (!field) continue;
    filters.push(
      field.type === 'boolean' ? (
        <NullableBooleanInput key={name} source={name} label={field.label[lang]} />
      ) : (
        <FieldInput key={name} source={name} field={field} lang={lang} all={all} asFilter />
      ),
    );
  }
  return filters;
}
