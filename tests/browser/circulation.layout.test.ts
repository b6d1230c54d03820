/**
 * The circulation list in a narrow desktop window, with scroll bars that take room (as on Windows
 * and Linux): nothing moves while its rows and its update time arrive (issue 15). A browser of
 * its own: the shared one hides scroll bars, as Playwright does.
 */
import { describe, expect, it } from 'vitest';
import { closeAfterEach, openApp, useBrowser, type AppPage } from './support/browser';
import { layoutShifts, recordLayoutShifts, shiftTotal } from './support/layoutShifts';

const browser = useBrowser({ scrollBars: true });
let app: AppPage | undefined;
closeAfterEach(() => app);

const rows = (page: AppPage['page']) => page.locator('main table tbody tr[data-run-id]');

describe('circulation list layout', () => {
  it('in a narrow window the table keeps its place while rows and the update time arrive', async () => {
    app = await openApp(browser(), { lang: 'de', role: 'viewer', path: '/' });
    const { page } = app;
    // A desktop window as narrow as a phone: the toolbar wraps, and the scroll bar takes room.
    await page.setViewportSize({ width: 412, height: 823 });
    await recordLayoutShifts(page);
    await page.goto('/circulation');
    await expect.poll(() => rows(page).count()).toBeGreaterThan(5);
    await page.getByTestId('circulation-updated').waitFor();
    await page.waitForTimeout(300);
    const shifts = await layoutShifts(page);
    // The scroll bar appearing with the rows wrapped the toolbar again (0.17); the update time
    // with the zone's name was wider than its kept place (0.025).
    expect(shiftTotal(shifts), JSON.stringify(shifts.filter((x) => x.value > 0.001))).toBeLessThan(0.01);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollbarGutter)).toBe('stable');
  });

  it('a page that fills the window keeps no room for a scroll bar (the control centre)', async () => {
    app = await openApp(browser(), { lang: 'de', role: 'viewer', path: '/control-center' });
    const { page } = app;
    await page.locator('.sh-fills-screen').waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollbarGutter)).toBe('auto');
  });
});
