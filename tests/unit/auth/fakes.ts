/** Fakes for the auth unit tests: one origin's localStorage shared by tabs, a lock, fetch. */
import type { EventTargetLike, StorageEventLike } from '../../../src/providers/auth/crossTab';
import type { LockRunner } from '../../../src/providers/auth/locks';
import type { StorageLike } from '../../../src/providers/auth/sessionStore';

/** localStorage of one origin; each tab gets a view whose writes fire `storage` in the others. */
export class FakeOrigin {
  readonly data = new Map<string, string>();
  private readonly tabs: FakeTab[] = [];

  tab(): FakeTab {
    const tab = new FakeTab(this);
    this.tabs.push(tab);
    return tab;
  }

  notifyOthers(from: FakeTab, key: string | null): void {
    for (const t of this.tabs) if (t !== from) t.dispatch({ key });
  }
}

export class FakeTab implements StorageLike, EventTargetLike {
  private listeners = new Set<(e: StorageEventLike) => void>();
  constructor(private readonly origin: FakeOrigin) {}
  getItem(key: string) {
    return this.origin.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.origin.data.set(key, value);
    this.origin.notifyOthers(this, key);
  }
  removeItem(key: string) {
    this.origin.data.delete(key);
    this.origin.notifyOthers(this, key);
  }
  clear() {
    this.origin.data.clear();
    this.origin.notifyOthers(this, null);
  }
  addEventListener(_: 'storage', l: (e: StorageEventLike) => void) {
    this.listeners.add(l);
  }
  removeEventListener(_: 'storage', l: (e: StorageEventLike) => void) {
    this.listeners.delete(l);
  }
  dispatch(e: StorageEventLike) {
    for (const l of [...this.listeners]) l(e);
  }
}

/**
 * A tab whose view of localStorage lags: other tabs' writes reach it only after `lagMs`
 * (Chromium propagates localStorage between renderer processes asynchronously).
 */
export class LaggyTab implements StorageLike {
  private view = new Map<string, string>();
  constructor(private readonly origin: FakeOrigin, private readonly lagMs: number) {
    this.view = new Map(origin.data);
  }
  /** Call after another tab wrote: this tab sees it after the lag. */
  sync() {
    const snapshot = new Map(this.origin.data);
    setTimeout(() => (this.view = snapshot), this.lagMs);
  }
  getItem(key: string) {
    return this.view.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.view.set(key, value);
    this.origin.data.set(key, value);
  }
  removeItem(key: string) {
    this.view.delete(key);
    this.origin.data.delete(key);
  }
  clear() {
    this.view.clear();
    this.origin.data.clear();
  }
}

/** An exclusive lock shared by all tabs (what navigator.locks gives per origin), with markers. */
export function sharedLock(withMarkers = true): LockRunner & { maxConcurrent: number } {
  let tail: Promise<unknown> = Promise.resolve();
  let running = 0;
  const markers = new Set<string>();
  const lock = {
    maxConcurrent: 0,
    ...(withMarkers
      ? {
          mark: (name: string, ms: number) => {
            markers.add(name);
            setTimeout(() => markers.delete(name), ms);
          },
          isMarked: async (name: string) => markers.has(name),
        }
      : {}),
    run<T>(_name: string, task: () => Promise<T>): Promise<T> {
      const wrapped = async () => {
        running += 1;
        lock.maxConcurrent = Math.max(lock.maxConcurrent, running);
        try {
          return await task();
        } finally {
          running -= 1;
        }
      };
      const result = tail.then(wrapped, wrapped);
      tail = result.catch(() => undefined);
      return result;
    },
  };
  return lock;
}

/** A JWT-shaped string (unsigned) with the given payload. */
export function fakeJwt(payload: Record<string, unknown>): string {
  const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  return `${b64({ alg: 'RS256', typ: 'JWT' })}.${b64(payload)}.sig`;
}

export interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: string;
}

type Handler = (call: Call) => Response | Promise<Response>;

/** fetch that records calls and answers with the handler. */
export function fakeFetch(handler: Handler): typeof fetch & { calls: Call[] } {
  const calls: Call[] = [];
  const fn = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: Call = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? init.body : '',
    };
    calls.push(call);
    return handler(call);
  }) as typeof fetch & { calls: Call[] };
  fn.calls = calls;
  return fn;
}

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/** Manual timers: run what is due with advance(). */
export class FakeTimers {
  now = 1_700_000_000_000;
  private seq = 0;
  private pending = new Map<number, { at: number; cb: () => void }>();
  set = (cb: () => void, ms: number) => {
    const id = ++this.seq;
    this.pending.set(id, { at: this.now + ms, cb });
    return id;
  };
  clear = (handle: unknown) => {
    this.pending.delete(handle as number);
  };
  /** The delay of the single pending timer (or null). */
  nextDelay(): number | null {
    const next = [...this.pending.values()].sort((a, b) => a.at - b.at)[0];
    return next ? next.at - this.now : null;
  }
  get count() {
    return this.pending.size;
  }
  advance(ms: number) {
    this.now += ms;
    for (const [id, t] of [...this.pending]) {
      if (t.at <= this.now) {
        this.pending.delete(id);
        t.cb();
      }
    }
  }
}
