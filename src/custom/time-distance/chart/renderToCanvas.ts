/**
 * The chart's layers composed into one canvas, for print and export (PNG, PDF): the same drawing
 * as on screen, of a scene at a given size, without hover and tooltip. `scale` > 1 draws at a
 * higher resolution (e.g. 2 for print).
 */
import { conflictAreas, stationIndex } from './conflictAreas';
import { drawBackground } from './drawBackground';
import { drawOverlay } from './drawOverlay';
import { drawPaths } from './drawPaths';
import { GeometryCache } from './engine';
import { holdMarkPoints } from './holdMarks';
import { plotRect } from './layout';
import { makeScale, stationAxis } from './scales';
import type { ChartScene } from './types';

export interface RenderOptions {
  scale?: number;
  /** Space kept free above the chart (px, before scaling) for a title the caller draws; default 0. */
  top?: number;
  /** Space kept free below (legend). */
  bottom?: number;
}

export function renderToCanvas(scene: ChartScene, width: number, height: number, options: RenderOptions = {}): HTMLCanvasElement {
  const scale = options.scale ?? 1;
  const top = options.top ?? 0;
  const bottom = options.bottom ?? 0;
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const ctx = canvas.getContext('2d');
  if (!ctx) return canvas;
  ctx.fillStyle = '#FFFFFF';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.setTransform(scale, 0, 0, scale, 0, top * scale);
  const h = height - top - bottom;
  const axis = stationAxis(scene.data.corridor.stations, scene.spacing, scene.hiddenStations);
  const s = makeScale(scene.view, plotRect(width, h, scene.orientation), scene.orientation);
  const cache = new GeometryCache();
  const geoms = scene.data.paths.map((p) => cache.get(p, axis));
  drawBackground(ctx, width, h, s, scene.data.corridor, axis, scene.hiddenStations, scene.boldStations);
  drawPaths(ctx, geoms, s, scene.lateMarkS);
  const selected = scene.selectedRunId ? (geoms.find((g) => g.path.runId === scene.selectedRunId) ?? null) : null;
  const byKey = stationIndex(scene.data.corridor);
  drawOverlay(ctx, s, {
    areas: conflictAreas(scene.conflicts, byKey, axis, s),
    flashConflictId: null,
    ghosts: (scene.ghostPaths ?? []).map((p) => cache.get(p, axis)),
    now: scene.now,
    selected,
    hovered: null,
    zoomRect: null,
    holdMarks: holdMarkPoints(scene.holdMarks ?? [], byKey, axis, s),
  });
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  return canvas;
}

/** Legend entries the export can draw: kind, dash pattern and width as on screen. */
export const LEGEND = [
  { kind: 'planned', dash: [6, 4], width: 1 },
  { kind: 'actual', dash: [], width: 2 },
  { kind: 'forecast', dash: [2, 3], width: 1.5 },
] as const;
