import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** Repository root (tests/browser/support -> ../../..). */
export const ROOT = resolve(import.meta.dirname, '..', '..', '..');
export const BRAND_CODES = ['avg', 'sag', 'sws'] as const;
export type BrandCode = (typeof BRAND_CODES)[number];

/** Where builds and server logs go; BROWSER_TMP lets parallel runs use separate directories. */
export const BROWSER_TMP = process.env.BROWSER_TMP ? resolve(process.env.BROWSER_TMP) : join(ROOT, '.tmp');

export function distDir(brand: BrandCode): string {
  return join(BROWSER_TMP, `dist-${brand}`);
}

/** Newest modification time (ms) of a file or of any file below a directory (0 if missing). */
function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestMtime(join(path, entry))), 0);
}

/** Why the brand's build in .tmp/dist-<brand> must be (re)made, or null when it is current. */
function staleBuild(brand: BrandCode): string | null {
  const info = join(distDir(brand), '.build-info.json');
  if (!existsSync(join(distDir(brand), 'index.html')) || !existsSync(info)) return 'no build';
  const { builtAt } = JSON.parse(readFileSync(info, 'utf8')) as { builtAt: number };
  const sources = ['src', 'index.html', 'public', 'vite.config.ts', 'scripts/chunk-groups.mjs', 'scripts/chunk-merge.mjs', 'scripts/first-screen-preload.mjs', 'package-lock.json'].map((p) => join(ROOT, p));
  return Math.max(...sources.map(newestMtime)) > builtAt ? 'sources changed since the build' : null;
}

/** Build the SPA for a brand into .tmp/dist-<brand> unless a current build is there. */
export function ensureBuilt(brand: BrandCode): void {
  const reason = staleBuild(brand);
  if (!reason) return;
  const out = distDir(brand);
  console.log(`[browser tests] building ${brand} into ${out} (${reason})`);
  const builtAt = Date.now();
  const r = spawnSync(join(ROOT, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
    // vitest sets NODE_ENV=test, which would make vite build React's development bundle:
    // slower, and not what users get.
    env: { ...process.env, NODE_ENV: 'production', VITE_BRAND: brand, OUT_DIR: out },
  });
  if (r.status !== 0) throw new Error(`vite build for brand ${brand} failed (exit ${r.status})`);
  writeFileSync(join(out, '.build-info.json'), JSON.stringify({ brand, builtAt }) + '\n');
}

/** A TCP port that was free a moment ago on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolvePort(port));
    });
  });
}

/**
 * A fixed-offset zone (Etc/GMT±N; note the inverted sign: Etc/GMT-2 is UTC+2) whose local time is
 * now between 10:00 and 11:00, so the demo timetable is in full service during the tests.
 */
export function lateMorningZone(now = new Date()): string {
  const offset = ((10 - now.getUTCHours() + 36) % 24) - 12; // -12 … +11 hours from UTC
  return offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

let pinnedZone: string | undefined;

/**
 * The operator's zone for a test server: OPERATOR_TZ if set, else late morning at the first call.
 * Pinned, because lateMorningZone() jumps (from UTC-12 to UTC+11 at 23:00 UTC): a server started
 * before the hour and a test computing after it would disagree on the date.
 */
export function testOperatorZone(): string {
  pinnedZone ??= process.env.OPERATOR_TZ ?? lateMorningZone();
  return pinnedZone;
}

export interface RunningServer {
  brand: BrandCode;
  url: string;
  dataDir: string;
  logFile: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

async function waitReady(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode} before it was ready`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server at ${url} not ready after ${timeoutMs / 1000} s`);
}

