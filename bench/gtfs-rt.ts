/**
 * GTFS-Realtime trip-updates bench (issue 14 item 6): a live day with 1,000 trains running (the
 * live-delivery bench's feed, imported through the real upload route), C keep-alive clients
 * polling GET /gtfs-rt/trip-updates as fast as they can. Prints requests/s, latency p50/p99, bytes
 * per answer and the build time of one feed (the Server-Timing header), for the answers served
 * from the shared per-second copy, against a baseline in the same run: the same server with the
 * cache off (GTFS_RT_CACHE_MS=0: every request builds the feed), a few clients.
 *
 * Run: npx tsx bench/gtfs-rt.ts [runs=1000] [clients=50] [seconds=10] [gzip=on]
 * The server is a separate process (node + tsx, PGlite in a temp dir); the clients run in this
 * process (plain keep-alive sockets with a minimal HTTP reader, no dependency). Target: >= 2,000 requests/s from
 * the cache (exit 1 when missed).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import os from 'node:os';
import { join, resolve } from 'node:path';
import GtfsRealtimeBindings from 'gtfs-realtime-bindings';
import { concurrentFeed } from './support/concurrentFeed';

const RUNS = Number(process.argv[2] ?? 1000);
const CLIENTS = Number(process.argv[3] ?? 50);
const SECONDS = Number(process.argv[4] ?? 10);
const GZIP = (process.argv[5] ?? 'on') !== 'off';
const BASELINE_CLIENTS = 4;
const BASELINE_SECONDS = 5;
const TARGET_RPS = 2000;
const root = resolve(import.meta.dirname, '..');
const { FeedMessage } = GtfsRealtimeBindings.transit_realtime;

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

async function waitReady(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server not ready after 150 s');
}

async function token(url: string): Promise<string> {
  const body = new URLSearchParams({ grant_type: 'password', client_id: 'leitstelle-web', username: 'admin', password: 'admin-demo' });
  const res = await fetch(`${url}/realms/leitstelle/protocol/openid-connect/token`, { method: 'POST', body });
  if (!res.ok) throw new Error(`token: HTTP ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** Imports the feed through the real upload route and activates it. */
async function loadTimetable(url: string, tok: string): Promise<void> {
  const form = new FormData();
  form.append('name', `Bench ${RUNS}`);
  form.append('file', new Blob([new Uint8Array(concurrentFeed({ trips: RUNS }))], { type: 'application/zip' }), 'bench.zip');
  const res = await fetch(`${url}/api/timetable/imports`, { method: 'POST', headers: { authorization: `Bearer ${tok}` }, body: form });
  if (res.status !== 202) throw new Error(`import: HTTP ${res.status} ${await res.text()}`);
  const { id } = (await res.json()) as { id: string };
  for (;;) {
    await new Promise((r) => setTimeout(r, 300));
    const job = (await (await fetch(`${url}/api/timetable/imports/${id}`, { headers: { authorization: `Bearer ${tok}` } })).json()) as { phase: string; versionId: string | null; error: string | null };
    if (job.phase === 'failed') throw new Error(`import failed: ${job.error}`);
    if (job.phase === 'done') {
      const r = await fetch(`${url}/graphql`, {
        method: 'POST', headers: { authorization: `Bearer ${tok}`, 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'mutation($id: ID!) { activateTimetableVersion(id: $id) { id } }', variables: { id: job.versionId } }),
      });
      const body = (await r.json()) as { errors?: { message: string }[] };
      if (body.errors?.length) throw new Error(body.errors[0].message);
      return;
    }
  }
}

/** Trip updates and running trains in the feeds now (decoded by the bindings). */
async function feedCounts(url: string): Promise<{ tripUpdates: number; vehicles: number; bytes: number }> {
  const tu = new Uint8Array(await (await fetch(`${url}/gtfs-rt/trip-updates`)).arrayBuffer());
  const vp = new Uint8Array(await (await fetch(`${url}/gtfs-rt/vehicle-positions`)).arrayBuffer());
  return { tripUpdates: FeedMessage.decode(tu).entity.length, vehicles: FeedMessage.decode(vp).entity.length, bytes: tu.length };
}

