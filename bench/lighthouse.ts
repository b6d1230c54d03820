/**
 * Lighthouse per main screen (npx tsx bench/lighthouse.ts), issue 15.
 *
 * A production start as `npm start` does it (brand avg built into .tmp/dist-avg when outdated, the
 * real server on a free port with a fresh data directory and the demo data), Debian's Chromium
 * launched ONCE with a remote-debugging port, the user signed in through the login form in that
 * browser (playwright-core over CDP), then Lighthouse 12 through its Node API on the same port,
 * so it sees the stored session. Lighthouse's default storage reset clears the HTTP cache and
 * service workers but keeps localStorage, where the session lives: every run loads all code cold.
 *
 * The map's tiles come from a tile server on this machine (bench/support/tileServer.ts), as an
 * operator's own tile server would serve them: the machine has no internet.
 *
 * Per screen and preset (mobile: Moto G Power, 4x CPU slowdown, slow 4G; desktop), simulated
 * throttling, LH_RUNS runs (default 3): the median performance score, TBT, LCP and the script
 * bytes transferred. The same for a bare react-admin app built in the bench
 * (bench/support/bareReactAdmin.ts) as the baseline, in the same run.
 *
 * Targets (issue 15): mobile >= 90 and TBT <= 300 ms on every screen, desktop >= 98, and mobile at
 * least the bare react-admin app's score. Exit code 1 when one is missed.
 *
 * Environment: LH_RUNS (runs per screen and preset), LH_SCREENS (comma-separated paths, e.g.
 * "/,/live"; default all), LH_PRESETS ("mobile,desktop"), LH_BASELINE=none (skip the baseline),
 * LH_JSON=<file> (write the figures as JSON), LH_COMPARE=<revision> (also build and serve that
 * revision and measure it screen by screen, its runs alternating with this checkout's, so that
 * before and after meet the same load on a shared machine; its rows are marked "@<revision>"). The median run's full report per screen and preset is
 * written to .tmp/lighthouse/<screen>-<preset>.json (Lighthouse's diagnostics: long tasks, unused
 * JavaScript, LCP element, render-blocking resources).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Launcher } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Flags, type Result } from 'lighthouse';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_PATH } from '../tests/browser/support/browser';
import { BROWSER_TMP, distDir, ensureBuilt, freePort, ROOT, startServer } from '../tests/browser/support/servers';
import { startBareReactAdmin } from './support/bareReactAdmin';
import { startTileServerForApp } from './support/tileServer';
import { provideModules } from './support/revisionModules';

export const TARGETS = { mobile: 90, desktop: 98, tbtMs: 300 } as const;

type Preset = 'mobile' | 'desktop';
interface Screen {
  name: string;
  path: string;
  /** Signed in as this demo user (password `<user>-demo`); null: signed out. */
  user: 'dispatcher' | 'admin' | null;
}

/**
 * The issue's screens, and the main pages added since ("the new pages as they come"): the
 * Bildfahrplan, the connection manager and the situation report. The dispatcher reads every one
 * of them (docs/roles.md).
 */
const SCREENS: Screen[] = [
  { name: 'login', path: '/', user: null },
  { name: 'live', path: '/live', user: 'dispatcher' },
  { name: 'stations', path: '/bahnhoeffelist', user: 'dispatcher' },
  { name: 'circulation', path: '/circulation', user: 'dispatcher' },
  { name: 'control-center', path: '/control-center', user: 'dispatcher' },
  { name: 'timetable', path: '/fahrplanimport', user: 'dispatcher' },
  { name: 'time-distance', path: '/bildfahrplan', user: 'dispatcher' },
  { name: 'connections', path: '/connectingTripManager', user: 'dispatcher' },
  { name: 'situations', path: '/lagebericht', user: 'dispatcher' },
];

interface RunFigures {
  score: number;
  tbt: number;
  lcp: number;
  fcp: number;
  jsBytes: number;
  /**
   * Lighthouse's measure of the machine's speed (environment.benchmarkIndex; higher is faster):
   * simulated throttling multiplies the tasks as recorded, so a slower machine scores lower.
   */
  cpuIndex: number;
}

