/**
 * Live updates in the browser (issue 4, point 6): a generated list shows another user's changes
 * without a reload, and the connection banner follows a server that stops and comes back
 * (spec point 9: 5 retries of 2^n s + 0.3–3 s, then "connection lost" and trying on).
 */
import { rmSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { createStation, gql, uniqueName } from './support/api';
import { assertNoPageErrors, openApp, useBrowser, type AppPage } from './support/browser';
import { gqlAt, openAppAt, watchSubscriptions } from './support/ownServer';
import { freePort, startServer, type RunningServer } from './support/servers';
import { rows, STATIONS } from './support/ui';
import { transitionsEnded } from './support/axe';

const browser = useBrowser();
const apps: AppPage[] = [];
const servers: RunningServer[] = [];

afterEach(async () => {
  for (const app of apps.splice(0)) {
    await app.close();
    assertNoPageErrors(app);
  }
  for (const s of servers.splice(0)) {
    await s.stop();
    rmSync(s.dataDir, { recursive: true, force: true });
  }
});

const UPDATE_NAME = 'mutation($id: ID!, $name: String) { updateStation(id: $id, name: $name) { id version name } }';
const CREATE = 'mutation($name: String) { createStation(name: $name) { id version name } }';

/** The station list filtered by a search word (so the test's own stations are the rows). */
const listOf = (word: string) => `${STATIONS}?filter=${encodeURIComponent(JSON.stringify({ q: word }))}`;

/** Row texts of the list (whitespace collapsed). */
async function rowTexts(page: Page): Promise<string[]> {
  return (await rows(page).allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
}

/** After the subscribe message went out, the server needs a moment to register it. */
const settle = (page: Page) => page.waitForTimeout(1000);

describe('live list updates', () => {
  it("shows another user's changes in an open station list within 2 s, without a reload", async () => {
    const name = uniqueName('Livebahnhof');
    const word = name.split(' ')[1];
    const station = await createStation({ name });
    // The browser user is a viewer; the changes come from an administrator through the API.
    const app = await openApp(browser(), { lang: 'de', role: 'viewer', path: '/' });
    apps.push(app);
    const { page } = app;
    const subs = watchSubscriptions(page, 'resourceChanged');
    let loads = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/graphql') && (r.postData() ?? '').includes('allStations')) loads += 1;
    });
    await page.goto(listOf(word));
    await rows(page).filter({ hasText: name }).first().waitFor();
    await subs.sent(1);
    await settle(page);
    const navigations = await page.evaluate(() => performance.getEntriesByType('navigation').length);

    // Edited.
    await gql(UPDATE_NAME, { id: station.id, name: `${name} neu` });
    await expect.poll(() => rowTexts(page), { timeout: 2000, interval: 100 }).toEqual([expect.stringContaining(`${name} neu`)]);

    // Created.
    const second = await gql<{ createStation: { id: string } }>(CREATE, { name: `${name} zwei` });
    await expect.poll(async () => (await rowTexts(page)).length, { timeout: 2000, interval: 100 }).toBe(2);

    // Deleted.
    await gql('mutation($id: ID!) { deleteStation(id: $id) { id } }', { id: second.createStation.id });
    await expect.poll(() => rowTexts(page), { timeout: 2000, interval: 100 }).toEqual([expect.stringContaining(`${name} neu`)]);

    // No reload: the same document, the list query sent again; filter kept in the address.
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(navigations);
    expect(loads).toBeGreaterThanOrEqual(4);
    expect(decodeURIComponent(page.url())).toContain(word);
  });
});

describe('connection banner', () => {
  it('reconnecting, then "connection lost" after the retries, and fresh data once the server is back', { timeout: 420_000 }, async () => {
    // A server of its own, stopped and started again at the same address on the same data.
    const port = await freePort();
    const first = await startServer('avg', { port, keepData: true });
    servers.push(first);
    const origin = first.url;
    const name = uniqueName('Verbindungsbahnhof');
    const word = name.split(' ')[1];
    const { createStation: station } = await gqlAt<{ createStation: { id: string } }>(origin, CREATE, { name });

    const app = await openAppAt(browser(), origin, { role: 'viewer', lang: 'de' });
    apps.push(app);
    const { page } = app;
    const subs = watchSubscriptions(page, 'resourceChanged');
    await page.goto(listOf(word));
    await rows(page).filter({ hasText: name }).first().waitFor();
    await subs.sent(1);
    await settle(page);

    const reconnecting = page.locator('[data-connection-banner="reconnecting"]');
    const lost = page.locator('[data-connection-banner="lost"]');
    await first.stop();
    const stoppedAt = Date.now();

    // Quickly: the quieter banner with the retry count.
    await reconnecting.waitFor({ timeout: 8_000 });
    await expect.poll(() => reconnecting.getByRole('status').innerText()).toMatch(/^Verbindung wird wiederhergestellt \(Versuch [1-5] von 5\)$/);

    // After the 5 retries (1+2+4+8+16 s plus 0.3–3 s each: 32.5–46 s): the alert, with its countdown and button.
    await lost.waitFor({ timeout: 75_000 });
    const lostAfter = (Date.now() - stoppedAt) / 1000;
    expect(lostAfter).toBeGreaterThan(30);
    expect(await lost.getByRole('alert').innerText()).toBe('Verbindung zum Server unterbrochen');
    await expect.poll(() => lost.innerText()).toMatch(/Verbindung zum Server unterbrochen – neuer Versuch in (\d+) s/);
    const seconds = Number(/neuer Versuch in (\d+) s/.exec(await lost.innerText())?.[1]);
    expect(seconds).toBeGreaterThan(20);
    expect(seconds).toBeLessThanOrEqual(34);
    expect(await reconnecting.count()).toBe(0);
    // The retry button was disabled during the last attempt; MUI fades its colour in (250 ms), and axe
    // measuring mid-fade reports a contrast that no user sees for longer than that. Wait until it is done.
    await expect.poll(() => lost.getByRole('button').isEnabled()).toBe(true);
    await page.waitForFunction(() => {
      const button = document.querySelector('[data-connection-banner="lost"] button');
      return button !== null && button.getAnimations({ subtree: true }).length === 0;
    });
    await transitionsEnded(page);
    const axe = await new AxeBuilder({ page }).include('[data-connection-banner]').analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    // Back on the same port and data; a change made before the browser reconnects is missed as
    // an event, so it must come with the resync.
    const second = await startServer('avg', { port, dataDir: first.dataDir });
    servers.push(second);
    await gqlAt(origin, UPDATE_NAME, { id: station.id, name: `${name} A` });
    const retryNow = lost.getByRole('button', { name: 'Jetzt erneut versuchen' });
    if (await retryNow.isVisible()) await retryNow.click();
    await lost.waitFor({ state: 'detached', timeout: 10_000 });
    await expect.poll(() => rowTexts(page), { timeout: 5_000, interval: 100 }).toEqual([expect.stringContaining(`${name} A`)]);
    expect(await page.locator('[data-connection-banner]').count()).toBe(0);

    // Live again: the subscription came back by itself.
    await subs.sent(2);
    await settle(page);
    await gqlAt(origin, UPDATE_NAME, { id: station.id, name: `${name} B` });
    await expect.poll(() => rowTexts(page), { timeout: 2000, interval: 100 }).toEqual([expect.stringContaining(`${name} B`)]);
  });
});
