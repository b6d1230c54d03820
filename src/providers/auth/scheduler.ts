/**
 * The refresh timer (spec point 9): after every session change it is set again to
 * refreshDelayMs of the new session; no session, no timer.
 */
import { refreshDelayMs } from './expiry';
import type { AuthSession } from './session';
import type { SessionStore } from './sessionStore';

export interface Timers {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export const browserTimers: Timers = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface SchedulerOptions {
  store: SessionStore;
  onDue: () => void;
  now?: () => number;
  timers?: Timers;
}

export interface RefreshScheduler {
  /** Sets the timer for the given session (the store's current one by default). */
  schedule(session?: AuthSession | null): void;
  /** Retries after `ms` (e.g. when the identity service was not reachable). */
  retryIn(ms: number): void;
  stop(): void;
}

/** Browsers run setTimeout with a 32-bit delay; longer delays fire at once. */
const MAX_DELAY = 2_147_483_647;

export function createRefreshScheduler(options: SchedulerOptions): RefreshScheduler {
  const now = options.now ?? Date.now;
  const timers = options.timers ?? browserTimers;
  let handle: unknown = null;
  const clear = () => {
    if (handle !== null) timers.clear(handle);
    handle = null;
  };
  const setIn = (ms: number) => {
    clear();
    handle = timers.set(() => {
      handle = null;
      options.onDue();
    }, Math.min(MAX_DELAY, Math.max(0, ms)));
  };
  const schedule = (session: AuthSession | null = options.store.get()) => {
    const delay = session ? refreshDelayMs(session, now()) : null;
    if (delay === null) clear();
    else setIn(delay);
  };
  const unsubscribe = options.store.subscribe((session) => schedule(session));
  return {
    schedule,
    retryIn: setIn,
    stop: () => {
      clear();
      unsubscribe();
    },
  };
}
