import {
  GraphQLID, GraphQLInt, GraphQLList, GraphQLNonNull, GraphQLObjectType, GraphQLSchema, GraphQLString,
  type GraphQLFieldConfigMap,
} from 'graphql';
import type { RequestContext } from '../context';
import type { PubSub } from '../pubsub';
import { notFound } from './errors';
import {
  filterType, listArgs, ListMetadata, objectType, RecordVersionType, ResourceChangeType, writeArgs,
} from './graphqlTypes';
import type { ListArgs } from './list';
import { operationNames } from './naming';
import type { ResourceChange, ResourceService } from './service';

export const RESOURCE_CHANGED = 'resourceChanged';

type Fields = GraphQLFieldConfigMap<unknown, RequestContext>;
type IdArgs = { id: string };
type UpdateArgs = { id: string; version?: number | null } & Record<string, unknown>;

function resourceFields(service: ResourceService, query: Fields, mutation: Fields): void {
  const decl = service.model.decl;
  const names = operationNames(decl);
  const type = objectType(decl);
  const args = listArgs(filterType(decl));
  query[names.one] = {
    type,
    args: { id: { type: new GraphQLNonNull(GraphQLID) } },
    resolve: (_s, a: IdArgs) => service.get(a.id),
  };
  query[names.list] = { type: new GraphQLList(type), args, resolve: (_s, a: ListArgs) => service.list(a) };
  query[names.meta] = { type: ListMetadata, args, resolve: async (_s, a: ListArgs) => ({ count: await service.count(a) }) };
  mutation[names.create] = { type, args: writeArgs(decl), resolve: (_s, a: Record<string, unknown>, ctx) => service.create(a, ctx) };
  mutation[names.update] = {
    type,
    args: { id: { type: new GraphQLNonNull(GraphQLID) }, version: { type: GraphQLInt }, ...writeArgs(decl) },
    resolve: (_s, { id, version, ...input }: UpdateArgs, ctx) => service.update(id, input, version, ctx),
  };
  mutation[names.delete] = {
    type,
    args: { id: { type: new GraphQLNonNull(GraphQLID) } },
    resolve: (_s, a: IdArgs, ctx) => service.remove(a.id, ctx),
  };
}

/** The whole API: ra-data-graphql-simple operations per resource, versions, restore, live changes. */
export function buildSchema(services: ResourceService[], pubsub: PubSub): GraphQLSchema {
  const query: Fields = {};
  const mutation: Fields = {};
  for (const s of services) resourceFields(s, query, mutation);
  const byName = new Map(services.map((s) => [s.model.decl.name, s]));
  const historyService = (resource: string, ctx: RequestContext) => {
    const s = byName.get(resource);
    if (!s) throw notFound(ctx.lang, 'error.unknownResource', { resource });
    if (!s.model.decl.history) throw notFound(ctx.lang, 'error.noHistory', { resource });
    return s;
  };

  query._versions = {
    type: new GraphQLList(RecordVersionType),
    args: { resource: { type: new GraphQLNonNull(GraphQLString) }, id: { type: new GraphQLNonNull(GraphQLID) } },
    resolve: (_s, a: { resource: string; id: string }, ctx) => historyService(a.resource, ctx).versions(a.id),
  };
  mutation.restoreVersion = {
    type: GraphQLString,
    description: 'Writes the data of an old version as a new version; returns the record as a JSON string',
    args: {
      resource: { type: new GraphQLNonNull(GraphQLString) },
      id: { type: new GraphQLNonNull(GraphQLID) },
      version: { type: new GraphQLNonNull(GraphQLInt) },
      expectedVersion: { type: GraphQLInt },
    },
    resolve: async (_s, a: { resource: string; id: string; version: number; expectedVersion?: number | null }, ctx) =>
      JSON.stringify(await historyService(a.resource, ctx).restore(a.id, a.version, a.expectedVersion, ctx)),
  };

  const subscription = new GraphQLObjectType<unknown, RequestContext>({
    name: 'Subscription',
    fields: {
      resourceChanged: {
        type: ResourceChangeType,
        description: 'Every write; filtered by resource type name (or path) when given',
        args: { resource: { type: GraphQLString } },
        subscribe: (_s, a: { resource?: string | null }) => filterChanges(pubsub.subscribe<ResourceChange>(RESOURCE_CHANGED), a.resource, byName),
        resolve: (payload: unknown) => payload as ResourceChange,
      },
    },
  });

  return new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'Query', fields: query }),
    mutation: new GraphQLObjectType({ name: 'Mutation', fields: mutation }),
    subscription,
  });
}

/** Filters a subscription; return() reaches the source at once (an async generator would wait for the next event). */
function filterChanges(source: AsyncIterableIterator<ResourceChange>, resource: string | null | undefined, byName: Map<string, ResourceService>) {
  const wanted = resource ? ([...byName.values()].find((s) => s.model.decl.path === resource)?.model.decl.name ?? resource) : null;
  const done = (): Promise<IteratorResult<ResourceChange>> => source.return?.() ?? Promise.resolve({ value: undefined, done: true });
  const it: AsyncIterableIterator<ResourceChange> = {
    async next() {
      for (;;) {
        const r = await source.next();
        if (r.done || !wanted || r.value.resource === wanted) return r;
      }
    },
    return: done,
    throw: (e?: unknown) => done().then(() => Promise.reject(e)),
    [Symbol.asyncIterator]: () => it,
  };
  return it;
}
