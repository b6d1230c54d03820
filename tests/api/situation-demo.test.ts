/** Demo situations on a first start with demo data: one per state, numbered, with their timeline. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
}, 300_000);
afterAll(async () => {
  await t?.close();
});

it('seeds situations in every state that a dispatcher sees, once', async () => {
  type R = { situations: { total: number; items: { id: string; number: string; state: string; title: string }[] }; situationCounts: { open: number; stable: number; draft: number } };
  const r = await t.gql<R>('{ situations { total items { id number state title } } situationCounts { open stable draft } }', undefined, 'de', 'dispatcher');
  expect(r.errors).toBeUndefined();
  expect(r.data.situations.items.map((i) => i.state).sort()).toEqual(['closed', 'draft', 'open', 'open', 'stable']);
  expect(r.data.situationCounts).toEqual({ open: 2, stable: 1, draft: 1 });
  const signal = r.data.situations.items.find((i) => i.title === 'Signalstörung Einfahrt Durlach')!;
  const tl = await t.gql<{ situationTimeline: { items: { kind: string }[] } }>('query($id: ID!) { situationTimeline(id: $id) { items { kind } } }', { id: signal.id }, 'de', 'viewer');
  expect(tl.data.situationTimeline.items.map((e) => e.kind).sort()).toEqual(['created', 'note', 'note', 'state']);
  // A second start (situations exist) does not add them again.
  const { seedDemoSituations } = await import('../../server/situations/core/demo');
  expect(await seedDemoSituations(t.db, 'Europe/Berlin', Date.now())).toBe(0);
});
