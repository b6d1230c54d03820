import { MENU, type MenuEntry } from '../../src/shared/menu/navigation';
import { listFilters, optionFields, representationFields } from '../../src/shared/resource/representation';
import { SYSTEM_FIELDS, ruleFields, type ResourceDeclaration } from '../../src/shared/resource/types';
import { operationNames } from '../../src/shared/resource/operations';

const TYPE_NAME = /^[A-Z][A-Za-z0-9]*$/;
const FIELD_NAME = /^[a-z][A-Za-z0-9]*$/;
const TABLE_NAME = /^[a-z][a-z0-9_]*$/;
const RESERVED_TYPES = new Set(['Query', 'Mutation', 'Subscription', 'ListMetadata', 'RecordVersion', 'FieldChange', 'ResourceChange', 'String', 'Int', 'Float', 'Boolean', 'ID']);
const RESERVED_TABLES = new Set(['schema_migrations', 'record_versions']);
const FIELD_TYPES = new Set(['string', 'text', 'email', 'color', 'integer', 'number', 'boolean', 'date', 'datetime', 'time', 'enum', 'reference']);

/** Problems of one declaration set (empty when it is usable). */
export function declarationProblems(decls: ResourceDeclaration[]): string[] {
  const problems: string[] = [];
  const byName = new Map<string, ResourceDeclaration>();
  const seen = { name: new Set<string>(), path: new Set<string>(), table: new Set<string>(), op: new Set<string>() };
  for (const d of decls) {
    const where = `resource "${d.name ?? '?'}"`;
    if (typeof d.name !== 'string' || !TYPE_NAME.test(d.name)) problems.push(`${where}: name must be PascalCase (a GraphQL type name)`);
    else if (RESERVED_TYPES.has(d.name)) problems.push(`${where}: name is reserved`);
    if (typeof d.table !== 'string' || !TABLE_NAME.test(d.table)) problems.push(`${where}: table must be snake_case`);
    else if (RESERVED_TABLES.has(d.table)) problems.push(`${where}: table "${d.table}" is reserved`);
    if (typeof d.path !== 'string' || !/^[A-Za-z0-9_-]+$/.test(d.path)) problems.push(`${where}: path must be a URL segment without slash`);
    for (const key of ['name', 'path', 'table'] as const) {
      if (seen[key].has(d[key])) problems.push(`${where}: duplicate ${key} "${d[key]}"`);
      seen[key].add(d[key]);
    }
    if (typeof d.name === 'string') {
      for (const op of Object.values(operationNames(d))) {
        if (seen.op.has(op)) problems.push(`${where}: GraphQL name "${op}" clashes with another resource`);
        seen.op.add(op);
      }
      byName.set(d.name, d);
    }
    if (!Array.isArray(d.fields) || d.fields.length === 0) problems.push(`${where}: fields must be a non-empty list`);
    if (!d.list || !Array.isArray(d.list.columns)) problems.push(`${where}: list.columns is missing`);
  }
  if (problems.length) return problems;

  for (const d of decls) {
    const where = `resource "${d.name}"`;
    const names = new Set<string>();
    const columns = new Set<string>();
    for (const f of d.fields) {
      if (!FIELD_NAME.test(f.name)) problems.push(`${where}: field "${f.name}" must be camelCase`);
      if ((SYSTEM_FIELDS as readonly string[]).includes(f.name)) problems.push(`${where}: field "${f.name}" is a system field`);
      if (names.has(f.name)) problems.push(`${where}: duplicate field "${f.name}"`);
      names.add(f.name);
      const col = f.name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
      if (columns.has(col)) problems.push(`${where}: fields map to the same column "${col}"`);
      columns.add(col);
      if (!FIELD_TYPES.has(f.type)) problems.push(`${where}: field "${f.name}" has unknown type "${f.type}"`);
      if (f.type === 'enum' && (!Array.isArray(f.options) || f.options.length === 0)) problems.push(`${where}: enum field "${f.name}" has no options`);
      if (f.type === 'reference') {
        const target = byName.get(f.reference);
        if (!target) problems.push(`${where}: field "${f.name}" references unknown resource "${f.reference}"`);
        else {
          for (const shown of optionFields(f)) {
            if (!target.fields.some((t) => t.name === shown) && !(SYSTEM_FIELDS as readonly string[]).includes(shown)) {
              problems.push(`${where}: field "${f.name}" shows unknown field "${shown}" of "${f.reference}"`);
            }
          }
        }
      }
      if ('pattern' in f && f.pattern) {
        try { new RegExp(f.pattern.regex); } catch { problems.push(`${where}: field "${f.name}" has an invalid pattern`); }
      }
    }
    const known = (n: string) => names.has(n) || (SYSTEM_FIELDS as readonly string[]).includes(n);
    const check = (list: string[] | undefined, what: string) => {
      for (const n of list ?? []) if (!known(n)) problems.push(`${where}: ${what} names unknown field "${n}"`);
    };
    check(d.list.columns, 'list.columns');
    check(d.list.hiddenColumns, 'list.hiddenColumns');
    check(listFilters(d).map((f) => f.field), 'list.filters');
    for (const f of d.list.filters ?? []) {
      if (typeof f !== 'string' && f.operator !== 'presence') problems.push(`${where}: list.filters: unknown operator "${String(f.operator)}" of "${f.field}" (known: presence)`);
    }
    if (d.recordRepresentation !== undefined) check(representationFields(d), 'recordRepresentation');
    check(d.list.export?.columns, 'list.export.columns');
    check(d.list.search, 'list.search');
    check(d.list.sort ? [d.list.sort.field] : [], 'list.sort');
    for (const s of d.form?.sections ?? []) check(s.fields, 'form.sections');
    for (const u of d.uniqueTogether ?? []) {
      if (!Array.isArray(u.fields) || u.fields.length < 2) problems.push(`${where}: uniqueTogether needs at least two fields`);
      else check(u.fields, 'uniqueTogether');
      if (u.anyOrder && u.fields?.length !== 2) problems.push(`${where}: uniqueTogether.anyOrder needs exactly two fields`);
    }
    for (const r of d.rules ?? []) {
      if (!['requiredWhen', 'requiredUnless', 'requiredWith', 'atMost'].includes(r.kind)) problems.push(`${where}: rules: unknown kind "${String(r.kind)}"`);
      else check([r.field, ...ruleFields(r)], `rules (${r.kind})`);
    }
    for (const f of d.fields) {
      if (f.type === 'reference' && f.notEqual) {
        const other = d.fields.find((o) => o.name === f.notEqual!.field);
        if (!other || other.type !== 'reference') problems.push(`${where}: field "${f.name}" notEqual must name another reference field (got "${f.notEqual.field}")`);
      }
      for (const b of ['min', 'max'] as const) {
        const v = (f as unknown as Record<string, unknown>)[b];
        if (v && typeof v === 'object' && 'field' in v && !names.has(String((v as { field: unknown }).field))) {
          problems.push(`${where}: field "${f.name}" ${b} refers to unknown field "${String((v as { field: unknown }).field)}"`);
        }
      }
    }
  }
  return problems;
}

