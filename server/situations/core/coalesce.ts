/**
 * Coalescing of change notices, pure of GraphQL: ids gathered between deliveries are handed on
 * together, at most once per `intervalMs` (the first notice after a quiet spell goes out at once).
 * The situation list and the menu badge reload on a notice, so many writes in a burst (a chain
 * sending ten e-mails) cost one reload per second, not ten.
 */
export interface Coalescer {
  add(ids: readonly string[]): void;
  close(): void;
}

export function coalescer(deliver: (ids: string[]) => void, intervalMs = 1000, now: () => number = Date.now): Coalescer {
  const pending = new Set<string>();
  let last = -Infinity;
  let timer: NodeJS.Timeout | null = null;
  let closed = false;
  const flush = () => {
    timer = null;
    if (closed || pending.size === 0) return;
    last = now();
    const ids = [...pending];
    pending.clear();
    deliver(ids);
  };
  return {
    add(ids) {
      if (closed) return;
      for (const id of ids) pending.add(id);
      if (timer) return;
      timer = setTimeout(flush, Math.max(0, last + intervalMs - now()));
    },
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      pending.clear();
    },
  };
}
