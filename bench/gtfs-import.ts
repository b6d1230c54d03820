/**
 * GTFS import bench (issue 11, item 4): a generated feed (default 600,000 stop times) imported by
 * the real server, the way a planner does it: upload to POST /api/timetable/imports, poll the job
 * until it is done. While the import runs, two clients ask GET /healthz and a station list
 * (GraphQL allStations, 25 rows, with its count) every 50 ms each (the next request 50 ms after
 * the last answer) and record how long each answer took.
 *
 * Run: npx tsx bench/gtfs-import.ts [stopTimes=600000] [rounds=1]
 *   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres): a PostgreSQL server
 *     where each server run gets a fresh database, dropped afterwards;
 *   BENCH_BASELINE (default f86e044, main before the import stopped stalling the server; 'none'
 *     skips it): that revision runs the same way from a temporary git worktree in the same run
 *     (sharing this checkout's node_modules), and is printed first.
 *
 * Each round starts a fresh server process (node --import tsx server/main.ts, first start: the
 * stations and the demo timetable are seeded and the live simulation runs, as in production), on
 * PGlite (a temporary DATA_DIR) and on PostgreSQL. Printed per revision and database: the import's
 * time as the job reports it (upload received → done) and stop times per second; the upload time;
 * p95 and max of both polled requests; the server's peak RSS; PASS/FAIL against the targets
 * (>= 100,000 stop times/s on PostgreSQL, >= 70,000/s on PGlite, max <= 250 ms on both). The load
 * average and "the machine's own stall" (the longest event-loop delay of this process doing 5 ms
 * slices of work for 2 s: the operating system's share of any delay) are printed with them.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { generateGtfsFeed } from '../tests/support/gtfsFeed';
import { provideModules } from './support/revisionModules';

const SIZE = Number(process.argv[2] ?? 600_000);
const ROUNDS = Number(process.argv[3] ?? 1);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BASELINE = process.env.BENCH_BASELINE ?? 'f86e044';
const TARGET_PER_S = { pglite: 70_000, postgres: 100_000 } as const;
const MAX_WAIT_MS = 250;
const POLL_MS = 50;
const ROOT = resolve(import.meta.dirname, '..');
const LIST = '{ items: allStations(page: 0, perPage: 25) { id name } total: _allStationsMeta { count } }';

type Target = keyof typeof TARGET_PER_S;

interface Round {
  importMs: number;
  uploadMs: number;
  health: number[];
  list: number[];
  peakRssMb: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => ok(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

/** Peak resident set of a process (VmHWM, Linux), in MB. */
function peakRssMb(pid: number): number {
  const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

/** The longest event-loop delay of 5 ms work slices with a yield after each, over `ms`. */
async function machineStallMs(ms = 2000): Promise<number> {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const until = performance.now() + ms;
  while (performance.now() < until) {
    const end = performance.now() + 5;
    while (performance.now() < end) { /* busy */ }
    await new Promise((r) => setImmediate(r));
    await sleep(0);
  }
  loop.disable();
  return loop.max / 1e6;
}

interface Server {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

async function startServer(root: string, target: Target): Promise<Server> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'leitstelle-bench-import-'));
  let databaseUrl = '';
  let dropDatabase = async () => undefined;
  if (target === 'postgres') {
    const name = `leitstelle_bench_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const u = new URL(ADMIN_URL);
    u.pathname = `/${name}`;
    databaseUrl = u.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: url, LOG_LEVEL: 'warn', STATIC_DIR: join(dataDir, 'no-spa'), DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase();
  };
  try {
    for (let i = 0; ; i++) {
      if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode})`);
      if (i > 1200) throw new Error('server not ready after 300 s');
      try {
        if ((await fetch(`${url}/readyz`)).ok) break;
      } catch {
        /* not listening yet */
      }
      await sleep(250);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, child, stop };
}