interface Row {
  screen: string;
  preset: Preset;
  runs: RunFigures[];
  median: RunFigures;
  load: string;
}

const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');

function figures(lhr: Result): RunFigures {
  const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const summary = lhr.audits['resource-summary']?.details;
  const items = summary && 'items' in summary ? (summary.items as Array<{ resourceType?: string; transferSize?: number }>) : [];
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    tbt: num('total-blocking-time'),
    lcp: num('largest-contentful-paint'),
    fcp: num('first-contentful-paint'),
    jsBytes: items.find((i) => i.resourceType === 'script')?.transferSize ?? 0,
    cpuIndex: Math.round(lhr.environment?.benchmarkIndex ?? NaN),
  };
}

/** The run with the median score (ties: the median TBT), so its report's figures belong together. */
function medianIndex(runs: RunFigures[]): number {
  const order = runs.map((r, i) => ({ r, i })).sort((a, b) => a.r.score - b.r.score || b.r.tbt - a.r.tbt);
  return order[Math.floor((order.length - 1) / 2)].i;
}

/** Chromium with a debugging port, headless, in its own profile. */
export async function launchChromium(): Promise<{ port: number; proc: ChildProcess; profile: string }> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'leitstelle-lh-profile-'));
  // Lighthouse's own launcher's flags (chrome-launcher): among them --disable-renderer-backgrounding,
  // without which Chromium runs the measured tab's renderer at a lower priority (nice 5) than the
  // servers, and the page's tasks grow with whatever else runs.
  const proc = spawn(CHROMIUM_PATH, [
    ...launcherFlags(),
    '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic',
    `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank',
  ], { stdio: 'ignore' });
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    const ok = await fetch(`http://127.0.0.1:${port}/json/version`).then((r) => r.ok, () => false);
    if (ok) return { port, proc, profile };
    await new Promise((r) => setTimeout(r, 200));
  }
  proc.kill('SIGKILL');
  throw new Error(`Chromium (${CHROMIUM_PATH}) did not open its debugging port ${port}`);
}

/**
 * Chromium's own pages that compete with the measured page for the CPU, switched off with the
 * features Lighthouse's launcher already disables: Chromium 156 opens its address bar's
 * suggestion popup as two hidden web pages (chrome://omnibox-popup.top-chrome), even headless,
 * and updates them on every navigation (busy 300 ms in a Lighthouse run's trace, on this
 * 2-core machine the page's tasks grew with it).
 */
const QUIET_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

/** Lighthouse's launcher's flags with QUIET_FEATURES added to its disabled features (one flag: the last one would win). */
export function launcherFlags(): string[] {
  const flags = Launcher.defaultFlags().filter((f) => !f.startsWith('--disable-features='));
  const disabled = Launcher.defaultFlags().find((f) => f.startsWith('--disable-features='))?.slice('--disable-features='.length).split(',') ?? [];
  return [...flags, `--disable-features=${[...disabled, ...QUIET_FEATURES].join(',')}`];
}

/** Signs out (clears the origin's storage) and signs in as `user` through the login form. */
export async function signIn(browser: Browser, base: string, user: string): Promise<void> {
  const context = browser.contexts()[0];
  const page = await context.newPage();
  await page.goto(`${base}/`);
  await page.evaluate(() => localStorage.clear());
  await context.clearCookies();
  await page.goto(`${base}/`);
  await page.locator('input[name="username"]').fill(user);
  await page.locator('input[name="password"]').fill(`${user}-demo`);
  await page.locator('button[type="submit"]').click();
  await page.locator('main#main-content').waitFor({ timeout: 60_000 });
  await page.close();
}

/** Signs out: the login page is what `/` shows then. */
async function signOut(browser: Browser, base: string): Promise<void> {
  const context = browser.contexts()[0];
  const page = await context.newPage();
  await page.goto(`${base}/healthz`);
  await page.evaluate(() => localStorage.clear());
  await context.clearCookies();
  await page.close();
}

