/**
 * The limits every GraphQL request meets, on HTTP and on the WebSocket alike (docs/server.md,
 * "Limits"). Each value sits above what the app's own largest document needs, measured by
 * tests/unit/graphql/appDocuments.test.ts over the real documents of the data provider and the
 * custom pages; a request above one is refused, never cut short.
 */
export interface GraphqlLimits {
  /** Lexical tokens of one document (counted before parsing). */
  maxTokens: number;
  /** Nesting of fields (a root field is depth 1; introspection fields are not counted). */
  maxDepth: number;
  /** Aliases in one operation, fragments counted where they are spread. */
  maxAliases: number;
  /** Estimated work of one operation (every field 1, a paged list times its perPage). */
  maxCost: number;
  /** Rows of one page of a declared resource's list (allX(perPage)); also the rows a list without perPage may answer. */
  maxPerPage: number;
  /** Bytes of one POST /graphql body. */
  maxBodyBytes: number;
  /** Bytes of one WebSocket message from a client. */
  maxWsMessageBytes: number;
  /** Subscriptions (and operations) running at the same time on one WebSocket connection. */
  maxSubscriptions: number;
  /** Schema introspection and "Did you mean …" suggestions (off in production: they describe the schema). */
  introspection: boolean;
}

export const DEFAULT_LIMITS: Omit<GraphqlLimits, 'introspection'> = {
  maxTokens: 1000,
  maxDepth: 6,
  maxAliases: 15,
  maxCost: 50_000,
  maxPerPage: 1000,
  maxBodyBytes: 128 * 1024,
  maxWsMessageBytes: 64 * 1024,
  maxSubscriptions: 25,
};

export type LimitName = 'tokens' | 'depth' | 'aliases' | 'cost' | 'perPage' | 'listSize' | 'bodySize' | 'subscriptions';

/** A request over a limit: which one, its value and what the request had (language-neutral, cacheable). */
export interface Refusal {
  limit: LimitName;
  max: number;
  value: number;
}
