/**
 * Fewer timers for the data cache (issue 15). TanStack Query installs a timer for every
 * notification batch (its notify manager's setTimeout(0)) and two long ones for every query (stale
 * after 5 minutes, garbage-collected after 5 minutes). A react-admin list that arrives puts each
 * of its records into the cache as a `getOne` query: three timers per row, about 150 when the
 * station list opens. A timer costs a few µs in a user's browser, but Lighthouse records a stack
 * trace with every one (0.6 ms each in its trace: 87 ms of the station list's load, four times
 * that on its simulated phone). Here the notification batches of one task share one timer, and
 * the long timers due in the same second share one.
 */
import { notifyManager, timeoutManager, type ManagedTimerId, type TimeoutCallback, type TimeoutProvider } from '@tanstack/react-query';

/** The timer functions used (the platform's by default; tests pass their own). */
export interface TimerClock {
  now(): number;
  setTimeout(callback: () => void, delay: number): unknown;
  clearTimeout(handle: unknown): void;
}

const platformClock: TimerClock = {
  now: () => Date.now(),
  setTimeout: (callback, delay) => setTimeout(callback, delay),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Runs each callback; one that throws is reported in a task of its own, as its own timer would. */
function runAll(callbacks: Iterable<() => void>): void {
  for (const callback of callbacks) {
    try {
      callback();
    } catch (error) {
      setTimeout(() => {
        throw error;
      }, 0);
    }
  }
}

/**
 * A scheduler for the notify manager: every callback scheduled until the timer fires runs in that
 * one later task, in order. One scheduled while they run waits for the next timer, as before.
 */
export function createBatchScheduler(clock: TimerClock = platformClock): (callback: () => void) => void {
  let queue: (() => void)[] = [];
  return (callback) => {
    queue.push(callback);
    if (queue.length > 1) return;
    clock.setTimeout(() => {
      const due = queue;
      queue = [];
      runAll(due);
    }, 0);
  };
}

export interface CoarseTimerOptions {
  /** Timers at least this long share a timer with those due in the same step. */
  minDelayMs?: number;
  /** The step the shared timers' deadlines are rounded up to (a timer fires at most this late). */
  stepMs?: number;
}

/**
 * Timeouts for the cache's stale and garbage-collection times: those of 10 s or more fire at the
 * next full second after their deadline, one platform timer per second; shorter ones (retries)
 * are the platform's own.
 */
export function createCoarseTimeoutProvider(clock: TimerClock = platformClock, options: CoarseTimerOptions = {}): TimeoutProvider<ManagedTimerId> {
  const { minDelayMs = 10_000, stepMs = 1_000 } = options;
  let nextId = 1;
  const steps = new Map<number, { handle: unknown; callbacks: Map<number, () => void> }>();
  const timers = new Map<number, { step: number } | { handle: unknown }>();

  const fireStep = (due: number) => {
    const step = steps.get(due);
    steps.delete(due);
    if (!step) return;
    for (const id of step.callbacks.keys()) timers.delete(id);
    runAll(step.callbacks.values());
  };

  return {
    setTimeout(callback: TimeoutCallback, delay: number) {
      const id = nextId++;
      if (!(delay >= minDelayMs)) {
        const handle = clock.setTimeout(() => {
          timers.delete(id);
          callback();
        }, delay);
        timers.set(id, { handle });
        return id;
      }
      const due = Math.ceil((clock.now() + delay) / stepMs) * stepMs;
      let step = steps.get(due);
      if (!step) {
        step = { handle: clock.setTimeout(() => fireStep(due), due - clock.now()), callbacks: new Map() };
        steps.set(due, step);
      }
      step.callbacks.set(id, () => callback());
      timers.set(id, { step: due });
      return id;
    },
    clearTimeout(timerId: ManagedTimerId | undefined) {
      if (timerId === undefined) return;
      const id = Number(timerId);
      const timer = timers.get(id);
      if (!timer) return;
      timers.delete(id);
      if ('handle' in timer) {
        clock.clearTimeout(timer.handle);
        return;
      }
      const step = steps.get(timer.step);
      if (!step) return;
      step.callbacks.delete(id);
      if (step.callbacks.size === 0) {
        clock.clearTimeout(step.handle);
        steps.delete(timer.step);
      }
    },
    setInterval: (callback: TimeoutCallback, delay: number) => setInterval(callback, delay) as unknown as ManagedTimerId,
    clearInterval: (intervalId: ManagedTimerId | undefined) => clearInterval(intervalId as Parameters<typeof clearInterval>[0]),
  };
}

let installed = false;

/** Makes the cache use the two above; before the first QueryClient, once. */
export function installQueryTimers(): void {
  if (installed) return;
  installed = true;
  notifyManager.setScheduler(createBatchScheduler());
  timeoutManager.setTimeoutProvider(createCoarseTimeoutProvider());
}
