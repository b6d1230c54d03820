/**
 * The shell drawn without MUI (issue 15): Home loads no MUI and no emotion styles, the screens
 * still get their theme; the user menu, the closed sidebar's tooltips and the phone's drawer
 * behave as react-admin's did. Screenshots in BROWSER_TMP (shell-*.png) for a look.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertNoPageErrors, openApp, useBrowser } from './support/browser';
import { BROWSER_TMP } from './support/servers';
import { layoutShifts, recordLayoutShifts } from './support/layoutShifts';
import { STATIONS, nav, rows } from './support/ui';

const browser = useBrowser();

/** The screens' theme: its own chunk, or the load-order group 'screens' (scripts/chunk-groups.mjs). */
const THEME_CHUNK = /\/(screens|ScreenTheme)-[\w-]+\.js$/;

const emotionStyles = (page: import('playwright-core').Page) => page.locator('style[data-emotion]').count();

describe('shell without MUI', () => {
  it('Home renders without MUI; a screen brings the theme, and its app bar stays the same', async () => {
    const app = await openApp(browser(), { brand: 'avg', lang: 'de' });
    const scripts: string[] = [];
    app.page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    try {
      const { page } = app;
      await page.getByRole('heading', { level: 1, name: 'Startseite' }).waitFor();
      await nav(page).getByRole('button', { name: 'Planung', exact: true }).waitFor();
      await page.screenshot({ path: join(BROWSER_TMP, 'shell-home-de.png') });
      expect(await emotionStyles(page)).toBe(0);
      expect(scripts.filter((s) => THEME_CHUNK.test(s))).toEqual([]);
      const barColour = await page.locator('header.sh-appbar').evaluate((el) => getComputedStyle(el).backgroundColor);

      await page.goto(STATIONS);
      await rows(page).first().waitFor();
      expect(await emotionStyles(page)).toBeGreaterThan(0);
      expect(scripts.some((s) => THEME_CHUNK.test(s))).toBe(true);
      expect(await page.locator('header.sh-appbar').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(barColour);
      // The list's title is in the app bar's title slot.
      await expect.poll(() => page.locator('#react-admin-title').innerText()).toBe('Bahnhöfe');
      await page.screenshot({ path: join(BROWSER_TMP, 'shell-stations-de.png') });
    } finally {
      await app.close();
    }
    assertNoPageErrors(app);
  });

  it('the user menu works with the keyboard', async () => {
    const app = await openApp(browser(), { brand: 'sag', lang: 'it' });
    try {
      const { page } = app;
      const button = page.getByRole('button', { name: 'Menu utente' });
      await button.click();
      const menu = page.getByRole('menu');
      await menu.waitFor();
      const items = menu.getByRole('menuitem');
      expect(await items.count()).toBe(3);
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menuitem');
      await page.screenshot({ path: join(BROWSER_TMP, 'shell-user-menu-it-sag.png') });
      await page.keyboard.press('ArrowUp');
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Esci');
      await page.keyboard.press('Escape');
      await expect.poll(() => menu.count()).toBe(0);
      expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
      // A click outside closes it too.
      await button.click();
      await menu.waitFor();
      await page.getByRole('heading', { level: 1 }).click();
      await expect.poll(() => menu.count()).toBe(0);
    } finally {
      await app.close();
    }
    assertNoPageErrors(app);
  });

  it('with the sidebar closed, the menu shows icons and names them in tooltips', async () => {
    const app = await openApp(browser(), { brand: 'sws', lang: 'de' });
    try {
      const { page } = app;
      const planning = nav(page).getByRole('button', { name: 'Planung', exact: true });
      await planning.waitFor();
      await page.getByRole('button', { name: 'Menü schließen' }).click();
      await expect.poll(() => page.locator('.sh-sidebar').evaluate((el) => el.getBoundingClientRect().width)).toBe(55);
      expect(await nav(page).locator('.sh-item-text').first().isVisible()).toBe(false);
      await planning.hover();
      await expect.poll(() => page.getByRole('tooltip').innerText()).toBe('Planung');
      await page.screenshot({ path: join(BROWSER_TMP, 'shell-closed-sws.png') });
      // Choosing an area opens the sidebar with it.
      await planning.click();
      await expect.poll(() => planning.getAttribute('aria-expanded')).toBe('true');
      await expect.poll(() => page.locator('.sh-sidebar').evaluate((el) => el.getBoundingClientRect().width)).toBe(264);
    } finally {
      await app.close();
    }
    assertNoPageErrors(app);
  });

  it('a screen opened directly: the menu is drawn with its area open, nothing in it moves, and the user can close that area', async () => {
    const app = await openApp(browser(), { brand: 'avg', lang: 'de' });
    try {
      const { page } = app;
      // The area's state in the menu's first drawing: what a mutation observer sees right after
      // the commit that inserts the menu, before an effect of React's could open the area.
      await page.addInitScript(() => {
        const w = window as unknown as { __areaAtFirstDrawing?: string | null };
        const observer = new MutationObserver(() => {
          const area = [...document.querySelectorAll('nav button[aria-expanded]')].find((b) => b.textContent?.trim() === 'Leitstellendisposition');
          if (!area) return;
          w.__areaAtFirstDrawing = area.getAttribute('aria-expanded');
          observer.disconnect();
        });
        observer.observe(document, { childList: true, subtree: true });
      });
      await recordLayoutShifts(page);
      await page.goto('/live');
      await page.getByRole('heading', { level: 1, name: 'Live-Übersicht' }).waitFor();
      const area = nav(page).getByRole('button', { name: 'Leitstellendisposition', exact: true });
      await expect.poll(() => area.getAttribute('aria-expanded')).toBe('true');
      // Opened a render after the first drawing, the area pushed the entries below it down (a
      // layout shift of 0.03 on the live overview, when the browser painted in between).
      expect(await page.evaluate(() => (window as unknown as { __areaAtFirstDrawing?: string | null }).__areaAtFirstDrawing)).toBe('true');
      await page.waitForTimeout(300);
      const inMenu = (await layoutShifts(page)).filter((s) => s.within.includes('NAV'));
      expect(inMenu).toEqual([]);
      // Kept open for the screen at the start only: a click closes it, and it stays closed.
      await area.click();
      await expect.poll(() => area.getAttribute('aria-expanded')).toBe('false');
      await page.waitForTimeout(300);
      expect(await area.getAttribute('aria-expanded')).toBe('false');
      expect(await nav(page).getByRole('link', { name: 'Live-Übersicht' }).count()).toBe(0);
    } finally {
      await app.close();
    }
    assertNoPageErrors(app);
  });

  it('on a tablet upright Home fits the space beside the menu: nothing scrolls sideways, no card title is wider than its card', async () => {
    const app = await openApp(browser(), { brand: 'avg', lang: 'de' });
    try {
      const { page } = app;
      await page.setViewportSize({ width: 800, height: 1280 });
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Startseite' }).waitFor();
      // The menu is beside the content at this width.
      expect(await nav(page).count()).toBe(1);
      const fit = await page.evaluate(() => ({
        document: document.documentElement.scrollWidth,
        window: document.documentElement.clientWidth,
        titlesWiderThanCards: [...document.querySelectorAll('.sh-card')].filter((card) => {
          const box = card.getBoundingClientRect();
          return [...card.querySelectorAll('h2, h3')].some((h) => h.getBoundingClientRect().right > box.right + 0.5 || h.scrollWidth > h.clientWidth);
        }).length,
        cards: document.querySelectorAll('.sh-card').length,
      }));
      expect(fit.cards).toBeGreaterThan(3);
      expect(fit.document).toBeLessThanOrEqual(fit.window);
      expect(fit.titlesWiderThanCards).toBe(0);
      await page.screenshot({ path: join(BROWSER_TMP, 'shell-tablet-home-de.png') });
    } finally {
      await app.close();
    }
    assertNoPageErrors(app);
  });

  it('on a phone the menu is a drawer that Escape, the backdrop or a chosen screen closes', async () => {
    const app = await openApp(browser(), { brand: 'avg', lang: 'de' });
    try {
      const { page } = app;
      await page.setViewportSize({ width: 400, height: 800 });
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Startseite' }).waitFor();
      expect(await nav(page).count()).toBe(0);
      await page.getByRole('button', { name: 'Menü öffnen' }).click();
      await nav(page).getByRole('button', { name: 'Planung', exact: true }).waitFor();
      await page.screenshot({ path: join(BROWSER_TMP, 'shell-phone-drawer-de.png') });
      // A modal dialog: Tab stays inside it, from the last entry back to the first.
      const drawer = page.getByRole('dialog', { name: 'Hauptnavigation' });
      await nav(page).getByRole('button', { name: 'System', exact: true }).focus();
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
      expect(await drawer.getByRole('link', { name: 'Startseite' }).evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => nav(page).count()).toBe(0);

      await page.getByRole('button', { name: 'Menü öffnen' }).click();
      await page.locator('.sh-backdrop').click({ position: { x: 380, y: 400 } });
      await expect.poll(() => nav(page).count()).toBe(0);

      await page.getByRole('button', { name: 'Menü öffnen' }).click();
      const planning = nav(page).getByRole('button', { name: 'Planung', exact: true });
      if ((await planning.getAttribute('aria-expanded')) !== 'true') await planning.click();
      const group = nav(page).getByRole('button', { name: 'Basisdaten Planung', exact: true });
      if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
      await nav(page).getByRole('link', { name: 'Bahnhöfe', exact: true }).click();
      await page.waitForURL((url) => url.pathname === STATIONS);
      await expect.poll(() => nav(page).count()).toBe(0);
      await rows(page).first().waitFor();
    } finally {
      await app.close();
    }
    assertNoPageErrors(app);
  });
});
