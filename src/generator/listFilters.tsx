import { lazy, Suspense, type ComponentProps, type ReactElement } from 'react';
import { NullableBooleanInput, SearchInput } from 'react-admin';
import { listFilters, presenceKey } from '../shared/resource/representation';
import type { Lang, ResourceDeclaration } from '../shared/resource/types';
import { fieldOf } from './declarationUtils';

/**
 * The inputs (with the autocomplete, Popper.js and the chips of a reference filter: about 20 KB
 * gzip) load when the user adds a filter, not with the list (issue 15); the forms load them too.
 */
const LazyFieldInput = lazy(() => import('./inputs').then((m) => ({ default: m.FieldInput })));

/** A filter's input: react-admin reads `source` and `label` from these props before it renders. */
function FilterFieldInput(props: ComponentProps<typeof LazyFieldInput>) {
  return (
    <Suspense fallback={null}>
      <LazyFieldInput {...props} />
    </Suspense>
  );
}

/**
 * The list's filter inputs: the full-text search box (always shown) and decl.list.filters:
 * a field name gives an input of the field's type, { field, operator: 'presence' } a choice
 * "leer" / "ausgefüllt" (filter `<field>_empty`: true / false).
 */
export function buildFilters(
  decl: ResourceDeclaration,
  all: readonly ResourceDeclaration[],
  lang: Lang,
  searchLabel: string,
): ReactElement[] {
  const filters: ReactElement[] = [
    <SearchInput key="q" source="q" alwaysOn placeholder={searchLabel} aria-label={searchLabel} />,
  ];
  for (const { field: name, operator } of listFilters(decl)) {
    const field = fieldOf(decl, name);
    if (!field) continue;
    if (operator === 'presence') {
      const source = presenceKey(name);
      filters.push(
        <NullableBooleanInput key={source} source={source} label={field.label[lang]} trueLabel="gen.filter.empty" falseLabel="gen.filter.set" />,
      );
      continue;
    }
    filters.push(
      field.type === 'boolean' ? (
        <NullableBooleanInput key={name} source={name} label={field.label[lang]} />
      ) : (
        <FilterFieldInput key={name} source={name} field={field} lang={lang} all={all} asFilter />
      ),
    );
  }
  return filters;
}
