import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import pkg from '../../../package.json';
import { stripTypename } from './stripTypename';

export const CLIENT_NAME = 'leitstelle-web';
export const CLIENT_VERSION: string = pkg.version;

let requestLanguage: 'de' | 'it' | null = null;

/** The interface language sent as Accept-Language (server messages follow it). */
export function setRequestLanguage(lang: 'de' | 'it'): void {
  requestLanguage = lang;
}

function currentLanguage(): 'de' | 'it' {
  if (requestLanguage) return requestLanguage;
  try {
    const stored = globalThis.localStorage?.getItem('userLanguage');
    if (stored === 'it' || stored === 'de') return stored;
  } catch {
    // no storage (tests, privacy mode)
  }
  return 'de';
}

/**
 * Headers sent with every GraphQL request. The identity issue adds the bearer
 * token HERE (one place): e.g. `Authorization: Bearer <token>` when a session exists.
 */
export function requestHeaders(): Record<string, string> {
  return {
    'apollographql-client-name': CLIENT_NAME,
    'apollographql-client-version': CLIENT_VERSION,
    'Accept-Language': currentLanguage(),
  };
}

/** Adds requestHeaders() to each operation. */
export const headersLink = new ApolloLink((operation, forward) => {
  operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
    headers: { ...headers, ...requestHeaders() },
  }));
  return forward(operation);
});

/** Removes __typename from the variables of each operation. */
export const stripTypenameLink = new ApolloLink((operation, forward) => {
  operation.variables = stripTypename(operation.variables);
  return forward(operation);
});

export function createApolloClient(uri = '/graphql'): ApolloClient<unknown> {
  return new ApolloClient({
    link: ApolloLink.from([stripTypenameLink, headersLink, new HttpLink({ uri })]),
    cache: new InMemoryCache(),
    defaultOptions: {
      query: { fetchPolicy: 'network-only', errorPolicy: 'none' },
      mutate: { errorPolicy: 'none' },
    },
  });
}
