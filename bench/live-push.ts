/**
 * Live delivery bench (issue 4): N concurrent runs moving with one position update per second,
 * C WebSocket clients subscribed to trainPositions. Prints the delay from publish (the engine's
 * publishedAt) to receipt (p50/p95/p99/max) and the server's CPU share, against a baseline
 * measured in the same run: the same server with the same runs and no subscribers.
 *
 * Run: npx tsx bench/live-push.ts [runs=1000] [clients=200] [seconds=60]
 * The server is a separate process (node + tsx, PGlite in a temp dir); the clients run in this
 * process. Targets: p99 <= 250 ms, server CPU <= 0.5 core with the clients connected.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { concurrentFeed } from './support/concurrentFeed';

const RUNS = Number(process.argv[2] ?? 1000);
const CLIENTS = Number(process.argv[3] ?? 200);
const SECONDS = Number(process.argv[4] ?? 60);
const P99_TARGET_MS = 250;
const CPU_TARGET = 0.5;
const root = resolve(import.meta.dirname, '..');
const CLK_TCK = 100;

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

/** CPU seconds (user + system) a process has used, from /proc (Linux). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLK_TCK;
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

async function gql<T>(url: string, tok: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch(`${url}/graphql`, { method: 'POST', headers: { authorization: `Bearer ${tok}`, 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors[0].message);
  return body.data as T;
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
    const job = (await (await fetch(`${url}/api/timetable/imports/${id}`, { headers: { authorization: `Bearer ${tok}` } })).json()) as { phase: string; versionId: string | null; problems: unknown[]; error: string | null };
    if (job.phase === 'failed') throw new Error(`import failed: ${job.error ?? JSON.stringify(job.problems.slice(0, 3))}`);
    if (job.phase === 'done') {
      await gql(url, tok, 'mutation($id: ID!) { activateTimetableVersion(id: $id) { id status } }', { id: job.versionId });
      return;
    }
  }
}

const SUBSCRIPTION = 'subscription { trainPositions { publishedAt positions } }';

function connect(wsUrl: string, tok: string, onBatch: (publishedAt: number, count: number) => void): Client {
  const client = createClient({ url: wsUrl, webSocketImpl: WebSocket, connectionParams: { Authorization: `Bearer ${tok}` }, lazy: false, retryAttempts: 0 });
  client.subscribe<{ trainPositions: { publishedAt: number; positions: unknown[] } }>(
    { query: SUBSCRIPTION },
    {
      next: (r) => {
        const b = r.data?.trainPositions;
        if (b) onBatch(b.publishedAt, b.positions.length);
      },
      error: (e) => console.error('subscription error', e),
      complete: () => undefined,
    },
  );
  return client;
}

/**
 * A measuring client: a plain graphql-transport-ws socket that takes the receipt time when the
 * message arrives and reads publishedAt from the head of the text, without parsing the 1,000
 * positions. What is measured is delivery; parsing is the receiving page's work, and 200 parses
 * per second in this one process would queue behind each other and be counted as delay.
 */
function rawSubscriber(wsUrl: string, tok: string, onMessage: (receivedAt: number, publishedAt: number) => void): { close(): void } {
  const ws = new WebSocket(wsUrl, 'graphql-transport-ws');
  ws.on('open', () => ws.send(JSON.stringify({ type: 'connection_init', payload: { Authorization: `Bearer ${tok}` } })));
  ws.on('message', (raw: Buffer) => {
    const receivedAt = Date.now();
    const head = raw.toString('utf8', 0, Math.min(raw.length, 200));
    if (head.includes('"connection_ack"')) {
      ws.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: SUBSCRIPTION } }));
      return;
    }
    const m = /"publishedAt":(\d+(?:\.\d+)?)/.exec(head);
    if (m) onMessage(receivedAt, Number(m[1]));
    else if (!head.includes('"next"')) console.error('unexpected message', head);
  });
  ws.on('error', (e) => console.error('socket error', e.message));
  return { close: () => ws.close(1000) };
}

function quantile(sorted: number[], q: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN;
}

async function main(): Promise<void> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(os.tmpdir(), 'leitstelle-bench-live-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: url, LOG_LEVEL: 'warn', STATIC_DIR: join(dataDir, 'no-spa'), DATABASE_URL: '' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitReady(url, child);
    const tok = await token(url);
    console.log(`server ready (pid ${child.pid}); importing a timetable with ${RUNS} trips running now`);
    await loadTimetable(url, tok);

    // Wait until the engine moves all runs (one probe client).
    let seen = 0;
    const probe = connect(url.replace('http', 'ws') + '/graphql', tok, (_p, n) => (seen = n));
    for (let i = 0; i < 60 && seen < RUNS * 0.95; i++) await new Promise((r) => setTimeout(r, 1000));
    await probe.dispose();
    console.log(`engine publishes ${seen} positions per batch`);
    if (seen < RUNS * 0.95) throw new Error(`expected about ${RUNS} running trains, got ${seen}`);

    const measureCpu = async (secs: number) => {
      const c0 = cpuSeconds(child.pid!);
      const t0 = performance.now();
      await new Promise((r) => setTimeout(r, secs * 1000));
      return (cpuSeconds(child.pid!) - c0) / ((performance.now() - t0) / 1000);
    };
    const baseline = await measureCpu(Math.min(20, SECONDS));
    console.log(`baseline (no subscribers): server CPU ${baseline.toFixed(3)} cores`);

    const latencies: number[] = [];
    let measuring = false;
    let received = 0;
    const clients: { close(): void }[] = [];
    for (let i = 0; i < CLIENTS; i++) {
      clients.push(
        rawSubscriber(url.replace('http', 'ws') + '/graphql', tok, (receivedAt, publishedAt) => {
          if (!measuring) return;
          received++;
          latencies.push(receivedAt - publishedAt);
        }),
      );
    }
    await new Promise((r) => setTimeout(r, 5000)); // connect and warm up
    measuring = true;
    const loaded = await measureCpu(SECONDS);
    measuring = false;
    for (const c of clients) c.close();

    latencies.sort((a, b) => a - b);
    const p99 = quantile(latencies, 0.99);
    console.log(`\n${CLIENTS} clients x ${SECONDS} s, ${seen} positions per batch, load average ${os.loadavg()[0].toFixed(2)} on ${os.cpus().length} cores`);
    console.log(`  batches received: ${received} (expected about ${CLIENTS * SECONDS})`);
    console.log(`  publish -> receipt: p50 ${quantile(latencies, 0.5)} ms, p95 ${quantile(latencies, 0.95)} ms, p99 ${p99} ms, max ${latencies.at(-1)} ms`);
    console.log(`  server CPU: ${loaded.toFixed(3)} cores with clients, ${baseline.toFixed(3)} cores without (delivery costs ${(loaded - baseline).toFixed(3)})`);
    const ok = p99 <= P99_TARGET_MS && loaded <= CPU_TARGET && received >= CLIENTS * SECONDS * 0.9;
    console.log(`  targets: p99 <= ${P99_TARGET_MS} ms: ${p99 <= P99_TARGET_MS ? 'MET' : 'NOT MET'}; CPU <= ${CPU_TARGET} core: ${loaded <= CPU_TARGET ? 'MET' : 'NOT MET'}`);
    process.exitCode = ok ? 0 : 1;
  } finally {
    stop();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
