/**
 * Connection engine bench (issue 14, docs/connections/engine.md "Bench"): a synthetic day of N runs
 * (default 20,000) on 60 lines of 20 stations, about a third of the calls at 100 hubs several lines
 * share, one run in five delayed, and connection rules line → line(+direction) at the hubs in
 * one-hour bands giving about 5,000 connections (bench/support/connectionDay.ts, seeded). Prints:
 *   - full evaluation (ConnectionEngine.build: pairing and every state), median and p95 of wall and
 *     CPU time over ROUNDS rounds (target <= 100 ms);
 *   - incremental after one run's delay (ConnectionEngine.update with that run), median and p95 over
 *     INCREMENTAL rounds, each a different run that takes part in connections (target <= 10 ms);
 *   - the baselines in the same run: a full rebuild after each delay (what the incremental rule
 *     avoids) and a re-evaluation of every connection without pairing (updateAll);
 *   - the engine's heap (after GC: one engine held minus let go) and the day's own heap;
 *   - a check: after the incremental rounds the engine equals a full evaluation of the same day.
 * The machine may be shared: CPU time (this process) is printed beside wall time, and a target
 * missed in wall time but met in CPU time is reported as such. Exit 1 when a target is missed.
 *
 * Run: npx tsx bench/connections.ts [runs=20000] [rounds=25] [incremental=300]
 */
import os from 'node:os';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { ConnectionEngine } from '../server/connections/engine/engine';
import type { ConnectionInstance } from '../server/connections/engine/types';
import { generator } from '../server/operations/prng';
import { syntheticConnectionDay } from './support/connectionDay';

const RUNS = Number(process.argv[2] ?? 20_000);
const ROUNDS = Math.max(20, Number(process.argv[3] ?? 25));
const INCREMENTAL = Math.max(200, Number(process.argv[4] ?? 300));
const FULL_TARGET_MS = 100;
const INCREMENTAL_TARGET_MS = 10;

v8.setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const heapUsed = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))];
};
const ms = (x: number) => `${x.toFixed(x < 10 ? 3 : 1)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Wall-clock and CPU time (this process, user + system) of a call, ms. */
function timed(fn: () => void): { wall: number; cpu: number } {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  fn();
  const wall = performance.now() - t0;
  const c = process.cpuUsage(c0);
  return { wall, cpu: (c.user + c.system) / 1000 };
}

const heap0 = heapUsed();
const { day, rules, walkTimes } = syntheticConnectionDay({ runs: RUNS, lines: 60, hubs: 100, stations: 0, stopsPerLine: 20, rules: Math.round((213 * RUNS) / 20_000), seed: 14, delayedShare: 0.2, bandS: 3600 });
const heapDay = heapUsed() - heap0;
const stops = day.plans.reduce((n, p) => n + p.stopIds.length, 0);

// Warm-up (the JIT), not counted.
for (let k = 0; k < 3; k++) new ConnectionEngine().build(day, rules, walkTimes);

let engine = new ConnectionEngine().build(day, rules, walkTimes);
const counts = engine.counts();
console.log(
  `connection bench: ${day.runCount} runs, ${stops} stops, ${rules.length} rules, ${walkTimes.length} walk times, ${engine.instances().length} connections (${Object.entries(counts).map(([s, n]) => `${s} ${n}`).join(', ')}); node ${process.version}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'})`,
);

const full = { wall: [] as number[], cpu: [] as number[] };
for (let k = 0; k < ROUNDS; k++) {
  const t = timed(() => {
    engine = new ConnectionEngine().build(day, rules, walkTimes);
  });
  full.wall.push(t.wall);
  full.cpu.push(t.cpu);
}

