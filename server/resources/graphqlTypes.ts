import {
  GraphQLBoolean, GraphQLFloat, GraphQLID, GraphQLInputObjectType, GraphQLInt, GraphQLList, GraphQLNonNull,
  GraphQLObjectType, GraphQLString, type GraphQLFieldConfigArgumentMap, type GraphQLInputType, type GraphQLOutputType,
} from 'graphql';
import type { FieldDeclaration, ResourceDeclaration } from '../../src/shared/resource/types';
import { filterFieldTypes, graphqlTypeOf, operationNames, writableFields } from '../../src/shared/resource/operations';

const SCALARS = { Int: GraphQLInt, Float: GraphQLFloat, Boolean: GraphQLBoolean, ID: GraphQLID, String: GraphQLString } as const;

/** GraphQL type of a declared field (same for output, filters and mutation arguments; shared/resource/operations). */
export function scalarOf(f: FieldDeclaration): GraphQLInputType & GraphQLOutputType {
  const name = graphqlTypeOf(f);
  return name === '[String]' ? new GraphQLList(GraphQLString) : SCALARS[name];
}

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

const FILTER_SCALARS = { ...SCALARS, '[String]': new GraphQLList(GraphQLString), '[ID]': new GraphQLList(GraphQLID) } as const;

/** <Name>Filter, with the input fields of shared/resource/operations (filterFieldTypes). */
export function filterType(decl: ResourceDeclaration): GraphQLInputObjectType {
  const fields = Object.fromEntries(Object.entries(filterFieldTypes(decl)).map(([name, type]) => [name, { type: FILTER_SCALARS[type] }]));
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
  return Object.fromEntries(writableFields(decl).map((f) => [f.name, { type: scalarOf(f) }]));
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
