/**
 * API benchmark: the GraphQL station list (allStations + _allStationsMeta, with the bearer token
 * check) against a bare Fastify route running the same two SQL statements without GraphQL or auth.
 *
 * Run: npx tsx bench/api.ts [requests=2000] [concurrencies=1,8] [pages=200] [rounds=3]
 *   BENCH_DATABASE_URL=postgres://… also runs everything on PostgreSQL (a fresh schema, dropped after).
 *
 * Request i asks for page i % pages (200 pages x 25 = every station, so deep OFFSETs are included),
 * sorted by name. Each round runs GraphQL and bare back to back per concurrency; the figures shown
 * are the medians over the rounds, with the spread (min-max) of p95 and req/s. Loopback only.
 *
 * Targets (issue 2): GraphQL p95 <= 20 ms, judged at concurrency 1: the latency one client sees (at
 * concurrency C on the single-threaded PGlite, requests queue, so p95 is about C x the service time
 * and measures the queue, not the API). Throughput >= 50 % of the bare route, judged at the highest
 * concurrency (under load). Both figures are printed for every concurrency anyway.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { mkdir, writeFile } from 'node:fs/promises';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { createVerifier, defaultAuthOptions } from '../server/auth/index';
import { loadConfig } from '../server/config';
import { createPglite } from '../server/db/pglite';
import { createPostgres } from '../server/db/postgres';
import type { Database } from '../server/db/types';
import { loadDeclarations } from '../server/resources/load';
import { countQuery, listQuery } from '../server/resources/list';

const N = Number(process.argv[2] ?? 2000);
const CONCURRENCIES = (process.argv[3] ?? '1,8').split(',').map(Number);
const PAGES = Number(process.argv[4] ?? 200);
const ROUNDS = Number(process.argv[5] ?? 3);
const PER_PAGE = 25;
const P95_TARGET_MS = 20;
const RATIO_TARGET = 0.5;
const P95_AT = Math.min(...CONCURRENCIES);
const RATIO_AT = Math.max(...CONCURRENCIES);

const QUERY = `query Stations($page: Int, $perPage: Int) {
  items: allStations(page: $page, perPage: $perPage, sortField: "name", sortOrder: "ASC") {
    id version name stationCode stationNumber evaNumber gpsLatitudeN gpsLongitudeE tariffZone onlineInfoStop
  }
  total: _allStationsMeta { count }
}`;

interface Run {
  rps: number;
  /** CPU time of this (server) process per request, ms: hardly moved by other load on the machine. */
  cpu: number;
  p50: number;
  p95: number;
  p99: number;
}

/**
 * The load generator runs in a separate Node process (plain JS below), so it does not compete
 * with the server for the server's event loop, which PGlite (WASM, same thread) also uses.
 */
const CLIENT = `
const http = require('node:http');
const { port, path, method, bodies, headers, count, concurrency, pages } = JSON.parse(process.argv[1]);
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
function send(i) {
  return new Promise((resolve, reject) => {
    const body = bodies ? bodies[i % bodies.length] : undefined;
    const p = bodies ? path : path + '?page=' + (i % pages);
    const h = { ...headers, ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}) };
    const req = http.request({ host: '127.0.0.1', port, method, path: p, agent, headers: h }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        if (res.statusCode !== 200 || text.includes('"errors"')) reject(new Error(res.statusCode + ' ' + text.slice(0, 200)));
        else resolve();
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}
(async () => {
  const lat = [];
  let next = 0;
  const t0 = performance.now();
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < count) { const i = next++; const s = performance.now(); await send(i); lat.push(performance.now() - s); }
  }));
  process.stdout.write(JSON.stringify({ seconds: (performance.now() - t0) / 1000, lat }));
  agent.destroy();
})().catch((e) => { console.error(e.message); process.exit(1); });
`;

interface Scenario {
  path: string;
  method: 'GET' | 'POST';
  bodies?: string[];
  headers: Record<string, string>;
}

function runClient(port: number, sc: Scenario, count: number, concurrency: number): Promise<{ seconds: number; lat: number[] }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', CLIENT, JSON.stringify({ port, ...sc, count, concurrency, pages: PAGES })], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as { seconds: number; lat: number[] }) : reject(new Error(`load generator exited with ${code}`))));
  });
}

async function run(port: number, sc: Scenario, count: number, concurrency: number): Promise<Run> {
  const cpu0 = process.cpuUsage();
  const { seconds, lat } = await runClient(port, sc, count, concurrency);
  const cpu = process.cpuUsage(cpu0);
  const sorted = lat.sort((a, b) => a - b);
  const pct = (p: number) => round2(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);
  return { rps: Math.round(count / seconds), cpu: round2((cpu.user + cpu.system) / 1000 / count), p50: pct(50), p95: pct(95), p99: pct(99) };
}

