import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PERMISSIONS, ROLES, type Action, type ResourceDeclaration, type Role } from '../../src/shared/resource/types';
import { operationNames } from '../../src/shared/resource/operations';
import { loadDeclarations } from '../../server/resources/load';
import { countRows, mintToken, startTestApp, type GqlResponse, type TestApp } from './helpers';

/**
 * The role x resource x action matrix, generated from the declarations (their `permissions`,
 * else DEFAULT_PERMISSIONS): each case is allowed or FORBIDDEN exactly as declared, over GraphQL.
 */
/**
 * Test rows for resources without demo data: a few stations instead of the 5,400 of db-stations, one change-history row, one phone book entry;
 * one track section and one station track between those stations (their demo rows name stations missing here).
 */
const TEST_SEEDS: Record<string, Record<string, unknown>[]> = {
  PhoneBookEntry: [{ name: 'Leitstelle Nord', phone: '0911 100' }],
  Station: [{ name: 'Karlsruhe Hbf', stationCode: 'RK' }, { name: 'Ettlingen Stadt', stationCode: 'RET' }],
  TrackSection: [{ fromStationId: { $ref: { field: 'stationCode', value: 'RK' } }, toStationId: { $ref: { field: 'stationCode', value: 'RET' } } }],
  StationTrack: [{ stationId: { $ref: { field: 'stationCode', value: 'RK' } }, track: '1' }],
  DispatchChange: [{ operatingDay: '2026-11-21', runId: '2026-11-21:T1', trainNumber: '84001', lineNumber: 'S4', action: 'cancel', comment: 'Test' }],
};
const declarations = (await loadDeclarations()).map((d): ResourceDeclaration => (TEST_SEEDS[d.name] ? { ...d, seed: { rows: TEST_SEEDS[d.name] } } : d));
/** Resources nobody may edit through the API (e.g. the change history, written by the engine). */
const readOnly = (d: ResourceDeclaration) => ROLES.every((role) => !declared(d, 'edit', role));
const ACTIONS: Action[] = ['list', 'show', 'create', 'edit', 'delete'];
const declared = (d: ResourceDeclaration, action: Action, role: Role) => (d.permissions?.[action] ?? DEFAULT_PERMISSIONS[action]).includes(role);

let t: TestApp;
let wsUrl: string;
/** One seeded record per resource. */
const ids = new Map<string, string>();

