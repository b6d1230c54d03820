/**
 * API benchmark: GraphQL list query vs. a bare Fastify route running the same SQL.
 * Run: npx tsx bench/api.ts [requests=2000] [concurrency=8] [pages=200]
 * Request i asks for page i % pages (200 pages x 25 = every station, so deep OFFSETs are included).
 * Loopback only, bounded (N requests at concurrency C per scenario, after a warm-up).
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import { mkdir, writeFile } from 'node:fs/promises';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { createPglite } from '../server/db/pglite';
import { loadDeclarations } from '../server/resources/load';
import { countQuery, listQuery } from '../server/resources/list';

const N = Number(process.argv[2] ?? 2000);
const C = Number(process.argv[3] ?? 8);
const PER_PAGE = 25;
const PAGES = Number(process.argv[4] ?? 200);

const QUERY = `query Stations($page: Int, $perPage: Int) {
  items: allStations(page: $page, perPage: $perPage, sortField: "name", sortOrder: "ASC") {
    id version name stationCode stationNumber evaNumber gpsLatitudeN gpsLongitudeE tariffZone onlineInfoStop
  }
  total: _allStationsMeta { count }
}`;

interface Result {
  name: string;
  requests: number;
  seconds: number;
  rps: number;
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
const { port, path, method, bodies, count, concurrency, pages } = JSON.parse(process.argv[1]);
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
function send(i) {
  return new Promise((resolve, reject) => {
    const body = bodies ? bodies[i % bodies.length] : undefined;
    const p = bodies ? path : path + '?page=' + (i % pages);
    const req = http.request({ host: '127.0.0.1', port, method, path: p, agent,
      headers: body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {} }, (res) => {
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
})().catch((e) => { console.error(e); process.exit(1); });
`;

interface Scenario {
  path: string;
  method: 'GET' | 'POST';
  bodies?: string[];
}

function runClient(port: number, sc: Scenario, count: number): Promise<{ seconds: number; lat: number[] }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', CLIENT, JSON.stringify({ port, ...sc, count, concurrency: C, pages: PAGES })], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as { seconds: number; lat: number[] }) : reject(new Error(`load generator exited with ${code}`))));
  });
}

async function run(name: string, port: number, sc: Scenario, count: number): Promise<Result> {
  const { seconds, lat } = await runClient(port, sc, count);
  const latencies = lat.sort((a, b) => a - b);
  const pct = (p: number) => Number(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(2));
  return { name, requests: count, seconds: Number(seconds.toFixed(2)), rps: Math.round(count / seconds), p50: pct(50), p95: pct(95), p99: pct(99) };
}

async function main() {
  const declarations = await loadDeclarations();
  const db = await createPglite('memory://');
  const config = { ...loadConfig({}), dataDir: 'memory://', staticDir: '/nonexistent', logLevel: 'warn' };
  const app = await buildApp({ config, db, declarations, seed: true, logger: { level: 'warn' } });
  const model = app.leitstelle.models.get('Station')!;
  // The bare route: the same two SQL statements the GraphQL resolvers run, answered as JSON.
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

  const gql: Scenario = {
    path: '/graphql',
    method: 'POST',
    bodies: Array.from({ length: PAGES }, (_, page) => JSON.stringify({ query: QUERY, variables: { page, perPage: PER_PAGE } })),
  };
  const bare: Scenario = { path: '/bench/stations', method: 'GET' };

  // Warm-up (JIT, PGlite caches), not measured.
  await run('warm-up', port, gql, 300);
  await run('warm-up', port, bare, 300);
  const results = [await run('graphql allStations+meta', port, gql, N), await run('bare fastify route (same SQL)', port, bare, N)];

  const ratio = results[0].rps / results[1].rps;
  console.log(`\nPGlite in memory, ${stations} stations (startup with migrations + seed: ${seedMs} ms), ${N} requests per scenario at concurrency ${C}, perPage ${PER_PAGE}, pages 0..${PAGES - 1}, sort by name; load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} on ${os.cpus().length} CPUs\n`);
  console.log('scenario                          req/s    p50 ms   p95 ms   p99 ms');
  for (const r of results) console.log(`${r.name.padEnd(32)} ${String(r.rps).padStart(6)} ${String(r.p50).padStart(9)} ${String(r.p95).padStart(8)} ${String(r.p99).padStart(8)}`);
  console.log(`\nGraphQL throughput = ${(ratio * 100).toFixed(1)} % of the bare route (target >= 50 %); GraphQL p95 = ${results[0].p95} ms (target <= 20 ms)`);
  console.log(`targets: ${ratio >= 0.5 && results[0].p95 <= 20 ? 'MET' : 'NOT MET'}`);

  await mkdir('bench/results', { recursive: true });
  await writeFile('bench/results/api.json', JSON.stringify({ date: new Date().toISOString(), node: process.version, loadavg: os.loadavg(), cpus: os.cpus().length, pages: PAGES, stations, seedMs, n: N, concurrency: C, results, ratio }, null, 2));
  await app.close();
  await db.close();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
