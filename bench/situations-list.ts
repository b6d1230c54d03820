/**
 * The situation list and a situation's timeline at scale (issue 13 "Done when"): 100,000
 * situations with 1,000,000 timeline entries bulk-loaded with generate_series, then the GraphQL
 * list (first page, open first, without and with filters) and timelines asked over HTTP (inject,
 * with the token check) as a viewer whose rights cover 4 of 8 categories, and as an admin.
 * Targets: list p95 ≤ 50 ms, timeline p95 ≤ 50 ms. Prints the figures with the load average.
 *
 * Run: npx tsx bench/situations-list.ts [situations=100000] [entriesPer=10] [requests=200]
 *   BENCH_DATABASE_URL=postgres://… also runs on PostgreSQL (a fresh schema, dropped after).
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { createPglite } from '../server/db/pglite';
import { createPostgres } from '../server/db/postgres';
import type { TestDb } from '../tests/api/helpers';
import { startTestApp } from '../tests/api/helpers';
import { callerHeaders, type Caller } from '../tests/api/situation-support';

const SITUATIONS = Number(process.argv[2] ?? 100_000);
const PER = Number(process.argv[3] ?? 10);
const REQUESTS = Number(process.argv[4] ?? 200);
const TARGET_MS = 50;
const CATEGORIES = 8;

const LIST = `query($filter: SituationFilter, $page: Int, $perPage: Int) { situations(filter: $filter, page: $page, perPage: $perPage) {
  total items { id number title state categoryName subcategoryName severity priority startAt expectedEndAt endAt lineIds stationIds updatedAt } } }`;
const TIMELINE = `query($id: ID!) { situationTimeline(id: $id, perPage: 50) { total items { id kind eventAt createdAt createdBy text data } } }`;

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length - 1) * p))];
const fmt = (x: number) => x.toFixed(1).padStart(6);

async function load(db: TestDb['db']): Promise<void> {
  const t0 = performance.now();
  await db.query(
    `INSERT INTO categories (code, name, name_it, usage, sort_order)
     SELECT 'K' || g, 'Kategorie ' || g, 'Categoria ' || g, '{situationReport}', g FROM generate_series(1, ${CATEGORIES}) g`,
  );
  // Viewers may view categories K1–K4; dispatchers all.
  await db.query(
    `INSERT INTO category_rights (category_id, subject_kind, subject, view, edit, publish, close, created_by, updated_by)
     SELECT c.id, 'role', 'viewer', true, false, false, false, 'bench', 'bench' FROM categories c WHERE c.sort_order <= 4`,
  );
  // 100,000 situations over three years: about 1 % draft/open/stable (the running ones), the rest closed.
  await db.query(
    `INSERT INTO situations (year, seq, state, title, category_id, severity, priority, start_at, expected_end_at, end_at,
                             line_ids, station_ids, description, created_by, updated_by, state_changed_by, created_at, updated_at, state_changed_at)
     SELECT 2024 + (g * 3 / ($1::int + 1)), g,
            CASE WHEN g % 300 = 0 THEN 'draft' WHEN g % 150 = 0 THEN 'stable' WHEN g % 100 = 0 THEN 'open' ELSE 'closed' END,
            (ARRAY['Signalstörung', 'Weichenstörung', 'Notarzteinsatz', 'Türstörung', 'Personen im Gleis', 'Unwetter'])[1 + g % 6] || ' ' || g,
            (SELECT min(id) FROM categories) + g % ${CATEGORIES},
            (ARRAY['info', 'minor', 'major', 'critical'])[1 + (g / 7) % 4], 'normal',
            timestamptz '2024-01-01 00:00Z' + g * interval '15 minutes', NULL,
            CASE WHEN g % 100 = 0 THEN NULL ELSE timestamptz '2024-01-01 01:30Z' + g * interval '15 minutes' END,
            ARRAY['L' || (g % 20)], ARRAY['' || (100 + g % 50), '' || (100 + (g * 7) % 50)],
            'Beschreibung ' || g, 'dispatcher', 'dispatcher', 'dispatcher',
            timestamptz '2024-01-01 00:00Z' + g * interval '15 minutes', timestamptz '2024-01-01 00:00Z' + g * interval '15 minutes',
            timestamptz '2024-01-01 00:00Z' + g * interval '15 minutes'
       FROM generate_series(1, $1::int) g`,
    [SITUATIONS],
  );
  await db.query(`INSERT INTO situation_numbers (year, last) SELECT year, max(seq) FROM situations GROUP BY year`);
  const t1 = performance.now();
  await db.query(
    `INSERT INTO situation_timeline (situation_id, kind, event_at, created_at, created_by, text, data)
     SELECT s.id, (ARRAY['created', 'note', 'updated', 'state', 'measureTaken'])[1 + k % 5],
            s.start_at + k * interval '4 minutes', s.start_at + k * interval '4 minutes', 'dispatcher',
            'Eintrag ' || k || ' zur Situation ' || s.seq, CASE WHEN k % 5 = 3 THEN '{"from":"open","to":"stable"}'::jsonb END
       FROM situations s CROSS JOIN generate_series(0, $1::int - 1) k`,
    [PER],
  );
  const t2 = performance.now();
  await db.query('ANALYZE');
  console.log(`loaded ${SITUATIONS} situations in ${((t1 - t0) / 1000).toFixed(1)} s, ${SITUATIONS * PER} timeline entries in ${((t2 - t1) / 1000).toFixed(1)} s`);
}

interface Case {
  name: string;
  as: Caller;
  query: string;
  vars: (i: number, ids: string[]) => Record<string, unknown>;
}

async function bench(label: string, testDb: TestDb | undefined): Promise<boolean> {
  const t = await startTestApp({ testDb });
  try {
    await load(t.db);
    const ids = (await t.db.query<{ id: string }>(
      `SELECT s.id::text AS id FROM situations s JOIN categories c ON c.id = s.category_id WHERE c.sort_order <= 4 ORDER BY random() LIMIT 500`,
    )).rows.map((r) => r.id);
    const viewer: Caller = { username: 'viewer', roles: ['viewer'] };
    const admin: Caller = { username: 'admin', roles: ['admin'] };
    const cases: Case[] = [
      { name: 'list, first page (viewer)', as: viewer, query: LIST, vars: () => ({ page: 1, perPage: 25 }) },
      { name: 'list, first page (admin)', as: admin, query: LIST, vars: () => ({ page: 1, perPage: 25 }) },
      { name: 'list, state open+stable', as: viewer, query: LIST, vars: () => ({ filter: { states: ['open', 'stable'] } }) },
      { name: 'list, one line', as: viewer, query: LIST, vars: (i) => ({ filter: { lineIds: [`L${i % 20}`] } }) },
      { name: 'list, one station', as: viewer, query: LIST, vars: (i) => ({ filter: { stationIds: [String(100 + (i % 50))] } }) },
      { name: 'list, severity + period', as: viewer, query: LIST, vars: (i) => ({ filter: { severities: ['critical'], from: `2025-0${1 + (i % 9)}-01T00:00:00Z`, to: `2025-0${1 + (i % 9)}-15T00:00:00Z` } }) },
      { name: 'list, text search', as: viewer, query: LIST, vars: (i) => ({ filter: { q: `Weichenstörung ${1000 + i}` } }) },
      { name: 'list, page 40', as: viewer, query: LIST, vars: () => ({ page: 40, perPage: 25 }) },
      { name: 'timeline, 50 newest', as: viewer, query: TIMELINE, vars: (i) => ({ id: ids[i % ids.length] }) },
    ];
    const headers = new Map<Caller, Record<string, string>>();
    for (const c of [viewer, admin]) headers.set(c, await callerHeaders(c));
    let ok = true;
    console.log(`\n${label}: ${REQUESTS} requests per case (after 20 warm-up), load average ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}`);
    // CPU ms per request of this process (server and, on PGlite, the database): hardly moved by other
    // load on the machine, unlike the wall-clock figures.
    console.log('case                                   p50     p95     max  cpu/req   total');
    for (const c of cases) {
      const times: number[] = [];
      let total = 0;
      let cpu0 = process.cpuUsage();
      for (let i = -20; i < REQUESTS; i++) {
        if (i === 0) cpu0 = process.cpuUsage();
        const s = performance.now();
        const res = await t.app.inject({ method: 'POST', url: '/graphql', headers: headers.get(c.as)!, payload: { query: c.query, variables: c.vars(Math.abs(i), ids) } });
        const ms = performance.now() - s;
        const body = res.json() as { data: Record<string, { total: number } | null>; errors?: unknown };
        if (body.errors) throw new Error(`${c.name}: ${JSON.stringify(body.errors)}`);
        if (i >= 0) times.push(ms);
        total = Object.values(body.data)[0]?.total ?? 0;
      }
      const cpu = process.cpuUsage(cpu0);
      const cpuPer = (cpu.user + cpu.system) / 1000 / REQUESTS;
      const p95 = pct(times, 0.95);
      if (p95 > TARGET_MS) ok = false;
      console.log(`${c.name.padEnd(34)} ${fmt(pct(times, 0.5))} ${fmt(p95)} ${fmt(Math.max(...times))} ${fmt(cpuPer)}   ${String(total).padStart(7)}${p95 > TARGET_MS ? '  > target' : ''}`);
    }
    console.log(`load average after: ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}; target p95 ≤ ${TARGET_MS} ms: ${ok ? 'met' : 'NOT met'}`);
    return ok;
  } finally {
    await t.close();
  }
}

async function main() {
  let ok = await bench('PGlite', { db: await createPglite('memory://'), destroy: async () => undefined });
  const url = process.env.BENCH_DATABASE_URL;
  if (url) {
    const schema = `bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA "${schema}"`);
    const db = createPostgres({ connectionString: url, schema, max: 4 });
    try {
      ok = (await bench('PostgreSQL', { db, destroy: () => db.close() })) && ok;
    } finally {
      await db.close().catch(() => undefined);
      await admin.query(`DROP SCHEMA "${schema}" CASCADE`);
      await admin.end();
    }
  }
  process.exitCode = ok ? 0 : 1;
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
