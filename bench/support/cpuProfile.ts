/**
 * Reading a V8 CPU profile (Chromium's Profiler domain) for bench/profile-screen.ts: the busy
 * stretches between idle samples, and the time per function inside one, with and without callees.
 */
/** The parts of a CPU profile (Chromium's Profiler.Profile) read here. */
export interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
export interface Profile {
  nodes: { id: number; callFrame: CallFrame; children?: number[] }[];
  startTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

export interface BusyStretch {
  /** Start and length in ms from the profile's start. */
  startMs: number;
  durationMs: number;
  /** Sample indexes inside the stretch. */
  samples: number[];
}

export interface FunctionTime {
  name: string;
  ms: number;
}

const frameName = (f: CallFrame) => `${f.functionName || '(anonymous)'} ${f.url.replace(/.*\//, '')}:${f.lineNumber + 1}`;

/** Stretches of consecutive non-idle samples, longest first. */
export function busyStretches(profile: Profile): BusyStretch[] {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const times = sampleTimes(profile);
  const stretches: BusyStretch[] = [];
  let current: BusyStretch | null = null;
  (profile.samples ?? []).forEach((id, i) => {
    const idle = nodes.get(id)?.callFrame.functionName === '(idle)';
    const at = (times[i] - profile.startTime) / 1000;
    if (idle) {
      if (current) stretches.push(current);
      current = null;
      return;
    }
    current ??= { startMs: at, durationMs: 0, samples: [] };
    current.durationMs = at - current.startMs;
    current.samples.push(i);
  });
  if (current) stretches.push(current);
  return stretches.sort((a, b) => b.durationMs - a.durationMs);
}

function sampleTimes(profile: Profile): number[] {
  let t = profile.startTime;
  return (profile.timeDeltas ?? []).map((d) => (t += d));
}

/**
 * Time per function in the given samples: `self` where a function was on top of the stack,
 * `total` where it was anywhere on it (counted once per sample).
 */
export function functionTimes(profile: Profile, samples: number[]): { self: FunctionTime[]; total: FunctionTime[] } {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const times = sampleTimes(profile);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const ids = profile.samples ?? [];
  for (const i of samples) {
    const ms = ((times[i + 1] ?? times[i]) - times[i]) / 1000;
    const top = nodes.get(ids[i]);
    if (!top) continue;
    const name = frameName(top.callFrame);
    self.set(name, (self.get(name) ?? 0) + ms);
    const seen = new Set<string>();
    for (let id: number | undefined = ids[i]; id !== undefined; id = parent.get(id)) {
      const n = frameName(nodes.get(id)!.callFrame);
      if (seen.has(n)) continue;
      seen.add(n);
      total.set(n, (total.get(n) ?? 0) + ms);
    }
  }
  const sorted = (m: Map<string, number>) => [...m].map(([name, ms]) => ({ name, ms })).sort((a, b) => b.ms - a.ms);
  return { self: sorted(self), total: sorted(total) };
}
