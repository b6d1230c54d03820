/**
 * Sign-in and session in a real Chromium (issue 3). The test servers issue access tokens of
 * 30 s (DEV_IDP_ACCESS_TTL in support/servers.ts), so the app refreshes every 15 s and the
 * refreshes happen during these tests.
 */
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { assertNoPageErrors, useBrowser, openApp } from './support/browser';
import { STATIONS, T, dialog, field, rows } from './support/ui';
import { transitionsEnded } from './support/axe';

const browser = useBrowser();

const TOKEN_PATH = '/protocol/openid-connect/token';

function username(page: Page) {
  return page.locator('input[name="username"]');
}
function password(page: Page) {
  return page.locator('input[name="password"]');
}
function loginButton(page: Page, label = 'Anmelden') {
  return page.getByRole('button', { name: label, exact: true });
}
async function signInOnPage(page: Page, user: string, pass: string, label = 'Anmelden') {
  await username(page).fill(user);
  await password(page).fill(pass);
  await loginButton(page, label).click();
}
/**
 * Counts refresh grants (not password grants) of a context whose answer has arrived. (Counting
 * requests would let a test reload a tab while its refresh is in flight: the answer is lost
 * with the page, and the rotated refresh token left in storage is refused afterwards.)
 */
function countRefreshes(context: BrowserContext): { count: number; refused: string[] } {
  const counter = { count: 0, refused: [] as string[] };
  context.on('requestfinished', async (request) => {
    if (request.method() !== 'POST' || !request.url().includes(TOKEN_PATH)) return;
    if (!(request.postData() ?? '').includes('grant_type=refresh_token')) return;
    const response = await request.response().catch(() => null);
    if (response && response.status() >= 400) counter.refused.push(`${response.status()} ${await response.text().catch(() => '')}`);
    else counter.count += 1;
  });
  return counter;
}
/** Waits for the list's rows; on timeout says where the page is and what it logged. */
async function listShown(page: Page, errors: string[] = []): Promise<void> {
  try {
    await rows(page).first().waitFor();
  } catch (error) {
    const text = (await page.locator('body').innerText().catch(() => '')).slice(0, 300).replace(/\s+/g, ' ');
    throw new Error(`no list rows at ${page.url()}: "${text}"; console errors: ${errors.join(' | ')}`, { cause: error });
  }
}
const storedSession = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('authSession') ?? 'null') as { token: string; refreshToken: string } | null);

describe('login page', () => {
  it('says why a sign-in failed, in German and Italian, and keeps the user on the login page', async () => {
    const app = await openApp(browser(), { role: false, brand: 'avg' });
    try {
      const { page } = app;
      await signInOnPage(page, 'viewer', 'wrong-password');
      await expect.poll(() => page.getByRole('alert').innerText()).toBe('Benutzername oder Passwort ist falsch.');
      expect(await storedSession(page)).toBeNull();

      await page.getByRole('button', { name: 'Italiano', exact: true }).click();
      await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Accesso');
      expect(await page.evaluate(() => localStorage.getItem('userLanguage'))).toBe('it');
      await signInOnPage(page, 'viewer', 'still-wrong', 'Accedi');
      await expect.poll(() => page.getByRole('alert').innerText()).toBe('Nome utente o password errati.');
      expect(new URL(page.url()).pathname).toBe('/');
    } finally {
      await app.close();
    }
    assertNoPageErrors(app);
  });

  it('is accessible (axe: no serious or critical violations), with the error shown', async () => {
    const app = await openApp(browser(), { role: false, brand: 'sws' });
    try {
      const { page } = app;
      await signInOnPage(page, 'viewer', 'wrong-password');
      await page.getByRole('alert').waitFor();
      await transitionsEnded(page);
      const result = await new AxeBuilder({ page }).analyze();
      const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      // Labels: the inputs are reachable by their visible names.
      expect(await page.getByRole('textbox', { name: /^Benutzername/ }).count()).toBe(1);
      expect(await page.getByLabel(/^Passwort/).first().getAttribute('type')).toBe('password');
    } finally {
      await app.close();
    }
    assertNoPageErrors(app);
  });

  it('tells a locked account how long the lock lasts', async () => {
    // brand sag's server, user dispatcher: no other test signs in there as dispatcher.
    const app = await openApp(browser(), { role: false, brand: 'sag' });
    try {
      const { page } = app;
      const alert = page.getByRole('alert');
      let text = '';
      for (let attempt = 0; attempt < 6 && !text.includes('gesperrt'); attempt += 1) {
        await signInOnPage(page, 'dispatcher', `wrong-${attempt}`);
        await expect.poll(() => loginButton(page).isEnabled()).toBe(true);
        text = await alert.innerText();
      }
      expect(text).toMatch(/^Das Konto ist wegen zu vieler Fehlversuche für \d+ Minuten? gesperrt\.$/);
      // Even the right password is refused while the lock lasts.
      await signInOnPage(page, 'dispatcher', 'dispatcher-demo');
      await expect.poll(() => alert.innerText()).toMatch(/gesperrt/);
    } finally {
      await app.close();
    }
    assertNoPageErrors(app);
  });

  it('signs in with the right password, lands on the first page the user may open, keeps the session on reload', async () => {
    const app = await openApp(browser(), { role: false, brand: 'sws' });
    try {
      const { page } = app;
      await signInOnPage(page, 'admin', 'admin-demo');
      // sws lands on the control centre (src/providers/auth/landing.ts).
      await page.waitForURL((url) => url.pathname === '/control-center');
      await page.getByRole('heading', { level: 1, name: 'Leitstelle' }).waitFor();
      const session = await storedSession(page);
      expect(session?.token).toMatch(/^ey/);
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').username)).toBe('admin');
      expect((await app.context.cookies()).find((c) => c.name === 'SESSION')?.value).toBeTruthy();

      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Leitstelle' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/control-center');
      expect(await username(page).count()).toBe(0);
    } finally {
      await app.close();
    }
    assertNoPageErrors(app);
  });

  it('signs in through single sign-on (keycloak-js, authorization code with PKCE)', async () => {
    const app = await openApp(browser(), { role: false, brand: 'avg' });
    try {
      const { page } = app;
      const scripts: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(r.url());
      });
      const authorize = page.waitForRequest((r) => r.url().includes('/protocol/openid-connect/auth?'));
      await page.getByRole('button', { name: 'Mit Single Sign-on anmelden' }).click();
      const url = new URL((await authorize).url());
      expect(url.searchParams.get('code_challenge_method')).toBe('S256');
      expect(url.searchParams.get('response_type')).toBe('code');
      expect(url.searchParams.get('kc_idp_hint')).toBe('sagEntra');
      expect(scripts.some((s) => s.includes('keycloak'))).toBe(true); // loaded on the click only
      await page.locator('#username').fill('planner');
      await page.locator('#password').fill('planner-demo');
      await page.locator('#kc-login').click();
      // avg lands on the live overview (src/providers/auth/landing.ts); its per-line table has rows.
      await page.waitForURL((u) => u.pathname === '/live');
      await rows(page).first().waitFor();
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').username)).toBe('planner');
      expect((await storedSession(page))?.refreshToken).toBeTruthy();
    } finally {
      await app.close();
    }
  });
});