interface Server {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

async function startServer(dataDir: string, cacheMs: number): Promise<Server> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: url, LOG_LEVEL: 'warn', STATIC_DIR: join(dataDir, 'no-spa'),
      DATABASE_URL: '', GTFS_RT_PUBLIC: 'on', GTFS_RT_CACHE_MS: String(cacheMs),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitReady(url, child);
  return {
    url, child,
    stop: () => new Promise<void>((ok) => {
      if (child.exitCode !== null) return ok();
      child.once('exit', () => ok());
      child.kill('SIGTERM');
    }),
  };
}

async function waitForTrains(url: string): Promise<{ tripUpdates: number; vehicles: number; bytes: number }> {
  let counts = { tripUpdates: 0, vehicles: 0, bytes: 0 };
  for (let i = 0; i < 60; i++) {
    counts = await feedCounts(url);
    if (counts.vehicles >= RUNS * 0.95) return counts;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`expected about ${RUNS} running trains, the feed has ${counts.vehicles}`);
}

interface LoadResult {
  requests: number;
  seconds: number;
  latencies: number[];
  bytes: number;
  buildMs: number[];
  errors: number;
}

/**
 * `clients` connections, each sending the next request when the answer before is complete
 * (keep-alive, no pipelining), for `seconds`. A minimal HTTP/1.1 reader on plain sockets, as load
 * generators like autocannon use: Node's http client costs several times the server's own work
 * per answer, and on a 2-core machine the client would measure itself.
 */
async function load(url: string, clients: number, seconds: number): Promise<LoadResult> {
  const target = new URL(`${url}/gtfs-rt/trip-updates`);
  const request = Buffer.from(`GET ${target.pathname} HTTP/1.1\r\nHost: ${target.host}\r\n${GZIP ? 'Accept-Encoding: gzip\r\n' : ''}\r\n`);
  const result: LoadResult = { requests: 0, seconds, latencies: [], bytes: 0, buildMs: [], errors: 0 };
  const builds = new Set<string>();
  const end = performance.now() + seconds * 1000;
  const t0 = performance.now();
  await Promise.all(Array.from({ length: clients }, () => new Promise<void>((done) => {
    const socket = connect(Number(target.port), target.hostname);
    let head = '';
    let bodyLeft = -1;
    let sent = 0;
    const next = () => {
      if (performance.now() >= end) {
        socket.end();
        return done();
      }
      head = '';
      bodyLeft = -1;
      sent = performance.now();
      socket.write(request);
    };
    const finish = () => {
      result.requests++;
      result.latencies.push(performance.now() - sent);
      next();
    };
    socket.on('connect', next);
    socket.on('error', () => {
      result.errors++;
      done();
    });
    socket.on('data', (chunk: Buffer) => {
      let rest = chunk;
      if (bodyLeft < 0) {
        head += rest.toString('latin1');
        const at = head.indexOf('\r\n\r\n');
        if (at < 0) return;
        const headers = head.slice(0, at);
        if (!headers.startsWith('HTTP/1.1 200')) result.errors++;
        bodyLeft = Number(/\r\ncontent-length: *(\d+)/i.exec(headers)?.[1] ?? 0);
        result.bytes += bodyLeft;
        // Each build has its own ETag and Server-Timing: a new pair is a new build.
        const timing = `${/\r\netag: *(\S+)/i.exec(headers)?.[1]} ${/\r\nserver-timing: *([^\r]+)/i.exec(headers)?.[1]}`;
        if (!builds.has(timing)) {
          builds.add(timing);
          const m = /dur=([\d.]+)/.exec(timing);
          if (m) result.buildMs.push(Number(m[1]));
        }
        rest = Buffer.from(head.slice(at + 4), 'latin1');
      }
      bodyLeft -= rest.length;
      if (bodyLeft <= 0) finish();
    });
  })));
  result.seconds = (performance.now() - t0) / 1000;
  return result;
}

const CLK_TCK = 100;

/** CPU seconds (user + system) a process has used, from /proc (Linux). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLK_TCK;
}

/** The server's CPU share with no client (the engine's ticks): what the load's CPU is compared with. */
async function idleCpu(server: Server, seconds: number): Promise<number> {
  const c0 = cpuSeconds(server.child.pid!);
  const t0 = performance.now();
  await new Promise((r) => setTimeout(r, seconds * 1000));
  return (cpuSeconds(server.child.pid!) - c0) / ((performance.now() - t0) / 1000);
}

