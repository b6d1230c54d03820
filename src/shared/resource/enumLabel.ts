/** Labels of enum values in a language, from the resource declaration (the value itself when unknown). */
import type { EnumField, Lang, ResourceDeclaration } from './types';

/** The label of one of an enum field's values. */
export function optionLabel(field: EnumField, value: unknown, lang: Lang): string {
  return field.options.find((o) => o.value === value)?.label[lang] ?? String(value);
}

/** The label of a value of a declaration's enum field, by the field's name. */
export function enumLabel(decl: ResourceDeclaration, fieldName: string, value: string, lang: Lang): string {
  const field = decl.fields.find((f) => f.name === fieldName);
  return field && field.type === 'enum' ? optionLabel(field, value, lang) : value;
}
