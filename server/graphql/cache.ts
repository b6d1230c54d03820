import { GraphQLError, parse, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import type { LimitGate } from './limits/gate';
import type { Refusal } from './limits/limits';

/** A small LRU map (Map keeps insertion order; a hit moves the key to the end). */
export class Lru<K, V> {
  private map = new Map<K, V>();
  constructor(readonly max: number) {}
  get(key: K): V | undefined {
    const v = this.map.get(key);
    if (v !== undefined) {
      this.map.delete(key);
      this.map.set(key, v);
    }
    return v;
  }
  /** Stores the value; returns the value pushed out when the map was full (to release it). */
  set(key: K, value: V): V | undefined {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size <= this.max) return undefined;
    const [oldest, evicted] = this.map.entries().next().value as [K, V];
    this.map.delete(oldest);
    return evicted;
  }
  delete(key: K): boolean {
    return this.map.delete(key);
  }
  clear(): void {
    this.map.clear();
  }
  get size(): number {
    return this.map.size;
  }
}

export type Prepared =
  | { document: DocumentNode; errors?: undefined; refusal?: undefined }
  | { document?: undefined; errors: readonly GraphQLError[]; refusal?: undefined }
  /** Over a limit (limits/limits.ts): language-neutral, translated by the transport. */
  | { document?: undefined; errors?: undefined; refusal: Refusal };

/**
 * Parses, checks the limits of and validates a query once per distinct text (max 512 entries by
 * default). A text over the token limit is refused before parsing and not kept: it would only
 * fill the cache with large keys.
 */
export function createDocumentCache(schema: GraphQLSchema, gate: LimitGate, max = 512) {
  const lru = new Lru<string, Prepared>(max);
  return {
    lru,
    prepare(query: string): Prepared {
      const hit = lru.get(query);
      if (hit) return hit;
      const tooLong = gate.tokens(query);
      if (tooLong) return { refusal: tooLong };
      let prepared: Prepared;
      try {
        const document = parse(query, { maxTokens: gate.limits.maxTokens });
        const refusal = gate.shape(document);
        const errors = refusal ? [] : validate(schema, document, gate.rules);
        prepared = refusal ? { refusal } : errors.length ? { errors: errors.map((e) => withMessage(e, gate.message(e.message))) } : { document };
      } catch (e) {
        const error = e as GraphQLError;
        prepared = { errors: [withMessage(error, gate.message(error.message))] };
      }
      lru.set(query, prepared);
      return prepared;
    },
  };
}
export type DocumentCache = ReturnType<typeof createDocumentCache>;

function withMessage(e: GraphQLError, message: string): GraphQLError {
  return message === e.message ? e : new GraphQLError(message, { nodes: e.nodes, source: e.source, positions: e.positions, path: e.path, originalError: e.originalError, extensions: e.extensions });
}