/** A load with the server's CPU seconds spent during it, and those of the same time without clients. */
async function measured(server: Server, clients: number, seconds: number): Promise<LoadResult & { serverCpuS: number; idleCores: number }> {
  const idleCores = await idleCpu(server, 5);
  const c0 = cpuSeconds(server.child.pid!);
  const r = await load(server.url, clients, seconds);
  return { ...r, serverCpuS: cpuSeconds(server.child.pid!) - c0, idleCores };
}

const quantile = (sorted: number[], q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN);
const median = (xs: number[]) => quantile([...xs].sort((a, b) => a - b), 0.5);

function report(label: string, r: LoadResult & { serverCpuS: number; idleCores: number }, clients: number): number {
  const lat = [...r.latencies].sort((a, b) => a - b);
  const rps = r.requests / r.seconds;
  console.log(`${label}: ${clients} clients x ${r.seconds.toFixed(1)} s`);
  console.log(`  ${r.requests} requests, ${rps.toFixed(0)} requests/s, ${r.errors} errors`);
  console.log(`  latency p50 ${quantile(lat, 0.5).toFixed(1)} ms, p99 ${quantile(lat, 0.99).toFixed(1)} ms, max ${lat.at(-1)?.toFixed(1)} ms`);
  console.log(`  ${(r.bytes / Math.max(1, r.requests) / 1024).toFixed(1)} KiB per answer${GZIP ? ' (gzip)' : ''}, ${(r.bytes / r.seconds / 1024 / 1024).toFixed(1)} MiB/s`);
  // The answers' own CPU: the load's less what the server spends without clients (the engine's ticks).
  const cpuMs = (Math.max(0, r.serverCpuS - r.idleCores * r.seconds) * 1000) / Math.max(1, r.requests);
  console.log(`  server CPU ${(r.serverCpuS / r.seconds).toFixed(2)} cores under load, ${r.idleCores.toFixed(2)} without clients: ${cpuMs.toFixed(3)} ms per answer`
    + ` (${(1000 / cpuMs).toFixed(0)} answers/s per server core)`);
  console.log(`  feed builds seen: ${r.buildMs.length}, build time median ${median(r.buildMs).toFixed(1)} ms, max ${Math.max(...r.buildMs).toFixed(1)} ms (Server-Timing)`);
  return rps;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(os.tmpdir(), 'leitstelle-bench-gtfsrt-'));
  let server: Server | null = null;
  try {
    console.log(`load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} on ${os.cpus().length} cores`);
    // Baseline: the cache off, every request builds the feed.
    server = await startServer(dataDir, 0);
    console.log(`server ready (pid ${server.child.pid}); importing a timetable with ${RUNS} trips running now`);
    await loadTimetable(server.url, await token(server.url));
    const counts = await waitForTrains(server.url);
    console.log(`feeds: ${counts.tripUpdates} trip updates, ${counts.vehicles} vehicle positions; trip-updates ${(counts.bytes / 1024).toFixed(1)} KiB (protobuf, uncompressed)`);
    await load(server.url, BASELINE_CLIENTS, 1); // warm up
    const base = report('\nbaseline, no cache (GTFS_RT_CACHE_MS=0, every request builds)', await measured(server, BASELINE_CLIENTS, BASELINE_SECONDS), BASELINE_CLIENTS);
    await server.stop();

    // The same data, the cache as configured in production (one build per second, shared).
    server = await startServer(dataDir, 1000);
    await waitForTrains(server.url);
    await load(server.url, CLIENTS, 2); // warm up (connections, JIT)
    const cached = report('\nfrom the cache (GTFS_RT_CACHE_MS=1000)', await measured(server, CLIENTS, SECONDS), CLIENTS);
    // One answer decoded by the bindings, to show what was served is a whole feed.
    // (fetch asks for gzip and unpacks it itself.)
    const sample = await fetch(`${server.url}/gtfs-rt/trip-updates`);
    const bytes = new Uint8Array(await sample.arrayBuffer());
    console.log(`  a served answer decodes to ${FeedMessage.decode(bytes).entity.length} trip updates`);

    console.log(`\nthe cache: ${(cached / base).toFixed(0)}x the requests/s of building per request`);
    const ok = cached >= TARGET_RPS;
    console.log(`target >= ${TARGET_RPS} requests/s from the cache: ${ok ? 'MET' : 'NOT MET'} (${cached.toFixed(0)}); load average ${os.loadavg()[0].toFixed(2)}`);
    process.exitCode = ok ? 0 : 1;
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
