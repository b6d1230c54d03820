/**
 * What starting a request costs the page's main thread (npx tsx bench/request-cost.ts), issue 15.
 *
 * A page that loads its code in many small chunks pays for each request twice on a phone: a round
 * trip, and main-thread time to start it. This measures the second: in Debian's Chromium at 4x
 * CPU slowdown (Lighthouse's mobile preset), on a page of the real server, the time one task
 * takes to start COUNT requests for the build's chunks (brand avg, .tmp/dist-avg, built when
 * outdated), three ways: `<link rel=modulepreload>` appended one by one (what Vite's preload helper
 * does for a dynamic import's chunks), the same links appended at once in a DocumentFragment, and
 * `fetch()`. ROUNDS rounds each (default 3), each in a fresh page with an empty cache; prints
 * every round (ms) and the median per request.
 *
 * Environment: COUNT (default 60), ROUNDS (default 3).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/browser/support/browser';
import { distDir, ensureBuilt, startServer } from '../tests/browser/support/servers';

type Way = 'modulepreload' | 'fragment' | 'fetch';
const WAYS: Way[] = ['modulepreload', 'fragment', 'fetch'];
const count = Number(process.env.COUNT ?? 60);
const rounds = Number(process.env.ROUNDS ?? 3);

ensureBuilt('avg');
const files = readdirSync(join(distDir('avg'), 'assets')).filter((f) => f.endsWith('.js')).slice(0, count);
const server = await startServer('avg');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const times = new Map<Way, number[]>(WAYS.map((w) => [w, []]));
try {
  for (let round = 0; round < rounds; round++) {
    for (const way of WAYS) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${server.url}/healthz`);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const ms = await page.evaluate(({ files, way, origin }) => {
        const start = performance.now();
        const fragment = document.createDocumentFragment();
        for (const file of files) {
          const href = `${origin}/assets/${file}`;
          if (way === 'fetch') {
            void fetch(href);
            continue;
          }
          const link = document.createElement('link');
          link.rel = 'modulepreload';
          link.as = 'script';
          link.crossOrigin = '';
          link.href = href;
          if (way === 'fragment') fragment.appendChild(link);
          else document.head.appendChild(link);
        }
        if (way === 'fragment') document.head.appendChild(fragment);
        return performance.now() - start;
      }, { files, way, origin: server.url });
      times.get(way)!.push(ms);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`starting ${files.length} requests in one task at 4x CPU slowdown (${rounds} rounds, ms):`);
for (const way of WAYS) {
  const xs = times.get(way)!;
  console.log(`  ${way.padEnd(14)} ${xs.map((x) => x.toFixed(0)).join(', ')}; median ${median(xs).toFixed(0)} ms, ${(median(xs) / files.length).toFixed(1)} ms per request`);
}