async function token(url: string): Promise<string> {
  const body = new URLSearchParams({ grant_type: 'password', client_id: 'leitstelle-web', username: 'admin', password: 'admin-demo' });
  const res = await fetch(`${url}/realms/leitstelle/protocol/openid-connect/token`, { method: 'POST', body });
  if (!res.ok) throw new Error(`token: HTTP ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** Sends request every POLL_MS (after the last answer) until stop(); each answer's time in ms. */
async function poll(request: () => Promise<Response>, stop: () => boolean): Promise<number[]> {
  const times: number[] = [];
  while (!stop()) {
    const started = performance.now();
    const res = await request();
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`poll: HTTP ${res.status}`);
    times.push(performance.now() - started);
    await sleep(POLL_MS);
  }
  return times;
}

async function importOnce(root: string, target: Target, zip: Buffer): Promise<Round> {
  const server = await startServer(root, target);
  try {
    const { url } = server;
    const tok = await token(url);
    const auth = { authorization: `Bearer ${tok}` };
    // The live day of the seeded demo timetable is being built right after the start: let it settle.
    await sleep(3000);
    const form = new FormData();
    form.append('name', 'Bench');
    form.append('file', new Blob([new Uint8Array(zip)], { type: 'application/zip' }), 'bench.zip');
    let over = false;
    const health = poll(() => fetch(`${url}/healthz`), () => over);
    const list = poll(() => fetch(`${url}/graphql`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ query: LIST }) }), () => over);
    const uploadStarted = performance.now();
    try {
      const res = await fetch(`${url}/api/timetable/imports`, { method: 'POST', headers: auth, body: form });
      if (res.status !== 202) throw new Error(`import: HTTP ${res.status} ${await res.text()}`);
      const uploadMs = performance.now() - uploadStarted;
      const { id } = (await res.json()) as { id: string };
      for (;;) {
        await sleep(100);
        const job = (await (await fetch(`${url}/api/timetable/imports/${id}`, { headers: auth })).json()) as {
          phase: string; startedAt: string; finishedAt: string | null; error: string | null; problems: unknown[]; stats: { stopTimes: number } | null;
        };
        if (job.phase === 'failed') throw new Error(`import failed: ${job.error ?? JSON.stringify(job.problems.slice(0, 3))}`);
        if (job.phase !== 'done') continue;
        if (job.stats?.stopTimes !== SIZE) throw new Error(`imported ${job.stats?.stopTimes} stop times, expected ${SIZE}`);
        over = true;
        const importMs = Date.parse(job.finishedAt!) - Date.parse(job.startedAt);
        return { importMs, uploadMs, health: await health, list: await list, peakRssMb: peakRssMb(server.child.pid!) };
      }
    } finally {
      over = true;
      await Promise.allSettled([health, list]);
    }
  } finally {
    await server.stop();
  }
}

/** Runs `use` with a temporary worktree of `rev` (sharing this checkout's node_modules). */
async function withWorktree<T>(rev: string, use: (root: string) => Promise<T>): Promise<T> {
  const dir = join(tmpdir(), `leitstelle-bench-import-${rev.replace(/[^\w.-]/g, '_')}`);
  const git = (...args: string[]) => {
    const r = spawnSync('git', ['-C', ROOT, ...args], { stdio: ['ignore', 'ignore', 'inherit'] });
    if (r.status !== 0) throw new Error(`git ${args.join(' ')} failed`);
  };
  if (existsSync(dir)) git('worktree', 'remove', '--force', dir);
  git('worktree', 'add', '--detach', dir, rev);
  try {
    provideModules(dir);
    return await use(dir);
  } finally {
    git('worktree', 'remove', '--force', dir);
  }
}

function row(label: string, target: Target, rounds: Round[], judge: boolean): boolean {
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const importMs = median(rounds.map((r) => r.importMs));
  const rate = Math.round(SIZE / (importMs / 1000));
  const health = rounds.flatMap((r) => r.health).sort((a, b) => a - b);
  const list = rounds.flatMap((r) => r.list).sort((a, b) => a - b);
  const worst = Math.max(health.at(-1) ?? 0, list.at(-1) ?? 0);
  const ok = rate >= TARGET_PER_S[target] && worst <= MAX_WAIT_MS;
  const verdict = judge ? `${ok ? 'PASS' : 'FAIL'} (>= ${TARGET_PER_S[target]}/s, max <= ${MAX_WAIT_MS} ms)` : '-';
  console.log([
    label.padEnd(10), target.padEnd(8), (importMs / 1000).toFixed(2).padStart(8), String(rate).padStart(12),
    (median(rounds.map((r) => r.uploadMs)) / 1000).toFixed(2).padStart(8),
    `${quantile(health, 0.95).toFixed(0)} / ${health.at(-1)!.toFixed(0)} (${health.length})`.padStart(20),
    `${quantile(list, 0.95).toFixed(0)} / ${list.at(-1)!.toFixed(0)} (${list.length})`.padStart(20),
    Math.max(...rounds.map((r) => r.peakRssMb)).toFixed(0).padStart(8), verdict,
  ].join(' | '));
  return ok;
}

async function main(): Promise<void> {
  const zip = generateGtfsFeed({ stopTimes: SIZE, stops: 4000, shapes: true });
  let postgres = true;
  try {
    const c = new pg.Client({ connectionString: ADMIN_URL });
    await c.connect();
    await c.end();
  } catch (error) {
    postgres = false;
    console.log(`PostgreSQL at ${ADMIN_URL.replace(/:[^:@/]*@/, ':***@')} not reachable (${(error as Error).message}): FAIL, PostgreSQL not measured`);
  }
  const targets: Target[] = postgres ? ['pglite', 'postgres'] : ['pglite'];
  console.log(`GTFS import through the running server (upload, job, poll), ${SIZE} stop times (zip ${(zip.length / 1e6).toFixed(1)} MB), ${ROUNDS} round(s), a fresh server per round`);
  console.log(`load average at start ${loadavg().map((l) => l.toFixed(2)).join(' ')} on ${cpus().length} cores; the machine's own stall ${(await machineStallMs()).toFixed(0)} ms`);
  const header = 'revision   | database | import s | stop times/s | upload s | /healthz p95/max ms (n) | list p95/max ms (n) | peak RSS MB | target';
  const results: { label: string; target: Target; rounds: Round[]; judge: boolean }[] = [];
  const measure = async (label: string, root: string, judge: boolean) => {
    for (const target of targets) {
      const rounds: Round[] = [];
      for (let r = 0; r < ROUNDS; r++) rounds.push(await importOnce(root, target, zip));
      results.push({ label, target, rounds, judge });
      console.log(`  measured ${label} on ${target} (load ${loadavg()[0].toFixed(2)})`);
    }
  };
  if (BASELINE !== 'none') await withWorktree(BASELINE, (root) => measure(`${BASELINE}`, root, false));
  await measure('this', ROOT, true);
  console.log(header);
  let failed = !postgres;
  for (const r of results) if (!row(r.label, r.target, r.rounds, r.judge) && r.judge) failed = true;
  console.log(`load average at end ${loadavg().map((l) => l.toFixed(2)).join(' ')}; the machine's own stall ${(await machineStallMs()).toFixed(0)} ms`);
  process.exit(failed ? 1 : 0);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
