/**
 * Subscription.notificationAdded over a real WebSocket: the addressee's bell gets the new in-app
 * notification (with the situation it is about), nobody else does.
 */
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintToken, startTestApp, type TestApp } from './helpers';
import { create, createCategory, createChain, openSituation, setClock } from './situation-notify-support';

let t: TestApp;
const clients: Client[] = [];
let categoryId: string;

function clientAs(role: 'dispatcher' | 'planner', port: number): Client {
  const c = createClient({
    url: `ws://127.0.0.1:${port}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0, lazy: true,
    connectionParams: async () => ({ Authorization: `Bearer ${await mintToken({ role })}` }),
  });
  clients.push(c);
  return c;
}

interface Added { id: string; channel: string; address: string; subject: string; situation: { title: string; number: string } }

function collect(c: Client): { got: Added[]; ready: Promise<void>; stop: () => void } {
  const got: Added[] = [];
  let stop = () => {};
  const ready = new Promise<void>((resolve, reject) => {
    stop = c.subscribe<{ notificationAdded: Added }>(
      { query: 'subscription { notificationAdded { id channel address subject situation { title number } } }' },
      { next: (m) => (m.errors ? reject(new Error(JSON.stringify(m.errors))) : m.data && got.push(m.data.notificationAdded)), error: reject, complete: () => undefined },
    );
    // The subscription is registered once the connection has acknowledged it; give it a moment.
    setTimeout(resolve, 500);
  });
  return { got, ready, stop: () => stop() };
}

beforeAll(async () => {
  t = await startTestApp();
  setClock(t, Date.parse('2026-11-25T09:00:00Z'));
  categoryId = await createCategory(t, 'BETRIEB', 'Betriebsstörung', 'Perturbazione di esercizio');
  const schicht = await create(t, 'Receiver', { name: 'Schichtleitung', channels: ['inApp'], username: 'dispatcher', active: true });
  await createChain(t, { name: 'Schicht sofort', categoryId, minSeverity: 'minor' }, [{ kind: 'notify', targetKind: 'receiver', receiverId: schicht }]);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);

afterAll(async () => {
  for (const c of clients) await c.dispose();
  await t?.close();
});

describe('notificationAdded', () => {
  it('reaches the addressee only', async () => {
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const mine = collect(clientAs('dispatcher', port));
    const other = collect(clientAs('planner', port));
    await Promise.all([mine.ready, other.ready]);
    await openSituation(t, { categoryId, severity: 'major', title: 'Türstörung ET 450' });
    await t.app.situationChains.runDue();
    await expect.poll(() => mine.got.length, { timeout: 10_000 }).toBe(1);
    expect(mine.got[0]).toMatchObject({ channel: 'inApp', address: 'dispatcher', situation: { title: 'Türstörung ET 450' } });
    expect(mine.got[0].subject).toMatch(/^\[Lagebericht 2026-\d{4}\] Erheblich: Türstörung ET 450$/);
    await new Promise((r) => setTimeout(r, 300));
    expect(other.got).toEqual([]);
    mine.stop();
    other.stop();
  });
});