beforeAll(async () => {
  t = await startTestApp({ declarations, seed: true });
  for (const d of declarations) {
    const names = operationNames(d);
    const r = await t.gql<Record<string, { id: string }[]>>(`{ ${names.list}(perPage: 1) { id } }`);
    expect(r.data[names.list].length, `${d.name} has demo rows`).toBe(1);
    ids.set(d.name, r.data[names.list][0].id);
  }
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  wsUrl = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/graphql`;
});
afterAll(() => t?.close());

function codes(r: GqlResponse<unknown>): (string | undefined)[] {
  return (r.errors ?? []).map((e) => e.extensions?.code);
}

function expectForbidden(r: GqlResponse<unknown>, fields: number) {
  expect(r.status).toBe(200);
  expect(codes(r)).toEqual(Array(fields).fill('FORBIDDEN'));
}

async function versionOf(d: ResourceDeclaration, id: string): Promise<number> {
  const r = await t.gql<Record<string, { version: number }>>(`{ ${d.name}(id: "${id}") { version } }`);
  return r.data[d.name].version;
}

const cases = declarations.flatMap((d) => ROLES.flatMap((role) => ACTIONS.map((action) => ({ d, role, action, allowed: declared(d, action, role) }))));

describe.each(cases)('$d.name: $role $action', ({ d, role, action, allowed }) => {
  const names = operationNames(d);
  it(allowed ? 'is allowed' : 'is FORBIDDEN, nothing read or written', async () => {
    const id = ids.get(d.name)!;
    const rowsBefore = await countRows(t.db, d.table);
    switch (action) {
      case 'list': {
        const r = await t.gql<Record<string, unknown>>(`{ ${names.list}(perPage: 5) { id } ${names.meta} { count } }`, undefined, 'de', role);
        if (allowed) {
          expect(r.errors).toBeUndefined();
          expect((r.data[names.list] as unknown[]).length).toBeGreaterThan(0);
          expect(r.data[names.meta]).toEqual({ count: rowsBefore });
        } else {
          expectForbidden(r, 2);
          expect(r.data).toEqual({ [names.list]: null, [names.meta]: null });
        }
        break;
      }
      case 'show': {
        const history = d.history ? `_versions(resource: "${d.name}", id: "${id}") { version }` : '';
        const r = await t.gql<Record<string, unknown>>(`{ ${d.name}(id: "${id}") { id } ${history} }`, undefined, 'de', role);
        if (allowed) {
          expect(r.errors).toBeUndefined();
          expect(r.data[d.name]).toEqual({ id });
          if (d.history) expect((r.data._versions as unknown[]).length).toBeGreaterThan(0);
        } else {
          expectForbidden(r, d.history ? 2 : 1);
          expect(r.data[d.name]).toBeNull();
        }
        break;
      }
      case 'create': {
        // No values: past the permission check the shared validation refuses the missing required fields.
        const r = await t.gql(`mutation { ${names.create} { id } }`, undefined, 'de', role);
        expect(codes(r)).toEqual([allowed ? 'BAD_USER_INPUT' : 'FORBIDDEN']);
        break;
      }
      case 'edit': {
        const before = await versionOf(d, id);
        const r = await t.gql<Record<string, { version: number }>>(`mutation { ${names.update}(id: "${id}", version: ${before}) { version } }`, undefined, 'de', role);
        const restore = d.history ? await t.gql(`mutation { restoreVersion(resource: "${d.name}", id: "${id}", version: 1) }`, undefined, 'de', role) : null;
        if (allowed) {
          expect(r.errors).toBeUndefined();
          expect(r.data[names.update].version).toBe(before + 1);
          if (restore) expect(restore.errors).toBeUndefined();
          expect(await versionOf(d, id)).toBe(before + (restore ? 2 : 1));
        } else {
          expectForbidden(r, 1);
          if (restore) expectForbidden(restore, 1);
          expect(await versionOf(d, id)).toBe(before);
        }
        break;
      }
      case 'delete': {
        // Allowed: a missing record answers NOT_FOUND (the delete itself is covered by crud.test.ts).
        const missing = await t.gql(`mutation { ${names.delete}(id: "999999999") { id } }`, undefined, 'de', role);
        expect(codes(missing)).toEqual([allowed ? 'NOT_FOUND' : 'FORBIDDEN']);
        if (!allowed) {
          const r = await t.gql(`mutation { ${names.delete}(id: "${id}") { id } }`, undefined, 'de', role);
          expectForbidden(r, 1);
        }
        break;
      }
    }
    expect(await countRows(t.db, d.table)).toBe(rowsBefore);
  });
});

describe('FORBIDDEN messages', () => {
  it('name the resource and the action in the request language', async () => {
    const d = declarations.find((x) => !declared(x, 'delete', 'viewer'))!;
    const de = await t.gql(`mutation { ${operationNames(d).delete}(id: "1") { id } }`, undefined, 'de', 'viewer');
    expect(de.errors![0].message).toBe(`Keine Berechtigung: ${d.label.de.other} – Löschen ist für Ihre Rolle nicht erlaubt.`);
    const it = await t.gql(`mutation { ${operationNames(d).delete}(id: "1") { id } }`, undefined, 'it', 'viewer');
    expect(it.errors![0].message).toBe(`Non autorizzato: ${d.label.it.other} – Eliminare non è consentito al suo ruolo.`);
  });
});

describe('subscriptions deliver only what the subscriber may list', () => {
  const clients: Client[] = [];
  afterAll(async () => {
    for (const c of clients) await c.dispose();
  });
  const clientFor = (role: Role) => {
    const c = createClient({ url: wsUrl, webSocketImpl: WebSocket, retryAttempts: 0, lazy: true, connectionParams: async () => ({ Authorization: `Bearer ${await mintToken({ role })}` }) });
    clients.push(c);
    return c;
  };

  const refusals = declarations.flatMap((d) => ROLES.filter((role) => !declared(d, 'list', role)).flatMap((role) => [d.name, d.path].map((resource) => ({ role, resource }))));
  it.each(refusals)('$role may not subscribe to $resource', async ({ role, resource }) => {
    const first = await new Promise<{ errors?: readonly { extensions?: Record<string, unknown> }[] }>((resolve, reject) => {
      clientFor(role).subscribe({ query: `subscription { resourceChanged(resource: "${resource}") { id } }` }, { next: resolve, error: reject, complete: () => undefined });
    });
    expect(first.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);
  });

  it('an unfiltered subscription receives the changes of exactly the listable resources, per role', async () => {
    const marker = declarations.find((d) => d.name === 'Station')!;
    expect(ROLES.filter((role) => !declared(marker, 'list', role))).toEqual([]);
    const received = ROLES.map((role) => {
      const got: string[] = [];
      const done = new Promise<string[]>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${role}: no marker, got ${got.join(', ')}`)), 20_000);
        clientFor(role).subscribe<{ resourceChanged: { resource: string; id: string } }>(
          { query: 'subscription { resourceChanged { resource id } }' },
          {
            next: (msg) => {
              const change = msg.data?.resourceChanged;
              if (!change) return reject(new Error(JSON.stringify(msg.errors)));
              got.push(change.resource);
              if (change.resource === marker.name && got.filter((r) => r === marker.name).length === 2) {
                clearTimeout(timer);
                resolve(got);
              }
            },
            error: reject,
            complete: () => undefined,
          },
        );
      });
      return { role, done };
    });
    await new Promise((r) => setTimeout(r, 500));
    // One write per resource, then the station again as the end marker (every role may list stations).
    for (const d of [...declarations, marker]) {
      if (readOnly(d)) {
        // Written by the server itself (the engine), through the same service and publication.
        await t.app.leitstelle.services.get(d.name)!.update(ids.get(d.name)!, {}, undefined, { user: null, lang: 'de' });
        continue;
      }
      const r = await t.gql(`mutation { ${operationNames(d).update}(id: "${ids.get(d.name)}") { id } }`);
      expect(r.errors).toBeUndefined();
    }
    for (const { role, done } of received) {
      const expected = [...declarations.filter((d) => declared(d, 'list', role)).map((d) => d.name), marker.name];
      expect((await done).sort(), role).toEqual(expected.sort());
    }
  });
});
