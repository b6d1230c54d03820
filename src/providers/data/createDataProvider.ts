import buildGraphQLProvider, { buildQuery as defaultBuildQuery } from 'ra-data-graphql-simple';
import type { ApolloClient } from '@apollo/client';
import type { BuildQueryFactory } from 'ra-data-graphql';
import { GET_ONE, HttpError, type DataProvider } from 'ra-core';
import type { ResourceDeclaration } from '../../shared/resource/types';
import { createApolloClient } from './apolloClient';
import { mapGraphQLError } from './errors';
import { createPathMapper, type PathMapper } from './pathMapping';
import type { LeitstelleDataProvider } from './types';
import { fetchVersions, restoreVersion } from './versions';

const METHODS = [
  'getList',
  'getOne',
  'getMany',
  'getManyReference',
  'create',
  'update',
  'updateMany',
  'delete',
  'deleteMany',
] as const;

type Method = (typeof METHODS)[number];
type AnyMethod = (resource: string, params: unknown) => Promise<unknown>;

/**
 * Wraps a provider that speaks GraphQL type names so that react-admin can call it
 * with route names (decl.path), and maps GraphQL errors to react-admin errors.
 */
export function withPathMapping(inner: DataProvider, mapper: PathMapper): DataProvider {
  const wrapped: Partial<Record<Method, AnyMethod>> = {};
  for (const method of METHODS) {
    const fn = inner[method] as unknown as AnyMethod;
    wrapped[method] = (resource, params) =>
      fn(mapper.toTypeName(resource), params).catch((error: unknown) => {
        throw mapGraphQLError(error);
      });
  }
  return { ...inner, ...wrapped } as DataProvider;
}

/**
 * ra-data-graphql-simple's queries, except that a getOne answered with null
 * (the record does not exist) fails as a 404 instead of a parse error.
 */
export const buildQuery: BuildQueryFactory = (introspection) => {
  const inner = defaultBuildQuery(introspection);
  return (fetchType, resource, params) => {
    const query = inner(fetchType, resource, params);
    if (fetchType !== GET_ONE) return query;
    return {
      ...query,
      parseResponse: (response) => {
        const data = (response.data as { data?: unknown } | null)?.data;
        if (data === null || data === undefined) {
          throw new HttpError('ra.notification.item_doesnt_exist', 404, { code: 'NOT_FOUND' });
        }
        return query.parseResponse(response) as unknown;
      },
    };
  };
};

/** The app's data provider: ra-data-graphql-simple over Apollo 3 at /graphql. */
export async function createDataProvider(
  declarations: ResourceDeclaration[],
  client: ApolloClient<unknown> = createApolloClient(),
): Promise<LeitstelleDataProvider> {
  const mapper = createPathMapper(declarations);
  const graphql = buildGraphQLProvider({ client, buildQuery });
  const base = withPathMapping(graphql, mapper);
  const withErrors = <T>(p: Promise<T>) =>
    p.catch((error: unknown) => {
      throw mapGraphQLError(error);
    });
  return {
    ...base,
    getVersions: (resource, { id }) =>
      withErrors(fetchVersions(client, mapper.toTypeName(resource), id)).then((data) => ({ data })),
    restoreVersion: (resource, params) =>
      withErrors(restoreVersion(client, mapper.toTypeName(resource), params)).then((data) => ({ data })),
  };
}
