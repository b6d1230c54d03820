import {
  GraphQLID, GraphQLInt, GraphQLList, GraphQLNonNull, GraphQLObjectType, GraphQLSchema, GraphQLString,
  type GraphQLFieldConfigMap,
} from 'graphql';
import { requirePermission, requireUser } from '../auth/guard';
import { mayPerform } from '../../src/shared/auth/permissions';
import type { Action } from '../../src/shared/resource/types';
import type { RequestContext } from '../context';
import { mergeExtensions, type SchemaExtension } from '../graphql/extension';
import { DEFAULT_LIMITS } from '../graphql/limits/limits';
import type { PubSub } from '../pubsub';
import { notFound } from './errors';
import {
  filterType, listArgs, ListMetadata, objectType, RecordVersionType, ResourceChangeType, writeArgs,
} from './graphqlTypes';
import { apiList } from './apiList';
import type { ListArgs } from './list';
import { operationNames } from '../../src/shared/resource/operations';
import type { ResourceChange, ResourceService } from './service';

export const RESOURCE_CHANGED = 'resourceChanged';

type Fields = GraphQLFieldConfigMap<unknown, RequestContext>;
type IdArgs = { id: string };
type UpdateArgs = { id: string; version?: number | null } & Record<string, unknown>;

/** Every operation checks the caller's permission (declaration, else DEFAULT_PERMISSIONS) before touching data. */
function resourceFields(service: ResourceService, query: Fields, mutation: Fields, maxPerPage: number): void {
  const decl = service.model.decl;
  const names = operationNames(decl);
  const type = objectType(decl);
  const args = listArgs(filterType(decl));
  const guarded = <A, R>(action: Action, run: (a: A, ctx: RequestContext) => R) => (_s: unknown, a: A, ctx: RequestContext): R => {
    requirePermission(ctx, decl, action);
    return run(a, ctx);
  };
  query[names.one] = {
    type,
    args: { id: { type: new GraphQLNonNull(GraphQLID) } },
    resolve: guarded('show', (a: IdArgs) => service.get(a.id)),
  };
  query[names.list] = { type: new GraphQLList(type), args, resolve: guarded('list', (a: ListArgs, ctx) => apiList(service, a, ctx, maxPerPage)) };
  query[names.meta] = { type: ListMetadata, args, resolve: guarded('list', async (a: ListArgs) => ({ count: await service.count(a) })) };
  mutation[names.create] = { type, args: writeArgs(decl), resolve: guarded('create', (a: Record<string, unknown>, ctx) => service.create(a, ctx)) };
  mutation[names.update] = {
    type,
    args: { id: { type: new GraphQLNonNull(GraphQLID) }, version: { type: GraphQLInt }, ...writeArgs(decl) },
    resolve: guarded('edit', ({ id, version, ...input }: UpdateArgs, ctx) => service.update(id, input, version, ctx)),
  };
  mutation[names.delete] = {
    type,
    args: { id: { type: new GraphQLNonNull(GraphQLID) } },
    resolve: guarded('delete', (a: IdArgs, ctx) => service.remove(a.id, ctx)),
  };
}

/** The whole API: ra-data-graphql-simple operations per resource, versions, restore, live changes. */
export function buildSchema(
  services: ResourceService[],
  pubsub: PubSub,
  extensions: readonly SchemaExtension[] = [],
  /** Largest page of a resource list (graphql/limits/limits.ts). */
  maxPerPage: number = DEFAULT_LIMITS.maxPerPage,
): GraphQLSchema {
  const query: Fields = {};
  const mutation: Fields = {};
  for (const s of services) resourceFields(s, query, mutation, maxPerPage);
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
    resolve: (_s, a: { resource: string; id: string }, ctx) => {
      const s = historyService(a.resource, ctx);
      requirePermission(ctx, s.model.decl, 'show');
      return s.versions(a.id);
    },
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
    resolve: async (_s, a: { resource: string; id: string; version: number; expectedVersion?: number | null }, ctx) => {
      const s = historyService(a.resource, ctx);
      requirePermission(ctx, s.model.decl, 'edit');
      return JSON.stringify(await s.restore(a.id, a.version, a.expectedVersion, ctx));
    },
  };

  const subscriptionFields: Fields = {
      resourceChanged: {
        type: ResourceChangeType,
        description: 'Every write the caller may list; filtered by resource type name (or path) when given',
        args: { resource: { type: GraphQLString } },
        subscribe: (_s, a: { resource?: string | null }, ctx: RequestContext) => {
          const user = requireUser(ctx);
          const named = a.resource ? [...byName.values()].find((s) => s.model.decl.name === a.resource || s.model.decl.path === a.resource) : undefined;
          if (named) requirePermission(ctx, named.model.decl, 'list');
          // Only resources the subscriber may list, decided once: roles do not change during a connection.
          const listable = new Set([...byName.values()].filter((s) => mayPerform(user.roles, s.model.decl, 'list')).map((s) => s.model.decl.name));
          return filterChanges(pubsub.subscribe<ResourceChange>(RESOURCE_CHANGED), named?.model.decl.name ?? a.resource ?? null, listable);
        },
        resolve: (payload: unknown) => payload as ResourceChange,
      },
  };
  mergeExtensions({ query, mutation, subscription: subscriptionFields }, extensions);

  return new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'Query', fields: query }),
    mutation: new GraphQLObjectType({ name: 'Mutation', fields: mutation }),
    subscription: new GraphQLObjectType<unknown, RequestContext>({ name: 'Subscription', fields: subscriptionFields }),
  });
}

/** Filters a subscription; return() reaches the source at once (an async generator would wait for the next event). */
function filterChanges(source: AsyncIterableIterator<ResourceChange>, wanted: string | null, listable: ReadonlySet<string>) {
  const done = (): Promise<IteratorResult<ResourceChange>> => source.return?.() ?? Promise.resolve({ value: undefined, done: true });
  const it: AsyncIterableIterator<ResourceChange> = {
    async next() {
      for (;;) {
        const r = await source.next();
        if (r.done || (listable.has(r.value.resource) && (!wanted || r.value.resource === wanted))) return r;
      }
    },
    return: done,
    throw: (e?: unknown) => done().then(() => Promise.reject(e)),
    [Symbol.asyncIterator]: () => it,
  };
  return it;
}
