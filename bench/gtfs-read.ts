/**
 * GTFS read bench: stop times per second read + validated by readGtfsFeed (zip -> in-memory model,
 * no database), and the reading process's peak RSS, for generated feeds of 100,000 and 500,000
 * stop times.
 *
 * Run: npx tsx bench/gtfs-read.ts [sizes=100000,500000] [rounds=3]
 *
 * The parent generates each feed into a temporary zip file; every round reads it in a fresh child
 * process, so the peak RSS is the reader's alone (the generator's memory is not counted) and no
 * round warms the next. Printed: median rate and time over the rounds, the largest peak RSS.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { readGtfsFeed } from '../server/operations/gtfs';
import { generateGtfsFeed } from '../tests/support/gtfsFeed';

interface Measure {
  stopTimes: number;
  ms: number;
  peakRssMb: number;
}

async function child(path: string): Promise<void> {
  const started = performance.now();
  const result = await readGtfsFeed(path);
  const ms = performance.now() - started;
  if (!result.ok) throw new Error(`feed refused: ${result.problems[0]?.message}`);
  // maxRSS is in kilobytes.
  const measure: Measure = { stopTimes: result.stats.stopTimes, ms, peakRssMb: process.resourceUsage().maxRSS / 1024 };
  process.stdout.write(`${JSON.stringify(measure)}\n`);
}

async function parent(): Promise<void> {
  const sizes = (process.argv[2] ?? '100000,500000').split(',').map(Number);
  const rounds = Number(process.argv[3] ?? 3);
  const root = resolve(import.meta.dirname, '..');
  const tsx = join(root, 'node_modules', '.bin', 'tsx');
  const dir = await mkdtemp(join(tmpdir(), 'gtfs-bench-'));
  try {
    console.log('GTFS read + validate (readGtfsFeed, no database), median of', rounds, 'rounds, one child process per round');
    console.log('stop times | zip MB | median s | stop times/s | peak RSS MB (max)');
    for (const size of sizes) {
      const path = join(dir, `feed-${size}.zip`);
      await writeFile(path, generateGtfsFeed({ stopTimes: size, stops: 4000 }));
      const zipMb = (await stat(path)).size / 1e6;
      const measures: Measure[] = [];
      for (let r = 0; r < rounds; r++) {
        const run = spawnSync(tsx, [import.meta.filename, '--read', path], { cwd: root, encoding: 'utf8' });
        if (run.status !== 0) throw new Error(`child failed (${run.status}): ${run.stderr}`);
        measures.push(JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}') as Measure);
      }
      const ms = measures.map((m) => m.ms).sort((a, b) => a - b)[Math.floor(rounds / 2)];
      const rss = Math.max(...measures.map((m) => m.peakRssMb));
      const rate = Math.round(size / (ms / 1000));
      console.log(
        `${String(size).padStart(10)} | ${zipMb.toFixed(1).padStart(6)} | ${(ms / 1000).toFixed(2).padStart(8)} | ${String(rate).padStart(12)} | ${rss.toFixed(0).padStart(6)}`,
      );
      if (measures.some((m) => m.stopTimes !== size)) throw new Error(`read ${measures.map((m) => m.stopTimes)} stop times, expected ${size}`);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--read') await child(process.argv[3]);
else await parent();