/** One Lighthouse run; a run whose trace got lost on a busy machine (NO_NAVSTART, NO_FCP) is repeated, at most twice. */
async function lighthouseOnce(url: string, port: number, preset: Preset): Promise<Result> {
  const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
  const config: Config | undefined = preset === 'desktop' ? desktopConfig : undefined;
  for (let attempt = 0; ; attempt++) {
    const result = await lighthouse(url, flags, config);
    const error = !result ? 'no result' : result.lhr.runtimeError?.message;
    if (result && !error) return result.lhr;
    if (attempt >= 2) throw new Error(`Lighthouse on ${url}: ${error}`);
    console.log(`  (${url} ${preset}: Lighthouse failed, run repeated: ${error})`);
  }
}

const ms = (n: number) => `${Math.round(n).toLocaleString('en')} ms`;
const sec = (n: number) => `${(n / 1000).toFixed(1)} s`;
const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;

function printTable(rows: Row[], baseline: Map<Preset, RunFigures>): string[] {
  const failures: string[] = [];
  console.log('\n| Screen | Preset | Score (runs) | TBT | LCP | FCP | JS (transfer) | Load avg | Verdict |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) {
    const m = row.median;
    const why: string[] = [];
    if (row.screen !== 'bare react-admin' && !row.screen.includes(' @')) {
      if (row.preset === 'mobile') {
        if (m.score < TARGETS.mobile) why.push(`score < ${TARGETS.mobile}`);
        if (m.tbt > TARGETS.tbtMs) why.push(`TBT > ${TARGETS.tbtMs} ms`);
      } else if (m.score < TARGETS.desktop) why.push(`score < ${TARGETS.desktop}`);
      const base = baseline.get(row.preset);
      if (base && m.score < base.score) why.push(`below the baseline (${base.score})`);
    }
    if (why.length) failures.push(`${row.screen} ${row.preset}: ${why.join(', ')}`);
    const scores = row.runs.map((r) => r.score).join('/');
    const verdict = row.screen === 'bare react-admin' ? 'baseline' : row.screen.includes(' @') ? 'earlier revision' : why.length ? why.join(', ') : 'met';
    console.log(`| ${row.screen} | ${row.preset} | **${m.score}** (${scores}) | ${ms(m.tbt)} | ${sec(m.lcp)} | ${sec(m.fcp)} | ${kb(m.jsBytes)} | ${row.load} | ${verdict} |`);
  }
  return failures;
}

/** Builds an earlier revision (a temporary git worktree sharing node_modules) and serves it. */
async function startRevision(rev: string): Promise<{ url: string; stop(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'leitstelle-lh-rev-'));
  const git = (...args: string[]) => {
    const r = spawnSync('git', ['-C', ROOT, ...args], { stdio: 'inherit' });
    if (r.status !== 0) throw new Error(`git ${args.join(' ')} failed`);
  };
  rmSync(dir, { recursive: true, force: true });
  git('worktree', 'add', '--detach', dir, rev);
  provideModules(dir);
  const out = join(dir, '.tmp', 'dist-avg');
  console.log(`earlier revision ${rev}: building brand avg in ${dir}`);
  const build = spawnSync(join(dir, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], {
    cwd: dir, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production', VITE_BRAND: 'avg', OUT_DIR: out },
  });
  if (build.status !== 0) throw new Error(`build of ${rev} failed`);
  const server = await startServer('avg', { root: dir, staticDir: out, nice: 10 });
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      git('worktree', 'remove', '--force', dir);
    },
  };
}

