/**
 * GTFS import bench: a generated feed (default 200,000 stop times) imported the way the import job
 * does it (readGtfsFeed → feedToTimetable → writeTimetableVersion, one transaction) into PGlite (a
 * database in a temporary directory) and into PostgreSQL; then the version is activated and one
 * weekday is loaded with loadDayTimetable, as the live engine does at start.
 *
 * Run: npx tsx bench/gtfs-import.ts [stopTimes=200000] [rounds=3]
 *   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/leitstelle_bench): the database
 *   is created when missing; every round works in a fresh schema that is dropped afterwards.
 *
 * Every round runs in a fresh child process, so the peak RSS is that import's alone. Printed per
 * target: median stop times per second of the whole import and of the write phase alone, the
 * median loadDayTimetable time, the largest peak RSS; PASS/FAIL against the PostgreSQL target
 * (issue 4: at least 50,000 stop times per second).
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { runFileMigrations } from '../server/db/migrate';
import { createPglite } from '../server/db/pglite';
import { createPostgres } from '../server/db/postgres';
import type { Database } from '../server/db/types';
import { readGtfsFeed } from '../server/operations/gtfs';
import { activateVersion, feedToTimetable, loadDayTimetable, writeTimetableVersion } from '../server/operations/timetable';
import { generateGtfsFeed } from '../tests/support/gtfsFeed';

const TARGET_PER_S = 50_000;
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/leitstelle_bench';
/** A Wednesday inside the generated feed's calendar (weekday service). */
const WEEKDAY = '2026-03-04';

type Target = 'pglite' | 'postgres';

interface Measure {
  stopTimes: number;
  totalMs: number;
  readMs: number;
  writeMs: number;
  loadDayMs: number;
  dayTrips: number;
  /** RSS with the database open and migrated, before the feed is read (PGlite's WASM heap is most of it). */
  baseRssMb: number;
  peakRssMb: number;
}

const quiet = { info: () => undefined };

async function child(target: Target, feedPath: string): Promise<void> {
  let db: Database;
  let cleanup: () => Promise<void>;
  if (target === 'pglite') {
    const dir = await mkdtemp(join(tmpdir(), 'gtfs-import-bench-'));
    db = await createPglite(join(dir, 'pglite'));
    cleanup = async () => {
      await db.close();
      await rm(dir, { recursive: true, force: true });
    };
  } else {
    const schema = `bench_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE SCHEMA "${schema}"`);
    db = createPostgres({ connectionString: DATABASE_URL, schema, max: 4 });
    cleanup = async () => {
      await db.close();
      await admin.query(`DROP SCHEMA "${schema}" CASCADE`);
      await admin.end();
    };
  }
  try {
    await runFileMigrations(db, quiet);
    const baseRssMb = process.memoryUsage().rss / 1024 / 1024;
    const started = performance.now();
    const read = await readGtfsFeed(feedPath);
    if (!read.ok) throw new Error(`feed refused: ${read.problems[0]?.message}`);
    const data = feedToTimetable(read.feed, { name: 'bench' });
    const readMs = performance.now() - started;
    const version = await writeTimetableVersion(db, data, { importedBy: 'bench' });
    const totalMs = performance.now() - started;
    await activateVersion(db, version.id, 'bench');
    const dayStarted = performance.now();
    const day = await loadDayTimetable(db, WEEKDAY);
    const loadDayMs = performance.now() - dayStarted;
    const measure: Measure = {
      stopTimes: version.stats.stopTimes, totalMs, readMs, writeMs: totalMs - readMs, loadDayMs, dayTrips: day?.trips.length ?? 0, baseRssMb,
      // maxRSS is in kilobytes.
      peakRssMb: process.resourceUsage().maxRSS / 1024,
    };
    process.stdout.write(`${JSON.stringify(measure)}\n`);
  } finally {
    await cleanup();
  }
}

/** Creates the bench database when it does not exist (connecting to the server's postgres database). */
async function ensureDatabase(): Promise<void> {
  const url = new URL(DATABASE_URL);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await admin.end();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rate = (n: number, ms: number) => Math.round(n / (ms / 1000));

async function parent(): Promise<void> {
  const size = Number(process.argv[2] ?? 200_000);
  const rounds = Number(process.argv[3] ?? 3);
  const root = resolve(import.meta.dirname, '..');
  const tsx = join(root, 'node_modules', '.bin', 'tsx');
  const dir = await mkdtemp(join(tmpdir(), 'gtfs-import-bench-'));
  let failed = false;
  try {
    const feedPath = join(dir, 'feed.zip');
    await writeFile(feedPath, generateGtfsFeed({ stopTimes: size, stops: 4000, shapes: true }));
    const zipMb = (await stat(feedPath)).size / 1e6;
    let postgres = true;
    try {
      await ensureDatabase();
    } catch (error) {
      postgres = false;
      console.log(`PostgreSQL at ${DATABASE_URL.replace(/:[^:@/]*@/, ':***@')} not reachable (${(error as Error).message}): FAIL, PostgreSQL not measured`);
      failed = true;
    }
    console.log(`GTFS import (read + validate + convert + write in one transaction), ${size} stop times (zip ${zipMb.toFixed(1)} MB), median of ${rounds} rounds, one child process per round`);
    console.log('target   | import s | stop times/s | write s | write stop times/s | loadDay ms (trips) | RSS before MB | peak RSS MB | target');
    for (const target of (postgres ? ['pglite', 'postgres'] : ['pglite']) as Target[]) {
      const measures: Measure[] = [];
      for (let r = 0; r < rounds; r++) {
        const run = spawnSync(tsx, [import.meta.filename, '--child', target, feedPath], { cwd: root, encoding: 'utf8', env: process.env });
        if (run.status !== 0) throw new Error(`${target} child failed (${run.status}): ${run.stderr}`);
        measures.push(JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}') as Measure);
      }
      if (measures.some((m) => m.stopTimes !== size)) throw new Error(`${target}: wrote ${measures.map((m) => m.stopTimes)} stop times, expected ${size}`);
      const total = median(measures.map((m) => m.totalMs));
      const write = median(measures.map((m) => m.writeMs));
      const importRate = rate(size, total);
      const verdict = target === 'postgres' ? (importRate >= TARGET_PER_S ? `PASS (>= ${TARGET_PER_S}/s)` : `FAIL (< ${TARGET_PER_S}/s)`) : '-';
      if (target === 'postgres' && importRate < TARGET_PER_S) failed = true;
      console.log([
        target.padEnd(8),
        (total / 1000).toFixed(2).padStart(8),
        String(importRate).padStart(12),
        (write / 1000).toFixed(2).padStart(7),
        String(rate(size, write)).padStart(18),
        `${median(measures.map((m) => m.loadDayMs)).toFixed(0)} (${measures[0].dayTrips})`.padStart(18),
        Math.max(...measures.map((m) => m.baseRssMb)).toFixed(0).padStart(13),
        Math.max(...measures.map((m) => m.peakRssMb)).toFixed(0).padStart(11),
        verdict,
      ].join(' | '));
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
}

if (process.argv[2] === '--child') await child(process.argv[3] as Target, process.argv[4]);
else await parent();
