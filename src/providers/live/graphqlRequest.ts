/**
 * GraphQL over HTTP for the custom pages (circulation list, timetable import, control centre):
 * the shared API client (bearer token, language, 401 handling) with the GraphQL error of the
 * answer turned into an Error whose message is already in the user's language.
 */
import { apiFetch, type ApiFetch } from '../auth/apiClient';

export interface GraphQLErrorBody {
  message: string;
  extensions?: { code?: string; [key: string]: unknown };
}

export class GraphQLRequestError extends Error {
  constructor(message: string, readonly code: string | null, readonly errors: GraphQLErrorBody[]) {
    super(message);
    this.name = 'GraphQLRequestError';
  }
}

export async function graphqlRequest<T>(query: string, variables: Record<string, unknown> = {}, client: ApiFetch = apiFetch): Promise<T> {
  const response = await client('/graphql', { method: 'POST', json: { query, variables } });
  type Body = { data?: T | null; errors?: GraphQLErrorBody[] };
  const body = (await response.json().catch(() => null)) as Body | null;
  const errors = body?.errors ?? [];
  if (errors.length) throw new GraphQLRequestError(errors[0].message, errors[0].extensions?.code ?? null, errors);
  if (!response.ok || !body?.data) throw new GraphQLRequestError(`HTTP ${response.status}`, null, []);
  return body.data;
}
