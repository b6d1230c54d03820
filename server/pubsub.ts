/**
 * A tiny publish/subscribe interface. The in-process implementation serves one server
 * process; a multi-instance deployment can put Redis or PostgreSQL NOTIFY behind the same interface.
 */
export interface PubSub {
  publish(topic: string, payload: unknown): void;
  subscribe<T>(topic: string): AsyncIterableIterator<T>;
}

/** Subscriber queue limit: a consumer that falls this far behind loses the oldest events. */
const MAX_QUEUE = 1000;

export function createPubSub(): PubSub {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  return {
    publish(topic, payload) {
      for (const l of listeners.get(topic) ?? []) l(payload);
    },
    subscribe<T>(topic: string): AsyncIterableIterator<T> {
      const queue: T[] = [];
      const waiting: ((r: IteratorResult<T>) => void)[] = [];
      let done = false;
      const push = (payload: unknown) => {
        const next = waiting.shift();
        if (next) next({ value: payload as T, done: false });
        else {
          queue.push(payload as T);
          if (queue.length > MAX_QUEUE) queue.shift();
        }
      };
      const set = listeners.get(topic) ?? new Set();
      set.add(push);
      listeners.set(topic, set);
      const finish = (): Promise<IteratorResult<T>> => {
        if (!done) {
          done = true;
          set.delete(push);
          if (set.size === 0) listeners.delete(topic);
          for (const w of waiting.splice(0)) w({ value: undefined, done: true });
          queue.length = 0;
        }
        return Promise.resolve({ value: undefined, done: true });
      };
      const iterator: AsyncIterableIterator<T> = {
        next: () => {
          if (queue.length) return Promise.resolve({ value: queue.shift()!, done: false });
          if (done) return Promise.resolve({ value: undefined, done: true });
          return new Promise((resolve) => waiting.push(resolve));
        },
        return: finish,
        throw: (e?: unknown) => finish().then(() => Promise.reject(e)),
        [Symbol.asyncIterator]() {
          return iterator;
        },
      };
      return iterator;
    },
  };
}
