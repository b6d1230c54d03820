/**
 * User administration at /admin (issue 3, point 8) against the development realm, in a real
 * Chromium: create an identity, sign in with it in a second browser, disable it from the admin
 * screen (the second browser is sent to the login page on its next API call), unlock a locked
 * account, set roles, reset a password; with a real Keycloak (simulated by answering /api/config
 * with devProvider: false) only the notice where identities are managed.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { assertNoPageErrors, baseUrl, useBrowser, openApp, signIn } from './support/browser';
import { dialog, field, rows } from './support/ui';

const browser = useBrowser();

interface RealmConfig {
  auth: { url: string; realm: string; clientId: string; devProvider: boolean };
}

async function realmConfig(): Promise<RealmConfig> {
  return (await (await fetch(`${baseUrl()}/api/config`)).json()) as RealmConfig;
}

/** A password grant at the realm's token endpoint, as the login page sends it. */
async function passwordGrant(username: string, password: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const { auth } = await realmConfig();
  const res = await fetch(`${auth.url}/realms/${auth.realm}/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', client_id: auth.clientId, username, password }).toString(),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Creates an enabled identity through the realm's admin API (test setup). */
async function createIdentityByApi(username: string, password: string, roles: string[]): Promise<void> {
  const { auth } = await realmConfig();
  const { authSession } = await signIn('avg', 'admin');
  const res = await fetch(`${auth.url}/admin/realms/${auth.realm}/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${authSession.token}` },
    body: JSON.stringify({ username, enabled: true, firstName: 'Lena', lastName: 'Lock', realmRoles: roles, credentials: [{ type: 'password', value: password }] }),
  });
  if (res.status !== 201) throw new Error(`creating ${username}: HTTP ${res.status} ${await res.text()}`);
}

async function identityByApi(username: string): Promise<{ realmRoles?: string[]; enabled: boolean } | undefined> {
  const { auth } = await realmConfig();
  const { authSession } = await signIn('avg', 'admin');
  const res = await fetch(`${auth.url}/admin/realms/${auth.realm}/users?username=${encodeURIComponent(username)}&exact=true`, {
    headers: { authorization: `Bearer ${authSession.token}` },
  });
  return ((await res.json()) as { realmRoles?: string[]; enabled: boolean }[])[0];
}

const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}`;

function rowOf(page: Page, username: string) {
  return rows(page).filter({ has: page.getByRole('cell', { name: username, exact: true }) });
}

/** The "Anmeldekonto" cell of a user's row. */
function statusOf(page: Page, username: string) {
  return rowOf(page, username).getByTestId('identity-status');
}

/** Waits for the list's rows; on timeout says where the page is and what it shows. */
async function listShown(page: Page): Promise<void> {
  try {
    await rows(page).first().waitFor();
  } catch (error) {
    const text = (await page.locator('body').innerText().catch(() => '')).slice(0, 400).replace(/\s+/g, ' ');
    throw new Error(`no list rows at ${page.url()}: "${text}"`, { cause: error });
  }
}

async function openUserList(page: Page): Promise<void> {
  await page.goto('/admin');
  await listShown(page);
}

describe('user administration with the development realm', () => {
  it('creates an identity, and disabling it ends the user\'s session at once', async () => {
    const admin = await openApp(browser(), { role: 'admin', path: '/admin' });
    const username = unique('e2e.');
    const password = 'Startpass-1';
    let user: Awaited<ReturnType<typeof openApp>> | null = null;
    try {
      const { page } = admin;
      await listShown(page);
      // The seeded profile "admin" has the demo identity, "gast" has none.
      await expect.poll(() => statusOf(page, 'admin').innerText()).toBe('Aktiv');
      await expect.poll(() => statusOf(page, 'gast').innerText()).toBe('Kein Konto');
      // Demo identities without a profile are offered beside the list.
      await expect.poll(() => page.getByTestId('identities-without-profile').innerText()).toContain('viewer');

      await page.getByRole('button', { name: 'Konto anlegen', exact: true }).click();
      const create = dialog(page, 'Anmeldekonto anlegen');
      await field(create, 'Benutzername').fill(username);
      await field(create, 'Name').fill('Erika Ende');
      await create.getByRole('checkbox', { name: 'Nur lesen' }).check();
      await field(create, 'Anfangspasswort').fill('kurz');
      await create.getByRole('button', { name: 'Anlegen', exact: true }).click();
      await expect.poll(() => create.innerText()).toContain('Mindestens 8 Zeichen');
      await field(create, 'Anfangspasswort').fill(password);
      await create.getByRole('button', { name: 'Anlegen', exact: true }).click();
      await expect.poll(() => page.getByText(`Konto ${username} angelegt`).count()).toBeGreaterThan(0);
      await expect.poll(() => create.count()).toBe(0);
      await expect.poll(() => statusOf(page, username).innerText()).toBe('Aktiv');
      // The profile was created with the realm roles.
      expect(await rowOf(page, username).innerText()).toContain('Nur lesen');

      // The new user signs in on the login page of a second browser.
      user = await openApp(browser(), { role: false });
      await user.page.locator('input[name="username"]').fill(username);
      await user.page.locator('input[name="password"]').fill(password);
      await user.page.getByRole('button', { name: 'Anmelden', exact: true }).click();
      await user.page.locator('input[name="username"]').waitFor({ state: 'detached' });
      // Signed in: avg lands on the live overview; from there the user opens a list it may read.
      await user.page.waitForURL((url) => url.pathname === '/live');
      await user.page.evaluate(() => {
        window.history.pushState({}, '', '/bahnhoeffelist');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await listShown(user.page);
      await expect.poll(() => user!.page.evaluate(() => Boolean(localStorage.getItem('authSession')))).toBe(true);
      // The token the user's browser holds now: after the disabling the API must refuse it.
      const heldToken = await user.page.evaluate(() => (JSON.parse(localStorage.getItem('authSession') ?? '{}') as { token?: string }).token ?? '');
      expect(heldToken).not.toBe('');

      // The admin disables the user (with confirmation).
      await rowOf(page, username).click();
      await page.getByRole('button', { name: 'Deaktivieren', exact: true }).click();
      const confirm = dialog(page, `Benutzer ${username} deaktivieren?`);
      await confirm.getByRole('button', { name: 'Deaktivieren', exact: true }).click();
      await expect.poll(() => page.getByText(`${username} ist deaktiviert`).count()).toBeGreaterThan(0);
      await expect.poll(() => page.getByRole('button', { name: 'Aktivieren', exact: true }).count()).toBe(1);

      // The user's next API call (an in-app navigation to the station list) is refused: login page.
      const started = Date.now();
      // Another list than the landing one, so that the navigation has to query the API.
      const target = new URL(user.page.url()).pathname === '/bahnhoeffelist' ? '/basislinieedit' : '/bahnhoeffelist';
      await user.page.evaluate((path) => {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, target);
      const seen: string[] = [];
      user.page.on('request', (r) => seen.push(`${r.method()} ${r.url()}`));
      user.page.on('websocket', (ws) => seen.push(`WS ${ws.url()}`));
      await user.page.locator('input[name="username"]').waitFor({ timeout: 10_000 }).catch(async (e: unknown) => {
        const text = (await user!.page.locator('body').innerText()).slice(0, 300);
        throw new Error(`at ${user!.page.url()}: ${text}\nrequests: ${seen.join('\n')}`, { cause: e });
      });
      expect(Date.now() - started).toBeLessThan(10_000);
      // The browser learns it from whichever call comes first (an HTTP 401, or the live
      // subscription closed with 4401); either way the held token is refused from now on.
      const refused = await fetch(`${baseUrl('avg')}/graphql`, {
        method: 'POST',
        headers: { authorization: `Bearer ${heldToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ operatingDay }' }),
      });
      expect(refused.status).toBe(401);
      // The session's end shows the login form at once; the full navigation to '/' follows.
      await expect.poll(() => new URL(user!.page.url()).pathname, { timeout: 5_000 }).toBe('/');
      // And the identity cannot sign in again.
      const again = await passwordGrant(username, password);
      expect(again.body.error_description).toBe('Account disabled');

      await openUserList(page);
      await expect.poll(() => statusOf(page, username).innerText()).toBe('Deaktiviert');
      assertNoPageErrors(admin);
    } finally {
      await user?.close();
      await admin.close();
    }
  });

  it('shows a locked account with its end, unlocks it, sets its roles and resets its password', async () => {
    const username = unique('lock.');
    const password = 'Richtig-123';
    await createIdentityByApi(username, password, ['viewer']);
    let locked: { status: number; body: Record<string, unknown> } | null = null;
    for (let i = 0; i < 8 && !locked; i++) {
      const r = await passwordGrant(username, 'falsch-falsch');
      if (r.body.error_description === 'Account temporarily disabled') locked = r;
    }
    expect(locked?.status).toBe(400);
    expect(Number(locked?.body.lockout_seconds)).toBeGreaterThan(0);
    expect((await passwordGrant(username, password)).body.error_description).toBe('Account temporarily disabled');

    const admin = await openApp(browser(), { role: 'admin', path: '/admin', lang: 'it' });
    try {
      const { page } = admin;
      await listShown(page);
      // No profile yet: create it from the side panel.
      await page.getByRole('button', { name: `Crea profilo: ${username}` }).click();
      await expect.poll(() => page.getByText(`Profilo ${username} creato`).count()).toBeGreaterThan(0);
      // The lock end is in the operator's zone, named when the browser is in another.
      await expect.poll(() => statusOf(page, username).innerText()).toMatch(/^Attivo\s+Bloccato fino alle \d\d:\d\d( \S+)?$/);

      await rowOf(page, username).click();
      await page.getByRole('button', { name: 'Sblocca', exact: true }).click();
      await expect.poll(() => page.getByText(`${username} è sbloccato`).count()).toBeGreaterThan(0);
      await expect.poll(() => page.getByRole('button', { name: 'Sblocca', exact: true }).count()).toBe(0);
      expect((await passwordGrant(username, password)).status).toBe(200);

      // Roles: the realm roles change, and the profile shows the same list.
      await page.getByRole('button', { name: 'Ruoli', exact: true }).click();
      const roles = dialog(page, `Ruoli di ${username}`);
      await roles.getByRole('checkbox', { name: 'Pianificazione' }).check();
      await roles.getByRole('button', { name: 'Salva', exact: true }).click();
      await expect.poll(() => page.getByText(`Ruoli di ${username} salvati`).count()).toBeGreaterThan(0);
      await expect.poll(async () => [...((await identityByApi(username))?.realmRoles ?? [])].sort()).toEqual(['planner', 'viewer']);

      // Password reset, confirmed: the old password stops working, the new one works.
      await page.getByRole('button', { name: 'Reimposta password', exact: true }).click();
      const reset = dialog(page, `Nuova password per ${username}`);
      await field(reset, 'Nuova password').fill('corta');
      await reset.getByRole('button', { name: 'Reimposta password', exact: true }).click();
      await expect.poll(() => reset.innerText()).toContain('Almeno 8 caratteri');
      await field(reset, 'Nuova password').fill('Nuova-Password-9');
      await reset.getByRole('button', { name: 'Reimposta password', exact: true }).click();
      await dialog(page, `Reimpostare la password di ${username}?`).getByRole('button', { name: 'Reimposta', exact: true }).click();
      // At most three toasts are shown at once (src/ui/toastQueue.ts): this one may wait for the oldest to go.
      await expect.poll(() => page.getByText(`Password di ${username} reimpostata`).count(), { timeout: 15_000 }).toBeGreaterThan(0);
      expect((await passwordGrant(username, password)).status).toBe(401);
      expect((await passwordGrant(username, 'Nuova-Password-9')).status).toBe(200);

      await openUserList(page);
      await expect.poll(() => rowOf(page, username).innerText()).toMatch(/Pianificazione.*Sola lettura|Sola lettura.*Pianificazione/s);
      assertNoPageErrors(admin);
    } finally {
      await admin.close();
    }
  });

  it('refuses a username that exists, with the server\'s message in the user\'s language', async () => {
    const admin = await openApp(browser(), { role: 'admin', path: '/admin', lang: 'it' });
    try {
      const { page } = admin;
      await listShown(page);
      await page.getByRole('button', { name: 'Crea account', exact: true }).click();
      const create = dialog(page, 'Crea account di accesso');
      await field(create, 'Nome utente').fill('viewer');
      await field(create, 'Nome').fill('Doppio');
      await create.getByRole('checkbox', { name: 'Sola lettura' }).check();
      await field(create, 'Password iniziale').fill('abbastanza-lunga');
      await create.getByRole('button', { name: 'Crea', exact: true }).click();
      await expect.poll(() => create.getByRole('alert').innerText()).toBe('Esiste già un utente con questo nome utente.');
      assertNoPageErrors(admin);
    } finally {
      await admin.close();
    }
  });
});

describe('user administration with a real Keycloak', () => {
  it('manages profiles only and says where identities are managed (it)', async () => {
    const admin = await openApp(browser(), { role: 'admin', path: '/', lang: 'it' });
    try {
      const { page } = admin;
      // Same server, but /api/config says the realm is a real Keycloak's.
      await page.route('**/api/config', async (route) => {
        const res = await route.fetch();
        const body = (await res.json()) as RealmConfig;
        await route.fulfill({ response: res, json: { ...body, auth: { ...body.auth, devProvider: false } } });
      });
      await page.goto('/admin');
      await listShown(page);
      const notice = page.getByTestId('keycloak-notice');
      await expect.poll(() => notice.innerText()).toContain('Gli account di accesso sono gestiti in Keycloak');
      const { auth } = await realmConfig();
      expect(await notice.getByRole('link').getAttribute('href')).toBe(`${auth.url}/admin/${auth.realm}/console/`);
      expect(await page.getByRole('button', { name: 'Crea account', exact: true }).count()).toBe(0);
      expect(await page.getByTestId('identity-status').count()).toBe(0);
      assertNoPageErrors(admin);
    } finally {
      await admin.close();
    }
  });
});
