/**
 * What Lighthouse's TBT is made of (npx tsx bench/lighthouse-tasks.ts), issue 15.
 *
 * Lighthouse's mobile preset does not slow the page down: it records the trace at the machine's
 * own speed and multiplies the main thread's tasks by 4 in its simulation. So every top-level
 * task over 12.5 ms in the recorded trace becomes a long task, and the tasks before the largest
 * paint make up its simulated LCP. This runs Lighthouse as bench/lighthouse.ts does (the same
 * start, browser and sign-in) and prints, per run, those tasks from the recorded trace: start and
 * length (ms, unthrottled), what Lighthouse attributes them to, and their biggest parts
 * (v8.evaluateModule: a chunk's evaluation; TimerFire: a setTimeout callback, e.g. react-query
 * notifying React; v8.callFunction: a scheduler slice or a promise callback; Layout, Commit).
 *
 * Environment: SCREEN (path, default /live), RUNS (default 1), MIN (ms, default 12.5),
 * FROM and TO (ms since navigation start: only tasks starting in between).
 */
import lighthouse from 'lighthouse';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import { withSignedInChrome } from './support/signedInChrome';

interface TaskNode {
  event: { name: string; args?: { data?: { url?: string } } };
  children: TaskNode[];
  parent?: TaskNode;
  startTime: number;
  duration: number;
  attributableURLs: string[];
}

const path = process.env.SCREEN ?? '/live';
const runs = Number(process.env.RUNS ?? 1);
const min = Number(process.env.MIN ?? 12.5);
const from = Number(process.env.FROM ?? 0);
const to = Number(process.env.TO ?? Infinity);
const file = (url: string) => url.split('/').pop() ?? url;

await withSignedInChrome(async ({ url, port }) => {
  for (let run = 0; run < runs; run++) {
    const result = await lighthouse(`${url}${path}`, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error('Lighthouse gave no result');
    const { lhr, artifacts } = result;
    const num = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
    console.log(`${path} run ${run + 1}: score ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}, TBT ${num('total-blocking-time')} ms, LCP ${num('largest-contentful-paint')} ms`);
    const processed = TraceProcessor.processTrace(artifacts.Trace);
    const tasks = MainThreadTasks.getMainThreadTasks(processed.mainThreadEvents, processed.frames, processed.timestamps.traceEnd, processed.timestamps.timeOrigin) as TaskNode[];
    for (const task of tasks) {
      if (task.parent || task.duration <= min || task.startTime < from || task.startTime > to) continue;
      const parts = new Map<string, number>();
      for (const child of task.children) {
        const url = child.event.args?.data?.url;
        const key = url ? `${child.event.name} ${file(url)}` : child.event.name;
        parts.set(key, (parts.get(key) ?? 0) + child.duration);
      }
      const biggest = [...parts].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([k, v]) => `${k} ${v.toFixed(1)}`).join('; ');
      console.log(`  ${task.startTime.toFixed(0).padStart(5)} +${task.duration.toFixed(1).padStart(5)}  [${task.attributableURLs.map(file).slice(0, 2).join(', ')}] ${biggest}`);
    }
  }
});
