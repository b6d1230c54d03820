import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintToken, startTestApp, type TestApp } from './helpers';

let t: TestApp;
let client: Client;

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  client = createClient({
    url: `ws://127.0.0.1:${port}/graphql`,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    lazy: true,
    connectionParams: async () => ({ Authorization: `Bearer ${await mintToken({ role: 'admin' })}` }),
  });
});
afterAll(async () => {
  await client?.dispose();
  await t?.close();
});

interface Change {
  resource: string;
  id: string;
  operation: string;
  version: number | null;
}

function nextChanges(query: string, count: number): Promise<Change[]> {
  return new Promise((resolve, reject) => {
    const got: Change[] = [];
    const timer = setTimeout(() => reject(new Error(`timeout, got ${JSON.stringify(got)}`)), 15_000);
    const stop = client.subscribe<{ resourceChanged: Change }>(
      { query },
      {
        next: (msg) => {
          if (msg.errors) reject(new Error(JSON.stringify(msg.errors)));
          if (msg.data) got.push(msg.data.resourceChanged);
          if (got.length === count) {
            clearTimeout(timer);
            stop();
            resolve(got);
          }
        },
        error: reject,
        complete: () => undefined,
      },
    );
  });
}

describe('resourceChanged over a real WebSocket (graphql-transport-ws)', () => {
  it('delivers create, update and delete of the subscribed resource only', async () => {
    const changes = nextChanges('subscription { resourceChanged(resource: "Station") { resource id operation version } }', 3);
    // Give the subscription time to be registered before writing.
    await new Promise((r) => setTimeout(r, 300));
    await t.gql('mutation { createCategory(code: "IGNORED", name: "x", usage: ["messages"]) { id } }');
    const c = await t.gql<{ createStation: { id: string } }>('mutation { createStation(name: "Live") { id } }');
    const id = c.data.createStation.id;
    await t.gql(`mutation { updateStation(id: "${id}", version: 1, name: "Live 2") { id } }`);
    await t.gql(`mutation { deleteStation(id: "${id}") { id } }`);
    expect(await changes).toEqual([
      { resource: 'Station', id, operation: 'create', version: 1 },
      { resource: 'Station', id, operation: 'update', version: 2 },
      { resource: 'Station', id, operation: 'delete', version: 3 },
    ]);
  });

  it('accepts the resource path as filter and rejects an invalid subscription', async () => {
    const changes = nextChanges('subscription { resourceChanged(resource: "bahnhoeffelist") { resource operation } }', 1);
    await new Promise((r) => setTimeout(r, 300));
    await t.gql('mutation { createStation(name: "Per Pfad") { id } }');
    expect(await changes).toEqual([{ resource: 'Station', operation: 'create' }]);
    const refused = await nextChanges('subscription { nope }', 1).catch((e: unknown) => e);
    expect(JSON.stringify(refused)).toContain('Cannot query field \\"nope\\" on type \\"Subscription\\"');
  });
});
