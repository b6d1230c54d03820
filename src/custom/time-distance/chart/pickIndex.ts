/**
 * Hover and click picking (pure): the drawn segments in screen space in a uniform grid, built once
 * per view (lazily, on the first pick after a change), so that a pick looks at a few cells' segments
 * instead of every path: well under a millisecond with thousands of paths.
 */
import type { PathGeometry, Polyline } from './geometry';
import type { Scale } from './scales';
import type { PathKind } from './types';

export interface PickHit {
  /** Index of the path in the geometries list given to build(). */
  path: number;
  runId: string;
  kind: PathKind;
  /** The path point nearest to the pointer along the picked segment. */
  pointIndex: number;
  /** Distance from the pointer, px. */
  distance: number;
}

const KINDS: PathKind[] = ['planned', 'actual', 'forecast'];

/**
 * How much nearer the preferred (selected) train counts, px: where trains meet (a crossing at a
 * single-track station, a train waiting for another) their lines lie on top of each other, and a
 * dispatcher who has selected one means that one.
 */
export const PREFER_PX = 3;

export class PickIndex {
  private cols = 1;
  private rows = 1;
  /** Cell c holds segment ids items[start[c] .. start[c + 1]) (counting sort: no array per cell). */
  private start = new Int32Array(2);
  private items = new Int32Array(0);
  /** Per segment: x0, y0, x1, y1 (plot pixels) and (path, kind, vertex). */
  private xy = new Float64Array(0);
  private meta = new Int32Array(0);
  private count = 0;
  private geoms: readonly PathGeometry[] = [];
  private plotX = 0;
  private plotY = 0;

  constructor(private readonly cellSize = 24) {}

  get segments(): number {
    return this.count;
  }

  /** Indexes every segment of the geometries that crosses the view (other paths are not pickable). */
  build(geoms: readonly PathGeometry[], s: Scale): void {
    this.begin(geoms, s);
    this.add(0, geoms.length);
    this.finish();
  }

  private scale: Scale | null = null;

  /** Starts a build in steps (the chart spreads it over frames): begin, add path ranges, finish. */
  begin(geoms: readonly PathGeometry[], s: Scale): void {
    this.geoms = geoms;
    this.scale = s;
    this.plotX = s.plot.x;
    this.plotY = s.plot.y;
    this.cols = Math.max(1, Math.ceil(s.plot.width / this.cellSize));
    this.rows = Math.max(1, Math.ceil(s.plot.height / this.cellSize));
    if (this.xy.length < 4096) this.xy = new Float64Array(4096);
    if (this.meta.length < 3072) this.meta = new Int32Array(3072);
    this.count = 0;
  }

  /** Pass 1 for paths [from, to): their segments in view, in plot pixels. */
  add(from: number, to: number): void {
    const s = this.scale;
    if (!s) return;
    const { plot } = s;
    const geoms = this.geoms;
    let xy = this.xy;
    let meta = this.meta;
    let n = this.count;
    const { t0, t1, k0, k1 } = s.view;
    const add = (pi: number, line: Polyline, cut: number) => {
      const tu = line.tu;
      for (let j = 0; j + 1 < line.n; j++) {
        const ta = tu[2 * j];
        const ua = tu[2 * j + 1];
        const tb = tu[2 * j + 2];
        const ub = tu[2 * j + 3];
        if ((ta < t0 && tb < t0) || (ta > t1 && tb > t1) || (ua < k0 && ub < k0) || (ua > k1 && ub > k1)) continue;
        if (4 * n + 4 > xy.length) {
          const bigger = new Float64Array(xy.length * 2);
          bigger.set(xy);
          xy = bigger;
          const m = new Int32Array(meta.length * 2);
          m.set(meta);
          meta = m;
        }
        xy[4 * n] = s.ax * ta + s.bx * ua + s.cx - plot.x;
        xy[4 * n + 1] = s.ay * ta + s.by * ua + s.cy - plot.y;
        xy[4 * n + 2] = s.ax * tb + s.bx * ub + s.cx - plot.x;
        xy[4 * n + 3] = s.ay * tb + s.by * ub + s.cy - plot.y;
        meta[3 * n] = pi;
        meta[3 * n + 1] = cut < 0 ? 0 : j < cut ? 1 : 2;
        meta[3 * n + 2] = j;
        n += 1;
      }
    };
    for (let pi = from; pi < to; pi++) {
      const g = geoms[pi];
      if (g.tMax < t0 || g.tMin > t1 || g.uMax < k0 || g.uMin > k1) continue;
      add(pi, g.planned, -1);
      add(pi, g.real, g.cut);
    }
    this.xy = xy;
    this.meta = meta;
    this.count = n;
  }

