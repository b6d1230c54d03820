/**
 * State of the mounted chart for browser tests and the bench: `window.__timeDistance`. Coordinates
 * are client (viewport) pixels, as page.mouse uses them. Set while a chart is mounted.
 */
import type { ChartEngine } from './engine';
import type { ChartView, PathKind } from './types';

export interface TimeDistanceTestHook {
  /** Paths with at least one segment drawn in the last frame of the paths layer. */
  pathsDrawn: number;
  /** Segments drawn in that frame by kind (segments in the view only). */
  segmentsByKind: { planned: number; actual: number; forecast: number };
  view: ChartView;
  /** The train under a client point: run, nearest path point and which line (planned / actual / forecast). */
  pick(x: number, y: number): { runId: string; pointIndex: number; kind: PathKind } | null;
  /** Client point of a path point on one of its lines (departure, else arrival), or null when the path has none. */
  screenOf(runId: string, pointIndex: number, kind: PathKind): { x: number; y: number } | null;
  /** Bench: how long the last draw of each layer took (ms), frames drawn, and a forced full redraw now. */
  drawMs: Record<'background' | 'paths' | 'overlay', number>;
  /** No path drawing pending: the paths on screen are those of the current view and data (paths are drawn in slices over frames). */
  idle: boolean;
  frames: number;
  /** Bench: longest frame of chart drawing and longest scene update since resetStats(), ms. */
  maxFrameMs: number;
  maxSceneMs: number;
  resetStats(): void;
  redrawAll(): void;
  /** Held connections' marks drawn now: connection id and client point. */
  holdMarks: { id: string; x: number; y: number }[];
}

declare global {
  interface Window {
    __timeDistance?: TimeDistanceTestHook;
  }
}

export function installTestHook(engine: ChartEngine, container: HTMLElement, view: () => ChartView, redrawAll: () => void): () => void {
  const origin = () => container.getBoundingClientRect();
  const hook: TimeDistanceTestHook = {
    get pathsDrawn() {
      return engine.stats.counts.pathsDrawn;
    },
    get segmentsByKind() {
      const c = engine.stats.counts;
      return { planned: c.planned, actual: c.actual, forecast: c.forecast };
    },
    get view() {
      return view();
    },
    pick(x, y) {
      const r = origin();
      const hit = engine.pick(x - r.left, y - r.top);
      return hit ? { runId: hit.runId, pointIndex: hit.pointIndex, kind: hit.kind } : null;
    },
    screenOf(runId, pointIndex, kind) {
      const p = engine.screenOf(runId, pointIndex, kind);
      if (!p) return null;
      const r = origin();
      return { x: p.x + r.left, y: p.y + r.top };
    },
    get drawMs() {
      return { ...engine.stats.drawMs };
    },
    get idle() {
      return engine.idle;
    },
    get frames() {
      return engine.stats.frames;
    },
    get maxFrameMs() {
      return engine.stats.maxFrameMs;
    },
    get maxSceneMs() {
      return engine.stats.maxSceneMs;
    },
    resetStats() {
      engine.stats.maxFrameMs = 0;
      engine.stats.maxSceneMs = 0;
    },
    redrawAll,
    get holdMarks() {
      const r = origin();
      return engine.holdMarks.map((m) => ({ id: m.mark.id, x: m.x + r.left, y: m.y + r.top }));
    },
  };
  window.__timeDistance = hook;
  return () => {
    if (window.__timeDistance === hook) delete window.__timeDistance;
  };
}
