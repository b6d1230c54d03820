import { Writable } from 'node:stream';
import { getOperationAST, parse, validate } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { countTokens, documentShape, operationCost } from '../../server/graphql/limits/analyse';
import { DEFAULT_LIMITS } from '../../server/graphql/limits/limits';
import { resourceDocuments, moduleDocuments, RecordedStop, type AppDocument, type Recorded } from './graphql-documents';
import { loadConfig } from '../../server/config';
import { authHeaders, mintToken, startTestApp, type TestApp } from './helpers';

const sent = vi.hoisted((): Recorded[] => []);
vi.mock('../../src/providers/data/graphqlRequest', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/providers/data/graphqlRequest')>();
  return {
    ...original,
    graphqlRequest: async (query: string, variables: Record<string, unknown> = {}) => {
      sent.push({ query, variables });
      throw new RecordedStop();
    },
  };
});

let t: TestApp;
const logLines: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _enc, done) {
    for (const line of chunk.toString().split('\n')) if (line.trim()) logLines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});

beforeAll(async () => {
  t = await startTestApp({ logger: { level: 'warn', stream: logStream } });
});
afterAll(async () => {
  await t?.close();
});

describe("the app's own documents", () => {
  it('every document passes every limit (measured maxima printed)', async () => {
    const gate = t.app.leitstelle.gate!;
    const schema = t.app.leitstelle.schema!;
    const modules = {
      ...import.meta.glob<Record<string, unknown>>('../../src/custom/**/api.ts', { eager: true }),
      ...import.meta.glob<Record<string, unknown>>('../../src/custom/timetable/timetableApi.ts', { eager: true }),
      ...import.meta.glob<Record<string, unknown>>('../../src/providers/data/versions.ts', { eager: true }),
      ...import.meta.glob<Record<string, unknown>>('../../src/generator/useLiveListRefresh.ts', { eager: true }),
    };
    vi.stubGlobal('fetch', async () => { throw new RecordedStop(); });
    const custom = await moduleDocuments(modules, sent);
    vi.unstubAllGlobals();
    const documents: AppDocument[] = [...t.declarations.flatMap((d) => resourceDocuments(d, gate.limits.maxPerPage)), ...custom.documents];
    const rows = documents.map((d) => {
      const document = parse(d.query);
      expect(validate(schema, document).map((e) => `${d.source}: ${e.message}`)).toEqual([]);
      const operation = getOperationAST(document)!;
      // The variables the app sends; a paged list without a numeric perPage counts at the largest page.
      const cost = operationCost(schema, document, operation, d.variables, gate.limits.maxPerPage);
      return { source: d.source, tokens: countTokens(d.query, Infinity), ...documentShape(document), cost, bytes: Buffer.byteLength(JSON.stringify({ query: d.query, variables: d.variables })) };
    });
    const max = (key: 'tokens' | 'depth' | 'aliases' | 'cost' | 'bytes') => rows.reduce((a, b) => (b[key] > a[key] ? b : a));
    const maxima = Object.fromEntries((['tokens', 'depth', 'aliases', 'cost', 'bytes'] as const).map((k) => [k, { value: max(k)[k], source: max(k).source }]));
    console.log(`GraphQL limits: ${documents.length} documents of the app (${custom.silent.length} exports sent none: ${custom.silent.join(', ')})`);
    console.log(JSON.stringify(maxima, null, 2));
    console.log(rows.sort((a, b) => b.cost - a.cost).slice(0, 8).map((r) => `${r.source}: cost ${r.cost}, tokens ${r.tokens}`).join('\n'));
    expect(custom.documents.length).toBeGreaterThan(30);
    for (const r of rows) {
      expect(r.tokens, r.source).toBeLessThanOrEqual(gate.limits.maxTokens);
      expect(r.depth, r.source).toBeLessThanOrEqual(gate.limits.maxDepth);
      expect(r.aliases, r.source).toBeLessThanOrEqual(gate.limits.maxAliases);
      expect(r.cost, r.source).toBeLessThanOrEqual(gate.limits.maxCost);
      expect(r.bytes, r.source).toBeLessThanOrEqual(gate.limits.maxBodyBytes);
    }
    expect(gate.limits).toMatchObject(DEFAULT_LIMITS);
  });
});

interface Refused {
  message: string;
  extensions: { code: string; limit: string; max: number; value: number };
}

