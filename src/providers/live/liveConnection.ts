/**
 * The app's live connection: one graphql-ws client, the subscriptions of the mounted screens,
 * and the connection state for the banner (connectionState.ts).
 *
 * graphql-ws itself reconnects and resubscribes during its 5 retries (the wait comes from
 * here: the spec's back-off, announced for the banner, cut short by "retry now"). When it gives
 * up it errors every subscription's sink; from then on (the lost phase) this module keeps
 * trying: after LOST_RETRY_BASE_MS + jitter, or at once on "retry now", the browser's `online`
 * event or the tab becoming visible, it subscribes the waiting subscriptions again, which makes
 * graphql-ws try one connection. Every subscription that lived through a break (or started
 * during one) gets its `resync` call once the connection is back.
 */
import type { Client, SubscribePayload } from 'graphql-ws';
import {
  classifySinkError,
  lostRetryDelayMs,
  nextConnectionState,
  retryPlan,
  type ConnectionEvent,
  type ConnectionState,
  type RetryPlan,
} from './connectionState';
import { createConnectionStore, type ConnectionStore } from './connectionStore';

export interface LiveHandlers<T> {
  next(data: T): void;
  /** The connection is back after a break: events may have been missed, reload what is shown. */
  resync?(): void;
}

export interface WsHandle {
  client: Client;
  dispose(): void;
}

export interface Timers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface LiveConnectionDeps {
  /** Creates the graphql-ws client (once, on first use) with this module's retry wait. */
  createClient(retryWait: (retries: number) => Promise<void>): WsHandle;
  store?: ConnectionStore;
  now?: () => number;
  timers?: Timers;
  /** Wait before graphql-ws' retry `retries` (default: the spec's policy, retryPlan). */
  plan?: (state: ConnectionState, retries: number) => RetryPlan;
  /** Wait between tries in the lost phase (default: lostRetryDelayMs). */
  lostDelayMs?: () => number;
  /** Calls `wake` when trying at once makes sense (back online, tab visible); returns a stop function. */
  watchWake?: (wake: () => void) => () => void;
}

export interface LiveConnection {
  subscribe<T>(payload: SubscribePayload, handlers: LiveHandlers<T>): () => void;
  /** Cuts the current wait short (reconnecting) or tries at once (lost). */
  retryNow(): void;
  /** The underlying client (created on first use). */
  handle(): WsHandle;
  readonly store: ConnectionStore;
  dispose(): void;
}

interface Registration {
  payload: SubscribePayload;
  handlers: LiveHandlers<unknown>;
  /** Ends the graphql-ws subscription while it runs. */
  stop: (() => void) | null;
  /** graphql-ws gave up on it: it waits for the lost phase's next try. */
  waiting: boolean;
  /** It may have missed events: resync once connected. */
  needsResync: boolean;
  removed: boolean;
}

const defaultTimers: Timers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

function closeCode(event: unknown): number {
  const code = event && typeof event === 'object' ? (event as { code?: unknown }).code : undefined;
  return typeof code === 'number' ? code : 1006;
}

