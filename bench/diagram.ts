/**
 * Time-distance chart bench (issue 12): the TimeDistanceChart alone in headless Chromium with
 * synthetic data (bench/support/diagram-fixture, bench/support/diagramData.ts): 4,000 runs
 * (planned + actual + forecast) on a corridor of 30 stations, window now −1 h … +2 h.
 *
 * Run: npx tsx bench/diagram.ts [paths=4000]   (DIAGRAM_SHOTS=1: also screenshots to .tmp/diagram-*.png)
 *
 * Builds the fixture with Vite (production React) into .tmp/bench-diagram, serves it on a free
 * port, and prints for the scene and for the same scene without paths (baseline):
 *  - redraw: a full redraw of all three layers, median and p95 over 60 (ms, in the page);
 *  - layers: the last draw time of each layer;
 *  - panning and zooming: fps and longest frame while the mouse drags and the wheel turns (4 s);
 *  - hover pick: median and p95 of 2,000 picks at random plot points, and the index build after a view change;
 *  - live: 1,000 paths replaced once a second for 10 s: longest frame, frames over 50 ms.
 * Frame figures count everything in the page, also the fixture's own work (making 1,000 new
 * paths a second); chartFrameMaxMs / chartSceneMaxMs are the chart's own longest frame of drawing
 * and longest update on new props.
 * Targets: redraw median ≤ 8 ms, ≥ 55 fps while panning and zooming, pick ≤ 2 ms, no live frame over 50 ms.
 */
import { createServer } from 'node:http';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import os from 'node:os';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/browser/support/browser';

const ROOT = resolve(import.meta.dirname, '..');
const FIXTURE = join(ROOT, 'bench', 'support', 'diagram-fixture');
const OUT = join(ROOT, '.tmp', 'bench-diagram');
const PATHS = Number(process.argv[2] ?? 4000);
const SHOTS = process.env.DIAGRAM_SHOTS === '1';
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

const round = (n: number) => Math.round(n * 100) / 100;

/** In-page scripts are strings: tsx would add its __name helper to functions, unknown in the page. */
const REDRAW = (n: number) => `(() => {
  const h = window.__timeDistance; const times = [];
  // Each canvas read back once: canvases rasterise lazily, the read makes the time include it.
  const flush = () => document.querySelectorAll('[data-testid="td-chart"] canvas').forEach((c) => c.getContext('2d').getImageData(0, 0, 1, 1));
  for (let i = 0; i < ${n}; i++) { const t0 = performance.now(); h.redrawAll(); flush(); times.push(performance.now() - t0); }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], p95: times[Math.floor(times.length * 0.95)], layers: h.drawMs };
})()`;

const PICK = (n: number) => `(() => {
  const h = window.__timeDistance; const el = document.querySelector('[data-testid="td-chart"]').getBoundingClientRect();
  // A view change invalidates the index: the first pick builds it.
  const v = window.__bench.view(); window.__bench.setView({ ...v, t0: v.t0 + 1, t1: v.t1 + 1 });
  return new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => {
    let seed = 7; const rnd = () => { seed = (seed * 16807) % 2147483647; return seed / 2147483647; };
    const t0 = performance.now(); h.pick(el.left + el.width / 2, el.top + el.height / 2); const build = performance.now() - t0;
    const times = []; let hits = 0;
    for (let i = 0; i < ${n}; i++) {
      const x = el.left + 60 + rnd() * (el.width - 70), y = el.top + 100 + rnd() * (el.height - 110);
      const s = performance.now(); if (h.pick(x, y)) hits++; times.push(performance.now() - s);
    }
    times.sort((a, b) => a - b);
    done({ build, median: times[Math.floor(times.length / 2)], p95: times[Math.floor(times.length * 0.95)], max: times[times.length - 1], hits });
  })));
})()`;

const FRAMES_START = `(() => { window.__timeDistance.resetStats(); window.__frames = []; let last = performance.now(); window.__framesOn = true;
  const loop = (t) => { window.__frames.push(t - last); last = t; if (window.__framesOn) requestAnimationFrame(loop); };
  requestAnimationFrame(loop); })()`;