// Incremental: each round one run that takes part in connections is delayed by 1–10 min from a
// random stop on; update() with that run. Then the baselines on the same kind of change.
const rand = generator(1414);
const involved = [...new Set(engine.instances().flatMap((c) => [c.feederRun, c.departingRun]))];
const delayOne = () => {
  const run = involved[Math.floor(rand() * involved.length)];
  day.delay(run, 60 + Math.floor(rand() * 540), Math.floor(rand() * day.plans[run].stopIds.length));
  return run;
};
const incremental: number[] = [];
let changedTotal = 0;
for (let k = 0; k < INCREMENTAL; k++) {
  const run = delayOne();
  const t0 = performance.now();
  const changed = engine.update([run]);
  incremental.push(performance.now() - t0);
  changedTotal += changed.length;
}
const fingerprint = (cs: readonly ConnectionInstance[]) => cs.map((c) => `${c.id} ${c.state} ${c.slackS} ${c.decideBy}`).join('\n');
const same = fingerprint(engine.instances()) === fingerprint(new ConnectionEngine().build(day, rules, walkTimes).instances());

const rebuild: number[] = [];
for (let k = 0; k < Math.max(20, Math.floor(ROUNDS / 2)); k++) {
  delayOne();
  const t0 = performance.now();
  new ConnectionEngine().build(day, rules, walkTimes);
  rebuild.push(performance.now() - t0);
}
const reevaluate: number[] = [];
for (let k = 0; k < 50; k++) {
  delayOne();
  const t0 = performance.now();
  engine.updateAll();
  reevaluate.push(performance.now() - t0);
}

// The engine's heap: one engine held, then let go (the day stays): the difference after GC. Only
// the array is touched in this frame: an engine left in a frame's interpreter register stays alive.
function engineHeap(): { bytes: number; count: number } {
  const kept = Array.from({ length: 1 }, () => new ConnectionEngine().build(day, rules, walkTimes));
  const count = kept.reduce((n, e) => n + e.instances().length, 0);
  const withIt = heapUsed();
  kept.length = 0;
  return { bytes: withIt - heapUsed(), count };
}
const { bytes: heapEngine, count: connectionCount } = engineHeap();

const load = os.loadavg();
console.log(`load average ${load.map((x) => x.toFixed(1)).join(' ')} on ${os.cpus().length} cores`);
const fullWall = quantile(full.wall, 0.5);
const fullCpu = quantile(full.cpu, 0.5);
const verdict = (wall: number, cpu: number, target: number) => (wall <= target ? 'met' : cpu <= target ? 'met in CPU time only (machine loaded)' : 'MISSED');
const fullVerdict = verdict(fullWall, fullCpu, FULL_TARGET_MS);
console.log(
  `full evaluation (build):             median ${ms(fullWall)} wall, ${ms(fullCpu)} CPU; p95 ${ms(quantile(full.wall, 0.95))} wall, ${ms(quantile(full.cpu, 0.95))} CPU; of ${ROUNDS}   target <= ${FULL_TARGET_MS} ms: ${fullVerdict}`,
);
const incMedian = quantile(incremental, 0.5);
const incVerdict = incMedian <= INCREMENTAL_TARGET_MS ? 'met' : 'MISSED';
console.log(
  `incremental after one run's delay:   median ${ms(incMedian)}, p95 ${ms(quantile(incremental, 0.95))}, max ${ms(Math.max(...incremental))} wall of ${INCREMENTAL} (${(changedTotal / INCREMENTAL).toFixed(1)} connections changed per delay)   target <= ${INCREMENTAL_TARGET_MS} ms: ${incVerdict}`,
);
console.log(`baseline, full rebuild per delay:    median ${ms(quantile(rebuild, 0.5))}, p95 ${ms(quantile(rebuild, 0.95))} wall of ${rebuild.length} (${(quantile(rebuild, 0.5) / incMedian).toFixed(0)}x the incremental median)`);
console.log(`baseline, every state re-evaluated:  median ${ms(quantile(reevaluate, 0.5))}, p95 ${ms(quantile(reevaluate, 0.95))} wall of ${reevaluate.length} (updateAll, no pairing)`);
console.log(`heap: engine ${mb(heapEngine)} (${Math.round(heapEngine / connectionCount)} bytes per connection, after GC), the synthetic day itself ${mb(heapDay)}`);
console.log(`incremental result equals a full evaluation of the same day: ${same ? 'yes' : 'NO'}`);
if (!same || fullVerdict === 'MISSED' || incVerdict === 'MISSED') process.exitCode = 1;
