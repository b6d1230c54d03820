/**
 * The screen's paths into a Raster (raster.ts): the same lines as drawPathRange (drawPaths.ts)
 * draws with a canvas for print and export, in the same order and with the same counts: plan in
 * the line's colour dashed (cancelled parts grey), forecast dotted, actual solid with a second
 * line 1 px beside it along the station axis. Skipped-stop marks and train numbers stay canvas
 * drawing (pathsLayer.ts draws them over the copied pixels).
 */
import { GREY, strokeColor } from './colors';
import { FORECAST_DASH, PLANNED_DASH, outside, type DrawCounts } from './drawPaths';
import type { PathGeometry, Polyline } from './geometry';
import { dashMask, pixelOf, type DashMask, type Raster } from './raster';
import type { Scale } from './scales';

/** Data space → the raster's pixels: the scale, less the plot's corner, times the pixel ratio. */
type Mapping = Pick<Scale, 'ax' | 'bx' | 'cx' | 'ay' | 'by' | 'cy'>;

function mapping(s: Scale, dpr: number): Mapping {
  return {
    ax: s.ax * dpr,
    bx: s.bx * dpr,
    cx: (s.cx - s.plot.x) * dpr,
    ay: s.ay * dpr,
    by: s.by * dpr,
    cy: (s.cy - s.plot.y) * dpr,
  };
}

/** The vertices of a polyline in the raster's pixels, reused between polylines. */
let xy = new Float64Array(512);

/**
 * Segments [from, to) of a polyline that touch the view, culled as trace() in drawPaths.ts culls
 * them (so the counts agree); `greyed` 0/1 keeps only segments of that state, −1 all. Returns how
 * many segments were drawn.
 */
function rasterTrace(r: Raster, line: Polyline, from: number, to: number, s: Scale, m: Mapping, greyed: 0 | 1 | -1, color: number, mask: DashMask | null, thick: number, across: 'x' | 'y'): number {
  if (to <= from) return 0;
  const tu = line.tu;
  if (xy.length < 2 * (to + 1)) xy = new Float64Array(4 * (to + 1));
  for (let j = from; j <= to; j++) {
    const t = tu[2 * j];
    const u = tu[2 * j + 1];
    xy[2 * j] = m.ax * t + m.bx * u + m.cx;
    xy[2 * j + 1] = m.ay * t + m.by * u + m.cy;
  }
  let phase = 0;
  let n = 0;
  for (let j = from; j < to; j++) {
    if (greyed !== -1 && line.greyed[j] !== greyed) {
      phase = 0;
      continue;
    }
    if (outside(tu, j, s.view)) {
      // A new subpath: the canvas starts its dash pattern anew there.
      phase = 0;
      continue;
    }
    phase = r.segment(xy, j, color, mask, phase, thick, across);
    n += 1;
  }
  return n;
}

/** A line colour as a pixel, by the path's raw colour (strokeColor checks and darkens it). */
const pixels = new Map<string | null | undefined, number>();
function linePixel(color: string | null | undefined): number {
  let p = pixels.get(color);
  if (p === undefined) pixels.set(color, (p = pixelOf(strokeColor(color))));
  return p;
}

const masks = new Map<number, { planned: DashMask | null; forecast: DashMask | null }>();
function masksFor(dpr: number): { planned: DashMask | null; forecast: DashMask | null } {
  let m = masks.get(dpr);
  if (!m) masks.set(dpr, (m = { planned: dashMask(PLANNED_DASH, dpr), forecast: dashMask(FORECAST_DASH, dpr) }));
  return m;
}

/** Draws the lines of paths [from, to) of `visible` into the raster; adds to `counts`. */
export function rasterPathRange(r: Raster, visible: readonly PathGeometry[], from: number, to: number, s: Scale, dpr: number, counts: DrawCounts): void {
  const m = mapping(s, dpr);
  // 1 CSS px wide as the canvas's lines (in device pixels), the actual line twice as wide; the
  // further pixels along the station axis, as the canvas's second actual hairline.
  const thin = Math.max(1, Math.round(dpr));
  const across = s.orientation === 'timeVertical' ? 'x' : 'y';
  const { planned: planMask, forecast: forecastMask } = masksFor(dpr);
  const grey = pixelOf(GREY);
  // Layer by layer as the canvas version batches them: all plans, then forecasts, then actuals.
  for (let i = from; i < to; i++) {
    const g = visible[i];
    const c = linePixel(g.path.lineColor);
    counts.planned += rasterTrace(r, g.planned, 0, g.planned.n - 1, s, m, 0, c, planMask, thin, across);
  }
  for (let i = from; i < to; i++) {
    const g = visible[i];
    counts.planned += rasterTrace(r, g.planned, 0, g.planned.n - 1, s, m, 1, grey, planMask, thin, across);
  }
  for (let i = from; i < to; i++) {
    const g = visible[i];
    const c = linePixel(g.path.lineColor);
    counts.forecast += rasterTrace(r, g.real, g.cut, g.real.n - 1, s, m, -1, c, forecastMask, thin, across);
  }
  for (let i = from; i < to; i++) {
    const g = visible[i];
    const c = linePixel(g.path.lineColor);
    counts.actual += rasterTrace(r, g.real, 0, g.cut, s, m, -1, c, null, 2 * thin, across);
  }
  counts.pathsDrawn += to - from;
}
