/**
 * At most one call per interval: the first trigger runs at once, triggers within the interval
 * collapse into one trailing call at its end (so the last change is never left out).
 */
export interface ThrottleClock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface Throttled {
  trigger(): void;
  /** Drops a pending trailing call (unmount). */
  cancel(): void;
}

const systemClock: ThrottleClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

export function createThrottle(run: () => void, intervalMs: number, clock: ThrottleClock = systemClock): Throttled {
  let last = Number.NEGATIVE_INFINITY;
  let pending: unknown = null;
  const fire = () => {
    pending = null;
    last = clock.now();
    run();
  };
  return {
    trigger() {
      if (pending !== null) return;
      const wait = last + intervalMs - clock.now();
      if (wait <= 0) fire();
      else pending = clock.setTimeout(fire, wait);
    },
    cancel() {
      if (pending !== null) clock.clearTimeout(pending);
      pending = null;
    },
  };
}
