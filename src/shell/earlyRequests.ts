/**
 * The requests index.html's inline script starts while the HTML is parsed (/api/config, and with a
 * stored session /api/resources; scripts/first-screen-preload.mjs), taken over by the boot code.
 * Requested only when the boot code ran, they queued behind the twenty-odd chunks the same script
 * preloads, over HTTP/1.1's six connections per server (issue 15).
 *
 * Each is used once, and only for the same URL and the same headers (the declarations' language
 * among them): anything else, and a retry after a failure, is a request of its own. A wrong guess
 * of the inline script costs one request, never an answer in the wrong language.
 */

/** The property of `window` the inline script writes (its name is written out there too). */
export const EARLY_REQUESTS_KEY = '__leitstelleEarly';

export interface EarlyRequest {
  /** The headers it was sent with. */
  h: Record<string, string>;
  p: Promise<Response>;
}

export type EarlyRequests = Record<string, EarlyRequest | undefined>;

/** `fetch`, answered from `store` where a request started early matches. */
export function earlyFetch(store: EarlyRequests | undefined, fallback: typeof fetch): typeof fetch {
  return (input, init) => {
    const url = typeof input === 'string' ? input : null;
    const early = url === null ? undefined : store?.[url];
    if (url === null || !store || !early || !sameHeaders(early.h, init?.headers)) return fallback(input, init);
    delete store[url];
    return early.p;
  };
}

function sameHeaders(a: HeadersInit, b: HeadersInit | undefined): boolean {
  const list = (h: HeadersInit | undefined) => [...new Headers(h).entries()].map(([k, v]) => `${k}:${v}`).sort().join('\n');
  return list(a) === list(b);
}

/** The early requests of this page load, when index.html started any. */
export function earlyRequestsOfPage(): EarlyRequests | undefined {
  return (window as unknown as Record<string, EarlyRequests | undefined>)[EARLY_REQUESTS_KEY];
}
