import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { closeAfterEach, useBrowser, openApp, type AppPage } from './support/browser';

const browser = useBrowser();
let app: AppPage;

closeAfterEach(() => app);

/**
 * Opens `path` directly with /api/config held back: what the boot code requests then, it requests
 * before it knows anything but the address (src/main.tsx, src/shell/prefetchRoute.ts). Returns the
 * script files requested meanwhile and a function that lets the config through.
 */
async function openWithConfigHeld(page: Page, path: string): Promise<{ scripts: string[]; release: () => Promise<void> }> {
  const scripts: string[] = [];
  let held: Route | null = null;
  let configReleased = false;
  page.on('request', (request) => {
    if (!configReleased && request.resourceType() === 'script') scripts.push(request.url().split('/').pop() ?? '');
  });
  await page.route('**/api/config', async (route) => {
    held = route;
  });
  await page.goto(path);
  await expect.poll(() => held !== null).toBe(true);
  return {
    scripts,
    release: async () => {
      configReleased = true;
      await held!.continue();
      await page.unroute('**/api/config');
    },
  };
}

describe('the first screen\'s code at the start (issue 15)', () => {
  it('a page that reads data as it opens gets the data provider\'s code with its own, before the config is there', async () => {
    app = await openApp(browser(), { role: 'dispatcher', path: '/healthz' });
    const live = await openWithConfigHeld(app.page, '/live');
    await expect.poll(() => live.scripts.some((s) => s.startsWith('page-LivePage-')), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => live.scripts.some((s) => s.startsWith('page-createDataProvider-')), { timeout: 10_000 }).toBe(true);
    await live.release();
    await app.page.getByRole('heading', { level: 1, name: 'Live-Übersicht' }).waitFor();

    // A page that does not read data as it opens (the Bildfahrplan) loads its own code only.
    const diagram = await openWithConfigHeld(app.page, '/bildfahrplan');
    await expect.poll(() => diagram.scripts.some((s) => s.startsWith('page-TimeDistancePage-')), { timeout: 10_000 }).toBe(true);
    expect(diagram.scripts.filter((s) => s.startsWith('page-createDataProvider-'))).toEqual([]);
    await diagram.release();
    await app.page.getByRole('heading', { level: 1, name: 'Bildfahrplan' }).waitFor();
  });

  it('index.html itself requests the shell\'s, the screens\' and the page\'s code and the first answers before the boot code has arrived, allowed by the CSP', async () => {
    app = await openApp(browser(), { role: 'dispatcher', path: '/healthz' });
    const { page } = app;
    const html = await (await page.request.get('/', { headers: { accept: 'text/html' } })).text();
    const boot = /<script type="module"[^>]* src="([^"]+)"/.exec(html)?.[1];
    expect(boot).toMatch(/^\/assets\/index-.*\.js$/);
    const scripts: string[] = [];
    const answers: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url().split('/').pop() ?? '');
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/')) answers.push(`${path} ${request.headers()['accept-language'] ?? ''}`);
    });
    let held: Route | null = null;
    await page.route(`**${boot}`, async (route) => {
      held = route;
    });
    await page.goto('/live', { waitUntil: 'commit' });
    await expect.poll(() => held !== null).toBe(true);
    // The live overview reads data as it opens: its page's code and the data provider's too.
    for (const chunk of ['shell-', 'common-', 'screens-', 'page-LivePage-', 'page-createDataProvider-']) {
      await expect.poll(() => scripts.some((s) => s.startsWith(chunk)), { timeout: 10_000 }).toBe(true);
    }
    await expect.poll(() => answers.some((a) => a.startsWith('/api/config')), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => answers, { timeout: 10_000 }).toContain('/api/resources de');
    await held!.continue();
    await page.unroute(`**${boot}`);
    await page.getByRole('heading', { level: 1, name: 'Live-Übersicht' }).waitFor();
    // Requested once each: the boot code's imports took the preloaded ones.
    expect(scripts.filter((s) => s.startsWith('shell-') && !s.startsWith('shell-parts-')).length).toBe(1);
    expect(scripts.filter((s) => s.startsWith('page-LivePage-')).length).toBe(1);
    // And the boot code took the answers requested by index.html instead of asking again.
    expect(answers.filter((a) => a.startsWith('/api/config')).length).toBe(1);
    expect(answers.filter((a) => a.startsWith('/api/resources')).length).toBe(1);
    expect(app.consoleErrors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
  });

  it('on a generated screen in Italian: the generator\'s code, and the declarations in Italian, once', async () => {
    app = await openApp(browser(), { role: 'dispatcher', path: '/healthz', lang: 'it' });
    const { page } = app;
    const html = await (await page.request.get('/', { headers: { accept: 'text/html' } })).text();
    const boot = /<script type="module"[^>]* src="([^"]+)"/.exec(html)![1];
    const scripts: string[] = [];
    const resources: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url().split('/').pop() ?? '');
      if (new URL(request.url()).pathname === '/api/resources') resources.push(request.headers()['accept-language'] ?? '');
    });
    let held: Route | null = null;
    await page.route(`**${boot}`, async (route) => {
      held = route;
    });
    await page.goto('/bahnhoeffelist', { waitUntil: 'commit' });
    await expect.poll(() => held !== null).toBe(true);
    await expect.poll(() => scripts.some((s) => s.startsWith('page-generator-')), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => resources, { timeout: 10_000 }).toEqual(['it']);
    await held!.continue();
    await expect.poll(() => page.locator('#react-admin-title').innerText(), { timeout: 20_000 }).toBe('Stazioni');
    expect(resources).toEqual(['it']);
  });
});
