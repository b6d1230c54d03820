import { describe, expect, it } from 'vitest';
import type { Conflict } from '../../../src/shared/operations/timeDistance';
import { ConflictIndex } from '../../../server/operations/conflicts/index';
import {
  sectionKey, sweepAll, trackAt, type SweepInfrastructure, type SweepPoint, type SweepRun,
} from '../../../server/operations/conflicts/sweep';
import { linkCirculations, randomDay, randomRun } from './randomDay';

// ---- brute force: every pair of runs, every pair of their occupations -------------------------

const DEFAULT_HEADWAY = 120;
interface Iv { start: number; end: number; id: string }
const iv = (run: SweepRun, start: number, end: number): Iv => ({ start, end: Math.max(start, end), id: run.id });
const earlier = (x: Iv, y: Iv) => x.start < y.start || (x.start === y.start && x.id < y.id);

function bruteForce(runs: readonly SweepRun[], infra: SweepInfrastructure): Conflict[] {
  const found = new Map<string, Conflict>();
  const add = (c: Conflict) => {
    const had = found.get(c.id);
    if (!had || c.severityS > had.severityS || (c.severityS === had.severityS && (c.from < had.from || (c.from === had.from && c.to < had.to)))) found.set(c.id, c);
  };
  const mk = (kind: Conflict['kind'], res: string, a: SweepRun, b: SweepRun, from: number, to: number, sev: number, names: { fromKey: string; toKey: string | null; fromName: string; toName: string | null; track: string | null }): Conflict => ({
    id: `${kind}:${res}:${a.id}:${b.id}`, kind, runIds: [a.id, b.id], trainNumbers: [a.trainNumber, b.trainNumber], ...names, from, to, severityS: sev,
  });
  const live = runs.filter((r) => !r.cancelled && r.points.length >= 2);
  const byId = new Map(live.map((r) => [r.id, r]));
  for (let i = 0; i < live.length; i++) {
    for (let j = 0; j < live.length; j++) {
      if (i === j) continue;
      const a = live[i];
      const b = live[j];
      // Each ordered pair once per finding: a is the earlier one (start, then id).
      for (let k = 0; k + 1 < a.points.length; k++) {
        for (let m = 0; m + 1 < b.points.length; m++) {
          const [a0, a1, b0, b1] = [a.points[k], a.points[k + 1], b.points[m], b.points[m + 1]];
          if (a0.infraId === a1.infraId || sectionKey(a0.infraId, a1.infraId) !== sectionKey(b0.infraId, b1.infraId)) continue;
          const x = iv(a, a0.dep, a1.arr);
          const y = iv(b, b0.dep, b1.arr);
          if (!earlier(x, y)) continue;
          const key = sectionKey(a0.infraId, a1.infraId);
          const s = infra.sections.get(key);
          const h = s?.minHeadwayS ?? DEFAULT_HEADWAY;
          const [lo, hi] = a0.infraId < a1.infraId ? [a0, a1] : [a1, a0];
          const names = { fromKey: lo.key, toKey: hi.key, fromName: lo.name, toName: hi.name, track: null };
          const sameDir = a0.infraId === b0.infraId;
          if (sameDir) {
            const gap = Math.min(y.start - x.start, y.end - x.end);
            if (gap < h) add(mk('headway', `section:${key}`, a, b, y.start, Math.max(x.end, y.end), h - gap, names));
          } else if ((s?.tracks ?? 2) === 1) {
            const from = Math.max(x.start, y.start);
            const to = Math.min(x.end, y.end);
            if (to > from) add(mk('singleTrack', `section:${key}`, a, b, from, to, to - from, names));
          }
        }
      }
      for (const p of a.points) {
        for (const q of b.points) {
          if (!p.served || !q.served || p.infraId !== q.infraId) continue;
          const tp = trackAt(a, p, infra);
          const tq = trackAt(b, q, infra);
          if (!tp || !tq || tp.track !== tq.track) continue;
          const x = iv(a, p.arr, p.dep);
          const y = iv(b, q.arr, q.dep);
          if (!earlier(x, y)) continue;
          const from = Math.max(x.start, y.start);
          const to = Math.min(x.end, y.end);
          if (to > from) add(mk('stationTrack', `track:${p.infraId}#${tp.track}`, a, b, from, to, to - from, { fromKey: p.key, toKey: null, fromName: p.name, toName: null, track: tp.track }));
        }
      }
      const x = iv(a, a.points[0].dep, a.points[a.points.length - 1].arr);
      const y = iv(b, b.points[0].dep, b.points[b.points.length - 1].arr);
      for (const v of a.vehicles) {
        const w = b.vehicles.find((u) => u.id === v.id);
        if (!w || !earlier(x, y)) continue;
        const from = Math.max(x.start, y.start);
        const to = Math.min(x.end, y.end);
        if (to > from) add(mk('vehicleTwice', `vehicle:${v.id}`, a, b, from, to, to - from, { fromKey: `vehicle:${v.id}`, toKey: null, fromName: v.number, toName: null, track: v.number }));
      }
      if (b.prevRunId === a.id && byId.has(a.id)) {
        const last = a.points[a.points.length - 1];
        const turn = trackAt(a, last, infra)?.minTurnaroundS ?? infra.defaultMinTurnaroundS;
        const ready = x.end + turn;
        if (y.start < ready) add(mk('turnaround', `circulation:${a.circulation}`, a, b, x.end, ready, ready - y.start, { fromKey: last.key, toKey: null, fromName: last.name, toName: null, track: null }));
      }
    }
  }
  return [...found.values()];
}

