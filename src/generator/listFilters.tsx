import type { ReactElement } from 'react';
import { NullableBooleanInput } from 'react-admin';
import { listFilters, presenceKey } from '../shared/resource/representation';
import type { Lang, ResourceDeclaration } from '../shared/resource/types';
import { fieldOf } from './declarationUtils';
// Static: this module is itself the lazily loaded filter form's (ListFilterForm). A lazy input
// would register after react-admin's filter form has applied the URL's filter values, and show empty.
import { FieldInput } from './inputs';

/**
 * The list's filter inputs for decl.list.filters (the search box is the list's own, ListSearch):
 * a field name gives an input of the field's type, { field, operator: 'presence' } a choice
 * "leer" / "ausgefüllt" (filter `<field>_empty`: true / false). The same keys as filterChoices.ts.
 */
export function buildFilters(decl: ResourceDeclaration, all: readonly ResourceDeclaration[], lang: Lang): ReactElement[] {
  const filters: ReactElement[] = [];
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
        <FieldInput key={name} source={name} field={field} lang={lang} all={all} asFilter />
      ),
    );
  }
  return filters;
}
