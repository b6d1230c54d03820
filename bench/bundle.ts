/**
 * JavaScript loaded by the browser, per screen (npx tsx bench/bundle.ts).
 *
 * Builds the SPA for brand avg into .tmp/dist-avg unless it exists (BENCH_REBUILD=1 forces a
 * build), starts the real server on a free port with a fresh data directory, opens Debian's
 * Chromium headless and records every JavaScript response from the network:
 *   (a) first screen: load "/" in a fresh context and wait until the network is idle;
 *   (b) station list: in the same page, click the menu entry to /bahnhoeffelist (what the
 *       navigation adds on top of (a)); and
 *   (c) station list opened directly: load "/bahnhoeffelist" in a fresh context.
 * Sizes: "raw" is the decoded response body; "gzip" is that body compressed by us with
 * zlib gzip level 9 (independent of what the server sends; the wire size is shown apart).
 */
import { gzipSync } from 'node:zlib';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page, type Response } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/browser/support/browser';
import { distDir, ensureBuilt, startServer } from '../tests/browser/support/servers';

export const TARGET_FIRST_SCREEN_GZIP = 150 * 1024;

interface JsFile {
  url: string;
  raw: number;
  gzip: number;
  wire: number | null;
  encoding: string;
}

function recordJs(page: Page): { files: JsFile[]; pending: Promise<void>[] } {
  const files: JsFile[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response: Response) => {
    const type = response.headers()['content-type'] ?? '';
    const isJs = /javascript|ecmascript/.test(type) || /\.m?js(\?|$)/.test(response.url());
    if (!isJs || response.status() !== 200) return;
    pending.push(
      (async () => {
        const body = await response.body();
        const sizes = await response.request().sizes().catch(() => null);
        files.push({
          url: new URL(response.url()).pathname,
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
          wire: sizes ? sizes.responseBodySize : null,
          encoding: response.headers()['content-encoding'] ?? 'identity',
        });
      })(),
    );
  });
  return { files, pending };
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function report(title: string, files: JsFile[], target?: number): { count: number; gzip: number } {
  const gzip = files.reduce((s, f) => s + f.gzip, 0);
  const raw = files.reduce((s, f) => s + f.raw, 0);
  console.log(`\n${title}`);
  for (const f of [...files].sort((a, b) => b.gzip - a.gzip)) {
    const wire = f.wire === null ? '?' : kb(f.wire);
    console.log(`  ${f.url.padEnd(48)} raw ${kb(f.raw).padStart(10)}  gzip-9 ${kb(f.gzip).padStart(9)}  wire ${wire} (${f.encoding})`);
  }
  const verdict = target === undefined ? '' : `  target <= ${kb(target)} gzip: ${gzip <= target ? 'MET' : 'MISSED'}`;
  console.log(`  => ${files.length} JS files, raw ${kb(raw)}, gzip-9 ${kb(gzip)} (${gzip} bytes)${verdict}`);
  return { count: files.length, gzip };
}

async function settle(page: Page, pending: Promise<void>[]): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await Promise.all(pending);
}

async function firstScreenThenList(browser: Browser, url: string): Promise<{ first: JsFile[]; added: JsFile[] }> {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  const rec = recordJs(page);
  await page.goto(url);
  await settle(page, rec.pending);
  const first = [...rec.files];
  const link = page.locator('a[href$="/bahnhoeffelist"]').first();
  if ((await link.count()) === 0) throw new Error('no menu link to /bahnhoeffelist on the first screen');
  if (!(await link.isVisible())) {
    // The entry sits in a collapsed menu group: open the groups until it shows.
    for (const group of await page.getByRole('button', { expanded: false }).all()) {
      if (await link.isVisible()) break;
      await group.click().catch(() => undefined);
    }
  }
  await link.click();
  await page.waitForURL(/\/bahnhoeffelist/);
  await page.locator('table tbody tr').first().waitFor();
  await settle(page, rec.pending);
  const added = rec.files.slice(first.length);
  await context.close();
  return { first, added };
}

async function direct(browser: Browser, url: string): Promise<JsFile[]> {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  const rec = recordJs(page);
  await page.goto(url);
  await page.locator('table tbody tr').first().waitFor();
  await settle(page, rec.pending);
  await context.close();
  return rec.files;
}

export async function runBundleBench(): Promise<{ firstScreenGzip: number; stationListGzip: number }> {
  if (process.env.BENCH_REBUILD === '1') rmSync(distDir('avg'), { recursive: true, force: true });
  ensureBuilt('avg');
  const server = await startServer('avg');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    console.log(`bundle bench: brand avg, build ${distDir('avg')}, server ${server.url}`);
    const { first, added } = await firstScreenThenList(browser, `${server.url}/`);
    const a = report('(a) first screen: /', first, TARGET_FIRST_SCREEN_GZIP);
    report('(b) added by navigating to the station list (menu click)', added);
    const b = report('    first screen + station list', [...first, ...added]);
    const d = report('(c) station list opened directly: /bahnhoeffelist', await direct(browser, `${server.url}/bahnhoeffelist`));
    console.log(`\nsummary: first screen ${a.count} JS files, ${kb(a.gzip)} gzip (target ${kb(TARGET_FIRST_SCREEN_GZIP)}: ${a.gzip <= TARGET_FIRST_SCREEN_GZIP ? 'met' : 'MISSED'}); ` +
      `station list ${b.count} JS files, ${kb(b.gzip)} gzip via the menu, ${d.count} files, ${kb(d.gzip)} gzip directly`);
    return { firstScreenGzip: a.gzip, stationListGzip: b.gzip };
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  runBundleBench().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
