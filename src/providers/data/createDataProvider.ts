import { HttpError, type DataProvider, type Identifier, type RaRecord } from 'ra-core';
import type { ResourceDeclaration } from '../../shared/resource/types';
import { mapGraphQLError } from './errors';
import { graphqlRequest, type GraphQLRequestOptions } from './graphqlRequest';
import { createPathMapper } from './pathMapping';
import { createResourceOperations, type Operation, type ResourceOperations } from './resourceOperations';
import type { LeitstelleDataProvider } from './types';
import { fetchVersions, restoreVersion } from './versions';

/** Sends one GraphQL document (graphqlRequest, or a test's client). */
export type GraphQLSend = <T>(query: string, variables: Record<string, unknown>, options?: GraphQLRequestOptions) => Promise<T>;

/**
 * The app's data provider: react-admin's methods as the declared resources' GraphQL operations
 * (resourceOperations.ts), sent through the app's one GraphQL client. react-admin calls it with
 * route names (decl.path); GraphQL errors become react-admin errors (errors.ts).
 */
export function createDataProvider(declarations: readonly ResourceDeclaration[], send: GraphQLSend = graphqlRequest): LeitstelleDataProvider {
  const mapper = createPathMapper(declarations);
  const operations = new Map<string, ResourceOperations>();
  const opsOf = (resource: string): ResourceOperations => {
    const decl = mapper.declarationOf(resource);
    if (!decl) throw new HttpError(`Unknown resource "${resource}"`, 404);
    let ops = operations.get(decl.name);
    if (!ops) operations.set(decl.name, (ops = createResourceOperations(decl)));
    return ops;
  };
  /** Any call of the client, its GraphQL errors turned into react-admin's. */
  const mapped = <R>(call: () => Promise<R>): Promise<R> =>
    call().catch((error: unknown) => {
      throw mapGraphQLError(error);
    });
  const run = <R>(op: Operation<R>, signal?: AbortSignal): Promise<R> =>
    mapped(async () => op.read(await send<Record<string, unknown>>(op.query, op.variables, { signal })));
  const record = <R extends RaRecord>(data: Record<string, unknown>) => data as R;

  const provider: LeitstelleDataProvider = {
    getList: async (resource, params) => {
      const { data, total } = await run(opsOf(resource).getList(params), params.signal);
      return { data: data.map((d) => record(d)), total };
    },
    getMany: async (resource, params) => {
      const { data } = await run(opsOf(resource).getMany(params.ids), params.signal);
      return { data: data.map((d) => record(d)) };
    },
    getManyReference: async (resource, params) => {
      const { data, total } = await run(opsOf(resource).getManyReference(params), params.signal);
      return { data: data.map((d) => record(d)), total };
    },
    getOne: async (resource, params) => {
      const data = await run(opsOf(resource).getOne(params.id), params.signal);
      if (!data) throw new HttpError('ra.notification.item_doesnt_exist', 404, { code: 'NOT_FOUND' });
      return { data: record(data) };
    },
    create: async (resource, params) => ({ data: record(await run(opsOf(resource).create(params.data as Record<string, unknown>))) }),
    update: async (resource, params) => ({ data: record(await run(opsOf(resource).update(params.id, params.data as Record<string, unknown>))) }),
    delete: async (resource, params) => ({ data: record(await run(opsOf(resource).delete(params.id))) }),
    // The API has no bulk operations: one call per record, in order (react-admin's lists here have no bulk actions).
    updateMany: async (resource, params) => {
      const ids: Identifier[] = [];
      for (const id of params.ids) ids.push((await provider.update(resource, { id, data: params.data, previousData: { id } })).data.id);
      return { data: ids };
    },
    deleteMany: async (resource, params) => {
      const ids: Identifier[] = [];
      for (const id of params.ids) ids.push((await provider.delete(resource, { id })).data.id);
      return { data: ids };
    },
    getVersions: async (resource, { id }) => ({ data: await mapped(() => fetchVersions(send, mapper.toTypeName(resource), id)) }),
    restoreVersion: async (resource, params) => ({ data: await mapped(() => restoreVersion(send, mapper.toTypeName(resource), params)) }),
  };
  return provider;
}