const canon = (list: readonly Conflict[]) => list.map((c) => JSON.stringify(c)).sort();

// ---- hand cases ------------------------------------------------------------------------------

const pt = (id: string, arr: number, dep = arr, extra: Partial<SweepPoint> = {}): SweepPoint => ({ key: `station:${id}`, infraId: id, name: id.toUpperCase(), arr, dep, served: true, platform: null, ...extra });
const run = (id: string, points: SweepPoint[], extra: Partial<SweepRun> = {}): SweepRun => ({
  id, trainNumber: id.toUpperCase(), lineId: 'L', lineNumber: 'S 8', direction: 0, circulation: id, prevRunId: null, vehicles: [], cancelled: false, points, ...extra,
});
const infraOf = (sections: [string, string, 1 | 2, number][] = [], tracks: Record<string, SweepInfrastructure['stationTracks'] extends ReadonlyMap<string, infer T> ? T : never> = {}): SweepInfrastructure => ({
  sections: new Map(sections.map(([a, b, t, h]) => [sectionKey(a, b), { tracks: t, minHeadwayS: h }])),
  stationTracks: new Map(Object.entries(tracks)),
  defaultMinTurnaroundS: 180,
});

describe('conflict sweep: hand cases', () => {
  it('headway: second train enters 60 s after the first (min 120): conflict of 60 s; 120 s apart: none', () => {
    const infra = infraOf([['a', 'b', 2, 120]]);
    const c = sweepAll([run('r1', [pt('a', 0, 0), pt('b', 600)]), run('r2', [pt('a', 60, 60), pt('b', 660)])], infra);
    expect(c.map((x) => [x.kind, x.id, x.severityS, x.from, x.to])).toEqual([['headway', 'headway:section:a|b:r1:r2', 60, 60, 660]]);
    expect(c[0].fromKey).toBe('station:a');
    expect(c[0].toKey).toBe('station:b');
    expect(sweepAll([run('r1', [pt('a', 0), pt('b', 600)]), run('r2', [pt('a', 120), pt('b', 720)])], infra)).toEqual([]);
  });

  it('headway: a faster train catching up (enters 300 s later, arrives 30 s after) conflicts; opposite directions on double track do not', () => {
    const infra = infraOf([['a', 'b', 2, 120]]);
    const c = sweepAll([run('slow', [pt('a', 0), pt('b', 900)]), run('fast', [pt('a', 300), pt('b', 930)])], infra);
    expect(c.map((x) => [x.kind, x.runIds, x.severityS])).toEqual([['headway', ['slow', 'fast'], 90]]);
    expect(sweepAll([run('up', [pt('a', 0), pt('b', 600)]), run('down', [pt('b', 100), pt('a', 700)])], infra)).toEqual([]);
  });

  it('single track: opposing trains overlapping on the section conflict by the overlap; meeting at the station does not', () => {
    const infra = infraOf([['a', 'b', 1, 180]]);
    const c = sweepAll([run('up', [pt('a', 0), pt('b', 600)]), run('down', [pt('b', 400), pt('a', 1000)])], infra);
    expect(c.map((x) => [x.kind, x.severityS, x.from, x.to])).toEqual([['singleTrack', 200, 400, 600]]);
    expect(sweepAll([run('up', [pt('a', 0), pt('b', 600)]), run('down', [pt('b', 600), pt('a', 1200)])], infra)).toEqual([]);
  });

  it('a station passed through splits the section; a skipped stop is still passed (the sections stay occupied)', () => {
    const infra = infraOf([['a', 'm', 1, 180], ['m', 'b', 1, 180]]);
    const up = run('up', [pt('a', 0), pt('m', 300, 300, { served: false }), pt('b', 600)]);
    const down = run('down', [pt('b', 100), pt('m', 400, 400, { served: false }), pt('a', 700)]);
    const kinds = sweepAll([up, down], infra).map((x) => x.id);
    expect(kinds).toEqual(['singleTrack:section:b|m:down:up']);
  });

  it('station track: two runs on platform 1 at once; mapped by line and direction when the run has no platform', () => {
    const infra = infraOf([], { s: [{ track: '1', lineIds: ['L'], direction: 'ascending', minTurnaroundS: null }, { track: '2', lineIds: ['L'], direction: 'descending', minTurnaroundS: null }] });
    const a = run('a', [pt('x', 0), pt('s', 100, 400), pt('y', 700)]);
    const b = run('b', [pt('z', 0), pt('s', 300, 500, { platform: '1' }), pt('y', 800)]);
    const c = run('c', [pt('y', 0), pt('s', 300, 500), pt('x', 800)], { direction: 1 });
    const found = sweepAll([a, b, c], infra).filter((x) => x.kind === 'stationTrack');
    expect(found.map((x) => [x.id, x.severityS, x.track])).toEqual([['stationTrack:track:s#1:a:b', 100, '1']]);
    // Tracks named by line number (normalised) or by no line at all.
    const byNumber = infraOf([], { s: [{ track: '4', lineIds: [], lineNumbers: ['S8'], direction: 'both', minTurnaroundS: null }] });
    expect(sweepAll([a, c], byNumber).map((x) => x.id)).toEqual(['stationTrack:track:s#4:a:c']);
    const other = infraOf([], { s: [{ track: '4', lineIds: [], lineNumbers: ['S9'], direction: 'both', minTurnaroundS: null }] });
    expect(sweepAll([a, c], other)).toEqual([]);
  });

  it('turnaround: next run leaves 100 s after the arrival, minimum 180 (or the track’s 300)', () => {
    const r1 = run('r1', [pt('a', 0), pt('b', 600)], { circulation: 'c1' });
    const r2 = run('r2', [pt('b', 700), pt('a', 1300)], { circulation: 'c1', prevRunId: 'r1' });
    expect(sweepAll([r1, r2], infraOf()).map((x) => [x.id, x.severityS, x.from, x.to, x.fromKey])).toEqual([['turnaround:circulation:c1:r1:r2', 80, 600, 780, 'station:b']]);
    const infra = infraOf([], { b: [{ track: '3', lineIds: ['L'], direction: 'both', minTurnaroundS: 300 }] });
    expect(sweepAll([r1, r2], infra).find((x) => x.kind === 'turnaround')?.severityS).toBe(200);
    // A cancelled predecessor does not hold up its successor.
    expect(sweepAll([{ ...r1, cancelled: true }, r2], infraOf())).toEqual([]);
  });

  it('vehicle twice: one vehicle on two overlapping runs; cancelled runs occupy nothing', () => {
    const v = [{ id: 'v9', number: '909' }];
    const r1 = run('r1', [pt('a', 0), pt('b', 600)], { vehicles: v });
    const r2 = run('r2', [pt('c', 500), pt('d', 900)], { vehicles: v });
    expect(sweepAll([r1, r2], infraOf()).map((x) => [x.id, x.severityS, x.track])).toEqual([['vehicleTwice:vehicle:v9:r1:r2', 100, '909']]);
    expect(sweepAll([r1, { ...r2, cancelled: true }], infraOf())).toEqual([]);
  });
});