const round2 = (x: number) => Math.round(x * 100) / 100;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const loadavg = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');

/** A token of the development provider's demo admin (password grant), as the browser would hold one. */
async function adminToken(app: FastifyInstance): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/realms/leitstelle/protocol/openid-connect/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'password', client_id: 'leitstelle-web', username: 'admin', password: 'admin-demo' }).toString(),
  });
  if (res.statusCode !== 200) throw new Error(`token endpoint answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
  return (res.json() as { access_token: string }).access_token;
}

interface Backend {
  name: string;
  db: Database;
  close(): Promise<void>;
}

async function pgliteBackend(): Promise<Backend> {
  const db = await createPglite('memory://');
  return { name: 'PGlite (in memory, same thread as the server)', db, close: () => db.close() };
}

async function postgresBackend(url: string): Promise<Backend> {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA "${schema}"`);
  const db = createPostgres({ connectionString: url, schema });
  return {
    name: `PostgreSQL (${new URL(url).host}, pool of 10, schema ${schema})`,
    db,
    async close() {
      await db.close();
      await admin.query(`DROP SCHEMA "${schema}" CASCADE`);
      await admin.end();
    },
  };
}

interface Row {
  scenario: 'graphql' | 'bare';
  concurrency: number;
  runs: Run[];
}

async function benchBackend(backend: Backend) {
  const { db } = backend;
  const declarations = await loadDeclarations();
  const config = { ...loadConfig({}), dataDir: 'memory://', staticDir: '/nonexistent', logLevel: 'warn' };
  const app = await buildApp({ config, db, declarations, seed: true, logger: { level: 'warn' } });
  const model = app.leitstelle.models.get('Station')!;
  // The bare route: the same two SQL statements the GraphQL resolvers run, answered as JSON, no auth.
  app.get('/bench/stations', async (req) => {
    const page = Number((req.query as { page?: string }).page ?? 0);
    const args = { page, perPage: PER_PAGE, sortField: 'name', sortOrder: 'ASC' };
    const list = listQuery(model, args);
    const count = countQuery(model, args);
    const rows = (await db.query(list.sql, list.params)).rows;
    const total = (await db.query<{ count: number }>(count.sql, count.params)).rows[0].count;
    return { items: rows, total: { count: total } };
  });
  const seedStart = performance.now();
  await app.ready();
  const seedMs = Math.round(performance.now() - seedStart);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const stations = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM stations')).rows[0].n;

  const bodies = Array.from({ length: PAGES }, (_, page) => JSON.stringify({ query: QUERY, variables: { page, perPage: PER_PAGE } }));
  // A fresh token per run: the access token lives 5 minutes, a slow run must not outlive it.
  const gql = async (): Promise<Scenario> => ({ path: '/graphql', method: 'POST', bodies, headers: { authorization: `Bearer ${await adminToken(app)}` } });
  const bare: Scenario = { path: '/bench/stations', method: 'GET', headers: {} };

  // What the bearer check costs per request (verify the RS256 signature, claims, cached session state),
  // measured in-process with the same verifier wiring the app uses.
  const verifier = createVerifier(defaultAuthOptions(config, app));
  const header = `Bearer ${await adminToken(app)}`;
  for (let i = 0; i < 200; i++) await verifier.verifyAuthorization(header);
  const t0 = performance.now();
  for (let i = 0; i < 1000; i++) await verifier.verifyAuthorization(header);
  const authMs = (performance.now() - t0) / 1000;

  // Warm-up (JIT, database caches), not measured.
  await run(port, await gql(), 300, 4);
  await run(port, bare, 300, 4);

  const rows: Row[] = CONCURRENCIES.flatMap((c) => [
    { scenario: 'graphql' as const, concurrency: c, runs: [] as Run[] },
    { scenario: 'bare' as const, concurrency: c, runs: [] as Run[] },
  ]);
  for (let r = 0; r < ROUNDS; r++) {
    for (const c of CONCURRENCIES) {
      rows.find((x) => x.scenario === 'graphql' && x.concurrency === c)!.runs.push(await run(port, await gql(), N, c));
      rows.find((x) => x.scenario === 'bare' && x.concurrency === c)!.runs.push(await run(port, bare, N, c));
    }
  }
  await app.close();
  return { stations, seedMs, authMs, rows };
}