const FRAMES_STOP = `(() => { window.__framesOn = false; const f = window.__frames.slice(1); const sorted = [...f].sort((a, b) => a - b);
  const mean = f.reduce((s, x) => s + x, 0) / Math.max(1, f.length);
  return { fps: 1000 / mean, p95: sorted[Math.floor(sorted.length * 0.95)] ?? 0, max: sorted[sorted.length - 1] ?? 0, over50: f.filter((x) => x > 50).length, frames: f.length,
  chartFrameMaxMs: window.__timeDistance.maxFrameMs, chartSceneMaxMs: window.__timeDistance.maxSceneMs }; })()`;

async function panZoom(page: Page, ms: number): Promise<Record<string, number>> {
  const box = (await page.locator('[data-testid="td-chart"]').boundingBox())!;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  await page.evaluate(FRAMES_START);
  const end = Date.now() + ms;
  let k = 0;
  while (Date.now() < end) {
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    for (let i = 1; i <= 20; i++) await page.mouse.move(cx + i * 6 * (k % 2 ? -1 : 1), cy + i * 8 * (k % 2 ? -1 : 1));
    await page.mouse.up();
    for (let i = 0; i < 10; i++) await page.mouse.wheel(0, k % 2 ? -60 : 60);
    k += 1;
  }
  return page.evaluate(FRAMES_STOP) as Promise<Record<string, number>>;
}

async function live(page: Page, seconds: number, trains: number): Promise<Record<string, number>> {
  await page.evaluate(FRAMES_START);
  for (let i = 0; i < seconds; i++) {
    await page.evaluate(`window.__bench.live(${trains})`);
    await page.waitForTimeout(1000);
  }
  return page.evaluate(FRAMES_STOP) as Promise<Record<string, number>>;
}

async function scene(page: Page, url: string, label: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(() => (window as unknown as { __benchReady?: number }).__benchReady !== undefined, null, { timeout: 120_000 });
  await page.evaluate(REDRAW(5));
  const redraw = (await page.evaluate(REDRAW(60))) as { median: number; p95: number; layers: Record<string, number> };
  const drawn = await page.evaluate(() => {
    const h = (window as unknown as { __timeDistance: { pathsDrawn: number; segmentsByKind: Record<string, number> } }).__timeDistance;
    return { pathsDrawn: h.pathsDrawn, ...h.segmentsByKind };
  });
  const pick = (await page.evaluate(PICK(2000))) as Record<string, number>;
  const moving = await panZoom(page, 4000);
  const liveStats = label === 'baseline (no paths)' ? null : await live(page, 10, Math.min(1000, PATHS));
  console.log(
    JSON.stringify({
      scene: label,
      drawn,
      redrawMedianMs: round(redraw.median),
      redrawP95Ms: round(redraw.p95),
      layersMs: Object.fromEntries(Object.entries(redraw.layers).map(([k, v]) => [k, round(v)])),
      pick: Object.fromEntries(Object.entries(pick).map(([k, v]) => [k, round(v)])),
      panZoom: Object.fromEntries(Object.entries(moving).map(([k, v]) => [k, round(v)])),
      live: liveStats && Object.fromEntries(Object.entries(liveStats).map(([k, v]) => [k, round(v)])),
    }),
  );
}

async function shots(page: Page, url: string): Promise<void> {
  mkdirSync(join(ROOT, '.tmp'), { recursive: true });
  for (const [name, query] of [
    ['de-vertical', 'paths=300&select=run4'],
    ['it-horizontal', 'paths=300&lang=it&orientation=timeHorizontal&spacing=equal&hide=1'],
  ] as const) {
    await page.goto(`${url}/?${query}`);
    await page.waitForFunction(() => (window as unknown as { __benchReady?: number }).__benchReady !== undefined);
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(ROOT, '.tmp', `diagram-${name}.png`) });
  }
}

async function main() {
  await build({ configFile: false, root: FIXTURE, logLevel: 'warn', mode: 'production', plugins: [react()], build: { outDir: OUT, emptyOutDir: true } });
  const server = await serve();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  console.log(`diagram bench: ${PATHS} paths, 30 stations, ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  try {
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    if (SHOTS) await shots(page, server.url);
    await scene(page, `${server.url}/?paths=${PATHS}`, `${PATHS} paths`);
    await scene(page, `${server.url}/?paths=${PATHS}&empty=1`, 'baseline (no paths)');
    await page.close();
  } finally {
    await browser.close();
    server.close();
  }
}

await main();
