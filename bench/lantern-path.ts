/**
 * What Lighthouse's simulated LCP waits for (npx tsx bench/lantern-path.ts), issue 15.
 *
 * Lighthouse's mobile LCP is not measured: Lantern rebuilds the page load from the recorded trace
 * as a graph of requests and main-thread tasks and replays it on a simulated phone (slow 4G: 150 ms
 * round trips, 1.6 Mbit/s; 4x CPU). This runs Lighthouse as bench/lighthouse.ts does (the same
 * start, browser and sign-in), then asks Lantern for the LCP's two estimates and prints, for the
 * pessimistic one (the optimistic differs by what it leaves out), every request with its simulated
 * start and end and its size, and the main-thread time between them: where the seconds go.
 *
 * Environment: SCREEN (path, default /live), METRIC (lcp, the default, or fcp: the same for the first
 * contentful paint).
 */
import lighthouse, { type Result } from 'lighthouse';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { withSignedInChrome } from './support/signedInChrome';

interface SimNode {
  type: 'network' | 'cpu';
  request?: { url: string; transferSize: number; resourceType?: string };
}
interface Timing { startTime: number; endTime: number; duration: number }
interface Estimate { timeInMs: number; nodeTimings: Map<SimNode, Timing> }

const path = process.env.SCREEN ?? '/live';
const metric = process.env.METRIC === 'fcp' ? 'FCP' : 'LCP';
const Lantern = metric === 'FCP' ? LanternFirstContentfulPaint : LanternLargestContentfulPaint;
const file = (url: string) => (url.split('/').pop() || url).slice(0, 48);

await withSignedInChrome(async ({ url, port }) => {
  type Lcp = { timing: number; optimisticEstimate: Estimate; pessimisticEstimate: Estimate };
  let found: { lhr: Result; lcp: Lcp } | null = null;
  // A recording now and then has no navigation start (as in bench/lighthouse.ts): run again.
  for (let attempt = 1; attempt <= 3 && !found; attempt++) {
    const result = await lighthouse(`${url}${path}`, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error('Lighthouse gave no result');
    const { lhr, artifacts } = result;
    const settings = lhr.configSettings;
    const data = {
      trace: artifacts.Trace, devtoolsLog: artifacts.DevtoolsLog, gatherContext: artifacts.GatherContext, settings,
      URL: artifacts.URL, SourceMaps: artifacts.SourceMaps, simulator: null,
    };
    try {
      found = { lhr, lcp: (await Lantern.request(data as never, { computedCache: new Map(), settings } as never)) as unknown as Lcp };
    } catch (error) {
      console.log(`run ${attempt}: ${(error as Error).message}`);
    }
  }
  if (!found) throw new Error('no usable recording in 3 runs');
  const { lhr, lcp } = found;
  console.log(`${path}: score ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}, ${metric} ${Math.round(lcp.timing)} ms (optimistic ${Math.round(lcp.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(lcp.pessimisticEstimate.timeInMs)})`);
  const timings = [...lcp.pessimisticEstimate.nodeTimings].sort((a, b) => a[1].startTime - b[1].startTime);
  let cpu = 0;
  let bytes = 0;
  for (const [node, t] of timings) {
    if (node.type === 'cpu') {
      cpu += t.duration;
      continue;
    }
    bytes += node.request?.transferSize ?? 0;
    console.log(`  ${t.startTime.toFixed(0).padStart(5)} → ${t.endTime.toFixed(0).padStart(5)}  ${((node.request?.transferSize ?? 0) / 1024).toFixed(1).padStart(6)} KB  cpu before ${cpu.toFixed(0).padStart(5)} ms  ${file(node.request?.url ?? '?')}`);
  }
  console.log(`  in all: ${(bytes / 1024).toFixed(0)} KB, main thread ${cpu.toFixed(0)} ms (simulated)`);
});