describe('session', () => {
  it('refreshes while a form is being filled and nothing typed is lost', async () => {
    const app = await openApp(browser(), { brand: 'avg' });
    const refreshes = countRefreshes(app.context);
    try {
      const { page } = app;
      await page.goto(`${STATIONS}/create`);
      const form = dialog(page, T.de.createTitle);
      await field(form, T.de.fields.name).fill('Typed before refresh');
      await field(form, T.de.fields.tariffZone).fill('Z9');
      const before = await storedSession(page);
      await expect.poll(() => refreshes.count, { timeout: 40_000 }).toBeGreaterThan(0);
      expect(refreshes.refused).toEqual([]);
      await expect.poll(async () => (await storedSession(page))?.refreshToken, { timeout: 5_000 }).not.toBe(before?.refreshToken);
      expect(await field(form, T.de.fields.name).inputValue()).toBe('Typed before refresh');
      expect(await field(form, T.de.fields.tariffZone).inputValue()).toBe('Z9');
      // The refreshed token works: the list behind the dialog can still load data.
      await page.keyboard.press('Escape');
      await page.goto(STATIONS);
      await rows(page).first().waitFor();
    } finally {
      await app.close();
    }
    assertNoPageErrors(app);
  });

  it('keeps two tabs signed in across refreshes: one refresh per turn, no refresh token replayed', async () => {
    const app = await openApp(browser(), { brand: 'avg', path: STATIONS });
    const refreshes = countRefreshes(app.context);
    try {
      const first = app.page;
      await rows(first).first().waitFor();
      const second = await app.context.newPage();
      await second.goto(STATIONS);
      await rows(second).first().waitFor();
      const start = Date.now();
      // Two refresh periods (15 s each with 30 s tokens).
      await expect.poll(() => refreshes.count, { timeout: 45_000, interval: 500 }).toBeGreaterThanOrEqual(2);
      const elapsed = (Date.now() - start) / 1000;
      // One tab refreshes for both: about one refresh per 15 s, not one per tab.
      expect(refreshes.count).toBeLessThanOrEqual(Math.ceil(elapsed / 15) + 1);
      expect(refreshes.refused).toEqual([]);
      // Both tabs hold the same, newest tokens (the second adopted them from storage).
      await expect
        .poll(async () => {
          const [a, b] = await Promise.all([storedSession(first), storedSession(second)]);
          return a !== null && a.refreshToken === b?.refreshToken;
        })
        .toBe(true);
      for (const page of [first, second]) {
        await page.reload();
        await rows(page).first().waitFor();
        expect(new URL(page.url()).pathname).toBe(STATIONS);
      }
    } finally {
      await app.close();
    }
    assertNoPageErrors(app);
  });

  it('a logout in one tab (its session cleared) logs out the other tab', async () => {
    const app = await openApp(browser(), { brand: 'avg', path: STATIONS });
    try {
      const first = app.page;
      await listShown(first, app.consoleErrors);
      const second = await app.context.newPage();
      await second.goto(STATIONS);
      await listShown(second);
      // What logout does to this origin's storage (the user-menu logout also ends the
      // provider session; that is covered by the unit tests of the runtime).
      await first.evaluate(() => {
        localStorage.removeItem('authSession');
        localStorage.clear();
      });
      await second.waitForURL((url) => url.pathname === '/');
      await username(second).waitFor();
    } finally {
      await app.close();
    }
  });

  it('a 401 from the API returns to the login page', async () => {
    const app = await openApp(browser(), { brand: 'avg', path: STATIONS });
    try {
      const { page } = app;
      await rows(page).first().waitFor();
      // The server stops accepting this tab's token (as for a disabled user or an ended session).
      await page.route('**/graphql', (route) =>
        route.fulfill({
          status: 401,
          contentType: 'application/json',
          body: JSON.stringify({ errors: [{ message: 'Nicht angemeldet', extensions: { code: 'UNAUTHENTICATED' } }] }),
        }),
      );
      await page.goto(`${STATIONS}?page=2`).catch(() => undefined);
      await page.waitForURL((url) => url.pathname === '/');
      await username(page).waitFor();
      expect(await storedSession(page)).toBeNull();
    } finally {
      await app.close();
    }
  });
});