// ---- random timetables: sweep == brute force; incremental == from scratch ---------------------

describe('conflict sweep against brute force on random timetables', () => {
  it('500 seeded timetables give the same conflicts as all pairs', () => {
    let total = 0;
    const kinds = new Set<string>();
    for (let seed = 1; seed <= 500; seed++) {
      const { runs, infra } = randomDay(seed, 10 + (seed % 40), 3 + (seed % 9));
      const sweep = sweepAll(runs, infra);
      expect(canon(sweep), `seed ${seed}`).toEqual(canon(bruteForce(runs, infra)));
      total += sweep.length;
      for (const c of sweep) kinds.add(c.kind);
    }
    // The timetables are dense enough that every kind occurs, many times.
    expect(total).toBeGreaterThan(2000);
    expect([...kinds].sort()).toEqual(['headway', 'singleTrack', 'stationTrack', 'turnaround', 'vehicleTwice']);
  });

  it('incremental updates after random changes equal the sweep from scratch (200 timetables, 10 changes each)', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const day = randomDay(1000 + seed, 25, 6);
      const index = new ConflictIndex(day.infra);
      index.reset(day.runs);
      let runs = day.runs.slice();
      let known = new Map(index.list().map((c) => [c.id, c]));
      for (let step = 0; step < 10; step++) {
        const k = Math.floor(day.rand() * runs.length);
        const old = runs[k];
        const roll = day.rand();
        let next: SweepRun;
        if (roll < 0.5) {
          // A delay from some point on (what a delay measure does to the forecast).
          const from = Math.floor(day.rand() * old.points.length);
          const d = Math.floor(day.rand() * 900);
          next = { ...old, points: old.points.map((p, i) => (i < from ? p : { ...p, arr: p.arr + (i === from ? 0 : d), dep: p.dep + d })) };
        } else if (roll < 0.7) {
          next = { ...old, cancelled: !old.cancelled };
        } else if (roll < 0.85) {
          next = { ...old, vehicles: [{ id: 'V1', number: '9V1' }] };
        } else {
          next = randomRun(day.rand, k, day.stations, old.id);
          next = { ...next, circulation: old.circulation, prevRunId: old.prevRunId };
        }
        runs = runs.map((r, i) => (i === k ? next : r));
        const delta = index.update([next]);
        for (const c of delta.removed) known.delete(c.id);
        for (const c of delta.added) known.set(c.id, c);
        const scratch = sweepAll(runs, day.infra);
        expect(canon(index.list()), `seed ${seed} step ${step}`).toEqual(canon(scratch));
        // The deltas, applied to what was known, give the same set.
        expect(canon([...known.values()])).toEqual(canon(scratch));
      }
      known = new Map();
    }
  });

  it('preview: the delta a change would make, without changing the index', () => {
    for (let seed = 1; seed <= 100; seed++) {
      const day = randomDay(5000 + seed, 25, 6);
      const index = new ConflictIndex(day.infra);
      index.reset(day.runs);
      const before = canon(index.list());
      const old = day.runs[seed % day.runs.length];
      const next = { ...old, points: old.points.map((p) => ({ ...p, arr: p.arr + 400, dep: p.dep + 400 })) };
      const preview = index.preview([next]);
      expect(canon(index.list())).toEqual(before);
      const after = sweepAll(day.runs.map((r) => (r.id === old.id ? next : r)), day.infra);
      const afterIds = new Set(after.map((c) => c.id));
      const beforeIds = new Set(index.list().map((c) => c.id));
      expect(preview.added.map((c) => c.id).sort()).toEqual(after.filter((c) => !beforeIds.has(c.id)).map((c) => c.id).sort());
      expect(preview.removed.map((c) => c.id).sort()).toEqual(index.list().filter((c) => !afterIds.has(c.id)).map((c) => c.id).sort());
    }
  });
});

// linkCirculations is exercised by randomDay; keep the import used for a direct check too.
describe('random fixture', () => {
  it('links each circulation in departure order', () => {
    const { runs } = randomDay(7, 20, 5);
    linkCirculations(runs);
    for (const r of runs) if (r.prevRunId) expect(runs.find((x) => x.id === r.prevRunId)!.points[0].dep).toBeLessThanOrEqual(r.points[0].dep);
  });
});
