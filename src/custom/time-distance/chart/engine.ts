/**
 * The chart's drawing engine (no React): three stacked canvases (background, paths, overlay), the
 * geometry cache, and one animation frame that redraws only the layers whose inputs changed. A
 * layer is cleared and redrawn in the same frame, so live updates do not flicker.
 *
 * The paths layer is drawn in slices of about SLICE_BUDGET_MS per frame (pathsLayer.ts); until a
 * drawing is complete the screen keeps the last one, moved to the current view by a CSS
 * transform (the map does the same while Leaflet zooms). Panning and zooming therefore never wait
 * for the paths, and a live update of a thousand paths never blocks a frame for long.
 */
import type { Conflict, DiagramPath } from '../../../shared/operations/timeDistance';
import { conflictAreas, conflictAt, stationIndex, type ConflictArea } from './conflictAreas';
import { drawBackground } from './drawBackground';
import { drawOverlay } from './drawOverlay';
import { holdMarkAt, holdMarkPoints, type HoldMark, type HoldMarkPoint } from './holdMarks';
import { visiblePaths, type DrawCounts } from './drawPaths';
import { buildGeometry, type PathGeometry } from './geometry';
import { plotRect } from './layout';
import type { PickHit } from './pickIndex';
import { PathsLayer } from './pathsLayer';
import { makeScale, stationAxis, type Scale } from './scales';
import type { ChartScene, PathKind } from './types';

export type Layer = 'background' | 'paths' | 'overlay';
export const LAYERS: readonly Layer[] = ['background', 'paths', 'overlay'];

/** Geometry of paths by object identity, valid for one station axis. */
export class GeometryCache {
  private axis: Float64Array | null = null;
  private map = new WeakMap<DiagramPath, PathGeometry>();
  get(path: DiagramPath, axis: Float64Array): PathGeometry {
    if (axis !== this.axis) {
      this.axis = axis;
      this.map = new WeakMap();
    }
    let g = this.map.get(path);
    if (!g) this.map.set(path, (g = buildGeometry(path, axis)));
    return g;
  }
}

export interface EngineStats {
  counts: DrawCounts;
  /** Time the last draw of each layer took, ms. */
  drawMs: Record<Layer, number>;
  frames: number;
  /** Longest frame of chart drawing and longest scene update (new props) since the last reset, ms. */
  maxFrameMs: number;
  maxSceneMs: number;
}

/** Milliseconds of path drawing per frame (with its rasterisation, forced per slice). */
export const SLICE_BUDGET_MS = 8;
/** A view changed less than this ago is moving (a drag, wheel turns): path slices get MOVING_BUDGET_MS, so the gesture keeps its frames. */
export const SETTLE_MS = 150;
export const MOVING_BUDGET_MS = 4;

export interface ZoomRect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export class ChartEngine {
  private scene: ChartScene | null = null;
  private flashConflictId: string | null = null;
  private width = 0;
  private height = 0;
  private dpr = 1;
  private readonly cache = new GeometryCache();
  private readonly ghostCache = new GeometryCache();
  private axisKey = '';
  private axis: Float64Array = new Float64Array(0);
  private byKey = new Map<string, number>();
  private geoms: PathGeometry[] = [];
  private geomsOf: readonly DiagramPath[] | null = null;
  private byRun = new Map<string, PathGeometry>();
  private ghosts: PathGeometry[] = [];
  private areas: ConflictArea[] = [];
  private marks: HoldMarkPoint[] = [];
  private hovered: string | null = null;
  private zoomRect: ZoomRect | null = null;
  private readonly dirty = new Set<Layer>(LAYERS);
  private frame: number | null = null;
  private geomsVersion = 0;
  scale: Scale | null = null;
  readonly stats: EngineStats = { counts: { pathsDrawn: 0, planned: 0, actual: 0, forecast: 0 }, drawMs: { background: 0, paths: 0, overlay: 0 }, frames: 0, maxFrameMs: 0, maxSceneMs: 0 };
  /** Called after a frame that drew the paths layer (counts changed). */
  onDrawn: (() => void) | null = null;

  private readonly paths: PathsLayer;
  private plotKey = '';
  private viewChangedAt = -Infinity;
  /**
   * The drawing on screen cannot be moved to the new view by a transform (first drawing, new
   * plot size, orientation or station axis): the next frame draws the paths in full, once,
   * rather than show a blank or misplaced layer for a few frames.
   */
  private fullNext = true;
  /**
   * Nothing drawn yet: the first drawing goes in slices like any other, since there is nothing on
   * screen it could leave blank or misplaced (drawn in one piece, it was the opening's longest
   * task: about 100 ms at 4x on a phone, issue 15).
   */
  private first = true;

  /** `pathsBox`: the element around the paths canvas, placed over the plot (it clips the CSS transform). */
  constructor(
    private readonly canvases: Record<Layer, HTMLCanvasElement>,
    pathsBox: HTMLElement,
  ) {
    this.paths = new PathsLayer(canvases.paths, pathsBox);
  }

