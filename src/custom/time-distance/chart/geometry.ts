/**
 * A path's drawable geometry in data space (pure): the planned polyline and the real one (actual
 * up to the train's current position, forecast after it), as flat (time, axis) vertex lists with
 * the point index of every vertex. Built once per path object and axis (the chart caches it by
 * identity), so a live update rebuilds only the paths that changed.
 */
import type { DiagramPath } from '../../../shared/operations/timeDistance';

export interface Polyline {
  /** [t0, u0, t1, u1, …] */
  tu: Float64Array;
  /** Point index (into path.points) of each vertex; the cut vertex (current position) takes the point before it. */
  point: Int32Array;
  /** Segment j (vertex j → j+1) is greyed: an end lies on a skipped point (cancelled part). Planned only. */
  greyed: Uint8Array;
  /** Vertices in the list (the arrays may be longer). */
  n: number;
}

export interface PathGeometry {
  path: DiagramPath;
  planned: Polyline;
  /** Real path: vertices [0, cut] are actual, [cut, n) forecast (cut = 0: nothing actual; cut = n − 1: nothing forecast). */
  real: Polyline;
  cut: number;
  /** Skipped points: [t, u] at their planned time, where the mark goes. */
  skipped: Float64Array;
  /** Time and axis extent of everything drawn (for culling). */
  tMin: number;
  tMax: number;
  uMin: number;
  uMax: number;
}

/** Vertices written straight into typed arrays sized for the most a path can have (2 per point + the current position). */
class Builder {
  readonly tu: Float64Array;
  readonly point: Int32Array;
  readonly greyed: Uint8Array;
  n = 0;
  segs = 0;
  constructor(points: number) {
    const cap = 2 * points + 1;
    this.tu = new Float64Array(2 * cap);
    this.point = new Int32Array(cap);
    this.greyed = new Uint8Array(cap);
  }
  add(t: number, u: number, point: number): void {
    this.tu[2 * this.n] = t;
    this.tu[2 * this.n + 1] = u;
    this.point[this.n] = point;
    this.n += 1;
  }
  grey(on: boolean): void {
    this.greyed[this.segs++] = on ? 1 : 0;
  }
  done(): Polyline {
    return { tu: this.tu, point: this.point, greyed: this.greyed, n: this.n };
  }
}

const first = (a: number | null, b: number | null): number | null => (a !== null ? a : b);

/**
 * The geometry of a path on a station axis: planned segments, actual and forecast segments; a
 * dwell is a segment whose two vertices are at one station.
 */
export function buildGeometry(path: DiagramPath, axis: Float64Array): PathGeometry {
  const pts = path.points;
  const planned = new Builder(pts.length);
  const skipped: number[] = [];
  for (let i = 0; i < pts.length; i++) {
    const p = pts[i];
    const u = axis[p.station] ?? 0;
    const arr = first(p.plannedArrival, p.plannedDeparture);
    const dep = first(p.plannedDeparture, p.plannedArrival);
    if (arr === null || dep === null) continue;
    if (p.skipped) skipped.push(dep, u);
    const before = planned.n;
    planned.add(arr, u, i);
    if (dep !== arr) planned.add(dep, u, i);
    // Greyed: the segment into this point when this or the previous drawn point is skipped; a dwell at a skipped point too.
    if (before > 0) planned.grey(p.skipped || pts[planned.point[before - 1]].skipped);
    if (dep !== arr) planned.grey(p.skipped);
  }

  const real = new Builder(pts.length);
  // Where the actual part ends: the current position, or the departure of the last passed point.
  const cur = path.current;
  let cut = -1;
  for (let i = 0; i < pts.length; i++) {
    const p = pts[i];
    if (p.skipped) continue;
    const u = axis[p.station] ?? 0;
    const arr = first(p.arrival, p.departure);
    const dep = first(p.departure, p.arrival);
    if (arr === null || dep === null) continue;
    const standingHere = cur !== null && cur.from === i && cur.progress === 0 && !p.passed;
    real.add(arr, u, i);
    if (standingHere) {
      // Standing at the station: actual from arrival up to now, forecast on to the departure.
      if (cur.at > arr) real.add(cur.at, u, i);
      cut = real.n - 1;
    }
    if (dep !== arr) real.add(dep, u, i);
    if (cur !== null && cur.from === i && !standingHere) {
      const next = nextServed(path, i);
      if (next >= 0) {
        const un = axis[pts[next].station] ?? 0;
        real.add(cur.at, u + cur.progress * (un - u), i);
        cut = real.n - 1;
      }
    }
    if (cur === null && p.passed) cut = real.n - 1;
  }
  const realLine = real.done();
  const plannedLine = planned.done();
  let tMin = Infinity;
  let tMax = -Infinity;
  let uMin = Infinity;
  let uMax = -Infinity;
  for (const line of [plannedLine, realLine]) {
    for (let j = 0; j < line.n; j++) {
      const t = line.tu[2 * j];
      const u = line.tu[2 * j + 1];
      if (t < tMin) tMin = t;
      if (t > tMax) tMax = t;
      if (u < uMin) uMin = u;
      if (u > uMax) uMax = u;
    }
  }
  return { path, planned: plannedLine, real: realLine, cut: Math.max(0, cut), skipped: Float64Array.from(skipped), tMin, tMax, uMin, uMax };
}

function nextServed(path: DiagramPath, i: number): number {
  for (let j = i + 1; j < path.points.length; j++) if (!path.points[j].skipped) return j;
  return -1;
}

export interface SegmentCounts {
  planned: number;
  actual: number;
  forecast: number;
  dwell: number;
  greyed: number;
  skippedMarks: number;
}

/** Counts of a geometry's segments by kind (a dwell counts in its kind too). */
export function countSegments(g: PathGeometry): SegmentCounts {
  const c: SegmentCounts = { planned: 0, actual: 0, forecast: 0, dwell: 0, greyed: 0, skippedMarks: g.skipped.length / 2 };
  for (let j = 0; j + 1 < g.planned.n; j++) {
    c.planned += 1;
    if (g.planned.greyed[j]) c.greyed += 1;
    if (g.planned.tu[2 * j + 1] === g.planned.tu[2 * j + 3] && g.planned.point[j] === g.planned.point[j + 1]) c.dwell += 1;
  }
  for (let j = 0; j + 1 < g.real.n; j++) {
    if (j < g.cut) c.actual += 1;
    else c.forecast += 1;
    if (g.real.point[j] === g.real.point[j + 1] && g.real.tu[2 * j + 1] === g.real.tu[2 * j + 3]) c.dwell += 1;
  }
  return c;
}
