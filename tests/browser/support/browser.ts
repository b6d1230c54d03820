import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import type { Role } from '../../../src/shared/resource/types';
import type { BrandCode } from './servers';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for Debian's Chromium on a closed network, as root, without a GPU. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export type UiLang = 'de' | 'it';

export interface BrowserOptions {
  /** Scroll bars that take room, as in a desktop browser on Windows or Linux (Playwright hides them). */
  scrollBars?: boolean;
}

export function launchBrowser(options: BrowserOptions = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
    ...(options.scrollBars ? { ignoreDefaultArgs: ['--hide-scrollbars'] } : {}),
  });
}

/**
 * One Chromium per test file: launched before the file's tests and closed after them. Call it at
 * the top of a test file; the returned function gives the browser inside tests.
 */
export function useBrowser(options: BrowserOptions = {}): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser(options);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('useBrowser: the browser is launched in beforeAll; call it inside a test');
    return browser;
  };
}

export function baseUrl(brand: BrandCode = 'avg'): string {
  const url = inject('servers')[brand];
  if (!url) throw new Error(`no server for brand ${brand}`);
  return url;
}

export interface AppPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught exceptions in the page: any of them fails the test (see assertNoPageErrors). */
  pageErrors: string[];
  /** console.error output of the page (kept for diagnosis). */
  consoleErrors: string[];
  close(): Promise<void>;
}

/** A demo user of the development identity provider (username = role, password `<role>-demo`). */
/** The demo users of the development realm are named after their roles. */
export type DemoRole = Role;

export interface SignedInSession {
  /** localStorage.authSession as the app writes it (docs/identity-contract.md). */
  authSession: { token: string; refreshToken: string | null; tokenExpiresIn: number | null; tokenGeneratedAt: number; sessionID: string | null };
  /** localStorage.user: the user payload. */
  user: Record<string, unknown>;
}

/**
 * Signs a demo user in the way the login page does: password grant at the realm's token
 * endpoint (from /api/config), then the user payload with the token.
 */
export async function signIn(brand: BrandCode = 'avg', role: DemoRole = 'admin'): Promise<SignedInSession> {
  const base = baseUrl(brand);
  const config = (await (await fetch(`${base}/api/config`)).json()) as { auth: { url: string; realm: string; clientId: string }; userPayloadPath?: string };
  const { url, realm, clientId } = config.auth;
  const res = await fetch(`${url}/realms/${realm}/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', client_id: clientId, username: role, password: `${role}-demo` }).toString(),
  });
  const tokens = (await res.json()) as { access_token?: string; refresh_token?: string; expires_in?: number };
  if (!res.ok || !tokens.access_token) throw new Error(`sign-in of ${role} failed: HTTP ${res.status} ${JSON.stringify(tokens)}`);
  const payload = await fetch(`${base}${config.userPayloadPath ?? '/api/userpayload'}?headless=true&leitstelle-editor=true`, {
    headers: { authorization: `Bearer ${tokens.access_token}` },
  });
  if (payload.status !== 200) throw new Error(`user payload for ${role}: HTTP ${payload.status}`);
  const user = (await payload.json()) as Record<string, unknown>;
  return {
    authSession: {
      token: tokens.access_token,
      refreshToken: tokens.refresh_token ?? null,
      tokenExpiresIn: tokens.expires_in ?? null,
      tokenGeneratedAt: Date.now(),
      sessionID: typeof user.sessionID === 'string' ? user.sessionID : null,
    },
    user,
  };
}

export interface OpenOptions {
  brand?: BrandCode;
  /**
   * Start signed in as this demo user (default 'admin'); `false` = signed out (the login page).
   * The session is put into localStorage once, when the context is created (Playwright
   * storageState), not by an init script: an init script would put the first tokens back on
   * every reload, replaying a rotated refresh token and undoing a logout.
   */
  role?: DemoRole | false;
  /** Interface language stored under localStorage.userLanguage before the app starts. */
  lang?: UiLang;
  /** Path to open, e.g. '/bahnhoeffelist'. Default '/'. */
  path?: string;
  /** The browser's time zone (default Europe/Berlin); the operator's zone is the server's. */
  timezoneId?: string;
}

/**
 * A new browser context (locale de-DE or it-IT) with localStorage.userLanguage preset
 * (only when the app has not stored a choice yet, so reloads keep the user's choice),
 * and a page on the given path that records page errors and console errors.
 */
export async function openApp(browser: Browser, options: OpenOptions = {}): Promise<AppPage> {
  const lang = options.lang ?? 'de';
  const role = options.role ?? 'admin';
  const origin = baseUrl(options.brand ?? 'avg');
  const session = role ? await signIn(options.brand ?? 'avg', role) : null;
  const context = await browser.newContext({
    baseURL: origin,
    ...(session
      ? {
          storageState: {
            cookies: [],
            origins: [
              {
                origin,
                localStorage: [
                  { name: 'authSession', value: JSON.stringify(session.authSession) },
                  { name: 'user', value: JSON.stringify(session.user) },
                ],
              },
            ],
          },
        }
      : {}),
    locale: lang === 'de' ? 'de-DE' : 'it-IT',
    timezoneId: options.timezoneId ?? 'Europe/Berlin',
    viewport: { width: 1440, height: 900 },
  });
  await context.addInitScript((l: string) => {
    try {
      if (!window.localStorage.getItem('userLanguage')) window.localStorage.setItem('userLanguage', l);
    } catch {
      /* error pages and about:blank have no localStorage */
    }
  }, lang);
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  const pageErrors: string[] = [];
  const consoleErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(`${error.name}: ${error.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
  await page.goto(options.path ?? '/');
  return {
    context,
    page,
    pageErrors,
    consoleErrors,
    close: () => context.close(),
  };
}

/** Throws when the page had uncaught exceptions (console errors are printed, not fatal). */
export function assertNoPageErrors(app: AppPage): void {
  if (app.consoleErrors.length > 0) {
    console.warn(`console errors in the page:\n  ${app.consoleErrors.slice(0, 20).join('\n  ')}`);
  }
  if (app.pageErrors.length > 0) {
    throw new Error(`uncaught errors in the page:\n  ${app.pageErrors.join('\n  ')}`);
  }
}

/** After each test of the file: close the app the test opened and fail on its page errors. */
export function closeAfterEach(current: () => AppPage | undefined): void {
  afterEach(async () => {
    const app = current();
    if (app) {
      await app.close();
      assertNoPageErrors(app);
    }
  });
}
