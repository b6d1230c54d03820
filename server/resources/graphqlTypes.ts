import {
  GraphQLBoolean, GraphQLFloat, GraphQLID, GraphQLInputObjectType, GraphQLInt, GraphQLList, GraphQLNonNull,
  GraphQLObjectType, GraphQLString, type GraphQLFieldConfigArgumentMap, type GraphQLInputType, type GraphQLOutputType,
} from 'graphql';
import type { FieldDeclaration, ResourceDeclaration } from '../../src/shared/resource/types';
import { presenceKey, RANK_KEY } from '../../src/shared/resource/representation';
import { operationNames } from './naming';

/** GraphQL type of a declared field (same for output, filters and mutation arguments). */
export function scalarOf(f: FieldDeclaration): GraphQLInputType & GraphQLOutputType {
  switch (f.type) {
    case 'integer': return GraphQLInt;
    case 'number': return GraphQLFloat;
    case 'boolean': return GraphQLBoolean;
    case 'reference': return GraphQLID;
    case 'enum': return f.multiple ? new GraphQLList(GraphQLString) : GraphQLString;
    default: return GraphQLString;
  }
}

const RANGE_TYPES = new Set(['integer', 'number', 'date', 'datetime', 'time']);
const RANGE_OPS = ['_lt', '_lte', '_gt', '_gte', '_neq'];

/** Object type: system fields, then the declared fields in order. */
export function objectType(decl: ResourceDeclaration): GraphQLObjectType {
  return new GraphQLObjectType({
    name: decl.name,
    description: decl.label.de.one,
    fields: () => ({
      id: { type: new GraphQLNonNull(GraphQLID) },
      version: { type: new GraphQLNonNull(GraphQLInt) },
      createdAt: { type: GraphQLString },
      createdBy: { type: GraphQLString },
      updatedAt: { type: GraphQLString },
      updatedBy: { type: GraphQLString },
      ...Object.fromEntries(decl.fields.map((f) => [f.name, { type: scalarOf(f), description: f.label.de }])),
    }),
  });
}

/**
 * <Name>Filter: q (with q_rank: fields whose matches come first), ids, each field, range
 * operators for numbers/dates/times, <field>_empty (true: is empty, false: is set), system fields.
 */
export function filterType(decl: ResourceDeclaration): GraphQLInputObjectType {
  const fields: Record<string, { type: GraphQLInputType }> = {
    q: { type: GraphQLString },
    [RANK_KEY]: { type: new GraphQLList(GraphQLString) },
    ids: { type: new GraphQLList(GraphQLID) },
    id: { type: GraphQLID },
    createdBy: { type: GraphQLString },
    updatedBy: { type: GraphQLString },
  };
  for (const sys of ['createdAt', 'updatedAt']) for (const op of RANGE_OPS) fields[`${sys}${op}`] = { type: GraphQLString };
  for (const f of decl.fields) {
    fields[f.name] = { type: scalarOf(f) };
    fields[presenceKey(f.name)] = { type: GraphQLBoolean };
    if (RANGE_TYPES.has(f.type)) for (const op of RANGE_OPS) fields[`${f.name}${op}`] = { type: scalarOf(f) };
  }
  return new GraphQLInputObjectType({ name: operationNames(decl).filter, fields });
}

export function listArgs(filter: GraphQLInputObjectType): GraphQLFieldConfigArgumentMap {
  return {
    page: { type: GraphQLInt },
    perPage: { type: GraphQLInt },
    sortField: { type: GraphQLString },
    sortOrder: { type: GraphQLString },
    filter: { type: filter },
  };
}

/** Flat mutation arguments: every writable field, all optional (validation reports what is missing). */
export function writeArgs(decl: ResourceDeclaration): GraphQLFieldConfigArgumentMap {
  return Object.fromEntries(decl.fields.filter((f) => !f.readOnly).map((f) => [f.name, { type: scalarOf(f) }]));
}

export const ListMetadata = new GraphQLObjectType({ name: 'ListMetadata', fields: { count: { type: GraphQLInt } } });

export const FieldChangeType = new GraphQLObjectType({
  name: 'FieldChange',
  fields: { field: { type: new GraphQLNonNull(GraphQLString) }, from: { type: GraphQLString }, to: { type: GraphQLString } },
});

export const RecordVersionType = new GraphQLObjectType({
  name: 'RecordVersion',
  fields: {
    version: { type: new GraphQLNonNull(GraphQLInt) },
    operation: { type: new GraphQLNonNull(GraphQLString) },
    changedAt: { type: new GraphQLNonNull(GraphQLString) },
    changedBy: { type: GraphQLString },
    data: { type: GraphQLString, description: 'The record after the change, as a JSON string' },
    changes: { type: new GraphQLList(FieldChangeType) },
  },
});

export const ResourceChangeType = new GraphQLObjectType({
  name: 'ResourceChange',
  fields: {
    resource: { type: new GraphQLNonNull(GraphQLString) },
    id: { type: new GraphQLNonNull(GraphQLID) },
    operation: { type: new GraphQLNonNull(GraphQLString) },
    version: { type: GraphQLInt },
  },
});
