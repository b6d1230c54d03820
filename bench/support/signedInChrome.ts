/**
 * What the Lighthouse benches that look at one screen share (bench/lighthouse-tasks.ts,
 * bench/lantern-path.ts): brand avg built when outdated, the real server with the demo data and
 * the bench's tile server, Debian's Chromium with Lighthouse's launcher flags and a debugging
 * port, the dispatcher signed in through the login form; all stopped after `work`. DIST=<dir>
 * serves that build instead.
 */
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { ensureBuilt, startServer } from '../../tests/browser/support/servers';
import { launchChromium, signIn } from '../lighthouse';
import { startTileServerForApp } from './tileServer';

export async function withSignedInChrome(work: (session: { url: string; port: number }) => Promise<void>): Promise<void> {
  process.env.DEV_IDP_ACCESS_TTL ??= '3600';
  const tiles = await startTileServerForApp();
  // DIST: serve another build, e.g. bench/profile-screen.ts's unminified .tmp/dist-profile.
  if (!process.env.DIST) ensureBuilt('avg');
  const server = await startServer('avg', { nice: 10, ...(process.env.DIST ? { staticDir: resolve(process.env.DIST) } : {}) });
  const chrome = await launchChromium();
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    await signIn(browser, server.url, 'dispatcher');
    await work({ url: server.url, port: chrome.port });
  } finally {
    await browser.close().catch(() => undefined);
    chrome.proc.kill('SIGTERM');
    await server.stop();
    await tiles.close();
  }
}
