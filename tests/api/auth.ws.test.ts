import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintToken, startTestApp, type TestApp } from './helpers';

/** graphql-ws connections: connectionParams.Authorization is verified; bad or expired tokens close with 4401. */
let t: TestApp;
let url: string;
const ended = new Set<string>();

beforeAll(async () => {
  t = await startTestApp({ auth: { isSessionActive: async (sid) => !ended.has(sid) } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  url = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/graphql`;
});
afterAll(() => t?.close());

type Outcome = { closed: number } | { data: unknown } | { errors: unknown };

/** Subscribes with the given connection parameters; resolves with the first thing that happens. */
function firstOutcome(connectionParams: Record<string, unknown> | undefined, onAck?: () => void, timeoutMs = 10_000): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const client = createClient({ url, webSocketImpl: WebSocket, retryAttempts: 0, lazy: true, connectionParams, on: { connected: () => onAck?.() } });
    const timer = setTimeout(() => {
      void client.dispose();
      reject(new Error('no outcome'));
    }, timeoutMs);
    const done = (o: Outcome) => {
      clearTimeout(timer);
      void client.dispose();
      resolve(o);
    };
    client.subscribe(
      { query: 'subscription { resourceChanged(resource: "Station") { resource operation } }' },
      {
        next: (msg) => done(msg.errors ? { errors: msg.errors } : { data: msg.data }),
        error: (e) => done({ closed: (e as { code?: number }).code ?? -1 }),
        complete: () => undefined,
      },
    );
  });
}

describe('WebSocket authentication', () => {
  it('closes with 4401 without a token, with a malformed one, a forged one and an expired one', async () => {
    expect(await firstOutcome(undefined)).toEqual({ closed: 4401 });
    expect(await firstOutcome({})).toEqual({ closed: 4401 });
    expect(await firstOutcome({ Authorization: 'Bearer nope' })).toEqual({ closed: 4401 });
    const token = await mintToken({ role: 'viewer' });
    const [h, p, s] = token.split('.');
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>;
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...claims, realm_access: { roles: ['admin'] } })).toString('base64url')}.${s}`;
    expect(await firstOutcome({ Authorization: `Bearer ${tampered}` })).toEqual({ closed: 4401 });
    expect(await firstOutcome({ Authorization: `Bearer ${await mintToken({ expiresIn: -60 })}` })).toEqual({ closed: 4401 });
    expect(await firstOutcome({ Authorization: `Bearer ${await mintToken({ claims: { iss: 'http://evil.test/realms/leitstelle' } })}` })).toEqual({ closed: 4401 });
  });

  it('delivers to a valid token', async () => {
    const outcome = firstOutcome({ Authorization: `Bearer ${await mintToken({ role: 'viewer' })}` }, () => {
      setTimeout(() => void t.gql('mutation { createStation(name: "WS ok") { id } }'), 200);
    });
    expect(await outcome).toEqual({ data: { resourceChanged: { resource: 'Station', operation: 'create' } } });
  });

  it('closes with 4401 when the token expires during the connection', async () => {
    const started = Date.now();
    const outcome = await firstOutcome({ Authorization: `Bearer ${await mintToken({ expiresIn: 2 })}` });
    expect(outcome).toEqual({ closed: 4401 });
    // Not at once: only when exp was reached (exp has second precision).
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });

  it('refuses a new subscription on an open connection once the session has ended', async () => {
    const token = await mintToken({ claims: { sid: 'ws-session' } });
    let connections = 0;
    // lazyCloseTimeout keeps the socket open between the two subscriptions: the second is checked on the SAME connection.
    const client = createClient({
      url, webSocketImpl: WebSocket, retryAttempts: 0, lazy: true, lazyCloseTimeout: 60_000,
      connectionParams: { Authorization: `Bearer ${token}` },
      on: { connected: () => (connections += 1) },
    });
    const subscribeOnce = () =>
      new Promise<Outcome>((resolve) => {
        const stop = client.subscribe(
          { query: 'subscription { resourceChanged { resource } }' },
          { next: (msg) => (stop(), resolve(msg.errors ? { errors: msg.errors } : { data: msg.data })), error: (e) => resolve({ closed: (e as { code?: number }).code ?? -1 }), complete: () => undefined },
        );
      });
    try {
      const first = subscribeOnce();
      await new Promise((r) => setTimeout(r, 300));
      await t.gql('mutation { createStation(name: "WS live") { id } }');
      expect(await first).toEqual({ data: { resourceChanged: { resource: 'Station' } } });
      ended.add('ws-session');
      expect(await subscribeOnce()).toEqual({ closed: 4401 });
      expect(connections).toBe(1);
    } finally {
      await client.dispose();
    }
  });
});
