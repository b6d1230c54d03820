/**
 * JavaScript loaded by the browser, per screen (npx tsx bench/bundle.ts).
 *
 * Builds the SPA for brand avg into .tmp/dist-avg unless a current build exists
 * (BENCH_REBUILD=1 forces one), starts the real server on a free port with a fresh data
 * directory, opens Debian's Chromium headless and records every JavaScript response:
 *   (a)  first screen: "/" in a fresh context (logged out). With identity in place that is the
 *        login page; without it, the shell. The issue's target (150 KB gzip) applies here.
 *   (a2) when there is a login page: what signing in as admin (password admin-demo) adds, on
 *        the page the user lands on;
 *   (s)  the logged-in shell alone: "/" (Home) in a fresh context with the stored session;
 *   (s2) what the first pointer movement then fetches (the tooltips' code, loaded on the first
 *        interaction; the pointer rests away from the page until then);
 *   (b)  what navigating from the shell to the station list adds (menu click); and
 *   (c)  the station list opened directly: "/bahnhoeffelist" in a fresh context (with the
 *        session when there is a login).
 *   (d)  every custom page opened directly with the session (circulation list, control centre,
 *        live overview, vehicle messages, timetable import, demo control, and any page added to
 *        src/shell/customPages.ts later), each against its budget (issue 15): the signed-in shell
 *        at most 200 KB gzip, any screen at most 300 KB; the exit code is 1 when one is over.
 * Then the same screens of a baseline revision (BENCH_BASELINE, default 2c0cd2a: the revision
 * before issue 10 "One way to build a page"; BENCH_BASELINE=none skips it), built and served from
 * a temporary git worktree in the same run, and a before/after table per screen.
 * Sizes per file and per screen: "raw" is the decoded body; "gzip-9" is that body compressed by
 * the bench (zlib level 9, independent of the server); "wire" is the body size as transferred
 * (with the server's Content-Encoding, e.g. br), from Chromium's network data.
 */
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page, type Response } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/browser/support/browser';
import { distDir, ensureBuilt, ROOT, startServer, type RunningServer } from '../tests/browser/support/servers';
import { CUSTOM_PAGES } from '../src/shell/customPages';
import { provideModules } from './support/revisionModules';

export const TARGET_FIRST_SCREEN_GZIP = 150 * 1024;
const LOGIN = { username: 'admin', password: 'admin-demo' };
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

interface JsFile {
  url: string;
  raw: number;
  gzip: number;
  wire: number | null;
  encoding: string;
}

interface Totals {
  count: number;
  raw: number;
  gzip: number;
  wire: number;
  /** Files whose wire size Chromium did not report (counted at their raw size in `wire`). */
  wireUnknown: number;
}

class JsRecorder {
  readonly files: JsFile[] = [];
  private readonly pending: Promise<void>[] = [];

  constructor(page: Page) {
    page.on('response', (response: Response) => {
      const type = response.headers()['content-type'] ?? '';
      const isJs = /javascript|ecmascript/.test(type) || /\.m?js(\?|$)/.test(response.url());
      if (!isJs || response.status() !== 200) return;
      // A chunk that arrives after the measurement (a preload while the page closes) has no
      // body to read any more; it is not part of what the screen loaded.
      this.pending.push(this.record(response).catch((error: unknown) => {
        if (!page.isClosed() && !/has been closed/.test(String(error))) throw error;
      }));
    });
  }

  private async record(response: Response): Promise<void> {
    const body = await response.body();
    const sizes = await response.request().sizes().catch(() => null);
    this.files.push({
      url: new URL(response.url()).pathname,
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
      wire: sizes ? sizes.responseBodySize : null,
      encoding: response.headers()['content-encoding'] ?? 'identity',
    });
  }

