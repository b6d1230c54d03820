/**
 * Control-centre map bench (issue 5): frames per second of the map page in headless Chromium with
 * N trains moving at one position update per second, idle and while panning and zooming, and the
 * page's JavaScript heap at the start and after M minutes of moving trains.
 *
 * Run: npx tsx bench/map-fps.ts [minutes=10] [trains=1000]
 *
 * Builds brand avg into $BROWSER_TMP/dist-avg (default .tmp/dist-avg) unless a current build is
 * there, starts the real server on a free port with a fresh database, imports a GTFS feed whose
 * N trips all run now (bench/support/concurrentFeed.ts) through POST /api/timetable/imports and
 * activates it, then opens /control-center signed in as admin, with every request to another
 * origin (the tiles) failing, as offline.
 *  - fps: requestAnimationFrame callbacks counted in the page over a window; also the 95th
 *    percentile frame time and frames over 50 ms;
 *  - panning and zooming: scripted mouse drags and wheel turns during the window;
 *  - main-thread busy time per frame (CDP TaskDuration): on a machine shared with other work the
 *    fps also measure the others; the busy time says how much of a frame the page itself needs;
 *  - heap: CDP Runtime.getHeapUsage after a forced garbage collection (HeapProfiler), i.e. what
 *    the page keeps, at the start (after a 30 s warm-up) and every minute until the end.
 * The sidebar beside the map shows the tab MAP_BENCH_TAB (default `all`, the longest list: up to
 * 200 trains, refreshed live), so the figures include the page's React work, not the map alone.
 * Targets: >= 50 fps idle and while panning/zooming; heap growth <= 10 %.
 */
import os from 'node:os';
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { TAB_LIST_MAX } from '../src/shared/operations/tabs';
import { concurrentFeed } from './support/concurrentFeed';
import { importAndActivate } from './support/importFeed';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/browser/support/browser';
import { gqlAt, openAppAt, signInAt } from '../tests/browser/support/ownServer';
import { ensureBuilt, startServer, testOperatorZone } from '../tests/browser/support/servers';

const MINUTES = Number(process.argv[2] ?? 10);
const TRAINS = Number(process.argv[3] ?? 1000);
const FPS_TARGET = 50;
const HEAP_GROWTH_TARGET = 0.1;
const WINDOW_S = 15;
const WARM_UP_S = 30;
const SIDEBAR_TAB = process.env.MAP_BENCH_TAB ?? 'all';

interface FrameStats {
  fps: number;
  p95Ms: number;
  longFrames: number;
  frames: number;
  /** Main-thread busy time (CDP TaskDuration) per frame and as a share of the window: less affected by other load on the machine than fps. */
  busyMsPerFrame: number;
  busyShare: number;
  /** Of the busy time per frame: script, layout, style recalculation (ms). */
  scriptMs: number;
  layoutMs: number;
  styleMs: number;
}

const BUSY_METRICS = ['TaskDuration', 'ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration'] as const;
type Busy = Record<(typeof BUSY_METRICS)[number], number>;

/** Seconds the page's main thread has been busy in all, in script, layout and style (CDP Performance.getMetrics). */
async function busySeconds(cdp: CDPSession): Promise<Busy> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const value = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
  return Object.fromEntries(BUSY_METRICS.map((name) => [name, value(name)])) as Busy;
}

/**
 * Starts counting animation frames in the page (frame times kept in a ring buffer). A string, not
 * a function: tsx would add its __name helper to a function's inner functions, unknown in the page.
 */
const FRAME_COUNTER = `(() => {
  if (window.__fps) return;
  const state = { times: new Float64Array(1 << 16), n: 0 };
  window.__fps = state;
  function loop(t) {
    state.times[state.n % state.times.length] = t;
    state.n += 1;
    requestAnimationFrame(loop);
  }
  requestAnimationFrame(loop);
})()`;

async function installFrameCounter(page: Page): Promise<void> {
  await page.evaluate(FRAME_COUNTER);
}

async function frameMark(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __fps: { n: number } }).__fps.n);
}