  /** New inputs: marks the layers that depend on what changed. */
  setScene(next: ChartScene, flashConflictId: string | null = null): void {
    const started = performance.now();
    const prev = this.scene;
    this.scene = next;
    const changed = (k: keyof ChartScene) => !prev || prev[k] !== next[k];
    const axisKey = `${next.data.corridor.key}|${next.spacing}|${[...next.hiddenStations].sort().join(',')}`;
    const axisChanged = axisKey !== this.axisKey || changed('data') && prev?.data.corridor !== next.data.corridor;
    if (axisChanged) {
      this.axisKey = axisKey;
      this.axis = stationAxis(next.data.corridor.stations, next.spacing, next.hiddenStations);
      this.byKey = stationIndex(next.data.corridor);
      this.geomsOf = null;
      this.dirty.add('background');
      this.fullNext = true;
    }
    const view = changed('view') || changed('orientation');
    if (changed('view')) this.viewChangedAt = performance.now();
    if (changed('orientation')) this.fullNext = true;
    if (view || changed('boldStations')) this.dirty.add('background');
    if (this.geomsOf !== next.data.paths) {
      this.geomsOf = next.data.paths;
      this.geoms = next.data.paths.map((p) => this.cache.get(p, this.axis));
      this.geomsVersion += 1;
      this.byRun = new Map(this.geoms.map((g) => [g.path.runId, g]));
      this.dirty.add('paths');
      this.dirty.add('overlay');
    }
    if (view || axisChanged || changed('lateMarkS')) this.dirty.add('paths');
    if (view || axisChanged || changed('ghostPaths')) this.ghosts = (next.ghostPaths ?? []).map((p) => this.ghostCache.get(p, this.axis));
    if (view || axisChanged || changed('conflicts') || changed('now') || changed('selectedRunId') || changed('ghostPaths') || changed('holdMarks') || flashConflictId !== this.flashConflictId) {
      this.dirty.add('overlay');
    }
    this.flashConflictId = flashConflictId;
    this.updateScale();
    this.request();
    this.stats.maxSceneMs = Math.max(this.stats.maxSceneMs, performance.now() - started);
  }

  setSize(width: number, height: number, dpr = window.devicePixelRatio || 1): void {
    if (width === this.width && height === this.height && dpr === this.dpr) return;
    this.width = width;
    this.height = height;
    this.dpr = dpr;
    for (const l of ['background', 'overlay'] as const) {
      const c = this.canvases[l];
      c.width = Math.max(1, Math.round(width * dpr));
      c.height = Math.max(1, Math.round(height * dpr));
      c.style.width = `${width}px`;
      c.style.height = `${height}px`;
      this.dirty.add(l);
    }
    this.updateScale();
    this.request();
  }

  setHovered(runId: string | null): void {
    if (runId === this.hovered) return;
    this.hovered = runId;
    this.dirty.add('overlay');
    this.request();
  }

  /** Every layer redrawn on the next frame (or at the next draw()). */
  invalidate(layers: readonly Layer[] = LAYERS): void {
    for (const l of layers) this.dirty.add(l);
    if (layers.includes('paths')) this.paths.dropIndex();
    this.request();
  }

  setZoomRect(r: ZoomRect | null): void {
    this.zoomRect = r;
    this.dirty.add('overlay');
    this.request();
  }

  private updateScale(): void {
    if (!this.scene || this.width === 0) return;
    const plot = plotRect(this.width, this.height, this.scene.orientation);
    this.scale = makeScale(this.scene.view, plot, this.scene.orientation);
    const key = `${plot.x},${plot.y},${plot.width},${plot.height},${this.dpr}`;
    if (key !== this.plotKey) {
      // A new plot size: the paths canvas and its back buffer follow (this clears them; the paths are redrawn in full).
      this.plotKey = key;
      this.paths.resize(plot, this.dpr);
      this.fullNext = true;
      this.dirty.add('paths');
    }
    this.areas = conflictAreas(this.scene.conflicts, this.byKey, this.axis, this.scale);
    this.marks = holdMarkPoints(this.scene.holdMarks ?? [], this.byKey, this.axis, this.scale);
  }

  private request(): void {
    if (this.frame === null) this.frame = requestAnimationFrame(() => this.draw());
  }

