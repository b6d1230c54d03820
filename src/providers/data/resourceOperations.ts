/**
 * The GraphQL documents and variables of react-admin's data provider methods for one declared
 * resource, written from its declaration (shared/resource/operations: the same names and types
 * the server builds its schema from), so the app needs neither schema introspection (off in
 * production) nor a GraphQL parser. Answers are read as ra-data-graphql-simple reads them:
 * keys starting with "_" and empty values are left out of a record. Pure: no I/O.
 */
import {
  filterFieldTypes, graphqlTypeOf, operationNames, SYSTEM_FIELDS, writableFields, type FilterGraphQLType,
} from '../../shared/resource/operations';
import type { ResourceDeclaration } from '../../shared/resource/types';

export type Variables = Record<string, unknown>;
type Rec = Record<string, unknown>;

export interface Operation<R> {
  query: string;
  variables: Variables;
  /** Reads the `data` of the answer. */
  read(data: Rec): R;
}

export interface ListParams {
  pagination?: { page: number; perPage: number };
  sort?: { field: string; order: string };
  filter?: Rec;
}

/** A record as react-admin gets it: without "_" keys and without empty (null) values. */
export function sanitizeRecord(data: Rec): Rec {
  const out: Rec = {};
  for (const [key, value] of Object.entries(data)) {
    if (key.startsWith('_') || value === null || value === undefined) continue;
    out[key] = value;
  }
  return out;
}

/**
 * A value as the argument's GraphQL type expects it (form inputs and URL filters give strings):
 * numbers from numeric text, text from numbers, lists element by element. Empty values pass.
 */
export function castValue(value: unknown, type: FilterGraphQLType): unknown {
  if (value === null || value === undefined || value === '') return value;
  if (type === '[String]' || type === '[ID]') {
    const list = Array.isArray(value) ? value : [value];
    return list.map((v) => castValue(v, type === '[ID]' ? 'ID' : 'String'));
  }
  if (typeof value === 'object') return value;
  switch (type) {
    case 'Int':
    case 'Float':
      return typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;
    case 'Boolean':
      return typeof value === 'string' ? value === 'true' : Boolean(value);
    default:
      return typeof value === 'number' || typeof value === 'boolean' ? String(value) : value;
  }
}

export function createResourceOperations(decl: ResourceDeclaration) {
  const names = operationNames(decl);
  const selection = [...SYSTEM_FIELDS, ...decl.fields.map((f) => f.name)].join(' ');
  const filterTypes = filterFieldTypes(decl);
  const writable = writableFields(decl);
  const listSignature = `$page: Int, $perPage: Int, $sortField: String, $sortOrder: String, $filter: ${names.filter}`;
  const listArgs = 'page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter';

  /** Filter values cast to their input types; unknown keys pass unchanged (the server names them). */
  const filterOf = (filter: Rec = {}): Rec =>
    Object.fromEntries(
      Object.entries(filter)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, filterTypes[k] ? castValue(v, filterTypes[k]) : v]),
    );

  const list = (params: ListParams, filter: Rec): Operation<{ data: Rec[]; total: number }> => ({
    query: `query ${names.list}(${listSignature}) { items: ${names.list}(${listArgs}) { ${selection} } total: ${names.meta}(${listArgs}) { count } }`,
    variables: {
      filter: filterOf(filter),
      ...(params.pagination ? { page: params.pagination.page - 1, perPage: params.pagination.perPage } : {}),
      ...(params.sort ? { sortField: params.sort.field, sortOrder: params.sort.order } : {}),
    },
    read: (data) => ({
      data: ((data.items as Rec[] | null) ?? []).map(sanitizeRecord),
      total: ((data.total as { count?: number } | null)?.count ?? 0),
    }),
  });

  /** The declared, writable fields of `data` as mutation arguments (system fields and extras are not sent). */
  const writeInput = (data: Rec) => {
    const present = writable.filter((f) => data[f.name] !== undefined);
    return {
      signature: present.map((f) => `$${f.name}: ${graphqlTypeOf(f)}`),
      args: present.map((f) => `${f.name}: $${f.name}`),
      variables: Object.fromEntries(present.map((f) => [f.name, castValue(data[f.name], graphqlTypeOf(f))])),
    };
  };

  const one = (data: Rec): Rec => sanitizeRecord((data.data as Rec | null) ?? {});

  return {
    getList: (params: ListParams) => list(params, params.filter ?? {}),
    getMany: (ids: readonly unknown[]) => list({}, { ids }),
    getManyReference: (params: ListParams & { target: string; id: unknown }) => list(params, { ...params.filter, [params.target]: params.id }),
    /** null when the record does not exist. */
    getOne: (id: unknown): Operation<Rec | null> => ({
      query: `query ${names.one}($id: ID!) { data: ${names.one}(id: $id) { ${selection} } }`,
      variables: { id: String(id) },
      read: (data) => (data.data ? one(data) : null),
    }),
    create: (data: Rec): Operation<Rec> => {
      const w = writeInput(data);
      const signature = w.signature.length ? `(${w.signature.join(', ')})` : '';
      const args = w.args.length ? `(${w.args.join(', ')})` : '';
      return { query: `mutation ${names.create}${signature} { data: ${names.create}${args} { ${selection} } }`, variables: w.variables, read: one };
    },
    /** `version` (optimistic lock) is sent when the record carries it. */
    update: (id: unknown, data: Rec): Operation<Rec> => {
      const w = writeInput(data);
      const version = castValue(data.version, 'Int');
      const signature = ['$id: ID!', '$version: Int', ...w.signature].join(', ');
      const args = ['id: $id', 'version: $version', ...w.args].join(', ');
      return {
        query: `mutation ${names.update}(${signature}) { data: ${names.update}(${args}) { ${selection} } }`,
        variables: { id: String(id), version: typeof version === 'number' ? version : null, ...w.variables },
        read: one,
      };
    },
    delete: (id: unknown): Operation<Rec> => ({
      query: `mutation ${names.delete}($id: ID!) { data: ${names.delete}(id: $id) { ${selection} } }`,
      variables: { id: String(id) },
      read: one,
    }),
  };
}

export type ResourceOperations = ReturnType<typeof createResourceOperations>;
