import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressAssets } from '../../scripts/compress-assets.mjs';
import { pickEncoding } from '../../server/spa';
import { createTestDb, startTestApp, type TestApp, type TestDb } from './helpers';

// Large and repetitive enough that both variants are smaller than the file.
const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: "Bahnhof ${i}" }`).join(', ')}];\n`;
const INDEX = `<!doctype html><html lang="de"><title>Leitstelle</title><div id="root"></div>${'<!-- padding -->'.repeat(40)}</html>`;
const FONT = Buffer.from([0x77, 0x4f, 0x46, 0x32, 1, 2, 3, 4]);

let t: TestApp;
let testDb: TestDb;
let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'leitstelle-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), INDEX);
  await writeFile(path.join(dist, 'assets', 'app-abc123.js'), SCRIPT);
  await writeFile(path.join(dist, 'assets', 'font-abc123.woff2'), FONT);
  const summary = await compressAssets(dist);
  expect(summary.files).toBe(2); // the .js and index.html; the font is left alone
  testDb = await createTestDb();
  t = await startTestApp({ staticDir: dist, testDb });
});
afterAll(async () => {
  await t?.close();
  await testDb?.destroy();
  await rm(dist, { recursive: true, force: true });
});

describe('precompressed assets', () => {
  it('sends brotli when accepted, with Vary and the long cache', async () => {
    const res = await t.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(res.headers['cache-control']).toContain('max-age=31536000');
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 3);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip when brotli is not accepted', async () => {
    const res = await t.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the file as it is without Accept-Encoding, and for files without variants', async () => {
    const plain = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    const font = await t.app.inject({ url: '/assets/font-abc123.woff2', headers: { 'accept-encoding': 'br, gzip' } });
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.rawPayload.equals(FONT)).toBe(true);
  });

  it('compresses index.html at / and for client routes, never cached', async () => {
    for (const url of ['/', '/bahnhoeffelist']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(String(res.headers.vary).toLowerCase(), url).toContain('accept-encoding');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(INDEX);
    }
    const plain = await t.app.inject({ url: '/bahnhoeffelist', headers: { accept: 'text/html' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(INDEX);
  });

  it('does not invent variants for missing assets', async () => {
    const res = await t.app.inject({ url: '/assets/missing.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(404);
  });
});

describe('pickEncoding', () => {
  const both = ['br', 'gzip'] as const;
  it('prefers brotli, honours q=0 and *, falls back to identity', () => {
    expect(pickEncoding('gzip, deflate, br', both)).toBe('br');
    expect(pickEncoding('br;q=0, gzip', both)).toBe('gzip');
    expect(pickEncoding('*', both)).toBe('br');
    expect(pickEncoding('*;q=0, gzip', both)).toBe('gzip');
    expect(pickEncoding('identity', both)).toBeNull();
    expect(pickEncoding('br', ['gzip'])).toBeNull();
    expect(pickEncoding(undefined, both)).toBeNull();
    expect(pickEncoding('', both)).toBeNull();
  });
});