function report(name: string, r: Awaited<ReturnType<typeof benchBackend>>) {
  const med = (row: Row, k: keyof Run) => round2(median(row.runs.map((x) => x[k])));
  const spread = (row: Row, k: keyof Run) => `${Math.min(...row.runs.map((x) => x[k]))}-${Math.max(...row.runs.map((x) => x[k]))}`;
  const find = (s: Row['scenario'], c: number) => r.rows.find((x) => x.scenario === s && x.concurrency === c)!;
  console.log(`\n${name}: ${r.stations} stations (startup with migrations + seed ${r.seedMs} ms)`);
  const cols = (...xs: Array<[string, number]>) => xs.map(([v, w]) => v.padStart(w)).join(' ');
  console.log(`${'scenario'.padEnd(32)}${cols(['conc', 5], ['req/s', 6], ['(spread)', 11], ['p50 ms', 8], ['p95 ms', 8], ['(spread)', 15], ['p99 ms', 8], ['cpu ms/req', 11])}`);
  for (const row of r.rows) {
    const label = row.scenario === 'graphql' ? 'graphql allStations+meta (auth)' : 'bare route, same SQL (no auth)';
    const cells: Array<[string, number]> = [
      [String(row.concurrency), 5], [String(med(row, 'rps')), 6], [`(${spread(row, 'rps')})`, 11], [String(med(row, 'p50')), 8],
      [String(med(row, 'p95')), 8], [`(${spread(row, 'p95')})`, 15], [String(med(row, 'p99')), 8], [String(med(row, 'cpu')), 11],
    ];
    console.log(`${label.padEnd(32)}${cols(...cells)}`);
  }
  const ratios = Object.fromEntries(
    CONCURRENCIES.map((c) => {
      const g = find('graphql', c).runs;
      const b = find('bare', c).runs;
      return [c, median(g.map((x, i) => x.rps / b[i].rps))];
    }),
  );
  for (const c of CONCURRENCIES) {
    // Cross-check that other load hardly moves: the bare route's server CPU per request over GraphQL's.
    const cpuRatio = med(find('bare', c), 'cpu') / med(find('graphql', c), 'cpu');
    console.log(`  concurrency ${c}: GraphQL throughput = ${(ratios[c] * 100).toFixed(1)} % of the bare route (median of the per-round ratios); by server CPU per request ${(cpuRatio * 100).toFixed(1)} %`);
  }
  const gP50 = med(find('graphql', P95_AT), 'p50');
  console.log(`  bearer token check: ${(r.authMs * 1000).toFixed(0)} µs per request = ${((r.authMs / gP50) * 100).toFixed(1)} % of the GraphQL p50 at concurrency ${P95_AT}`);
  const p95 = med(find('graphql', P95_AT), 'p95');
  const ratio = ratios[RATIO_AT];
  const p95Met = p95 <= P95_TARGET_MS;
  const ratioMet = ratio >= RATIO_TARGET;
  console.log(`  target p95 <= ${P95_TARGET_MS} ms (judged at concurrency ${P95_AT}, one client's latency): ${p95} ms -> ${p95Met ? 'MET' : 'MISSED'}`);
  console.log(`  target throughput >= ${RATIO_TARGET * 100} % of bare (judged at concurrency ${RATIO_AT}, under load): ${(ratio * 100).toFixed(1)} % -> ${ratioMet ? 'MET' : 'MISSED'}`);
  return { p95, p95Met, ratio, ratioMet, ratios };
}

async function main() {
  const loadStart = loadavg();
  console.log(`API bench: ${N} requests per scenario and concurrency, concurrency ${CONCURRENCIES.join(' and ')}, ${ROUNDS} rounds, perPage ${PER_PAGE}, pages 0..${PAGES - 1}, sort by name`);
  console.log(`Node ${process.version}, ${os.cpus().length} CPUs, load average at start ${loadStart}`);
  const backends: Array<() => Promise<Backend>> = [pgliteBackend];
  const url = process.env.BENCH_DATABASE_URL;
  if (url) backends.push(() => postgresBackend(url));
  else console.log('(set BENCH_DATABASE_URL=postgres://… to measure PostgreSQL too)');
  const results = [];
  for (const make of backends) {
    const backend = await make();
    try {
      const r = await benchBackend(backend);
      results.push({ backend: backend.name, ...r, verdict: report(backend.name, r) });
    } finally {
      await backend.close();
    }
  }
  const loadEnd = loadavg();
  console.log(`\nload average at end ${loadEnd} (other processes on this machine inflate the tails; compare rounds' spread)`);
  await mkdir('bench/results', { recursive: true });
  await writeFile(
    'bench/results/api.json',
    JSON.stringify({ date: new Date().toISOString(), node: process.version, cpus: os.cpus().length, loadStart, loadEnd, n: N, concurrencies: CONCURRENCIES, pages: PAGES, rounds: ROUNDS, results }, null, 2),
  );
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
