import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, Observable } from '@apollo/client';
import { onError } from '@apollo/client/link/error';
import pkg from '../../../package.json';
import { currentAccessToken, ensureFreshToken, reportUnauthorized } from '../auth/current';
import { isUnauthenticated } from '../auth/unauthenticated';
import { SessionExpiredError } from '../auth/sessionExpired';
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
 * Headers sent with every GraphQL request: client name and version, the interface language and,
 * when a session exists, the bearer token (read at send time, so a refreshed token is used).
 */
export function requestHeaders(token: string | null = currentAccessToken()): Record<string, string> {
  return {
    'apollographql-client-name': CLIENT_NAME,
    'apollographql-client-version': CLIENT_VERSION,
    'Accept-Language': currentLanguage(),
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  };
}

/**
 * When the token has run out before the timer could refresh it (the computer slept), the call
 * waits for the refresh instead of going out with an expired token and ending in a 401.
 */
export const freshTokenLink = new ApolloLink((operation, forward) => {
  const pending = ensureFreshToken();
  if (!pending) return forward(operation);
  return new Observable((observer) => {
    let subscription: { unsubscribe(): void } | null = null;
    let closed = false;
    void pending.then(() => {
      if (!closed) subscription = forward(operation).subscribe(observer);
    });
    return () => {
      closed = true;
      subscription?.unsubscribe();
    };
  });
});

/**
 * A protected call without a token (spec point 8): rejects with 'Session expired. Redirecting
 * to login.' in the interface language and returns to the login page; nothing is sent.
 */
export const requireTokenLink = new ApolloLink((operation, forward) => {
  if (currentAccessToken()) return forward(operation);
  reportUnauthorized();
  return new Observable((observer) => observer.error(new SessionExpiredError(currentLanguage())));
});

/** A 401 (or UNAUTHENTICATED) answer: clear the cookies and the session, back to the login page. */
export const unauthorizedLink = onError(({ networkError, graphQLErrors }) => {
  if (isUnauthenticated({ networkError, graphQLErrors })) reportUnauthorized();
});

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
    link: ApolloLink.from([unauthorizedLink, freshTokenLink, requireTokenLink, stripTypenameLink, headersLink, new HttpLink({ uri })]),
    cache: new InMemoryCache(),
    defaultOptions: {
      query: { fetchPolicy: 'network-only', errorPolicy: 'none' },
      mutate: { errorPolicy: 'none' },
    },
  });
}
