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

/**
 * `fetch`, answered from `store` where a request started early matches: the same URL and the same
 * headers, written as the boot code writes them (names and order; anything else is a request of
 * its own, tests/unit/build/firstScreenPreload.test.ts checks the inline script's).
 */
export function earlyFetch(store: EarlyRequests | undefined, fallback: typeof fetch): typeof fetch {
  return (input, init) => {
    // A Request or URL object is no key of the store: a request of its own.
    const early = store?.[input as string];
    if (!early || JSON.stringify(early.h) !== JSON.stringify(init?.headers)) return fallback(input, init);
    delete store![input as string];
    return early.p;
  };
}

/** earlyFetch with the requests index.html started for this page load (none: `fallback` only). */
export const earlyFetchOfPage = (fallback: typeof fetch): typeof fetch =>
  earlyFetch((window as unknown as Record<string, EarlyRequests | undefined>)[EARLY_REQUESTS_KEY], fallback);