export function createLiveConnection(deps: LiveConnectionDeps): LiveConnection {
  const store = deps.store ?? createConnectionStore();
  const now = deps.now ?? Date.now;
  const timers = deps.timers ?? defaultTimers;
  const plan = deps.plan ?? ((state: ConnectionState, retries: number) => retryPlan(state, retries));
  const lostDelayMs = deps.lostDelayMs ?? (() => lostRetryDelayMs());
  const regs = new Set<Registration>();
  let handle: WsHandle | null = null;
  let lostTimer: unknown = null;
  let cutWaitShort: (() => void) | null = null;
  let stopWatching: (() => void) | null = null;

  const dispatch = (event: ConnectionEvent): boolean => {
    const { state, resync } = nextConnectionState(store.get(), event);
    store.set(state);
    return resync;
  };

  const retryWait = (retries: number): Promise<void> => {
    const { delayMs, retry } = plan(store.get(), retries);
    if (retry !== null) dispatch({ type: 'retryScheduled', retry, at: now() + delayMs });
    if (delayMs <= 0) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const done = () => {
        cutWaitShort = null;
        resolve();
      };
      const timer = timers.setTimeout(done, delayMs);
      cutWaitShort = () => {
        timers.clearTimeout(timer);
        done();
      };
    });
  };

  const clearLostTimer = () => {
    if (lostTimer !== null) timers.clearTimeout(lostTimer);
    lostTimer = null;
  };

  /** graphql-ws gave up: plan the next try (once, however many subscriptions report it). */
  const gaveUp = () => {
    if (lostTimer !== null) return;
    const delay = lostDelayMs();
    dispatch({ type: 'gaveUp', nextAttemptAt: now() + delay });
    lostTimer = timers.setTimeout(wake, delay);
  };

  /** The lost phase's try: subscribe the waiting ones again, graphql-ws connects for them. */
  function wake(): void {
    clearLostTimer();
    for (const reg of [...regs]) if (reg.waiting) start(reg);
  }

  const retryNow = () => {
    if (store.get().phase === 'lost') {
      // With no timer a try is already running.
      if (lostTimer !== null) wake();
      return;
    }
    cutWaitShort?.();
  };

  function ensureClient(): WsHandle {
    if (handle) return handle;
    handle = deps.createClient(retryWait);
    const { client } = handle;
    client.on('connecting', () => dispatch({ type: 'connecting' }));
    client.on('connected', () => {
      clearLostTimer();
      const resync = dispatch({ type: 'connected' });
      for (const reg of [...regs]) {
        const due = reg.needsResync;
        reg.needsResync = false;
        if (resync && due && !reg.removed) reg.handlers.resync?.();
      }
    });
    client.on('closed', (event) => {
      // Whatever is subscribed now may miss events until the next connection.
      for (const reg of regs) reg.needsResync = true;
      dispatch({ type: 'closed', code: closeCode(event) });
    });
    stopWatching =
      deps.watchWake?.(() => {
        if (store.get().phase === 'lost') retryNow();
      }) ?? null;
    store.setRetryHandler(retryNow);
    return handle;
  }

  function start(reg: Registration): void {
    reg.waiting = false;
    reg.stop = ensureClient().client.subscribe<unknown>(reg.payload, {
      next: (result) => {
        if (!reg.removed && result.data) reg.handlers.next(result.data);
      },
      error: (error) => {
        reg.stop = null;
        if (reg.removed) return;
        const failure = classifySinkError(error);
        if (failure === 'connection') {
          reg.waiting = true;
          reg.needsResync = true;
          gaveUp();
        } else if (failure === 'graphql') {
          // The server refused the operation (e.g. permissions): retrying would not help.
          console.warn('Leitstelle: live subscription refused', error);
        }
        // 'unauthorized': the login page takes over; 'normal': nothing to do.
      },
      complete: () => {
        reg.stop = null;
      },
    });
  }

  return {
    store,
    subscribe<T>(payload: SubscribePayload, handlers: LiveHandlers<T>) {
      const phase = store.get().phase;
      const outage = phase === 'reconnecting' || phase === 'lost';
      const reg: Registration = {
        payload,
        handlers: handlers as LiveHandlers<unknown>,
        stop: null,
        waiting: false,
        // Started during an outage: its screen loaded while events could not arrive.
        needsResync: outage,
        removed: false,
      };
      regs.add(reg);
      // In the lost phase it waits for the next planned try like the others.
      if (phase === 'lost') reg.waiting = true;
      else start(reg);
      return () => {
        if (reg.removed) return;
        reg.removed = true;
        regs.delete(reg);
        reg.stop?.();
        reg.stop = null;
        const current = store.get().phase;
        // Nothing live is shown any more: no outage to report, nothing to retry for.
        if (!regs.size && (current === 'reconnecting' || current === 'lost')) {
          clearLostTimer();
          dispatch({ type: 'stopped' });
        }
      };
    },
    retryNow,
    handle: ensureClient,
    dispose() {
      clearLostTimer();
      cutWaitShort?.();
      stopWatching?.();
      stopWatching = null;
      store.setRetryHandler(null);
      for (const reg of regs) reg.removed = true;
      regs.clear();
      handle?.dispose();
      handle = null;
      dispatch({ type: 'stopped' });
    },
  };
}
