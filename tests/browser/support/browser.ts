import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
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

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
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

export interface OpenOptions {
  brand?: BrandCode;
  /** Interface language stored under localStorage.userLanguage before the app starts. */
  lang?: UiLang;
  /** Path to open, e.g. '/bahnhoeffelist'. Default '/'. */
  path?: string;
}

/**
 * A new browser context (locale de-DE or it-IT) with localStorage.userLanguage preset
 * (only when the app has not stored a choice yet, so reloads keep the user's choice),
 * and a page on the given path that records page errors and console errors.
 */
export async function openApp(browser: Browser, options: OpenOptions = {}): Promise<AppPage> {
  const lang = options.lang ?? 'de';
  const context = await browser.newContext({
    baseURL: baseUrl(options.brand ?? 'avg'),
    locale: lang === 'de' ? 'de-DE' : 'it-IT',
    timezoneId: 'Europe/Berlin',
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
