import { ApolloLink, Observable, execute, gql } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { requestHeaders, requireTokenLink, stripTypenameLink, unauthorizedLink } from '../../../src/providers/data/apolloClient';
import { setAuthRuntime } from '../../../src/providers/auth/current';
import type { AuthRuntime } from '../../../src/providers/auth/runtime';

const QUERY = gql`
  query Q($x: Int) {
    a(x: $x)
  }
`;

function runtimeWith(token: string | null) {
  const calls: string[] = [];
  setAuthRuntime({ token: () => token, needsRefresh: () => false, handleUnauthorized: () => calls.push('401') } as unknown as AuthRuntime);
  return calls;
}

/** Runs the link chain against a terminating link that answers with `answer`. */
type Answer = Observable<{ data: Record<string, unknown> }>;

function run(links: ApolloLink[], answer: (op: { variables: unknown; headers: Record<string, string> }) => Answer) {
  const terminal = new ApolloLink((operation) =>
    answer({ variables: operation.variables, headers: (operation.getContext().headers ?? {}) as Record<string, string> }),
  );
  return new Promise((resolve, reject) => {
    execute(ApolloLink.from([...links, terminal]), { query: QUERY, variables: { x: 1, __typename: 'X' } as never }).subscribe({ next: resolve, error: reject });
  });
}

describe('GraphQL transport with a session', () => {
  it('sends the bearer token with the client name and version', () => {
    const h = requestHeaders('tok');
    expect(h.Authorization).toBe('Bearer tok');
    expect(h['apollographql-client-name']).toBe('leitstelle-web');
    expect(requestHeaders(null).Authorization).toBeUndefined();
  });

  it('a call without a token is refused before it is sent, with the session-expired text, and goes to login', async () => {
    const calls = runtimeWith(null);
    let sent = false;
    await expect(
      run([requireTokenLink], () => {
        sent = true;
        return Observable.of({ data: {} });
      }),
    ).rejects.toThrow('Sitzung abgelaufen. Weiterleitung zur Anmeldung.');
    expect(sent).toBe(false);
    expect(calls).toEqual(['401']);
    setAuthRuntime(null);
  });

  it('a 401 answer returns to the login page; other errors do not', async () => {
    const calls = runtimeWith('tok');
    const fail = (statusCode: number) => () =>
      new Observable<{ data: Record<string, unknown> }>((o) => o.error(Object.assign(new Error(`HTTP ${statusCode}`), { statusCode })));
    await expect(run([unauthorizedLink, requireTokenLink], fail(500))).rejects.toThrow('HTTP 500');
    expect(calls).toEqual([]);
    await expect(run([unauthorizedLink, requireTokenLink], fail(401))).rejects.toThrow('HTTP 401');
    expect(calls).toEqual(['401']);
    setAuthRuntime(null);
  });

  it('strips __typename from the variables', async () => {
    runtimeWith('tok');
    let seen: unknown;
    await run([requireTokenLink, stripTypenameLink], ({ variables }) => {
      seen = variables;
      return Observable.of({ data: {} });
    });
    expect(seen).toEqual({ x: 1 });
    setAuthRuntime(null);
  });
});
