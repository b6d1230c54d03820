/**
 * The live connection against a real graphql-ws server in this process: reconnecting with
 * retry n of 5, the lost phase after the retries, trying again on its own and on "retry now",
 * resubscribing and resyncing once the server is back. The waits are shortened (the spec's
 * policy itself is covered in client-connectionState.test.ts); everything else is the real
 * graphql-ws client with the app's retry rule over real sockets.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { createClient } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import WebSocket, { WebSocketServer } from 'ws';
import { afterEach, describe, expect, it } from 'vitest';
import { shouldRetry, WS_RETRY_ATTEMPTS } from '../../../src/providers/data/wsRetry';
import { retryPlan, type ConnectionPhase, type ConnectionState } from '../../../src/providers/live/connectionState';
import { createLiveConnection, type LiveConnection } from '../../../src/providers/live/liveConnection';

/** Subscribers of `tick` in the running server; publish() sends n to all of them. */
const listeners = new Set<(n: number) => void>();
function publish(n: number): void {
  for (const l of listeners) l(n);
}

/** An iterator whose return() takes effect at once (an async generator would wait for its next value). */
function ticks(): AsyncIterableIterator<{ tick: number }> {
  const queue: number[] = [];
  let wake: (() => void) | null = null;
  const push = (n: number) => {
    queue.push(n);
    wake?.();
  };
  listeners.add(push);
  const it: AsyncIterableIterator<{ tick: number }> = {
    async next() {
      while (!queue.length) {
        if (!listeners.has(push)) return { value: undefined, done: true };
        await new Promise<void>((r) => (wake = r));
      }
      return { value: { tick: queue.shift() as number }, done: false };
    },
    async return() {
      listeners.delete(push);
      wake?.();
      return { value: undefined, done: true };
    },
    [Symbol.asyncIterator]: () => it,
  };
  return it;
}

// The schema from the graphql copy graphql-ws' server loads itself (CommonJS): vitest would give
// this file the ESM copy, and graphql refuses a schema of another copy.
const { GraphQLInt, GraphQLObjectType, GraphQLSchema } = createRequire(import.meta.url)('graphql') as typeof import('graphql');

const schema = new GraphQLSchema({
  query: new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLInt, resolve: () => 1 } } }),
  subscription: new GraphQLObjectType({ name: 'Subscription', fields: { tick: { type: GraphQLInt, subscribe: () => ticks() } } }),
});

interface TestServer {
  http: Server;
  wss: WebSocketServer;
  stop(): Promise<void>;
}

async function startWsServer(port = 0): Promise<TestServer & { port: number }> {
  const http = createServer();
  const wss = new WebSocketServer({ server: http, path: '/graphql' });
  useServer({ schema }, wss);
  await new Promise<void>((r) => http.listen(port, '127.0.0.1', () => r()));
  const stop = async () => {
    for (const c of wss.clients) c.terminate();
    await new Promise<void>((r) => wss.close(() => r()));
    await new Promise<void>((r) => http.close(() => r()));
  };
  return { http, wss, stop, port: (http.address() as AddressInfo).port };
}

const RETRY_MS = 25;

function connect(port: number, lostDelayMs: number): { live: LiveConnection; phases: ConnectionPhase[]; retries: number[] } {
  const phases: ConnectionPhase[] = [];
  const retries: number[] = [];
  const live = createLiveConnection({
    createClient: (retryWait) => {
      // The app's settings (wsClient.ts) over the ws package instead of the browser's WebSocket.
      const client = createClient({
        url: `ws://127.0.0.1:${port}/graphql`,
        webSocketImpl: WebSocket,
        lazy: true,
        retryAttempts: WS_RETRY_ATTEMPTS,
        shouldRetry,
        retryWait,
      });
      return { client, dispose: () => void client.dispose() };
    },
    // The spec's plan with short waits.
    plan: (state: ConnectionState, n: number) => {
      const p = retryPlan(state, n, () => 0);
      return { ...p, delayMs: p.delayMs > 0 ? RETRY_MS : 0 };
    },
    lostDelayMs: () => lostDelayMs,
  });
  debugState = () => ({ state: live.store.get(), phases, retries, listeners: listeners.size });
  live.store.subscribe(() => {
    const s = live.store.get();
    if (phases.at(-1) !== s.phase) phases.push(s.phase);
    if (s.phase === 'reconnecting' && s.retry > 0 && retries.at(-1) !== s.retry) retries.push(s.retry);
  });
  return { live, phases, retries };
}

