import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestDb, startTestApp, type TestApp, type TestDb } from './helpers';
import { loadConfig } from '../../server/config';

let t: TestApp;
let bare: TestApp;
let testDb: TestDb;
let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'leitstelle-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Leitstelle</title><div id="root"></div>');
  await writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  testDb = await createTestDb();
  t = await startTestApp({ staticDir: dist, testDb });
  // A second app on the same database without a built client.
  bare = await startTestApp({ testDb });
});
afterAll(async () => {
  await t?.close();
  await bare?.close();
  await testDb?.destroy();
  await rm(dist, { recursive: true, force: true });
});

describe('operational endpoints', () => {
  it('/healthz and /readyz', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready' });
  });

  it('/api/resources lists the declarations as JSON', async () => {
    const res = await t.app.inject('/api/resources');
    const body = res.json() as { resources: { name: string; path: string; fields: unknown[] }[] };
    const station = body.resources.find((r) => r.name === 'Station');
    expect(station?.path).toBe('bahnhoeffelist');
    expect(station?.fields.length).toBeGreaterThan(5);
    expect(body.resources.length).toBe(t.declarations.length);
    // The demo rows stay on the server.
    expect(res.body).not.toContain('"seed"');
  });

  it('/api/resources is sent compressed when accepted, the same document, and revalidated by its ETag', async () => {
    const plain = await t.app.inject('/api/resources');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
    expect(String(plain.headers.vary)).toContain('accept-encoding');
    expect(plain.headers['cache-control']).toBe('no-cache');

    const br = await t.app.inject({ url: '/api/resources', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gz = await t.app.inject({ url: '/api/resources', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);

    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(br.headers.etag).toBe(etag);
    const again = await t.app.inject({ url: '/api/resources', headers: { 'if-none-match': etag, 'accept-encoding': 'br' } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const other = await t.app.inject({ url: '/api/resources', headers: { 'if-none-match': '"something-else"' } });
    expect(other.statusCode).toBe(200);
  });

  it('sends a strict Content-Security-Policy and other security headers', async () => {
    const res = await t.app.inject({ url: '/healthz', headers: { host: 'leitstelle.example:8080' } });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    // The identity provider's origin is allowed too: the browser calls its token endpoint.
    const identityOrigin = new URL(loadConfig({}).oidc.url).origin;
    expect(csp).toContain(`connect-src 'self' ${identityOrigin} ws://leitstelle.example:8080 wss://leitstelle.example:8080`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('SPA', () => {
  it('serves index.html without cache and assets with a long cache', async () => {
    const index = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<div id="root">');
    expect(index.headers['cache-control']).toBe('no-cache');
    const asset = await t.app.inject('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('max-age=31536000');
  });

  it('falls back to index.html for client routes, not for API paths or missing assets', async () => {
    const route = await t.app.inject({ url: '/bahnhoeffelist', headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(route.statusCode).toBe(200);
    expect(route.headers['content-type']).toContain('text/html');
    expect(route.body).toContain('<div id="root">');
    for (const url of ['/api/unknown', '/assets/missing.js', '/graphql/x', '/healthz/x']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(404);
    }
    const json = await t.app.inject({ url: '/bahnhoeffelist', headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(404);
  });

  it('answers 503 with a hint when the client is not built', async () => {
    const res = await bare.app.inject({ url: '/bahnhoeffelist', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('npm run build');
  });
});

describe('GraphQL over HTTP', () => {
  it('runs queries over GET and refuses mutations over GET with 405', async () => {
    const headers = await authHeaders();
    const q = await t.app.inject({ url: `/graphql?query=${encodeURIComponent('{ _allStationsMeta { count } }')}`, headers });
    expect(q.statusCode).toBe(200);
    expect(q.json()).toEqual({ data: { _allStationsMeta: { count: 0 } } });
    const m = await t.app.inject({ url: `/graphql?query=${encodeURIComponent('mutation { createStation(name: "X") { id } }')}`, headers });
    expect(m.statusCode).toBe(405);
    expect(m.headers.allow).toBe('POST');
    expect((await t.gql('{ _allStationsMeta { count } }')).data).toEqual({ _allStationsMeta: { count: 0 } });
  });

  it('answers 400 with a code for syntax and validation errors', async () => {
    const headers = await authHeaders();
    const syntax = await t.app.inject({ method: 'POST', url: '/graphql', headers, payload: { query: '{ allStations( ' } });
    expect(syntax.statusCode).toBe(400);
    expect(syntax.json().errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
    const invalid = await t.app.inject({ method: 'POST', url: '/graphql', headers, payload: { query: '{ allStations { nope } }' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const missing = await t.app.inject({ method: 'POST', url: '/graphql', headers, payload: {} });
    expect(missing.statusCode).toBe(400);
  });

  it('exposes the ra-data-graphql-simple operations, _versions and restoreVersion', async () => {
    const r = await t.gql<{ __schema: { queryType: { fields: { name: string }[] }; mutationType: { fields: { name: string }[] } } }>(
      '{ __schema { queryType { fields { name } } mutationType { fields { name } } } }',
    );
    const queries = r.data.__schema.queryType.fields.map((f) => f.name);
    const mutations = r.data.__schema.mutationType.fields.map((f) => f.name);
    expect(queries).toEqual(expect.arrayContaining(['Station', 'allStations', '_allStationsMeta', 'allCategories', '_allSubcategoriesMeta', '_versions']));
    expect(mutations).toEqual(expect.arrayContaining(['createStation', 'updateStation', 'deleteStation', 'restoreVersion']));
  });
});