export interface StartOptions {
  timeoutMs?: number;
  /** Start from a copy of this (stopped) server's data directory instead of an empty one. */
  copyDataFrom?: string;
  /** Keep the data directory when the server stops (to copy it). */
  keepData?: boolean;
  /** Listen on this port instead of a free one (a restart at the same address). */
  port?: number;
  /** Use this data directory as it is (a restart on the same data) instead of a new one. */
  dataDir?: string;
  /**
   * The operator's time zone, when the test computed one for its own data (a feed generated for
   * "now" there): the server must use the same, even if an hour of UTC began in between.
   */
  operatorTz?: string;
  /** Run the server of another checkout (a bench's baseline revision) with its own build. */
  root?: string;
  staticDir?: string;
  /**
   * Run the server at this lower priority (nice). The Lighthouse bench does, so that the demo's
   * operations engine, which on a real installation runs on another machine than the browser,
   * does not take the measured page's CPU on this two-core machine.
   */
  nice?: number;
}

/**
 * Start the real server (tsx server/main.ts) for one brand: a free port, a fresh data
 * directory (embedded PGlite; demo data loaded on first start, or copied) and the brand's build.
 */
export async function startServer(brand: BrandCode, options: StartOptions = {}): Promise<RunningServer> {
  const run = () => startServerOnce(brand, options);
  try {
    return await run();
  } catch (error) {
    // Known server issue: migrations and demo data run in Fastify's onReady hook, which has
    // Fastify's default 10 s plugin timeout; on a loaded machine the first start can exceed it.
    if (!String((error as Error).message).includes("'onReady' hook timed out")) throw error;
    console.warn(`[browser tests] WARNING: server ${brand} hit Fastify's onReady timeout at start; retrying once`);
    return run();
  }
}

async function startServerOnce(brand: BrandCode, options: StartOptions): Promise<RunningServer> {
  const { timeoutMs = 180_000, copyDataFrom, keepData = false } = options;
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), `leitstelle-browser-${brand}-`));
  if (copyDataFrom) cpSync(copyDataFrom, dataDir, { recursive: true });
  mkdirSync(BROWSER_TMP, { recursive: true });
  // A server at a chosen port logs to its own file (appended across restarts).
  const logFile = join(BROWSER_TMP, `browser-server-${brand}${options.port ? `-${port}` : keepData ? '-seed' : ''}.log`);
  const log = createWriteStream(logFile, { flags: options.port ? 'a' : 'w' });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    STATIC_DIR: options.staticDir ?? distDir(brand),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // The identity provider's URL in /api/config must be the origin the browser uses
    // (127.0.0.1, not the default localhost): the CSP allows connections to 'self' only.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // The live pages need running trains and trains still to come, whatever the hour the tests
    // run at: the operator's zone is chosen so that its local time is late morning.
    OPERATOR_TZ: options.operatorTz ?? testOperatorZone(),
    // Short token lifetime so that refreshes happen during the browser tests (issue 3).
    DEV_IDP_ACCESS_TTL: process.env.DEV_IDP_ACCESS_TTL ?? '30',
  };
  delete env.DATABASE_URL;
  delete env.TEST_DATABASE_URL;
  const root = options.root ?? ROOT;
  const tsx = join(root, 'node_modules', '.bin', 'tsx');
  // `nice` replaces itself with the command (exec), so the child's pid is still the server's.
  const [command, args] = options.nice ? ['nice', ['-n', String(options.nice), tsx, 'server/main.ts']] : [tsx, ['server/main.ts']];
  const child = spawn(command, args, {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  child.on('exit', (code, signal) => {
    log.write(`\n[browser tests] server ${brand} exited: code ${code}, signal ${signal}\n`);
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((r) => child.once('exit', () => r()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    if (!keepData) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitReady(url, child, timeoutMs);
  } catch (error) {
    await stop();
    const tail = existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n') : '';
    throw new Error(`${(error as Error).message} (brand ${brand}); last server output (${logFile}):\n${tail}`);
  }
  return { brand, url, dataDir, logFile, process: child, stop };
}

/**
 * A data directory with the demo data loaded: one server starts on an empty directory (the
 * first start migrates and seeds), then stops. Copies of it start fast, without seeding.
 */
export async function seededDataDir(): Promise<string> {
  const server = await startServer('avg', { keepData: true });
  await server.stop();
  return server.dataDir;
}
