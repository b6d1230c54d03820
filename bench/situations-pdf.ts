/**
 * A situation's PDF off the request path (issue 13 item 10 and "Done when"): a situation with 200
 * timeline entries is exported as a job (POST, poll, GET file) while a client keeps asking for the
 * situation list over HTTP. Prints the export's time from POST to the file (target ≤ 2 s, after a
 * warm-up export that starts the worker), how long the worker wrote, and the list queries' latency
 * during it (target: max ≤ 100 ms), with the machine's load average.
 *
 * Run: npx tsx bench/situations-pdf.ts [rounds=5] [situations=2000]
 */
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { loadSituationDetail } from '../server/situations/export/load';
import type { ExportJobView } from '../src/shared/situations/exportApi';
import { authHeaders, startTestApp } from '../tests/api/helpers';

const ROUNDS = Number(process.argv[2] ?? 5);
const SITUATIONS = Number(process.argv[3] ?? 2000);
const ENTRIES = 200;
const PDF_TARGET_MS = 2000;
const LIST_TARGET_MS = 100;

const LIST = `query($perPage: Int) { situations(page: 1, perPage: $perPage) { total items { id number title state categoryName severity startAt } } }`;

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length - 1) * p))];

async function main() {
  const t = await startTestApp();
  const one = async <T>(sql: string, params: unknown[] = []) => (await t.db.query<T>(sql, params)).rows[0];
  const cat = (await one<{ id: string }>(`INSERT INTO categories (code, name, name_it, usage) VALUES ('BETRIEB', 'Betriebsstörung', 'Perturbazione di esercizio', '{situationReport}') RETURNING id::text AS id`)).id;
  await t.db.query(
    `INSERT INTO situations (year, seq, state, title, category_id, severity, start_at, description, created_by, updated_by, state_changed_by)
     SELECT 2026, g, CASE WHEN g % 4 = 0 THEN 'open' ELSE 'closed' END, 'Störung ' || g || ': Weichenstörung in Durlach', $1, 'major',
            timestamptz '2026-01-01' + g * interval '37 minutes', 'Beschreibung ' || g, 'dispatcher', 'dispatcher', 'dispatcher'
       FROM generate_series(1, $2::int) g`,
    [cat, SITUATIONS],
  );
  const sit = (await one<{ id: string }>(`SELECT id::text AS id FROM situations ORDER BY id DESC LIMIT 1`)).id;
  await t.db.query(
    `INSERT INTO situation_timeline (situation_id, kind, event_at, created_by, text)
     SELECT $1, 'note', timestamptz '2026-11-25 06:00Z' + g * interval '90 seconds', 'dispatcher',
            'Eintrag ' || g || ': Fahrgäste in Grötzingen über Lautsprecher informiert, Zugführer der S4 benachrichtigt, Ersatzverkehr angefragt'
       FROM generate_series(1, ${ENTRIES}) g`,
    [sit],
  );
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const headers = { ...(await authHeaders('admin')), 'content-type': 'application/json' };

  async function exportOnce(): Promise<{ totalMs: number; bytes: number }> {
    const t0 = performance.now();
    let job = (await (await fetch(`${address}/api/situations/exports`, { method: 'POST', headers, body: JSON.stringify({ kind: 'situation', situationId: sit, format: 'pdf', brand: 'avg' }) })).json()) as ExportJobView;
    while (job.state === 'running') {
      await new Promise((r) => setTimeout(r, 50));
      job = (await (await fetch(`${address}/api/situations/exports/${job.id}`, { headers })).json()) as ExportJobView;
    }
    if (job.state !== 'done') throw new Error(`export failed: ${job.error}`);
    const file = await (await fetch(`${address}/api/situations/exports/${job.id}/file`, { headers })).arrayBuffer();
    return { totalMs: performance.now() - t0, bytes: file.byteLength };
  }

  async function listOnce(): Promise<number> {
    const t0 = performance.now();
    const res = await fetch(`${address}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query: LIST, variables: { perPage: 50 } }) });
    const body = (await res.json()) as { errors?: unknown[] };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return performance.now() - t0;
  }

  const warm = await exportOnce();
  console.log(`warm-up export (starts the worker): ${warm.totalMs.toFixed(0)} ms`);
  const idle: number[] = [];
  for (let i = 0; i < 50; i += 1) idle.push(await listOnce());
  console.log(`list alone: p50 ${pct(idle, 0.5).toFixed(1)} ms, max ${Math.max(...idle).toFixed(1)} ms (50 queries)`);

  // The export's own main-thread work: loading the situation (SQL; PGlite runs in this thread).
  const loads: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const t0 = performance.now();
    await loadSituationDetail(t.db, sit, 'de', null);
    loads.push(performance.now() - t0);
  }
  console.log(`loading the situation for the PDF (main thread): median ${pct(loads, 0.5).toFixed(1)} ms`);

  const idleDelay = monitorEventLoopDelay({ resolution: 5 });
  idleDelay.enable();
  await new Promise((r) => setTimeout(r, 1000));
  idleDelay.disable();
  const delay = monitorEventLoopDelay({ resolution: 5 });
  const totals: number[] = [];
  const during: number[] = [];
  let size = 0;
  for (let r = 0; r < ROUNDS; r += 1) {
    let done = false;
    delay.enable();
    const client = (async () => {
      while (!done) during.push(await listOnce());
    })();
    const res = await exportOnce();
    done = true;
    await client;
    delay.disable();
    totals.push(res.totalMs);
    size = res.bytes;
  }
  const load = os.loadavg().map((l) => l.toFixed(2)).join(' ');
  console.log(`situation with ${ENTRIES} timeline entries, ${SITUATIONS} situations in the list; PDF ${(size / 1024).toFixed(0)} KB`);
  console.log(`PDF export POST→file: median ${pct(totals, 0.5).toFixed(0)} ms, max ${Math.max(...totals).toFixed(0)} ms over ${ROUNDS} rounds (target ≤ ${PDF_TARGET_MS} ms) ${Math.max(...totals) <= PDF_TARGET_MS ? 'OK' : 'NOT MET'}`);
  console.log(`list during exports: ${during.length} queries, p50 ${pct(during, 0.5).toFixed(1)} ms, p95 ${pct(during, 0.95).toFixed(1)} ms, max ${Math.max(...during).toFixed(1)} ms (target max ≤ ${LIST_TARGET_MS} ms) ${Math.max(...during) <= LIST_TARGET_MS ? 'OK' : 'NOT MET'}`);
  const ms = (ns: number) => (ns / 1e6).toFixed(1);
  console.log(`event-loop delay: idle max ${ms(idleDelay.max)} ms; during exports p99 ${ms(delay.percentile(99))} ms, max ${ms(delay.max)} ms`);
  console.log(`load average (1, 5, 15 min): ${load}; ${os.cpus().length} CPUs`);
  await t.close();
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