/** Frame statistics between two marks (frame counts). */
async function frameStats(page: Page, from: number, to: number): Promise<Pick<FrameStats, 'fps' | 'p95Ms' | 'longFrames' | 'frames'>> {
  return page.evaluate(
    ([a, b]) => {
      const s = (window as unknown as { __fps: { times: Float64Array } }).__fps;
      const len = s.times.length;
      const intervals: number[] = [];
      for (let i = a + 1; i < b; i++) intervals.push(s.times[i % len] - s.times[(i - 1) % len]);
      const span = s.times[(b - 1) % len] - s.times[a % len];
      intervals.sort((x, y) => x - y);
      return {
        fps: span > 0 ? ((b - 1 - a) * 1000) / span : 0,
        p95Ms: intervals[Math.floor(intervals.length * 0.95)] ?? 0,
        longFrames: intervals.filter((d) => d > 50).length,
        frames: b - a,
      };
    },
    [from, to] as const,
  );
}

async function measure(page: Page, cdp: CDPSession, seconds: number, during?: (until: number) => Promise<void>): Promise<FrameStats> {
  const start = await frameMark(page);
  const busy0 = await busySeconds(cdp);
  const t0 = Date.now();
  const until = t0 + seconds * 1000;
  if (during) await during(until);
  const left = until - Date.now();
  if (left > 0) await page.waitForTimeout(left);
  const busy1 = await busySeconds(cdp);
  const elapsed = (Date.now() - t0) / 1000;
  const stats = await frameStats(page, start, await frameMark(page));
  const perFrame = (name: keyof Busy) => (stats.frames ? ((busy1[name] - busy0[name]) * 1000) / stats.frames : 0);
  return {
    ...stats,
    busyMsPerFrame: perFrame('TaskDuration'),
    busyShare: (busy1.TaskDuration - busy0.TaskDuration) / elapsed,
    scriptMs: perFrame('ScriptDuration'),
    layoutMs: perFrame('LayoutDuration'),
    styleMs: perFrame('RecalcStyleDuration'),
  };
}

/** Drags the map around and turns the wheel in and out over its middle until `until`. */
async function panAndZoom(page: Page, until: number): Promise<void> {
  const box = (await page.locator('canvas[data-testid="train-canvas"]').boundingBox())!;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  let k = 0;
  while (Date.now() < until) {
    const angle = (k * Math.PI) / 3;
    const dx = Math.cos(angle) * 220;
    const dy = Math.sin(angle) * 140;
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    await page.mouse.move(cx + dx, cy + dy, { steps: 24 });
    await page.mouse.move(cx, cy, { steps: 24 });
    await page.mouse.up();
    await page.mouse.wheel(0, k % 2 === 0 ? -240 : 240);
    await page.waitForTimeout(150);
    k += 1;
  }
}

/** JS heap the page keeps (after a forced GC), bytes. */
async function keptHeap(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const usage = await cdp.send('Runtime.getHeapUsage');
  return usage.usedSize;
}

const mb = (b: number) => `${(b / 1024 / 1024).toFixed(1)} MB`;
const fmt = (s: FrameStats) =>
  `${s.fps.toFixed(1)} fps (p95 frame ${s.p95Ms.toFixed(1)} ms, ${s.longFrames} frames > 50 ms, ${s.frames} frames; main thread busy ${s.busyMsPerFrame.toFixed(1)} ms a frame (script ${s.scriptMs.toFixed(1)}, layout ${s.layoutMs.toFixed(1)}, style ${s.styleMs.toFixed(1)}), ${(s.busyShare * 100).toFixed(0)} % of the time)`;

