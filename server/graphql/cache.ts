import { parse, validate, type DocumentNode, type GraphQLError, type GraphQLSchema } from 'graphql';

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

export type Prepared = { document: DocumentNode; errors?: undefined } | { document?: undefined; errors: readonly GraphQLError[] };

/** Parses and validates a query once per distinct text (max 512 entries by default). */
export function createDocumentCache(schema: GraphQLSchema, max = 512) {
  const lru = new Lru<string, Prepared>(max);
  return {
    lru,
    prepare(query: string): Prepared {
      const hit = lru.get(query);
      if (hit) return hit;
      let prepared: Prepared;
      try {
        const document = parse(query);
        const errors = validate(schema, document);
        prepared = errors.length ? { errors } : { document };
      } catch (e) {
        prepared = { errors: [e as GraphQLError] };
      }
      lru.set(query, prepared);
      return prepared;
    },
  };
}
export type DocumentCache = ReturnType<typeof createDocumentCache>;
