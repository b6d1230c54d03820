import { describe, expect, it } from 'vitest';
import { assertNoPageErrors, useBrowser, openApp } from './support/browser';
import { join } from 'node:path';
import { BROWSER_TMP, type BrandCode } from './support/servers';
// window.__timeDistance (the chart's test hook) is declared there.
import type {} from '../../src/custom/time-distance/chart/testHook';
import { STATIONS, T, expandMenu, nav, rows } from './support/ui';

const browser = useBrowser();

const BRANDS: { brand: BrandCode; primary: string; bildfahrplan: boolean }[] = [
  { brand: 'avg', primary: 'rgb(33, 150, 243)', bildfahrplan: true }, // #2196F3
  { brand: 'sag', primary: 'rgb(238, 0, 0)', bildfahrplan: false }, // #EE0000
  { brand: 'sws', primary: 'rgb(0, 91, 153)', bildfahrplan: true }, // #005B99
];

describe.each(BRANDS)('brand $brand', ({ brand, primary, bildfahrplan }) => {
  it('has its primary colour in the app bar and its menu', async () => {
    const app = await openApp(browser(), { brand, lang: 'de' });
    try {
      const { page } = app;
      const appBar = page.locator('header.sh-appbar').first();
      await appBar.waitFor();
      expect(await appBar.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(primary);

      await expandMenu(page, 'Leitstellendisposition');
      await expect.poll(() => nav(page).getByText('Anschlussmanager', { exact: true }).count()).toBe(1);
      expect(await nav(page).getByText('Bildfahrplan', { exact: true }).count()).toBe(bildfahrplan ? 1 : 0);

      // An entry nothing serves yet is disabled and explains why in a tooltip.
      await expandMenu(page, 'Planung');
      const disabled = nav(page).locator('[aria-disabled="true"]').filter({ hasText: 'Langsamfahrten' });
      // The menu's collapse animation can move the entry away from the pointer after a hover,
      // so hover again until the tooltip is attached to the entry.
      await expect
        .poll(async () => {
          await disabled.hover();
          return disabled.getAttribute('aria-describedby');
        })
        .not.toBeNull();
      const tooltip = page.getByRole('tooltip');
      await expect.poll(() => tooltip.innerText()).toBe(T.de.notAvailable);
      expect(await disabled.getAttribute('aria-describedby')).toBe(await tooltip.getAttribute('id'));
      // The station entry is enabled and leads to the list.
      await expandMenu(page, 'Basisdaten Planung');
      await nav(page).getByRole('link', { name: 'Bahnhöfe', exact: true }).click();
      await page.waitForURL((url) => url.pathname === STATIONS);
      await rows(page).first().waitFor();
    } finally {
      await app.close();
    }
    assertNoPageErrors(app);
  });

  it('serves the station list as a direct URL, a not-found page for unknown URLs, and the Bildfahrplan where the brand has it', async () => {
    const app = await openApp(browser(), { brand, lang: 'de', path: STATIONS });
    try {
      const { page } = app;
      await rows(page).first().waitFor();
      expect(await rows(page).count()).toBe(25);

      await page.goto('/gibt-es-nicht/xyz');
      await page.getByRole('heading', { level: 1, name: T.de.notFound }).waitFor();
      expect(await page.getByText('/gibt-es-nicht/xyz').count()).toBeGreaterThan(0);

      // The Bildfahrplan's route exists only where its menu entry does (sag hides both).
      await page.goto('/bildfahrplan');
      if (bildfahrplan) {
        await page.getByRole('heading', { level: 1, name: 'Bildfahrplan' }).waitFor();
        if (brand === 'sws') {
          // Opened without a corridor in the address: the day's first line is drawn at once.
          await expect.poll(() => new URL(page.url()).searchParams.get('line'), { timeout: 20_000 }).toBeTruthy();
          await page.waitForFunction(() => (window.__timeDistance?.pathsDrawn ?? 0) > 0, undefined, { timeout: 20_000 });
          await page.getByRole('combobox', { name: 'Korridor' }).click();
          await page.getByRole('option').nth(1).click();
          await page.waitForFunction(() => (window.__timeDistance?.pathsDrawn ?? 0) > 0, undefined, { timeout: 20_000 });
          await page.screenshot({ path: join(BROWSER_TMP, 'bildfahrplan-sws.png') });
        }
      } else {
        await page.getByRole('heading', { level: 1, name: T.de.notFound }).waitFor();
      }
    } finally {
      await app.close();
    }
    assertNoPageErrors(app);
  });
});