/**
 * Declarations whose menu place does not exist in the navigation tree (src/shell/navigation.ts):
 * `menu.entry` must name a page, `menu.parent` an area or group. The message lists the ids
 * that would do, so that a typo is fixed at once instead of the resource silently landing at
 * the top level of the menu.
 */
export function menuProblems(decls: readonly ResourceDeclaration[], entries: readonly MenuEntry[] = MENU): string[] {
  const pages = entries.filter((e) => e.kind === 'page').map((e) => e.id);
  const containers = entries.filter((e) => e.kind !== 'page').map((e) => e.id);
  const problems: string[] = [];
  for (const d of decls) {
    const menu = d.menu as Partial<{ entry: unknown; parent: unknown }> | undefined;
    if (menu && typeof menu.entry === 'string') {
      if (!pages.includes(menu.entry)) problems.push(`resource "${d.name}": menu.entry "${menu.entry}" is not a menu page. Known page ids: ${pages.join(', ')}`);
    } else if (menu && typeof menu.parent === 'string') {
      if (!containers.includes(menu.parent)) problems.push(`resource "${d.name}": menu.parent "${menu.parent}" is not a menu area or group. Known area and group ids: ${containers.join(', ')}`);
    } else {
      problems.push(`resource "${d.name}": menu must be { entry: '<page id>' } or { parent: '<area or group id>' }`);
    }
  }
  return problems;
}

/** Throws a startup error listing every problem of the declaration set (menu places included). */
export function checkDeclarations(decls: ResourceDeclaration[]): void {
  const problems = declarationProblems(decls);
  if (!problems.length) problems.push(...menuProblems(decls));
  if (problems.length) throw new Error(`Invalid resource declarations:\n - ${problems.join('\n - ')}`);
}
