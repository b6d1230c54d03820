/**
 * Where a screen's long tasks go (npx tsx bench/profile-screen.ts), issue 15.
 *
 * Lighthouse says how long the main thread was blocked; this says by what. A production build
 * without minification (brand avg, .tmp/dist-profile; function names stay readable), the real
 * server with the demo data, Chromium signed in as the dispatcher through the login form, then
 * the screen opened at 4x CPU slowdown (as Lighthouse's mobile preset) with V8's sampling
 * profiler running. Prints the long tasks the page observed (start and length, ms), then for the
 * longest busy stretches the functions with the most time, with and without callees (React's
 * work loop tells a synchronous render from a sliced one: renderRootSync vs
 * workLoopConcurrentByScheduler). The profile is kept in .tmp/profile-screen.cpuprofile
 * (Chromium's DevTools open it).
 *
 * Environment: SCREEN (path, default /bahnhoeffelist), WAIT_FOR (a CSS selector that shows the
 * screen is there, default "table tbody tr"), STRETCHES (how many busy stretches to break down,
 * default 2), NOBUILD=1 (reuse .tmp/dist-profile), AFTER_MS (how long to keep profiling after the
 * screen is there, default 3000; 20000 profiles a live screen's updates), PHONE=1 (below). The
 * operator zone is one where the demo timetable is in service, so live screens move. COLD=1
 * clears the browser's cache first (below). CLICK=<selector>: profiles a click on the settled
 * screen instead of its opening (e.g. a column's sort label).
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/browser/support/browser';
import { lateMorningZone, ROOT, startServer } from '../tests/browser/support/servers';
import { busyStretches, functionTimes } from './support/cpuProfile';
import { longTasks, observeLongTasks } from './support/longTasks';

const screen = process.env.SCREEN ?? '/bahnhoeffelist';
const waitFor = process.env.WAIT_FOR ?? 'table tbody tr';
const stretchCount = Number(process.env.STRETCHES ?? 2);
const afterMs = Number(process.env.AFTER_MS ?? 3000);
const click = process.env.CLICK;
let clickedAt = 0;
const out = join(ROOT, '.tmp', 'dist-profile');

if (!process.env.NOBUILD) {
  const build = spawnSync(join(ROOT, 'node_modules', '.bin', 'vite'), ['build', '--minify', 'false', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', VITE_BRAND: 'avg', OUT_DIR: out },
  });
  if (build.status !== 0) throw new Error(`vite build failed (exit ${build.status})`);
}

const server = await startServer('avg', { staticDir: out, nice: 10, operatorTz: lateMorningZone() });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  // PHONE=1: Lighthouse's mobile device (412×823, DPR 1.75, touch), where the layout differs.
  const context = await browser.newContext(
    process.env.PHONE ? { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true } : {},
  );
  const page = await context.newPage();
  await page.goto(`${server.url}/`);
  await page.locator('input[name="username"]').fill('dispatcher');
  await page.locator('input[name="password"]').fill('dispatcher-demo');
  await page.locator('button[type="submit"]').click();
  await page.locator('main#main-content').waitFor({ timeout: 60_000 });
  // Off the app, so that the screen below loads all its code cold but signed in.
  await page.goto(`${server.url}/healthz`);

  await observeLongTasks(page);
  const cdp = await context.newCDPSession(page);
  // COLD=1: as Lighthouse loads it, without the HTTP cache and with it V8's code cache, so the
  // scripts are compiled anew (a first visit; a returning user's browser has both).
  if (process.env.COLD) await cdp.send('Network.clearBrowserCache');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  if (click) {
    // A step on the open screen: the profile starts when the screen has settled.
    await page.goto(`${server.url}${screen}`);
    await page.locator(waitFor).first().waitFor({ timeout: 120_000 });
    await page.waitForTimeout(3000);
    await page.evaluate(() => performance.clearResourceTimings());
    await cdp.send('Profiler.start');
    const since = await page.evaluate(() => performance.now());
    await page.locator(click).first().click();
    await page.waitForTimeout(afterMs);
    clickedAt = since;
  } else {
    await cdp.send('Profiler.start');
    await page.goto(`${server.url}${screen}`);
    await page.locator(waitFor).first().waitFor({ timeout: 120_000 });
    await page.waitForTimeout(afterMs);
  }
  const { profile } = await cdp.send('Profiler.stop');
  const tasks = await longTasks(page, clickedAt);
  writeFileSync(join(ROOT, '.tmp', 'profile-screen.cpuprofile'), JSON.stringify(profile));

  const over50 = tasks.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
  console.log(`${screen} at 4x CPU slowdown: ${tasks.length} long tasks (start ms: length ms), ${over50} ms over 50 ms in total`);
  console.log('  ' + tasks.map(([s, d]) => `${s}: ${d}`).join(', '));
  for (const stretch of busyStretches(profile).slice(0, stretchCount)) {
    const { self, total } = functionTimes(profile, stretch.samples);
    console.log(`\nbusy ${stretch.durationMs.toFixed(0)} ms from ${stretch.startMs.toFixed(0)} ms (profile time)`);
    console.log('  with callees:');
    for (const f of total.slice(0, 25)) console.log(`  ${f.ms.toFixed(1).padStart(8)}  ${f.name}`);
    console.log('  own time:');
    for (const f of self.slice(0, 15)) console.log(`  ${f.ms.toFixed(1).padStart(8)}  ${f.name}`);
  }
} finally {
  await browser.close();
  await server.stop();
}
process.exit(0);
