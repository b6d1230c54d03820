/**
 * Shared-table bench (src/ui/table): 10,000 rows in headless Chromium, in three modes of the
 * fixture bench/support/table-fixture: paged (client paging, 25 rows shown), virtual (windowed
 * rendering, no paging) and all (every row rendered: what the windowing avoids).
 *
 * Run: npx tsx bench/table.ts [rows=10000]
 *
 * Builds the fixture with Vite (production React) into .tmp/bench-table, serves it from a small
 * static server on a free port, and prints per mode: time to first render (the fixture's first
 * effect, ms after navigation start), rows in the DOM, the time a header click takes to re-sort
 * and show the first page (paged mode), and frame times while scrolling the table's box for 3 s
 * with one step per animation frame (virtual and all): mean fps, 95th percentile and the
 * longest frame.
 */
import { createServer } from 'node:http';
import { readFileSync, existsSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import os from 'node:os';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/browser/support/browser';

const ROOT = resolve(import.meta.dirname, '..');
const FIXTURE = join(ROOT, 'bench', 'support', 'table-fixture');
const OUT = join(ROOT, '.tmp', 'bench-table');
const ROWS = Number(process.argv[2] ?? 10_000);
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

async function serve(): Promise<{ url: string; close: () => void }> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const file = join(OUT, path === '/' ? 'index.html' : path);
    if (!file.startsWith(OUT) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

/** Scrolls the table's box one step per frame for `ms` and returns the frame times. */
function scrollFrames(page: Page, ms: number): Promise<number[]> {
  // A string, not a function: tsx would add its __name helper, which the page does not have.
  return page.evaluate(`new Promise((done) => {
    const box = document.querySelector('.MuiTableContainer-root');
    const frames = [];
    const start = performance.now();
    let last = start;
    const step = (now) => {
      frames.push(now - last);
      last = now;
      box.scrollTop += 120;
      if (box.scrollTop + box.clientHeight >= box.scrollHeight - 1) box.scrollTop = 0;
      if (now - start < ${ms}) requestAnimationFrame(step);
      else done(frames.slice(1));
    };
    requestAnimationFrame(step);
  })`) as Promise<number[]>;
}

function stats(frames: number[]) {
  const sorted = [...frames].sort((a, b) => a - b);
  const mean = frames.reduce((s, f) => s + f, 0) / Math.max(1, frames.length);
  return {
    fps: Math.round(1000 / mean),
    p95Ms: Math.round(sorted[Math.floor(sorted.length * 0.95)] ?? 0),
    maxMs: Math.round(sorted.at(-1) ?? 0),
  };
}

async function main() {
  await build({
    configFile: false,
    root: FIXTURE,
    logLevel: 'warn',
    mode: 'production',
    plugins: [react()],
    build: { outDir: OUT, emptyOutDir: true },
  });
  const server = await serve();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  console.log(`shared table bench: ${ROWS} rows, ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  try {
    for (const mode of ['paged', 'virtual', 'all'] as const) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(`${server.url}/?mode=${mode}&rows=${ROWS}`);
      await page.waitForFunction(() => (window as unknown as { __tableReady?: number }).__tableReady !== undefined, null, { timeout: 120_000 });
      const ready = await page.evaluate(() => (window as unknown as { __tableReady: number }).__tableReady);
      const domRows = await page.locator('tbody tr[data-row-index]').count();
      const line: Record<string, unknown> = { mode, firstRenderMs: Math.round(ready), domRows };
      if (mode === 'paged') {
        const t0 = Date.now();
        await page.locator('thead th[data-col="station"] .MuiTableSortLabel-root').click();
        await page.waitForFunction(() => document.querySelector('thead th[data-col="station"]')?.getAttribute('aria-sort') === 'ascending');
        line.sortClickMs = Date.now() - t0;
      } else {
        Object.assign(line, stats(await scrollFrames(page, 3000)));
      }
      console.log(JSON.stringify(line));
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
}

await main();