  /** Waits until the network is idle and every response body has been read. */
  async settle(page: Page): Promise<void> {
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    await Promise.all(this.pending);
  }
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function totals(files: JsFile[]): Totals {
  return {
    count: files.length,
    raw: files.reduce((s, f) => s + f.raw, 0),
    gzip: files.reduce((s, f) => s + f.gzip, 0),
    wire: files.reduce((s, f) => s + (f.wire ?? f.raw), 0),
    wireUnknown: files.filter((f) => f.wire === null).length,
  };
}

function verdict(gzip: number, target: number): string {
  return gzip <= target ? 'MET' : `MISSED by ${kb(gzip - target)}`;
}

function report(title: string, files: JsFile[], target?: number): Totals {
  const t = totals(files);
  console.log(`\n${title}`);
  for (const f of [...files].sort((a, b) => b.gzip - a.gzip)) {
    const wire = f.wire === null ? '?' : kb(f.wire);
    console.log(`  ${f.url.padEnd(48)} raw ${kb(f.raw).padStart(9)}  gzip-9 ${kb(f.gzip).padStart(9)}  wire ${wire.padStart(9)} (${f.encoding})`);
  }
  const unknown = t.wireUnknown ? ` (${t.wireUnknown} without a reported wire size, counted raw)` : '';
  const goal = target === undefined ? '' : `\n  target <= ${kb(target)} gzip: ${verdict(t.gzip, target)}`;
  console.log(`  => ${t.count} JS files: raw ${kb(t.raw)}, gzip-9 ${kb(t.gzip)} (${t.gzip} bytes), wire ${kb(t.wire)}${unknown}${goal}`);
  return t;
}

const line = (t: Totals) => `${t.count} files, raw ${kb(t.raw)}, gzip-9 ${kb(t.gzip)}, wire ${kb(t.wire)}`;

const VIEWPORT = { width: 1280, height: 720 };

async function openPage(browser: Browser, storageState?: StorageState): Promise<{ context: BrowserContext; page: Page; rec: JsRecorder }> {
  const context = await browser.newContext({ locale: 'de-DE', storageState, viewport: VIEWPORT });
  const page = await context.newPage();
  // The pointer rests in the content area, not at Playwright's default (0, 0), which lies on
  // the app bar's sidebar button: hovering it fetches the tooltip code, which is loaded on
  // demand and is not part of any screen.
  await page.mouse.move(VIEWPORT.width - 10, VIEWPORT.height - 10);
  return { context, page, rec: new JsRecorder(page) };
}

/** The shell is on screen: its layout's <main> and the sidebar navigation. */
async function waitForShell(page: Page): Promise<void> {
  await page.locator('main#main-content').waitFor();
  await page.locator('nav').first().waitFor();
}

async function openStationListFromMenu(page: Page): Promise<void> {
  const link = page.locator('a[href$="/bahnhoeffelist"]').first();
  if ((await link.count()) === 0) throw new Error('no menu link to /bahnhoeffelist in the shell');
  if (!(await link.isVisible())) {
    // The entry sits in a collapsed menu group: open the groups until it shows.
    for (const group of await page.getByRole('button', { expanded: false }).all()) {
      if (await link.isVisible()) break;
      await group.click().catch(() => undefined);
    }
  }
  await link.click();
  await page.waitForURL(/\/bahnhoeffelist/);
  await page.locator('table tbody tr').first().waitFor();
}

/**
 * Where to open the app. The built-in development identity provider is served by the app's own
 * server, and the Content-Security-Policy lets the page talk only to its own origin: open the
 * app under the host name /api/config gives for the identity provider (localhost or 127.0.0.1)
 * when it is this server, else under the server's address.
 */
async function appOrigin(serverUrl: string): Promise<string> {
  const res = await fetch(`${serverUrl}/api/config`).catch(() => null);
  if (!res?.ok) return serverUrl;
  const body = (await res.json().catch(() => null)) as { auth?: { url?: unknown } } | null;
  const idp = typeof body?.auth?.url === 'string' ? new URL(body.auth.url) : null;
  return idp && idp.port === new URL(serverUrl).port ? idp.origin : serverUrl;
}


/** Screens compared with the baseline: opened directly in a fresh context with the session. */
const NAMED_SCREENS = [
  { name: 'shell (Home)', path: '/' },
  { name: 'station list', path: '/bahnhoeffelist' },
  { name: 'circulation list', path: '/circulation' },
  { name: 'control centre', path: '/control-center' },
  { name: 'live overview', path: '/live' },
  { name: 'vehicle messages', path: '/vehicle_message' },
  { name: 'timetable import', path: '/fahrplanimport' },
  { name: 'demo control', path: '/demo' },
];
/** Every custom page is measured, also one added later (named by its path), so the budget covers it. */
const SCREENS = [
  ...NAMED_SCREENS,
  ...CUSTOM_PAGES.filter((p) => !p.path.includes(':') && !NAMED_SCREENS.some((s) => s.path === p.path)).map((p) => ({ name: p.path, path: p.path })),
];

/**
 * Budgets per screen opened directly, gzip-9 (issue 15): the signed-in shell at most 200 KB, any
 * screen (the login page too) at most 300 KB.
 */
export const BUDGET_SHELL_GZIP = 200 * 1024;
export const BUDGET_SCREEN_GZIP = 300 * 1024;
const SHELL_SCREEN = 'shell (Home)';

/** Prints each screen against its budget; false when one is over. */
function checkBudgets(screens: ScreenSizes): boolean {
  console.log('\nbudget per screen opened directly (gzip-9; shell <= 200 KB, any screen <= 300 KB):');
  let ok = true;
  for (const [name, t] of Object.entries(screens)) {
    const budget = name === SHELL_SCREEN ? BUDGET_SHELL_GZIP : BUDGET_SCREEN_GZIP;
    const over = t.gzip > budget;
    ok &&= !over;
    console.log(`  ${name.padEnd(18)} ${kb(t.gzip).padStart(9)} of ${kb(budget).padStart(9)}  ${over ? `OVER by ${kb(t.gzip - budget)}` : 'ok'}`);
  }
  console.log(ok ? '  => every screen within its budget' : '  => some screen is over its budget');
  return ok;
}

type ScreenSizes = Record<string, Totals>;

/** Signs in through the login form; the stored session, or undefined when there is no login page. */
async function signIn(browser: Browser, base: string): Promise<{ login: Totals; session: StorageState | undefined }> {
  const first = await openPage(browser);
  await first.page.goto(`${base}/`);
  const password = first.page.locator('input[name="password"]');
  await password.or(first.page.locator('main#main-content')).first().waitFor();
  await first.rec.settle(first.page);
  const login = totals(first.rec.files);
  if (!(await password.isVisible())) {
    await first.context.close();
    return { login, session: undefined };
  }
  await first.page.locator('input[name="username"]').fill(LOGIN.username);
  await password.fill(LOGIN.password);
  await first.page.locator('button[type="submit"]').click();
  await waitForShell(first.page);
  const session = await first.context.storageState();
  await first.context.close();
  return { login, session };
}

/** JavaScript of each screen in SCREENS plus the login page, against one running server. */
async function measureScreens(browser: Browser, server: RunningServer, print: boolean): Promise<ScreenSizes> {
  const base = await appOrigin(server.url);
  const { login, session } = await signIn(browser, base);
  const out: ScreenSizes = { 'login page': login };
  for (const screen of SCREENS) {
    const { context, page, rec } = await openPage(browser, session);
    await page.goto(`${base}${screen.path}`);
    await waitForShell(page);
    await rec.settle(page);
    out[screen.name] = print ? report(`(d) ${screen.name}: ${screen.path} opened directly`, [...rec.files]) : totals(rec.files);
    await context.close();
  }
  return out;
}

/** Builds and serves a revision from a temporary worktree (sharing this checkout's node_modules). */
async function withBaseline<T>(rev: string, use: (server: RunningServer) => Promise<T>): Promise<T> {
  const dir = join(tmpdir(), `leitstelle-bench-${rev.replace(/[^\w.-]/g, '_')}`);
  const git = (...args: string[]) => {
    const r = spawnSync('git', ['-C', ROOT, ...args], { stdio: 'inherit' });
    if (r.status !== 0) throw new Error(`git ${args.join(' ')} failed`);
  };
  if (existsSync(dir)) git('worktree', 'remove', '--force', dir);
  git('worktree', 'add', '--detach', dir, rev);
  try {
    provideModules(dir);
    const out = join(dir, '.tmp', 'dist-avg');
    console.log(`\nbaseline ${rev}: building brand avg in ${dir}`);
    const build = spawnSync(join(dir, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], {
      cwd: dir, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production', VITE_BRAND: 'avg', OUT_DIR: out },
    });
    if (build.status !== 0) throw new Error(`baseline build of ${rev} failed`);
    const server = await startServer('avg', { root: dir, staticDir: out });
    try {
      return await use(server);
    } finally {
      await server.stop();
    }
  } finally {
    git('worktree', 'remove', '--force', dir);
  }
}

/** Before/after per screen; a screen that loads more JavaScript than before is marked MORE. */
function compare(rev: string, before: ScreenSizes, after: ScreenSizes): boolean {
  console.log(`\nbefore (${rev}) / after (this checkout), gzip-9 per screen opened directly:`);
  let worse = false;
  for (const name of Object.keys(after)) {
    const b = before[name];
    const a = after[name];
    if (!b) {
      console.log(`  ${name.padEnd(18)} before: not served   after ${kb(a.gzip).padStart(9)}`);
      continue;
    }
    const delta = a.gzip - b.gzip;
    const more = delta > 0;
    worse ||= more;
    const sign = delta > 0 ? '+' : '';
    console.log(`  ${name.padEnd(18)} before ${kb(b.gzip).padStart(9)}  after ${kb(a.gzip).padStart(9)}  ${sign}${kb(delta).padStart(9)}  ${more ? 'MORE' : 'ok'}`);
  }
  console.log(worse ? '  => some screen loads more JavaScript than before' : '  => no screen loads more JavaScript than before');
  return !worse;
}

export interface BundleBenchResult {
  firstScreenGzip: number;
  firstScreenIsLogin: boolean;
  shellGzip: number;
  stationListGzip: number;
  /** No screen loads more than at the baseline revision (null: not compared). */
  notMoreThanBaseline: boolean | null;
  /** Every screen within its budget (shell 200 KB, any screen 300 KB gzip). */
  withinBudget: boolean;
}

/** The revision before issue 10 ("One way to build a page"). */
const DEFAULT_BASELINE = '2c0cd2a';

export async function runBundleBench(): Promise<BundleBenchResult> {
  // Every screen opens in a fresh context from one stored session: with the tests' 30 s tokens a
  // refresh in one context would rotate the refresh token and sign the later ones out.
  process.env.DEV_IDP_ACCESS_TTL ??= '3600';
  if (process.env.BENCH_REBUILD === '1') rmSync(distDir('avg'), { recursive: true, force: true });
  ensureBuilt('avg');
  const server = await startServer('avg');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    const base = await appOrigin(server.url);
    console.log(`bundle bench: brand avg, build ${distDir('avg')}, server ${base}`);

    // (a) "/" logged out.
    const first = await openPage(browser);
    await first.page.goto(`${base}/`);
    const password = first.page.locator('input[name="password"]');
    await password.or(first.page.locator('main#main-content')).first().waitFor();
    await first.rec.settle(first.page);
    const isLogin = await password.isVisible();
    const a = report(`(a) first screen: / logged out${isLogin ? ' (login page)' : ' (shell: this build has no login page)'}`, [...first.rec.files], TARGET_FIRST_SCREEN_GZIP);

    let session: StorageState | undefined;
    let shell: { page: Page; rec: JsRecorder; context: BrowserContext; files: JsFile[] };
    if (isLogin) {
      const before = first.rec.files.length;
      await first.page.locator('input[name="username"]').fill(LOGIN.username);
      await password.fill(LOGIN.password);
      await first.page.locator('button[type="submit"]').click();
      await waitForShell(first.page);
      await first.rec.settle(first.page);
      const landed = new URL(first.page.url()).pathname;
      report(`(a2) added by signing in as ${LOGIN.username} (lands on ${landed})`, first.rec.files.slice(before));
      report('     login page + first screen after sign-in', [...first.rec.files]);
      session = await first.context.storageState();
      await first.context.close();
      // (s) the logged-in shell alone.
      const s = await openPage(browser, session);
      await s.page.goto(`${base}/`);
      await waitForShell(s.page);
      await s.rec.settle(s.page);
      shell = { ...s, files: [...s.rec.files] };
    } else {
      shell = { ...first, files: [...first.rec.files] };
    }
    const sh = isLogin ? report('(s) logged-in shell: / (Home) with a stored session', shell.files) : a;

    // (s2) the first pointer movement fetches the tooltips' code (src/shell/LazyTooltip.tsx).
    await shell.page.mouse.move(VIEWPORT.width / 2, VIEWPORT.height / 2, { steps: 5 });
    await shell.rec.settle(shell.page);
    const interacted = shell.rec.files.length;
    const s2 = report('(s2) added by the first pointer movement (tooltips)', shell.rec.files.slice(shell.files.length));

    // (b) the station list from the shell's menu.
    await openStationListFromMenu(shell.page);
    await shell.rec.settle(shell.page);
    report('(b) added by navigating from the shell to the station list (menu click)', shell.rec.files.slice(interacted));
    const b = report('    shell + first pointer movement + station list', [...shell.rec.files]);
    await shell.context.close();

    // (c) the station list opened directly.
    const direct = await openPage(browser, session);
    await direct.page.goto(`${base}/bahnhoeffelist`);
    await direct.page.locator('table tbody tr').first().waitFor();
    await direct.rec.settle(direct.page);
    const c = report(`(c) station list opened directly: /bahnhoeffelist${isLogin ? ' (stored session)' : ''}`, [...direct.rec.files]);
    await direct.context.close();

    console.log('\nsummary (brand avg; gzip-9 = compressed by the bench, wire = as the server sent it):');
    console.log(`  (a) first screen ${isLogin ? '(login page)' : '(shell)'}: ${line(a)}; target ${kb(TARGET_FIRST_SCREEN_GZIP)} gzip: ${verdict(a.gzip, TARGET_FIRST_SCREEN_GZIP)}`);
    if (isLogin) console.log(`  (s) logged-in shell (Home): ${line(sh)}; against ${kb(TARGET_FIRST_SCREEN_GZIP)}: ${verdict(sh.gzip, TARGET_FIRST_SCREEN_GZIP)} (the target is set for the first screen)`);
    console.log(`  (s2) then at the first pointer movement (tooltips): ${line(s2)}`);
    console.log(`  (b) shell + first pointer movement + station list via the menu: ${line(b)}`);
    console.log(`  (c) station list opened directly: ${line(c)}`);
    const screens = await measureScreens(browser, server, true);
    const withinBudget = checkBudgets(screens);
    await server.stop();
    const rev = process.env.BENCH_BASELINE ?? DEFAULT_BASELINE;
    let notMore: boolean | null = null;
    if (rev !== 'none') {
      // BENCH_LIST_BASELINE=1: the baseline's files per screen too, to compare them file by file.
      const list = process.env.BENCH_LIST_BASELINE === '1';
      const before = await withBaseline(rev, (baseline) => measureScreens(browser, baseline, list));
      notMore = compare(rev, before, screens);
    }
    if (!withinBudget) console.log('\nsome screen is over its budget (see "budget per screen" above)');
    return { firstScreenGzip: a.gzip, firstScreenIsLogin: isLogin, shellGzip: sh.gzip, stationListGzip: b.gzip, notMoreThanBaseline: notMore, withinBudget };
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  runBundleBench().then(
    (result) => process.exit(result.withinBudget ? 0 : 1),
    (error: unknown) => {
      console.error(error);
      process.exit(2);
    },
  );
}
