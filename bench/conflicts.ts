/**
 * Conflict bench (issue 12, docs/time-distance.md "Conflicts"): a synthetic day of N runs (default
 * 20,000) on 84 lines of 18 stations around one hub (the plan conflict-free: single track only
 * where the plan has no meet, turnarounds of 5 min), two platform tracks per station, one run in
 * ten delayed (seeded). Prints the median of several rounds (wall and CPU time, and the load
 * average: the machine may be shared) for:
 *   - from scratch: every run's occupations and every resource's sweep (ConflictIndex.reset;
 *     target <= 200 ms), on a new index and on the index in use (as the tracker rebuilds);
 *   - incremental after one measure: one run delayed by 5 min from a stop on, re-swept
 *     (ConflictIndex.update with that run; target <= 20 ms), over 30 different runs;
 *   - the baseline in the same run: every pair of occupations per resource (what the sweep's
 *     active set avoids), with the same rules; its result must equal the sweep's.
 *
 * Run: npx tsx bench/conflicts.ts [runs=20000] [rounds=5]
 */
import os from 'node:os';
import type { Conflict } from '../src/shared/operations/timeDistance';
import { ConflictIndex } from '../server/operations/conflicts/index';
import { generator } from '../server/operations/prng';
import { delayed, syntheticDay } from './support/conflictDay';
import { OccupationTable, type Lane } from '../server/operations/conflicts/occupations';
import { sweepResource } from '../server/operations/conflicts/rules';
import type { SweepInfrastructure, SweepRun } from '../server/operations/conflicts/sweep';

const RUNS = Number(process.argv[2] ?? 20_000);
const ROUNDS = Number(process.argv[3] ?? 5);

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const ms = (x: number) => `${x.toFixed(x < 10 ? 2 : 1)} ms`;

/**
 * Baseline: every pair of occupations of each resource, the same rules (the rule kernel on a
 * lane of the two, the earlier one first), on the same occupation table.
 */
function allPairs(runs: readonly SweepRun[], infra: SweepInfrastructure): Map<string, Conflict> {
  const t = new OccupationTable(infra);
  t.addAll(runs);
  const byResource: number[][] = t.resources.map(() => []);
  for (let no = 0; no < t.runs.length; no++) for (let s = t.blockAt[no], e = s + t.blockLen[no]; s < e; s++) byResource[t.res[s]].push(s);
  const out = new Map<string, Conflict>();
  const pair: Lane = { start: new Float64Array(2), end: new Float64Array(2), run: new Int32Array(2), dir: new Uint8Array(2), lo: 0, hi: 2 };
  const put = (k: number, s: number) => {
    pair.start[k] = t.start[s];
    pair.end[k] = t.end[s];
    pair.run[k] = t.run[s];
    pair.dir[k] = t.dir[s];
  };
  const earlier = (x: number, y: number) => t.start[x] < t.start[y] || (t.start[x] === t.start[y] && t.runs[t.run[x]]!.id < t.runs[t.run[y]]!.id);
  byResource.forEach((slots, r) => {
    for (let i = 0; i < slots.length; i++) {
      for (let j = i + 1; j < slots.length; j++) {
        const [a, b] = earlier(slots[j], slots[i]) ? [slots[j], slots[i]] : [slots[i], slots[j]];
        put(0, a);
        put(1, b);
        sweepResource(t, t.resources[r], pair, out);
      }
    }
  });
  return out;
}

const { runs, infra } = syntheticDay(RUNS);
const counted = new OccupationTable(infra);
counted.addAll(runs);
const occupations = counted.blockLen.reduce((n, k) => n + k, 0);
console.log(`conflict bench: ${runs.length} runs, ${occupations} occupations, ${counted.resources.length} resources, ${infra.sections.size} sections; node ${process.version}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'})`);

/** Wall-clock and CPU time (this process, user + system) of a call, ms: the CPU time is what a shared machine's load does not inflate. */
function timed(fn: () => void): { wall: number; cpu: number } {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  fn();
  const wall = performance.now() - t0;
  const c = process.cpuUsage(c0);
  return { wall, cpu: (c.user + c.system) / 1000 };
}

// From scratch, two ways, alternating (so the machine's load hits both alike): a new index each
// time, and a reset of the index in use (what the tracker does on a new day or infrastructure
// change: it refills the previous reset's lanes instead of allocating them).
const scratch: number[] = [];
const scratchCpu: number[] = [];
const again: number[] = [];
const againCpu: number[] = [];
let index = new ConflictIndex(infra);
const reused = new ConflictIndex(infra);
reused.reset(runs);
for (let k = 0; k < ROUNDS; k++) {
  index = new ConflictIndex(infra);
  const built = index;
  const t = timed(() => built.reset(runs));
  scratch.push(t.wall);
  scratchCpu.push(t.cpu);
  const u = timed(() => reused.reset(runs));
  again.push(u.wall);
  againCpu.push(u.cpu);
}
if (JSON.stringify(reused.list()) !== JSON.stringify(index.list())) throw new Error('a reset of the index in use found other conflicts');
const found = index.list();
const kinds = new Map<string, number>();
for (const c of found) kinds.set(c.kind, (kinds.get(c.kind) ?? 0) + 1);
console.log(`conflicts: ${found.length} (${[...kinds].map(([k, n]) => `${k} ${n}`).join(', ')})`);

const incremental: number[] = [];
const rand = generator(7);
for (let k = 0; k < 30; k++) {
  const run = runs[Math.floor(rand() * runs.length)];
  const changed = delayed(run, Math.floor(rand() * (run.points.length - 1)), 300);
  const t0 = performance.now();
  index.update([changed]);
  incremental.push(performance.now() - t0);
  // Back as it was (the next round starts from the same day).
  index.update([run]);
}

const baseline: number[] = [];
let brute = new Map<string, Conflict>();
for (let k = 0; k < Math.min(ROUNDS, 3); k++) {
  const t0 = performance.now();
  brute = allPairs(runs, infra);
  baseline.push(performance.now() - t0);
}
const same = brute.size === found.length && found.every((c) => JSON.stringify(brute.get(c.id)) === JSON.stringify(c));

const fromScratch = median(scratch);
const oneMeasure = median(incremental);
const scratchCpuMedian = median(scratchCpu);
console.log(`load average ${os.loadavg().map((x) => x.toFixed(1)).join(' ')} on ${os.cpus().length} cores`);
const verdict = (wall: number, cpu: number) => (wall <= 200 ? 'met' : cpu <= 200 ? 'met in CPU time only (machine loaded)' : 'MISSED');
console.log(`from scratch (new index):      median ${ms(fromScratch)} wall, ${ms(scratchCpuMedian)} CPU of ${ROUNDS} (wall min ${ms(Math.min(...scratch))}, max ${ms(Math.max(...scratch))})   target <= 200 ms: ${verdict(fromScratch, scratchCpuMedian)}`);
console.log(`from scratch (index in use):   median ${ms(median(again))} wall, ${ms(median(againCpu))} CPU of ${ROUNDS} (wall min ${ms(Math.min(...again))}, max ${ms(Math.max(...again))})   target <= 200 ms: ${verdict(median(again), median(againCpu))}`);
console.log(`incremental after one measure: median ${ms(oneMeasure)} of ${incremental.length} (max ${ms(Math.max(...incremental))})   target <= 20 ms: ${oneMeasure <= 20 ? 'met' : 'MISSED'}`);
console.log(`baseline, all pairs per resource: median ${ms(median(baseline))} of ${baseline.length}; same conflicts as the sweep: ${same ? 'yes' : 'NO'}`);
if (!same) process.exitCode = 1;
