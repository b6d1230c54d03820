/**
 * GraphQL answers over HTTP are compressed when the client accepts it and they are large enough
 * (server/compressedReply.ts): brotli before gzip, the same JSON once decompressed, Vary set;
 * small answers and clients without Accept-Encoding get plain JSON.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_COMPRESSED_BYTES } from '../../server/compressedReply';
import { authHeaders, startTestApp, type TestApp } from './helpers';

let t: TestApp;
const LIST = '{ allStations(page: 0, perPage: 100, sortField: "name", sortOrder: "ASC") { id name stationCode tariffZone } }';

beforeAll(async () => {
  t = await startTestApp();
  for (let i = 0; i < 40; i += 1) {
    const r = await t.gql(
      'mutation($name: String!, $code: String!) { createStation(name: $name, stationCode: $code, tariffZone: "Zone Mitte") { id } }',
      { name: `Kompressionsbahnhof ${String(i).padStart(2, '0')} Süd`, code: `KMP${i}` },
    );
    expect(r.errors).toBeUndefined();
  }
});
afterAll(async () => {
  await t?.close();
});

async function post(query: string, acceptEncoding?: string) {
  const headers: Record<string, string> = { ...(await authHeaders('admin')), 'content-type': 'application/json' };
  if (acceptEncoding) headers['accept-encoding'] = acceptEncoding;
  return t.app.inject({ method: 'POST', url: '/graphql', headers, payload: JSON.stringify({ query }) });
}

describe('compressed GraphQL answers', () => {
  it('sends a large answer as brotli when accepted, gzip otherwise, plain without Accept-Encoding: the same JSON', async () => {
    const plain = await post(LIST);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(MIN_COMPRESSED_BYTES);
    const stations = (plain.json() as { data: { allStations: { name: string }[] } }).data.allStations;
    expect(stations.filter((s) => s.name.startsWith('Kompressionsbahnhof'))).toHaveLength(40);

    const br = await post(LIST, 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('no-store');
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());

    const gz = await post(LIST, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(plain.json());

    const refused = await post(LIST, 'br;q=0, gzip;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toEqual(plain.json());
  });

  it('sends a small answer and an error as they are', async () => {
    const small = await post('{ allStations(page: 0, perPage: 1) { id } }', 'br, gzip');
    expect(small.body.length).toBeLessThan(MIN_COMPRESSED_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers['content-type']).toMatch(/^application\/json/);
    const bad = await post('{ noSuchField }', 'br, gzip');
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-encoding']).toBeUndefined();
    expect((bad.json() as { errors: unknown[] }).errors.length).toBeGreaterThan(0);
  });
});