async function post(app: TestApp, body: string, lang = 'de', role: 'viewer' | 'admin' = 'viewer') {
  const res = await app.app.inject({ method: 'POST', url: '/graphql', headers: { ...(await authHeaders(role, lang)), 'content-type': 'application/json' }, payload: body });
  return { status: res.statusCode, body: res.json() as { data?: Record<string, unknown> | null; errors?: Refused[] } };
}
const gqlBody = (query: string, variables?: Record<string, unknown>) => JSON.stringify({ query, variables });

/** The attack of issue 11: aliases of allStations(perPage: 1000). */
const aliasAttack = (n: number) => `query { ${Array.from({ length: n }, (_, i) => `a${i}: allStations(perPage: 1000) { id }`).join(' ')} }`;

function logged(limit: string): Record<string, unknown> | undefined {
  return logLines.find((l) => l.limit === limit && l.level === 40);
}

describe('limits over HTTP', () => {
  it('refuses the 3,000-alias attack at the token limit, quickly, before parsing (de and it)', async () => {
    const started = performance.now();
    const de = await post(t, gqlBody(aliasAttack(3000)));
    const ms = performance.now() - started;
    expect(de.status).toBe(400);
    expect(de.body.errors?.[0].extensions).toMatchObject({ code: 'LIMIT_EXCEEDED', limit: 'tokens', max: 1000, value: 1001 });
    expect(de.body.errors?.[0].message).toBe('Die Anfrage ist zu lang: mehr als 1000 Bestandteile (Token). Bitte kleinere Anfragen senden.');
    expect(ms).toBeLessThan(500);
    const it = await post(t, gqlBody(aliasAttack(3000)), 'it');
    expect(it.body.errors?.[0].message).toBe('La richiesta è troppo lunga: più di 1000 elementi (token). Inviare richieste più piccole.');
    expect(logged('tokens')).toMatchObject({ max: 1000, value: 1001, transport: 'http' });
  });

  it('refuses more than 15 aliases, a depth above 6 and a cost above 50,000', async () => {
    const aliases = await post(t, gqlBody(`query { ${Array.from({ length: 16 }, (_, i) => `a${i}: allStations(perPage: 1) { id }`).join(' ')} }`), 'it');
    expect(aliases.status).toBe(400);
    expect(aliases.body.errors?.[0]).toMatchObject({ message: 'La richiesta contiene 16 alias, al massimo 15 sono consentiti.', extensions: { code: 'LIMIT_EXCEEDED', limit: 'aliases', max: 15, value: 16 } });
    expect(logged('aliases')).toMatchObject({ max: 15, value: 16 });
    // Depth is checked before validation: the fields need not exist.
    const depth = await post(t, gqlBody('{ a { b { c { d { e { f { g } } } } } } }'));
    expect(depth.body.errors?.[0]).toMatchObject({ message: 'Die Anfrage ist zu tief verschachtelt: 7 Ebenen, erlaubt sind höchstens 6.', extensions: { limit: 'depth', max: 6, value: 7 } });
    expect(logged('depth')).toMatchObject({ max: 6, value: 7 });
    // Four full station pages: 4 x (1 + 1000 x 16 fields).
    const station = t.declarations.find((d) => d.name === 'Station')!;
    const fields = ['id', ...station.fields.map((f) => f.name)].join(' ');
    const costly = `query ($n: Int) { ${['a', 'b', 'c', 'd'].map((a) => `${a}: allStations(perPage: $n) { ${fields} }`).join(' ')} }`;
    const cost = await post(t, gqlBody(costly, { n: 1000 }));
    expect(cost.status).toBe(400);
    expect(cost.body.errors?.[0].extensions).toMatchObject({ code: 'LIMIT_EXCEEDED', limit: 'cost', max: 50_000 });
    expect(cost.body.errors?.[0].extensions.value).toBeGreaterThan(50_000);
    expect(cost.body.errors?.[0].message).toMatch(/^Die Anfrage ist zu aufwendig: geschätzte Kosten \d+, erlaubt sind höchstens 50000\./);
    expect(logged('cost')).toMatchObject({ max: 50_000 });
    // The same document with small pages runs: the cost follows the variables.
    const small = await post(t, gqlBody(costly, { n: 25 }));
    expect(small.status).toBe(200);
    expect(small.body.errors).toBeUndefined();
  });

  it('refuses a page above 1,000 rows with a clear error instead of cutting it (de and it)', async () => {
    const de = await post(t, gqlBody('{ allStations(perPage: 1001) { id } }'));
    expect(de.status).toBe(200);
    expect(de.body.data).toEqual({ allStations: null });
    expect(de.body.errors?.[0]).toMatchObject({
      message: 'Es können höchstens 1000 Einträge pro Seite abgefragt werden (angefragt: 1001). Bitte seitenweise laden.',
      extensions: { code: 'LIMIT_EXCEEDED', limit: 'perPage', max: 1000, value: 1001 },
    });
    const it = await post(t, gqlBody('query ($n: Int) { allStations(perPage: $n) { id } }', { n: 5000 }), 'it');
    expect(it.body.errors?.[0].message).toBe('Si possono richiedere al massimo 1000 voci per pagina (richieste: 5000). Caricare pagina per pagina.');
    expect(logged('perPage')).toMatchObject({ max: 1000, value: 1001 });
    const ok = await post(t, gqlBody('{ allStations(perPage: 1000) { id } }'));
    expect(ok.body.errors).toBeUndefined();
  });

  it('refuses a body above 128 KiB as a GraphQL error (413)', async () => {
    const big = gqlBody(`{ allStations { id } } # ${'x'.repeat(130 * 1024)}`);
    const res = await post(t, big, 'it');
    expect(res.status).toBe(413);
    expect(res.body.errors?.[0]).toMatchObject({ message: 'La richiesta è troppo grande: sono consentiti al massimo 131072 byte.', extensions: { code: 'LIMIT_EXCEEDED', limit: 'bodySize', max: 131072 } });
    expect(logged('bodySize')).toMatchObject({ max: 131072, value: Buffer.byteLength(big) });
  });

  it('keeps introspection and suggestions on outside production', async () => {
    const intro = await post(t, gqlBody('{ __schema { queryType { name } } }'));
    expect(intro.body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    const typo = await post(t, gqlBody('{ allStaton { id } }'));
    expect(typo.body.errors?.[0].message).toContain('Did you mean "allStations"');
  });

  it('answers a normal list within 1 s while a burst of hostile requests is refused', async () => {
    const hostile = [aliasAttack(3000), aliasAttack(16).replace(/1000/g, '1'), '{ a { b { c { d { e { f { g } } } } } } }', '{ allStations(perPage: 100000) { id } }'];
    const burst = Array.from({ length: 60 }, (_, i) => post(t, gqlBody(hostile[i % hostile.length])));
    const started = performance.now();
    const normal = await post(t, gqlBody('{ allStations(perPage: 25) { id name } _allStationsMeta(perPage: 25) { count } }'));
    const normalMs = performance.now() - started;
    const refused = await Promise.all(burst);
    const burstMs = performance.now() - started;
    expect(normal.body.errors).toBeUndefined();
    expect(normalMs).toBeLessThan(1000);
    expect(refused.every((r) => r.body.errors?.[0].extensions.code === 'LIMIT_EXCEEDED')).toBe(true);
    console.log(`normal query ${normalMs.toFixed(0)} ms during a burst of 60 refused requests (all refused after ${burstMs.toFixed(0)} ms)`);
  });
});

describe('a list without perPage', () => {
  let small: TestApp;
  const ids: string[] = [];
  beforeAll(async () => {
    small = await startTestApp({ limits: { maxPerPage: 3 } });
    for (const code of ['AA', 'BB', 'CC', 'DD']) {
      const r = await small.gql<{ createCategory: { id: string } }>(`mutation { createCategory(code: "${code}", name: "${code}", usage: ["messages"]) { id } }`);
      expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
      ids.push(r.data.createCategory.id);
    }
  });
  afterAll(async () => small?.close());

  it('answers all rows up to the page limit and refuses when more match', async () => {
    const all = await small.gql<{ allCategories: { id: string }[] | null }>('{ allCategories { id } }', undefined, 'it');
    expect(all.data.allCategories).toBeNull();
    expect(all.errors?.[0]).toMatchObject({ message: 'Più di 3 voci corrispondono alla richiesta. Caricare pagina per pagina (perPage al massimo 3).', extensions: { code: 'LIMIT_EXCEEDED' } });
    // react-admin's getMany: by ids, without perPage.
    const few = await small.gql<{ allCategories: { id: string }[] }>('query ($ids: [ID]) { allCategories(filter: { ids: $ids }) { id } }', { ids: ids.slice(0, 2) });
    expect(few.errors).toBeUndefined();
    expect(few.data.allCategories).toHaveLength(2);
    const page = await small.gql<{ allCategories: { id: string }[] }>('{ allCategories(page: 1, perPage: 3) { id } }');
    expect(page.data.allCategories).toHaveLength(1);
  });
});

describe('production', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await startTestApp({ env: { GRAPHQL_INTROSPECTION: 'off' } });
  });
  afterAll(async () => prod?.close());

  it('is off with NODE_ENV=production unless GRAPHQL_INTROSPECTION says otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).graphqlIntrospection).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'on' }).graphqlIntrospection).toBe(true);
    expect(loadConfig({}).graphqlIntrospection).toBe(true);
  });

  it('refuses introspection and names no fields in error texts', async () => {
    const intro = await post(prod, gqlBody('{ __schema { queryType { name } } }'));
    expect(intro.status).toBe(400);
    expect(intro.body.errors?.[0].message).toMatch(/introspection/i);
    const typo = await post(prod, gqlBody('{ allStaton { id } }'));
    expect(typo.body.errors?.[0].message).toBe('Cannot query field "allStaton" on type "Query".');
    const badVariable = await post(prod, gqlBody('query ($f: StationFilter) { allStations(perPage: 1, filter: $f) { id } }', { f: { nam: 'x' } }));
    expect(badVariable.body.errors?.[0].message).not.toContain('Did you mean');
    // The app's own requests still work.
    const list = await post(prod, gqlBody('{ allStations(perPage: 25) { id } }'));
    expect(list.body.errors).toBeUndefined();
  });
});