export async function runLighthouseBench(): Promise<boolean> {
  const runs = Number(process.env.LH_RUNS ?? 3);
  const only = process.env.LH_SCREENS?.split(',').map((s) => s.trim());
  const presets = (process.env.LH_PRESETS ?? 'mobile,desktop').split(',').map((s) => s.trim()) as Preset[];
  const screens = SCREENS.filter((s) => !only || only.includes(s.path));
  const reportDir = join(BROWSER_TMP, 'lighthouse');
  mkdirSync(reportDir, { recursive: true });
  // A long token lifetime: a refresh during a Lighthouse run would be work the screen does not do.
  process.env.DEV_IDP_ACCESS_TTL ??= '3600';
  console.log(`lighthouse bench: ${runs} run(s) per screen and preset, presets ${presets.join(', ')}; load average at start ${load()}`);

  // The map's tiles from this machine (bench/support/tileServer.ts), before the servers start.
  const tiles = await startTileServerForApp();

  ensureBuilt('avg');
  // The servers at a lower priority: on a real installation the operations engine runs on another
  // machine than the dispatcher's browser; here it would share the page's two cores.
  const server = await startServer('avg', { nice: 10 });
  const compareRev = process.env.LH_COMPARE;
  const earlier = compareRev ? await startRevision(compareRev) : null;
  const chrome = await launchChromium();
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const bare = process.env.LH_BASELINE === 'none' ? null : await startBareReactAdmin(ROOT);
  const rows: Row[] = [];
  // The identity provider's URL in /api/config is PUBLIC_URL (127.0.0.1:<port>), as in the tests.
  // With LH_COMPARE the earlier revision's server is measured too, its runs alternating with this
  // checkout's, so both meet the same load on a shared machine.
  const apps = [...(earlier ? [{ label: compareRev ?? '', base: earlier.url }] : []), { label: 'now', base: server.url }];
  try {
    console.log(`server ${server.url} (build ${distDir('avg')})${earlier ? `, ${compareRev} at ${earlier.url}` : ''}, Chromium on port ${chrome.port}`);
    const measure = async (name: string, path: string, targets: { label: string; base: string }[]) => {
      for (const preset of presets) {
        const before = load();
        const figs = new Map<string, RunFigures[]>(targets.map((t) => [t.label, []]));
        const reports = new Map<string, Result[]>(targets.map((t) => [t.label, []]));
        for (let i = 0; i < runs; i++) {
          for (const t of targets) {
            const lhr = await lighthouseOnce(`${t.base}${path}`, chrome.port, preset);
            figs.get(t.label)!.push(figures(lhr));
            reports.get(t.label)!.push(lhr);
          }
        }
        const loadText = `${before} → ${load()}`;
        for (const t of targets) {
          const all = figs.get(t.label)!;
          const m = medianIndex(all);
          const screen = t.label === 'now' ? name : `${name} @${t.label}`;
          writeFileSync(join(reportDir, `${screen.replace(/[^\w.-]+/g, '_')}-${preset}.json`), JSON.stringify(reports.get(t.label)![m]));
          const row: Row = { screen, preset, runs: all, median: all[m], load: loadText };
          rows.push(row);
          console.log(`  ${screen} ${preset}: score ${row.median.score} (${all.map((r) => r.score).join('/')}), TBT ${ms(row.median.tbt)}, LCP ${sec(row.median.lcp)}, JS ${kb(row.median.jsBytes)}; load ${row.load}; CPU index ${all.map((r) => r.cpuIndex).join('/')}`);
        }
      }
    };
    if (bare) await measure('bare react-admin', '/#/posts', [{ label: 'now', base: bare.url }]);
    let signedInAs: string | null = null;
    for (const screen of screens) {
      if (screen.user !== signedInAs) {
        for (const app of apps) {
          if (screen.user) await signIn(browser, app.base, screen.user);
          else await signOut(browser, app.base);
        }
        signedInAs = screen.user;
      }
      await measure(screen.name, screen.path, apps);
    }
  } finally {
    await browser.close().catch(() => undefined);
    chrome.proc.kill('SIGTERM');
    await bare?.stop();
    await server.stop();
    await earlier?.stop();
    await tiles.close();
    rmSync(chrome.profile, { recursive: true, force: true });
  }
  const baseline = new Map(rows.filter((r) => r.screen === 'bare react-admin').map((r) => [r.preset, r.median] as const));
  const failures = printTable(rows, baseline);
  console.log(`\nload average at the end: ${load()} (2 cores; other work on the machine changes the figures)`);
  console.log(`median reports: ${reportDir}`);
  if (process.env.LH_JSON) writeFileSync(resolve(process.env.LH_JSON), JSON.stringify({ at: new Date().toISOString(), rows }, null, 2));
  if (failures.length) console.log(`\ntargets missed:\n  ${failures.join('\n  ')}`);
  else console.log('\nevery target met');
  return failures.length === 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  runLighthouseBench().then(
    (ok) => process.exit(ok ? 0 : 1),
    (error: unknown) => {
      console.error(error);
      process.exit(2);
    },
  );
}
