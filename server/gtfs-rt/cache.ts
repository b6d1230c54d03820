/**
 * One shared copy per feed and format, built at most once per `ttlMs` and only when asked for
 * (no polling client, no work). Concurrent requests for an expired copy wait for the same build.
 * `drop()` forgets every copy (a measure or a message changed: the next request builds afresh).
 */
export interface Built {
  body: Buffer;
  /** The body gzipped once per build (clients sending Accept-Encoding: gzip get it: a quarter of the bytes). */
  gzip: Buffer;
  etag: string;
  /** Feed timestamp (POSIX seconds): Last-Modified. */
  timestampS: number;
  /** How long the build took (ms): Server-Timing. */
  buildMs: number;
  /** Real time (ms) it was built at. */
  builtAt: number;
}

export class FeedCache {
  private readonly copies = new Map<string, Built>();
  private readonly building = new Map<string, Promise<Built>>();
  private generation = 0;

  constructor(private readonly ttlMs: number, private readonly now: () => number = Date.now) {}

  async get(key: string, build: () => Promise<Omit<Built, 'builtAt'>>): Promise<Built> {
    const copy = this.copies.get(key);
    if (copy && this.now() - copy.builtAt < this.ttlMs) return copy;
    const pending = this.building.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const p = build()
      .then((b) => {
        const built = { ...b, builtAt: this.now() };
        // A copy built from data that changed meanwhile is served to its waiters, not kept.
        if (generation === this.generation && this.ttlMs > 0) this.copies.set(key, built);
        return built;
      })
      .finally(() => {
        if (this.building.get(key) === p) this.building.delete(key);
      });
    this.building.set(key, p);
    return p;
  }

  drop(): void {
    this.generation++;
    this.copies.clear();
    this.building.clear();
  }
}