describe('limits over the WebSocket', () => {
  let url: string;
  const clients: Client[] = [];
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    url = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/graphql`;
  });
  afterAll(async () => {
    for (const c of clients) await c.dispose();
  });
  const client = (lang = 'de') => {
    const c = createClient({ url, webSocketImpl: WebSocket, retryAttempts: 0, lazy: true, connectionParams: async () => ({ Authorization: `Bearer ${await mintToken({ role: 'viewer' })}`, lang }) });
    clients.push(c);
    return c;
  };
  /** The first error of a subscription (or null when it runs for `ms` without one). */
  const firstError = (c: Client, query: string, ms = 3000) =>
    new Promise<Refused[] | null>((resolve, reject) => {
      const timer = setTimeout(() => resolve(null), ms);
      c.subscribe({ query }, {
        next: () => undefined,
        error: (e) => {
          clearTimeout(timer);
          if (Array.isArray(e)) resolve(e as Refused[]);
          else reject(e instanceof Error ? e : new Error(JSON.stringify(e)));
        },
        complete: () => undefined,
      });
    });

  it("refuses a subscription over a limit, in the connection's language", async () => {
    const query = `subscription { ${Array.from({ length: 16 }, (_, i) => `a${i}: resourceChanged { id }`).join(' ')} }`;
    const errors = await firstError(client('it'), query);
    expect(errors?.[0]).toMatchObject({ message: 'La richiesta contiene 16 alias, al massimo 15 sono consentiti.', extensions: { code: 'LIMIT_EXCEEDED', limit: 'aliases' } });
    expect(logLines.some((l) => l.limit === 'aliases' && l.transport === 'ws')).toBe(true);
    // 120 aliases (1,320 tokens, 5 KB): the 3,000 of the attack exceed the message size (last test).
    const attack = await firstError(client(), aliasAttack(120));
    expect(attack?.[0].extensions).toMatchObject({ code: 'LIMIT_EXCEEDED', limit: 'tokens' });
  });

  it('refuses the 26th subscription on one connection; the first 25 run', async () => {
    const c = client();
    const results = await Promise.all(Array.from({ length: 26 }, () => firstError(c, 'subscription { resourceChanged { id } }', 1500)));
    expect(results.filter((r) => r === null)).toHaveLength(25);
    const refused = results.find((r) => r !== null);
    expect(refused?.[0]).toMatchObject({
      message: 'Zu viele gleichzeitige Abonnements auf dieser Verbindung: höchstens 25 sind erlaubt.',
      extensions: { code: 'LIMIT_EXCEEDED', limit: 'subscriptions', max: 25, value: 26 },
    });
    expect(logLines.some((l) => l.limit === 'subscriptions' && l.transport === 'ws' && l.value === 26)).toBe(true);
  });

  it('closes the connection on a message above 64 KiB (1009)', async () => {
    const ws = new WebSocket(url, 'graphql-transport-ws');
    await new Promise((resolve) => ws.once('open', resolve));
    ws.send(JSON.stringify({ type: 'connection_init', payload: { Authorization: `Bearer ${await mintToken({ role: 'viewer' })}` } }));
    await new Promise((resolve) => ws.once('message', resolve));
    const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
    ws.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: `subscription { resourceChanged { id } } # ${'x'.repeat(70 * 1024)}` } }));
    expect(await closed).toBe(1009);
    expect(logLines.some((l) => l.limit === 'bodySize' && l.transport === 'ws')).toBe(true);
  });
});
