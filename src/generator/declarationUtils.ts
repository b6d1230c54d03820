import type { FieldDeclaration, Lang, ResourceDeclaration } from '../shared/resource/types';
import { systemFieldLabels } from './messages';

/** The declared field of that name, if any. */
export function fieldOf(decl: ResourceDeclaration, name: string): FieldDeclaration | undefined {
  return decl.fields.find((f) => f.name === name);
}

/** The route (react-admin resource name) of the resource a reference points to. */
export function referencePath(
  typeName: string,
  declarations: readonly ResourceDeclaration[],
): string {
  return declarations.find((d) => d.name === typeName)?.path ?? typeName;
}

export interface FormSection {
  title: string | null;
  fields: FieldDeclaration[];
}

/** Fields offered in forms, grouped by decl.form.sections; fields not named go last. */
export function formSections(decl: ResourceDeclaration, lang: Lang): FormSection[] {
  const editable = decl.fields.filter((f) => !f.hiddenInForm);
  const used = new Set<string>();
  const sections: FormSection[] = [];
  for (const s of decl.form?.sections ?? []) {
    const fields = s.fields
      .map((n) => editable.find((f) => f.name === n))
      .filter((f): f is FieldDeclaration => !!f && !used.has(f.name));
    fields.forEach((f) => used.add(f.name));
    if (fields.length) sections.push({ title: s.title[lang], fields });
  }
  const rest = editable.filter((f) => !used.has(f.name));
  if (rest.length) sections.push({ title: null, fields: rest });
  return sections;
}

/** Declared defaults, as the initial values of the create form. */
export function defaultValues(decl: ResourceDeclaration): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const f of decl.fields) {
    if ('default' in f && f.default !== undefined) values[f.name] = f.default;
  }
  return values;
}

/** Columns of the list: declared columns then hidden ones, deduplicated, only known fields. */
export function listColumns(decl: ResourceDeclaration): { name: string; hidden: boolean }[] {
  const seen = new Set<string>();
  const out: { name: string; hidden: boolean }[] = [];
  const known = (n: string) => !!fieldOf(decl, n) || ['id', 'version', 'createdAt', 'createdBy', 'updatedAt', 'updatedBy'].includes(n);
  for (const n of decl.list.columns) if (!seen.has(n) && known(n)) { seen.add(n); out.push({ name: n, hidden: false }); }
  for (const n of decl.list.hiddenColumns ?? []) if (!seen.has(n) && known(n)) { seen.add(n); out.push({ name: n, hidden: true }); }
  return out;
}

/** A list or export column's header: the declared label, or the generator's for system fields (id, version, created/updated). */
export function columnLabel(decl: ResourceDeclaration, name: string, lang: Lang): string {
  const field = fieldOf(decl, name);
  return field ? field.label[lang] : systemFieldLabels[lang][name] ?? name;
}

/** 'de' | 'it' from a react-admin locale ('it', 'it-IT', ...); German otherwise. */
export function langOf(locale: string | undefined): Lang {
  return locale?.toLowerCase().startsWith('it') ? 'it' : 'de';
}