async function main(): Promise<void> {
  process.env.DEV_IDP_ACCESS_TTL ??= '300';
  ensureBuilt('avg');
  const timeZone = testOperatorZone();
  const server = await startServer('avg', { operatorTz: timeZone });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    const { authSession } = await signInAt(server.url, 'admin');
    console.log(`server ${server.url} (operator zone ${timeZone}); importing a timetable with ${TRAINS} trips running now`);
    await importAndActivate(server.url, authSession.token, concurrentFeed({ trips: TRAINS, timeZone }), `Map bench ${TRAINS}`);

    const app = await openAppAt(browser, server.url, { lang: 'de' });
    const page = app.page;
    await page.route((url) => url.origin !== server.url, (route) => route.abort('internetdisconnected'));
    await page.goto('/control-center');
    const canvas = page.locator('canvas[data-testid="train-canvas"]');
    const shown = async () => Number(await canvas.getAttribute('data-trains'));
    for (let i = 0; i < 120 && (await shown().catch(() => 0)) < TRAINS * 0.95; i++) await page.waitForTimeout(1000);
    const trains = await shown();
    console.log(`map shows ${trains} trains (${await canvas.getAttribute('data-visible')} in view)`);
    if (trains < TRAINS * 0.95) throw new Error(`expected about ${TRAINS} trains on the map, got ${trains}`);
    await page.locator(`[data-tab="${SIDEBAR_TAB}"]`).click();
    const entries = page.getByTestId('sidebar-list').locator('li[data-run-id]');
    // The list of the tab clicked: as many entries as its count says, up to the list's limit.
    const expected = async () => Math.min(TAB_LIST_MAX, Number(await page.locator(`[data-count="${SIDEBAR_TAB}"]`).innerText()));
    for (let i = 0; i < 30 && (await entries.count()) !== (await expected().catch(() => -1)); i++) await page.waitForTimeout(1000);
    console.log(`sidebar tab ${SIDEBAR_TAB}: ${await entries.count()} trains listed`);
    const running = await gqlAt<{ runs: { total: number } }>(server.url, '{ runs(perPage: 1) { total } }');
    console.log(`runs of the day: ${running.runs.total}`);

    await installFrameCounter(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.waitForTimeout(WARM_UP_S * 1000);

    const idle = await measure(page, cdp, WINDOW_S);
    console.log(`idle:               ${fmt(idle)}`);
    const panning = await measure(page, cdp, WINDOW_S, (until) => panAndZoom(page, until));
    console.log(`panning + zooming:  ${fmt(panning)}`);
    // Back to the whole network for the long run.
    await page.waitForTimeout(2000);

    const heapStart = await keptHeap(cdp);
    console.log(`heap at start: ${mb(heapStart)} (kept after GC)`);
    const samples: number[] = [heapStart];
    for (let m = 1; m <= MINUTES; m++) {
      await page.waitForTimeout(60_000);
      const h = await keptHeap(cdp);
      samples.push(h);
      console.log(`  after ${m} min: ${mb(h)} (${(((h - heapStart) / heapStart) * 100).toFixed(1)} %), ${await shown()} trains on the map`);
    }
    const heapEnd = samples.at(-1)!;
    const growth = (heapEnd - heapStart) / heapStart;
    const idleEnd = await measure(page, cdp, WINDOW_S);
    console.log(`idle after ${MINUTES} min: ${fmt(idleEnd)}`);
    if (app.pageErrors.length) console.log(`page errors: ${app.pageErrors.join('; ')}`);

    console.log(`\n${trains} trains, one update per second; Chromium headless (software rendering), viewport 1440x900; load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} on ${os.cpus().length} cores`);
    console.log(`  fps idle ${idle.fps.toFixed(1)}, panning/zooming ${panning.fps.toFixed(1)}, idle after ${MINUTES} min ${idleEnd.fps.toFixed(1)}`);
    console.log(`  heap ${mb(heapStart)} at start, ${mb(heapEnd)} after ${MINUTES} min: ${(growth * 100).toFixed(1)} % (max ${mb(Math.max(...samples))})`);
    const fpsOk = idle.fps >= FPS_TARGET && panning.fps >= FPS_TARGET;
    const heapOk = growth <= HEAP_GROWTH_TARGET;
    console.log(`  targets: >= ${FPS_TARGET} fps idle and panning/zooming: ${fpsOk ? 'MET' : 'NOT MET'}; heap growth <= ${HEAP_GROWTH_TARGET * 100} % after ${MINUTES} min: ${heapOk ? 'MET' : 'NOT MET'}`);
    process.exitCode = fpsOk && heapOk && app.pageErrors.length === 0 ? 0 : 1;
    await app.close();
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