let debugState: () => unknown = () => null;
async function until(check: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what} (${JSON.stringify(debugState())})`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

const TICK = { query: 'subscription { tick }' };

describe('live connection (real graphql-ws client and server)', { timeout: 20_000 }, () => {
  it('reconnects with retry 1..5, shows lost, keeps trying and resubscribes + resyncs when the server is back', async () => {
    let server = await startWsServer();
    const port = server.port;
    cleanups.push(() => server.stop());
    const { live, phases, retries } = connect(port, 150);
    cleanups.push(() => live.dispose());
    const got: number[] = [];
    let resyncs = 0;
    live.subscribe<{ tick: number }>(TICK, { next: (d) => got.push(d.tick), resync: () => (resyncs += 1) });
    await until(() => live.store.get().phase === 'connected' && listeners.size === 1, 'the first connection');
    publish(1);
    await until(() => got.includes(1), 'event 1');

    await server.stop();
    await until(() => live.store.get().phase === 'lost', 'the lost phase');
    expect(retries).toEqual([1, 2, 3, 4, 5]);
    expect(phases).toEqual(['connecting', 'connected', 'reconnecting', 'lost']);
    expect(live.store.get().nextAttemptAt).not.toBeNull();
    // It keeps trying while lost: the phase stays lost through further failed tries.
    const before = phases.length;
    await new Promise((r) => setTimeout(r, 400));
    expect(live.store.get().phase).toBe('lost');
    expect(phases.length).toBe(before);

    server = await startWsServer(port);
    await until(() => live.store.get().phase === 'connected', 'the connection after the lost phase', 3000);
    expect(resyncs).toBe(1);
    await until(() => listeners.size === 1, 'the resubscription');
    publish(2);
    await until(() => got.includes(2), 'event 2 on the new connection');
    expect(got).toEqual([1, 2]);
  });

  it('"retry now" tries at once in the lost phase instead of waiting for the schedule', async () => {
    let server = await startWsServer();
    const port = server.port;
    cleanups.push(() => server.stop());
    const { live } = connect(port, 60_000);
    cleanups.push(() => live.dispose());
    let resyncs = 0;
    const got: number[] = [];
    live.subscribe<{ tick: number }>(TICK, { next: (d) => got.push(d.tick), resync: () => (resyncs += 1) });
    await until(() => live.store.get().phase === 'connected' && listeners.size === 1, 'the first connection');
    await server.stop();
    await until(() => live.store.get().phase === 'lost', 'the lost phase');
    server = await startWsServer(port);
    await new Promise((r) => setTimeout(r, 200));
    expect(live.store.get().phase).toBe('lost'); // the next planned try is a minute away
    live.store.retryNow();
    await until(() => live.store.get().phase === 'connected', 'the connection after retry now', 2000);
    await until(() => listeners.size === 1, 'the resubscription');
    publish(7);
    await until(() => got.includes(7), 'event 7');
    expect(resyncs).toBe(1);
  });

  it('a normal close (1000) from the server is no outage: no banner state, resubscribed at once', async () => {
    const server = await startWsServer();
    cleanups.push(() => server.stop());
    const { live, phases } = connect(server.port, 60_000);
    cleanups.push(() => live.dispose());
    const got: number[] = [];
    let resyncs = 0;
    live.subscribe<{ tick: number }>(TICK, { next: (d) => got.push(d.tick), resync: () => (resyncs += 1) });
    await until(() => live.store.get().phase === 'connected' && listeners.size === 1, 'the first connection');
    for (const c of server.wss.clients) c.close(1000, 'Normal Closure');
    await until(() => phases.filter((p) => p === 'connected').length === 2 && listeners.size === 1, 'the new connection');
    expect(phases).not.toContain('reconnecting');
    expect(phases).not.toContain('lost');
    expect(resyncs).toBe(1);
    publish(3);
    await until(() => got.includes(3), 'event 3');
  });

  it('a subscription that ends while lost leaves nothing to report (idle)', async () => {
    const server = await startWsServer();
    const { live } = connect(server.port, 60_000);
    cleanups.push(() => live.dispose());
    const stop = live.subscribe(TICK, { next: () => undefined });
    await until(() => live.store.get().phase === 'connected', 'the first connection');
    await server.stop();
    await until(() => live.store.get().phase === 'lost', 'the lost phase');
    stop();
    expect(live.store.get().phase).toBe('idle');
  });

  it('a subscription the server refuses is not retried', async () => {
    const server = await startWsServer();
    cleanups.push(() => server.stop());
    const { live } = connect(server.port, 60_000);
    cleanups.push(() => live.dispose());
    const warn = console.warn;
    const warnings: unknown[] = [];
    console.warn = (...args: unknown[]) => warnings.push(args);
    cleanups.push(() => {
      console.warn = warn;
    });
    live.subscribe({ query: 'subscription { nope }' }, { next: () => undefined });
    await until(() => warnings.length === 1, 'the refusal');
    await new Promise((r) => setTimeout(r, 200));
    // No outage and no second try; the socket closed normally once nothing was subscribed.
    expect(['connected', 'idle']).toContain(live.store.get().phase);
    expect(warnings.length).toBe(1);
  });
});
