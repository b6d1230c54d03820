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
 * Environment: SCREEN (path, default /live), RUNS (default 1), PRESET (mobile or desktop, default
 * mobile; desktop does not slow the CPU down, so there a task's length is its simulated length),
 * MIN (ms, default 12.5),
 * FROM and TO (ms since navigation start: only tasks starting in between). PROFILE=<ms> also
 * records V8's sampling profiler in the trace (it adds some overhead) and prints, for every task
 * longer than that, the functions with the most time in it, with and without callees.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse, { desktopConfig } from 'lighthouse';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import { CpuProfileModel } from 'lighthouse/core/lib/tracehouse/cpu-profile-model.js';
import { functionTimes, type Profile } from './support/cpuProfile';
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
const desktop = process.env.PRESET === 'desktop';
const min = Number(process.env.MIN ?? 12.5);
const from = Number(process.env.FROM ?? 0);
const to = Number(process.env.TO ?? Infinity);
const profileMin = process.env.PROFILE ? Number(process.env.PROFILE) : Infinity;
const file = (url: string) => url.split('/').pop() ?? url;

interface TraceProfileNode {
  id: number;
  parent?: number;
  callFrame: Partial<Profile['nodes'][number]['callFrame']>;
}

/** The main thread's profile from the trace, in the Profiler domain's shape (children, not parents). */
function mainThreadProfile(events: { name: string; pid: number; tid: number }[], pid: number): Profile | undefined {
  // Profile ids repeat across processes ("0x1"), so only the page's process is read (its chunks
  // come from V8's profiler thread, not the main thread).
  const profile = CpuProfileModel.collectProfileEvents(events.filter((e) => e.pid === pid))[0];
  if (!profile) return undefined;
  const nodes: Profile['nodes'] = (profile.nodes as TraceProfileNode[]).map((n) => ({
    id: n.id,
    callFrame: { functionName: n.callFrame.functionName ?? '', url: n.callFrame.url ?? '', lineNumber: n.callFrame.lineNumber ?? -1 },
    children: [],
  }));
  const byId = new Map(nodes.map((n) => [n.id, n]));
  for (const n of profile.nodes as TraceProfileNode[]) if (n.parent !== undefined) byId.get(n.parent)?.children?.push(n.id);
  return { nodes, startTime: profile.startTime, samples: profile.samples, timeDeltas: profile.timeDeltas };
}

/** Indexes of the samples between two trace times (µs). */
function samplesBetween(profile: Profile, start: number, end: number): number[] {
  const out: number[] = [];
  let t = profile.startTime;
  (profile.timeDeltas ?? []).forEach((d, i) => {
    t += d;
    if (t >= start && t <= end) out.push(i);
  });
  return out;
}

const skipped = new Set(['(root)', '(program)', '(idle)']);
const top = (list: { name: string; ms: number }[]) =>
  list.filter((f) => !skipped.has(f.name.split(' ')[0]) ).slice(0, 8).map((f) => `${f.ms.toFixed(1)} ${f.name}`).join('; ');

await withSignedInChrome(async ({ url, port }) => {
  for (let run = 0; run < runs; run++) {
    const result = await lighthouse(
      `${url}${path}`,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        ...(process.env.PROFILE ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
      },
      desktop ? desktopConfig : undefined,
    );
    if (!result) throw new Error('Lighthouse gave no result');
    const { lhr, artifacts } = result;
    const num = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
    console.log(`${path} run ${run + 1}: score ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}, TBT ${num('total-blocking-time')} ms, LCP ${num('largest-contentful-paint')} ms`);
    // The recorded (unthrottled) paints: tasks before the first contentful paint count for no TBT.
    const observed = (lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)?.items?.[0] ?? {};
    console.log(`  recorded: first contentful paint ${Math.round(observed.observedFirstContentfulPaint ?? NaN)} ms, largest ${Math.round(observed.observedLargestContentfulPaint ?? NaN)} ms`);
    const processed = TraceProcessor.processTrace(artifacts.Trace);
    // Lighthouse records a stack trace with every timer installed (devtools.timeline.stack), so
    // in its trace a setTimeout costs far more than in a user's browser.
    const timers = processed.mainThreadEvents.filter((e: { name: string }) => e.name === 'TimerInstall').length;
    console.log(`  timers installed on the main thread: ${timers}`);
    if (process.env.TIMERS) {
      const by = new Map<string, number>();
      for (const e of processed.mainThreadEvents as { name: string; args?: { data?: { stackTrace?: { functionName: string; url: string }[] } } }[]) {
        if (e.name !== 'TimerInstall') continue;
        const key = (e.args?.data?.stackTrace ?? []).slice(0, Number(process.env.TIMERS)).map((f) => `${f.functionName || '(anonymous)'} ${file(f.url)}`).join(' < ');
        by.set(key, (by.get(key) ?? 0) + 1);
      }
      for (const [key, n] of [...by].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`  ${String(n).padStart(4)} ${key}`);
    }
    const main = processed.mainThreadEvents[0];
    const profile = process.env.PROFILE ? mainThreadProfile(artifacts.Trace.traceEvents, main.pid) : undefined;
    if (process.env.PROFILE && !profile) console.log(`  no profile for the main thread (${main.pid}/${main.tid}) in the trace`);
    if (profile) writeFileSync(join('.tmp', `lighthouse-tasks-${run + 1}.cpuprofile`), JSON.stringify({ ...profile, endTime: profile.startTime + (profile.timeDeltas ?? []).reduce((a, b) => a + b, 0) }));
    if (profile) console.log(`  page profile (.tmp/lighthouse-tasks-${run + 1}.cpuprofile): ${profile.samples?.length} samples from ${((profile.startTime - processed.timestamps.timeOrigin) / 1000).toFixed(0)} ms, ${profile.nodes.length} nodes`);
    if (process.env.PROFILE) {
      const others = new Map<string, number>();
      for (const e of artifacts.Trace.traceEvents) if (e.name === 'ProfileChunk' && e.pid !== main.pid) others.set(String(e.pid), (others.get(String(e.pid)) ?? 0) + 1);
      for (const p of CpuProfileModel.collectProfileEvents(artifacts.Trace.traceEvents.filter((e) => e.pid !== main.pid && others.has(String(e.pid))))) {
        const urls = new Set((p.nodes as TraceProfileNode[]).map((n) => n.callFrame.url).filter(Boolean));
        const idle = new Set((p.nodes as TraceProfileNode[]).filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id));
        const busyMs = p.samples.reduce((sum: number, id: number, i: number) => (idle.has(id) ? sum : sum + (p.timeDeltas[i + 1] ?? 0) / 1000), 0);
        console.log(`  another renderer (${p.pid}): busy ${busyMs.toFixed(0)} ms, scripts: ${[...urls].slice(0, 4).join(' ')}`);
      }
      console.log(`  profiled threads besides the page's: ${[...others].map(([k, n]) => `${k} (${n} chunks)`).join(', ') || 'none'}`);
    }
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
      if (profile && task.duration > profileMin) {
        const origin = processed.timestamps.timeOrigin;
        const times = functionTimes(profile, samplesBetween(profile, origin + task.startTime * 1000, origin + (task.startTime + task.duration) * 1000));
        console.log(`         with callees: ${top(times.total)}`);
        console.log(`         own time:     ${top(times.self)}`);
      }
    }
  }
});