  /** Pass 2: the cell lists. */
  finish(): void {
    const cell = this.cellSize;
    const cols = this.cols;
    const rows = this.rows;
    const xy = this.xy;
    const n = this.count;
    // Pass 2: count the cells each segment's box covers, prefix sums, then fill (segments are
    // short, a station to the next, so a box covers few cells).
    const cells = cols * rows;
    const box = new Int32Array(4 * n);
    for (let i = 0; i < n; i++) {
      const x0 = xy[4 * i];
      const y0 = xy[4 * i + 1];
      const x1 = xy[4 * i + 2];
      const y1 = xy[4 * i + 3];
      box[4 * i] = Math.max(0, Math.floor((x0 < x1 ? x0 : x1) / cell));
      box[4 * i + 1] = Math.min(cols - 1, Math.floor((x0 < x1 ? x1 : x0) / cell));
      box[4 * i + 2] = Math.max(0, Math.floor((y0 < y1 ? y0 : y1) / cell));
      box[4 * i + 3] = Math.min(rows - 1, Math.floor((y0 < y1 ? y1 : y0) / cell));
    }
    const start = new Int32Array(cells + 1);
    for (let i = 0; i < n; i++) {
      for (let cy = box[4 * i + 2]; cy <= box[4 * i + 3]; cy++) for (let cx = box[4 * i]; cx <= box[4 * i + 1]; cx++) start[cy * cols + cx + 1] += 1;
    }
    for (let c = 0; c < cells; c++) start[c + 1] += start[c];
    const fill = start.slice(0, cells);
    const items = new Int32Array(start[cells]);
    for (let i = 0; i < n; i++) {
      for (let cy = box[4 * i + 2]; cy <= box[4 * i + 3]; cy++) for (let cx = box[4 * i]; cx <= box[4 * i + 1]; cx++) items[fill[cy * cols + cx]++] = i;
    }
    this.start = start;
    this.items = items;
  }

  /**
   * The segment nearest to the screen point within `radius` px, or null. On (nearly) equal
   * distance the real path wins over the plan: it is what the dispatcher looks at; and the
   * preferred run (the selected train) wins over others up to PREFER_PX farther away.
   */
  pick(px: number, py: number, radius = 6, preferRunId: string | null = null): PickHit | null {
    const x = px - this.plotX;
    const y = py - this.plotY;
    const s = this.cellSize;
    const cx0 = Math.max(0, Math.floor((x - radius) / s));
    const cx1 = Math.min(this.cols - 1, Math.floor((x + radius) / s));
    const cy0 = Math.max(0, Math.floor((y - radius) / s));
    const cy1 = Math.min(this.rows - 1, Math.floor((y + radius) / s));
    let best = -1;
    let bestD = radius + 1e-9;
    let bestF = 0;
    const prefer = preferRunId === null ? -1 : this.geoms.findIndex((g) => g.path.runId === preferRunId);
    for (let cy = cy0; cy <= cy1; cy++) {
      for (let cx = cx0; cx <= cx1; cx++) {
        const c = cy * this.cols + cx;
        for (let k = this.start[c]; k < this.start[c + 1]; k++) {
          const id = this.items[k];
          const o = id * 4;
          const ax = this.xy[o];
          const ay = this.xy[o + 1];
          const dx = this.xy[o + 2] - ax;
          const dy = this.xy[o + 3] - ay;
          const len2 = dx * dx + dy * dy;
          const f = len2 > 0 ? Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / len2)) : 0;
          const ex = ax + f * dx - x;
          const ey = ay + f * dy - y;
          const raw = Math.sqrt(ex * ex + ey * ey);
          if (raw > radius) continue;
          let d = raw;
          if (this.meta[id * 3 + 1] === 0) d += 0.5;
          if (this.meta[id * 3] === prefer) d -= PREFER_PX;
          if (d < bestD) {
            best = id;
            bestD = d;
            bestF = f;
          }
        }
      }
    }
    if (best < 0) return null;
    const pi = this.meta[best * 3];
    const kind = KINDS[this.meta[best * 3 + 1]];
    const j = this.meta[best * 3 + 2];
    const g = this.geoms[pi];
    const line = kind === 'planned' ? g.planned : g.real;
    const pointIndex = bestF < 0.5 ? line.point[j] : line.point[j + 1];
    const distance = bestD + (this.meta[best * 3 + 1] === 0 ? -0.5 : 0) + (pi === prefer ? PREFER_PX : 0);
    return { path: pi, runId: g.path.runId, kind, pointIndex, distance };
  }
}
