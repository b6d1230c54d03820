/**
 * The conflict rules on one resource (docs/time-distance.md "Conflicts"), an interval sweep over
 * its occupations sorted by start with an active set, not all pairs. Works on a lane (numbers in
 * typed arrays, see occupations.ts); a Conflict object is built only for a finding.
 */
import type { Conflict, ConflictKind } from '../../../src/shared/operations/timeDistance';
import { keepWorse, type Resource, type SweepPoint } from './model';
import type { Lane, OccupationTable } from './occupations';

/** The active sets, reused (grown to the longest lane seen): no allocation per resource. */
let activeA = new Int32Array(256);
let activeB = new Int32Array(256);

/** The conflict between the occupations at positions a and b of a lane. */
function conflictOf(t: OccupationTable, l: Lane, kind: ConflictKind, r: Resource, a: number, b: number, from: number, to: number, severityS: number, at?: SweepPoint): Conflict {
  const ra = t.runs[l.run[a]]!;
  const rb = t.runs[l.run[b]]!;
  return {
    id: `${kind}:${r.key}:${ra.id}:${rb.id}`,
    kind,
    runIds: [ra.id, rb.id],
    trainNumbers: [ra.trainNumber, rb.trainNumber],
    fromKey: at?.key ?? r.fromKey,
    toKey: r.toKey,
    fromName: at?.name ?? r.fromName,
    toName: r.toName,
    track: r.track,
    from,
    to,
    severityS,
  };
}

/**
 * The conflicts on one resource, its lane sorted by start, then run id (`OccupationTable.sortLane`).
 * Sections: headway per direction and, on single track, opposing overlaps; station tracks and
 * vehicles: overlaps; circulations: each run against its predecessor's arrival + minimum turnaround.
 */
export function sweepResource(t: OccupationTable, r: Resource, l: Lane, into: Map<string, Conflict>): void {
  if (activeA.length < l.hi - l.lo) {
    activeA = new Int32Array(2 * (l.hi - l.lo));
    activeB = new Int32Array(2 * (l.hi - l.lo));
  }
  switch (r.kind) {
    case 'section':
      headway(t, r, l, into);
      if (r.tracks === 1) overlaps(t, r, l, true, 'singleTrack', into);
      return;
    case 'track':
      overlaps(t, r, l, false, 'stationTrack', into);
      return;
    case 'vehicle':
      overlaps(t, r, l, false, 'vehicleTwice', into);
      return;
    case 'circulation':
      turnarounds(t, r, l, into);
      return;
  }
}

/**
 * Headway, per direction: b enters less than h after a entered, or leaves less than h after a
 * left (a faster train catching up). Once a.end + h <= b.start neither can hold for b or any
 * later one: a leaves the active set (swapped with the last: the set's order does not matter).
 */
function headway(t: OccupationTable, r: Resource, l: Lane, into: Map<string, Conflict>): void {
  const { start, end, run, dir, lo, hi } = l;
  const h = r.minHeadwayS;
  let n0 = 0;
  let n1 = 0;
  for (let b = lo; b < hi; b++) {
    const bs = start[b];
    const be = end[b];
    const bRun = run[b];
    const up = dir[b] === 0;
    const set = up ? activeA : activeB;
    let n = up ? n0 : n1;
    for (let i = 0; i < n; ) {
      const a = set[i];
      if (end[a] + h <= bs) {
        set[i] = set[--n];
        continue;
      }
      i++;
      if (run[a] === bRun) continue;
      const gap = Math.min(bs - start[a], be - end[a]);
      if (gap < h) keepWorse(into, conflictOf(t, l, 'headway', r, a, b, bs, Math.max(end[a], be), h - gap));
    }
    set[n++] = b;
    if (up) n0 = n;
    else n1 = n;
  }
}

/**
 * Overlapping occupations (strictly: touching ends do not overlap); `opposing`: only those in
 * opposite directions (a meet on single track). The active set drops what ended by b's start.
 */
function overlaps(t: OccupationTable, r: Resource, l: Lane, opposing: boolean, kind: ConflictKind, into: Map<string, Conflict>): void {
  const { start, end, run, dir, lo, hi } = l;
  const set = activeA;
  let n = 0;
  for (let b = lo; b < hi; b++) {
    const bs = start[b];
    for (let i = 0; i < n; ) {
      const a = set[i];
      if (end[a] <= bs) {
        set[i] = set[--n];
        continue;
      }
      i++;
      if (run[a] === run[b] || (opposing && dir[a] === dir[b])) continue;
      const to = end[a] < end[b] ? end[a] : end[b];
      if (to > bs) keepWorse(into, conflictOf(t, l, kind, r, a, b, bs, to, to - bs));
    }
    set[n++] = b;
  }
}

/** Within a circulation: the next run departs before the previous one's arrival + its minimum turnaround. */
function turnarounds(t: OccupationTable, r: Resource, l: Lane, into: Map<string, Conflict>): void {
  const { start, end, run, lo, hi } = l;
  for (let b = lo; b < hi; b++) {
    const prev = t.runs[run[b]]!.prevRunId;
    if (!prev) continue;
    const a = positionOf(t, l, prev, b);
    if (a < 0) continue;
    const ready = end[a] + t.turnaroundS[run[a]];
    if (start[b] < ready) {
      const ra = t.runs[run[a]]!;
      keepWorse(into, conflictOf(t, l, 'turnaround', r, a, b, end[a], ready, ready - start[b], ra.points[ra.points.length - 1]));
    }
  }
}

/** A run's position in a lane: looked for from `near` backwards, then on (a predecessor usually starts just before). */
function positionOf(t: OccupationTable, l: Lane, id: string, near: number): number {
  for (let k = near - 1; k >= l.lo; k--) if (t.runs[l.run[k]]!.id === id) return k;
  for (let k = near + 1; k < l.hi; k++) if (t.runs[l.run[k]]!.id === id) return k;
  return -1;
}
