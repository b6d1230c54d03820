/**
 * An exclusive lock shared by all tabs of the origin, so that exactly one tab refreshes the
 * session at a time. The Web Locks API does this natively (navigator.locks, secure contexts:
 * https, localhost, 127.0.0.1). On plain http elsewhere it is missing; a lease in localStorage
 * stands in (best effort: set, wait, check that the lease is still ours).
 */
import type { StorageLike } from './sessionStore';

export interface LockRunner {
  run<T>(name: string, task: () => Promise<T>): Promise<T>;
  /**
   * Optional markers visible to all tabs at once (Web Locks are kept by the browser process,
   * unlike localStorage, which reaches other tabs' processes with a delay): `mark` holds a
   * marker for `ms`, `isMarked` tells whether any tab holds it.
   */
  mark?(name: string, ms: number): void;
  isMarked?(name: string): Promise<boolean>;
}

interface WebLocks {
  request<T>(name: string, options: { mode: 'exclusive' | 'shared' }, callback: () => Promise<T>): Promise<T>;
  query(): Promise<{ held?: { name?: string }[] }>;
}

export function webLocks(locks: WebLocks): LockRunner {
  return {
    run: (name, task) => locks.request(name, { mode: 'exclusive' }, task),
    mark: (name, ms) => {
      void locks.request(name, { mode: 'shared' }, () => new Promise<void>((resolve) => setTimeout(resolve, ms)));
    },
    isMarked: async (name) => ((await locks.query()).held ?? []).some((l) => l.name === name),
  };
}

/** Serialises tasks inside one tab (also used under the storage lease). */
export function inTabMutex(): LockRunner {
  const tails = new Map<string, Promise<unknown>>();
  return {
    run<T>(name: string, task: () => Promise<T>): Promise<T> {
      const previous = tails.get(name) ?? Promise.resolve();
      const result = previous.then(task, task);
      const tail = result.catch(() => undefined);
      tails.set(name, tail);
      void tail.then(() => {
        if (tails.get(name) === tail) tails.delete(name);
      });
      return result;
    },
  };
}

export interface LeaseOptions {
  storage: StorageLike;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** A lease older than this is taken over (a tab closed while holding it). */
  leaseMs?: number;
}

export function storageLease(options: LeaseOptions): LockRunner {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const leaseMs = options.leaseMs ?? 10_000;
  const mutex = inTabMutex();
  const read = (key: string): { id: string; until: number } | null => {
    try {
      const v = JSON.parse(options.storage.getItem(key) ?? 'null') as { id?: unknown; until?: unknown } | null;
      return v && typeof v.id === 'string' && typeof v.until === 'number' ? { id: v.id, until: v.until } : null;
    } catch {
      return null;
    }
  };
  return {
    run: (name, task) =>
      mutex.run(name, async () => {
        const key = `lock:${name}`;
        const id = `${now()}-${Math.random().toString(36).slice(2)}`;
        for (let attempt = 0; attempt < 200; attempt += 1) {
          const held = read(key);
          if (!held || held.until < now()) {
            options.storage.setItem(key, JSON.stringify({ id, until: now() + leaseMs }));
            await sleep(30);
            if (read(key)?.id === id) break;
          } else {
            await sleep(50);
          }
        }
        try {
          return await task();
        } finally {
          if (read(key)?.id === id) options.storage.removeItem(key);
        }
      }),
  };
}

/** The best lock this browser offers. */
export function browserLock(storage: StorageLike): LockRunner {
  const locks = (globalThis.navigator as { locks?: WebLocks } | undefined)?.locks;
  return locks ? webLocks(locks) : storageLease({ storage });
}
