import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/providers/auth/apiClient';
import { setAuthRuntime } from '../../../src/providers/auth/current';
import type { AuthRuntime } from '../../../src/providers/auth/runtime';
import { graphqlRequest, GraphQLRequestError, operationNameOf } from '../../../src/providers/data/graphqlRequest';

interface Sent {
  headers: Headers;
  body: { operationName: string | null; variables: Record<string, unknown>; query: string };
}

/** The app's GraphQL client over the API client, with a fetch that answers `status` / `answer`. */
function clientWith(token: string | null, status: number, answer: unknown) {
  const events: string[] = [];
  const sent: Sent[] = [];
  setAuthRuntime({ token: () => token, needsRefresh: () => false, handleUnauthorized: () => events.push('login') } as unknown as AuthRuntime);
  const client = createApiClient({
    getToken: () => token,
    ensureFresh: () => null,
    lang: () => 'it',
    onUnauthorized: () => events.push('login'),
    fetchFn: async (_url, init) => {
      sent.push({ headers: new Headers(init?.headers), body: JSON.parse(String(init?.body)) as Sent['body'] });
      return new Response(JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json' } });
    },
  });
  return { client, events, sent };
}

afterEach(() => setAuthRuntime(null));

describe('GraphQL over HTTP (spec point 7)', () => {
  it('posts operationName, variables without __typename and query, with the bearer token, client name and version', async () => {
    const { client, sent } = clientWith('tok', 200, { data: { a: 1 } });
    const data = await graphqlRequest<{ a: number }>('query Q($x: Int) { a(x: $x) }', { x: 1, __typename: 'X', nested: { __typename: 'Y', b: 2 } }, { client });
    expect(data).toEqual({ a: 1 });
    expect(sent[0].body).toEqual({ operationName: 'Q', variables: { x: 1, nested: { b: 2 } }, query: 'query Q($x: Int) { a(x: $x) }' });
    expect(sent[0].headers.get('Authorization')).toBe('Bearer tok');
    expect(sent[0].headers.get('Accept-Language')).toBe('it');
    expect(sent[0].headers.get('apollographql-client-name')).toBe('leitstelle-web');
    expect(sent[0].headers.get('apollographql-client-version')).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('a call without a token is refused before it is sent, with the session-expired text, and goes to login', async () => {
    const { client, events, sent } = clientWith(null, 200, { data: {} });
    await expect(graphqlRequest('query Q { a }', {}, { client })).rejects.toThrow('Sessione scaduta');
    expect(sent).toEqual([]);
    expect(events).toEqual(['login']);
  });

  it('a 401 answer or an UNAUTHENTICATED error returns to the login page; other errors do not', async () => {
    const failed = clientWith('tok', 500, { errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
    await expect(graphqlRequest('query Q { a }', {}, { client: failed.client })).rejects.toMatchObject({ message: 'boom', code: 'INTERNAL_SERVER_ERROR', status: 500 });
    expect(failed.events).toEqual([]);

    const expired = clientWith('tok', 401, { errors: [{ message: 'x', extensions: { code: 'UNAUTHENTICATED' } }] });
    await expect(graphqlRequest('query Q { a }', {}, { client: expired.client })).rejects.toThrow();
    expect(expired.events).toEqual(['login']);

    const ended = clientWith('tok', 200, { errors: [{ message: 'Nicht angemeldet', extensions: { code: 'UNAUTHENTICATED' } }] });
    const error = await graphqlRequest('query Q { a }', {}, { client: ended.client }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphQLRequestError);
    expect(ended.events).toEqual(['login']);
  });

  it('an answer without data and without errors fails with the HTTP status', async () => {
    const { client } = clientWith('tok', 502, null);
    await expect(graphqlRequest('query Q { a }', {}, { client })).rejects.toThrow('HTTP 502');
  });

  it('reads the operation name of a document', () => {
    expect(operationNameOf('query allStations($page: Int) { a }')).toBe('allStations');
    expect(operationNameOf('  mutation createStation { a }')).toBe('createStation');
    expect(operationNameOf('# comment\nquery Q { a }')).toBe('Q');
    expect(operationNameOf('{ operatingDay }')).toBeNull();
    expect(operationNameOf('query { operatingDay }')).toBeNull();
  });
});
