/**
 * The app's one GraphQL client over HTTP (spec point 7): used by the data provider (declared
 * resources) and by the custom pages (live operations). It goes through the shared API client
 * (bearer token, language, 401 handling), posts operationName, variables (without __typename)
 * and query, sends the client's name and version, and turns the GraphQL error of an answer
 * into an Error whose message is already in the user's language.
 */
import pkg from '../../../package.json';
import { apiFetch, type ApiFetch } from '../auth/apiClient';
import { reportUnauthorized } from '../auth/current';
import { stripTypename } from './stripTypename';

export const CLIENT_NAME = 'leitstelle-web';
export const CLIENT_VERSION: string = pkg.version;

/** Sent with every request, so the server's logs name the client (spec point 7). */
export const CLIENT_HEADERS: Readonly<Record<string, string>> = {
  'apollographql-client-name': CLIENT_NAME,
  'apollographql-client-version': CLIENT_VERSION,
};

export interface GraphQLErrorBody {
  message: string;
  extensions?: { code?: string; [key: string]: unknown };
}

export class GraphQLRequestError extends Error {
  constructor(message: string, readonly code: string | null, readonly errors: GraphQLErrorBody[], readonly status: number | null = null) {
    super(message);
    this.name = 'GraphQLRequestError';
  }
}

export interface GraphQLRequestOptions {
  client?: ApiFetch;
  signal?: AbortSignal;
}

/** The name of the document's first operation ("query Foo(...)" gives Foo), or null when it has none. */
export function operationNameOf(query: string): string | null {
  const match = /^\s*(?:#[^\n]*\n\s*)*(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(query);
  return match ? match[1] : null;
}

export async function graphqlRequest<T>(query: string, variables: Record<string, unknown> = {}, options: GraphQLRequestOptions = {}): Promise<T> {
  const client = options.client ?? apiFetch;
  const json = { operationName: operationNameOf(query), variables: stripTypename(variables), query };
  const response = await client('/graphql', { method: 'POST', json, headers: CLIENT_HEADERS, signal: options.signal });
  type Body = { data?: T | null; errors?: GraphQLErrorBody[] };
  const body = (await response.json().catch(() => null)) as Body | null;
  const errors = body?.errors ?? [];
  if (errors.length) {
    const code = errors[0].extensions?.code ?? null;
    // A session that ended on the server (the HTTP 401 case is handled by apiFetch).
    if (code === 'UNAUTHENTICATED') reportUnauthorized();
    throw new GraphQLRequestError(errors[0].message, code, errors, response.status);
  }
  if (!response.ok || !body?.data) throw new GraphQLRequestError(`HTTP ${response.status}`, null, [], response.status);
  return body.data;
}