  /** Draws the dirty layers now (also used by tests and the bench); `sync`: the paths in full, not in slices. */
  draw(sync = false): void {
    if (this.frame !== null) cancelAnimationFrame(this.frame);
    this.frame = null;
    const scene = this.scene;
    const s = this.scale;
    if (!scene || !s) return;
    const started = performance.now();
    const full = sync || (this.fullNext && this.dirty.has('paths') && !this.first);
    if (this.dirty.has('paths')) {
      this.fullNext = false;
      this.first = false;
    }
    const moving = !full && this.paths.shown !== null && performance.now() - this.viewChangedAt < SETTLE_MS;
    // While the view moves, a drawing under way is finished (for the view it began with; the CSS
    // transform places it) rather than begun again on every frame, which would never end.
    const keepPaths = moving && this.paths.drawing && this.dirty.has('paths');
    if (this.dirty.has('paths') && !keepPaths) this.paths.start(s, this.stateKey(), visiblePaths(this.geoms, s), scene.lateMarkS);
    for (const l of ['background', 'overlay'] as const) {
      if (!this.dirty.has(l)) continue;
      const ctx = this.canvases[l].getContext('2d');
      if (!ctx) continue;
      const start = performance.now();
      ctx.setTransform(this.dpr, 0, 0, this.dpr, 0, 0);
      ctx.clearRect(0, 0, this.width, this.height);
      if (l === 'background') drawBackground(ctx, this.width, this.height, s, scene.data.corridor, this.axis, scene.hiddenStations, scene.boldStations);
      else {
        drawOverlay(ctx, s, {
          areas: this.areas,
          flashConflictId: this.flashConflictId,
          ghosts: this.ghosts,
          now: scene.now,
          selected: scene.selectedRunId ? (this.byRun.get(scene.selectedRunId) ?? null) : null,
          hovered: this.hovered ? (this.byRun.get(this.hovered) ?? null) : null,
          zoomRect: this.zoomRect,
          holdMarks: this.marks,
        });
      }
      this.stats.drawMs[l] = performance.now() - start;
    }
    this.dirty.clear();
    if (keepPaths) this.dirty.add('paths');
    // At rest the paths get what is left of the frame's budget: the first drawing of the
    // background and overlay alone (station names, the canvases' first text) took 44 ms at 4x
    // CPU, and a slice after them made the opening's longest frame (64 ms; issue 15). With
    // nothing left they start in the next frame. While the view moves they keep their budget,
    // so that a gesture still finishes the drawing under way.
    const budget = moving ? MOVING_BUDGET_MS : SLICE_BUDGET_MS - (performance.now() - started);
    if (this.paths.busy && (full || budget > 0) && this.paths.run(full, budget)) {
      this.stats.counts = this.paths.counts;
      this.stats.drawMs.paths = this.paths.drawMs;
      this.onDrawn?.();
    }
    this.paths.place(s);
    this.stats.frames += 1;
    if (!sync) this.stats.maxFrameMs = Math.max(this.stats.maxFrameMs, performance.now() - started);
    if (this.paths.busy || this.dirty.has('paths')) this.request();
  }

  /** What the paths layer and the pick index depend on. */
  private stateKey(): string {
    const v = this.scene?.view;
    return v ? `${v.t0},${v.t1},${v.k0},${v.k1}|${this.plotKey}|${this.scene?.orientation}|${this.geomsVersion}|${this.axisKey}` : '';
  }

  /** No path drawing pending: the screen shows the current view's paths (tests wait for this). */
  get idle(): boolean {
    return !this.paths.drawing && !this.dirty.has('paths');
  }

  /** The path segment under a container point (index built lazily once per view); the selected train wins where lines overlap. */
  pick(x: number, y: number, radius = 6): PickHit | null {
    const s = this.scale;
    if (!s) return null;
    const p = s.plot;
    if (x < p.x || y < p.y || x > p.x + p.width || y > p.y + p.height) return null;
    return this.paths.pickIndex(this.stateKey(), this.geoms, s).pick(x, y, radius, this.scene?.selectedRunId ?? null);
  }

  conflictAt(x: number, y: number): Conflict | null {
    return conflictAt(this.areas, x, y)?.conflict ?? null;
  }

  /** The held connections' marks drawn now (container pixels). */
  get holdMarks(): readonly HoldMarkPoint[] {
    return this.marks;
  }

  /** The held connection's mark under a container point, or null. */
  holdMarkAt(x: number, y: number): HoldMark | null {
    return holdMarkAt(this.marks, x, y)?.mark ?? null;
  }

  path(runId: string): DiagramPath | null {
    return this.byRun.get(runId)?.path ?? null;
  }

  /** Container pixel of a path's point on the planned or the real line (its departure, else arrival), or null. */
  screenOf(runId: string, pointIndex: number, kind: PathKind): { x: number; y: number } | null {
    const g = this.byRun.get(runId);
    const s = this.scale;
    if (!g || !s) return null;
    const line = kind === 'planned' ? g.planned : g.real;
    let best = -1;
    for (let j = 0; j < line.n; j++) {
      if (line.point[j] !== pointIndex) continue;
      const actual = j <= g.cut;
      if (kind === 'actual' && !actual) continue;
      if (kind === 'forecast' && j < g.cut) continue;
      best = j;
    }
    if (best < 0) return null;
    const t = line.tu[2 * best];
    const u = line.tu[2 * best + 1];
    return { x: s.ax * t + s.bx * u + s.cx, y: s.ay * t + s.by * u + s.cy };
  }

  /** Paths with something drawn in the current view, by geometry (for the aria label). */
  get pathsDrawn(): number {
    return this.stats.counts.pathsDrawn;
  }

  destroy(): void {
    if (this.frame !== null) cancelAnimationFrame(this.frame);
    this.frame = null;
  }
}
