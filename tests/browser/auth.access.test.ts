/** Access control in the UI (issue 3 point 7): menu, buttons, routes; logout through the user menu. */
import { describe, expect, it } from 'vitest';
import { assertNoPageErrors, useBrowser, openApp } from './support/browser';
import { STATIONS, T, expandMenu, nav, rows } from './support/ui';

const browser = useBrowser();

describe('access control in the UI', () => {
  it('a viewer sees no create, edit, restore or delete actions', async () => {
    const app = await openApp(browser(), { brand: 'avg', role: 'viewer', path: STATIONS });
    try {
      const { page } = app;
      await rows(page).first().waitFor();
      expect(await page.getByRole('link', { name: T.de.create, exact: true }).count()).toBe(0);
      expect(await page.getByRole('button', { name: T.de.create, exact: true }).count()).toBe(0);
      // A row opens the read-only view, not the edit form.
      await rows(page).first().click();
      await page.waitForURL((url) => url.pathname.endsWith('/show'));
      await page.getByRole('button', { name: T.de.versions }).waitFor();
      expect(await page.getByRole('link', { name: 'Bearbeiten' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: T.de.delete }).count()).toBe(0);
      await page.getByRole('button', { name: T.de.versions }).click();
      await page.getByRole('dialog').waitFor();
      expect(await page.getByRole('button', { name: new RegExp(`^${T.de.restore}`) }).count()).toBe(0);
      // The create route itself is refused.
      await page.goto(`${STATIONS}/create`);
      await page.waitForTimeout(1000);
      expect(await page.getByRole('dialog', { name: T.de.createTitle }).count()).toBe(0);
      // The menu does not offer the admin-only user administration; an admin's menu does.
      await expandMenu(page, 'System');
      await expect.poll(() => nav(page).getByText('Benutzerprofile', { exact: false }).count()).toBe(0);
      expect(await nav(page).getByText('Nutzerverwaltung', { exact: true }).count()).toBe(0);
    } finally {
      await app.close();
    }
    assertNoPageErrors(app);
  });

  it('an admin is offered the user administration in the menu', async () => {
    const app = await openApp(browser(), { brand: 'avg', role: 'admin', path: STATIONS });
    try {
      const { page } = app;
      await rows(page).first().waitFor();
      await expandMenu(page, 'System');
      await expect.poll(() => nav(page).getByText('Nutzerverwaltung', { exact: true }).count()).toBe(1);
    } finally {
      await app.close();
    }
    assertNoPageErrors(app);
  });

  it('a planner may create and edit', async () => {
    const app = await openApp(browser(), { brand: 'avg', role: 'planner', path: STATIONS });
    try {
      const { page } = app;
      await rows(page).first().waitFor();
      await page.getByRole('link', { name: T.de.create, exact: true }).waitFor();
      await rows(page).first().click();
      await page.waitForURL((url) => /\/bahnhoeffelist\/[^/]+$/.test(url.pathname));
      await page.getByRole('button', { name: T.de.delete }).waitFor();
    } finally {
      await app.close();
    }
    assertNoPageErrors(app);
  });
});

describe('logout', () => {
  it('logout in the user menu ends the session everywhere: this tab, the other tab, the provider', async () => {
    const app = await openApp(browser(), { brand: 'avg', path: STATIONS });
    try {
      const first = app.page;
      await rows(first).first().waitFor();
      const refreshToken = await first.evaluate(() => JSON.parse(localStorage.getItem('authSession')!).refreshToken as string);
      const second = await app.context.newPage();
      await second.goto(STATIONS);
      await rows(second).first().waitFor();

      await first.getByRole('button', { name: 'Benutzermenü' }).click();
      await first.getByRole('menuitem', { name: 'Abmelden' }).click();
      for (const page of [first, second]) {
        await page.waitForURL((url) => url.pathname === '/');
        await page.locator('input[name="username"]').waitFor();
        expect(await page.evaluate(() => localStorage.getItem('authSession'))).toBeNull();
      }
      expect(await first.evaluate(() => localStorage.getItem('userLanguage'))).toBe('de');
      // The provider ended the session: the refresh token is refused.
      const config = (await (await fetch(`${new URL(first.url()).origin}/api/config`)).json()) as { auth: { url: string; realm: string; clientId: string } };
      const res = await fetch(`${config.auth.url}/realms/${config.auth.realm}/protocol/openid-connect/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'refresh_token', client_id: config.auth.clientId, refresh_token: refreshToken }).toString(),
      });
      expect(res.status).toBe(400);
    } finally {
      await app.close();
    }
    assertNoPageErrors(app);
  });
});
