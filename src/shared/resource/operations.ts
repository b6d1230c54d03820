/**
 * The GraphQL operations of a declared resource, shared by the server (which builds its schema
 * from them) and the app's data provider (which writes its queries from them): one declaration,
 * one naming, no schema introspection at run time. Names follow ra-data-graphql-simple's
 * conventions, so react-admin's stock GraphQL provider also works against the server.
 */
import pluralize from 'pluralize';
import { presenceKey, RANK_KEY } from './representation';
import type { FieldDeclaration, ResourceDeclaration } from './types';

export function operationNames(decl: Pick<ResourceDeclaration, 'name'>) {
  const plural = pluralize(decl.name);
  return {
    one: decl.name,
    list: `all${plural}`,
    meta: `_all${plural}Meta`,
    create: `create${decl.name}`,
    update: `update${decl.name}`,
    delete: `delete${decl.name}`,
    filter: `${decl.name}Filter`,
  };
}

/** GraphQL scalar of a declared field, as written in an operation (output, filter and argument alike). */
export type FieldGraphQLType = 'Int' | 'Float' | 'Boolean' | 'ID' | 'String' | '[String]';

/** Type of an input field of <Name>Filter. */
export type FilterGraphQLType = FieldGraphQLType | '[ID]';

export function graphqlTypeOf(f: Pick<FieldDeclaration, 'type'> & { multiple?: boolean }): FieldGraphQLType {
  switch (f.type) {
    case 'integer': return 'Int';
    case 'number': return 'Float';
    case 'boolean': return 'Boolean';
    case 'reference': return 'ID';
    case 'enum': return f.multiple ? '[String]' : 'String';
    default: return 'String';
  }
}

/** Fields every record has besides the declared ones (the server's system columns). */
export const SYSTEM_FIELDS = ['id', 'version', 'createdAt', 'createdBy', 'updatedAt', 'updatedBy'] as const;

/** Fields a caller may send on create and update: every declared field that is not read-only. */
export function writableFields(decl: ResourceDeclaration): FieldDeclaration[] {
  return decl.fields.filter((f) => !f.readOnly);
}

const RANGE_TYPES = new Set(['integer', 'number', 'date', 'datetime', 'time']);
export const RANGE_OPS = ['_lt', '_lte', '_gt', '_gte', '_neq'] as const;

/**
 * The input fields of <Name>Filter with their types: q (with q_rank: fields whose matches come
 * first), ids, each field, range operators for numbers/dates/times, <field>_empty (true: is
 * empty, false: is set), system fields.
 */
export function filterFieldTypes(decl: ResourceDeclaration): Record<string, FilterGraphQLType> {
  const types: Record<string, FilterGraphQLType> = {
    q: 'String',
    [RANK_KEY]: '[String]',
    ids: '[ID]',
    id: 'ID',
    createdBy: 'String',
    updatedBy: 'String',
  };
  for (const sys of ['createdAt', 'updatedAt']) for (const op of RANGE_OPS) types[`${sys}${op}`] = 'String';
  for (const f of decl.fields) {
    types[f.name] = graphqlTypeOf(f);
    types[presenceKey(f.name)] = 'Boolean';
    if (RANGE_TYPES.has(f.type)) for (const op of RANGE_OPS) types[`${f.name}${op}`] = graphqlTypeOf(f);
  }
  return types;
}
