/**
 * The paths layer: every path in the view, batched into one stroke per (kind, colour) so that
 * thousands of paths cost a few dozen strokes. Planned thin dashed, actual solid, forecast
 * dotted (all in the line's colour, darkened when too light), cancelled parts of the plan grey,
 * skipped stops as open circles with a cross, and the train number along the path.
 */
import type { PathGeometry, Polyline } from './geometry';
import { GREY, LATE_COLOR, strokeColor } from './colors';
import type { Scale } from './scales';

export interface DrawCounts {
  pathsDrawn: number;
  planned: number;
  actual: number;
  forecast: number;
}

export const PLANNED_DASH = [6, 4];
export const FORECAST_DASH = [2, 3];
export const LABEL_FONT = '600 11px Roboto, "Helvetica Neue", Arial, sans-serif';

/** Segment j of a polyline's [t, u] list lies wholly on one side of the view (culled). */
export function outside(tu: Float64Array, j: number, v: Scale['view']): boolean {
  const ta = tu[2 * j];
  const ua = tu[2 * j + 1];
  const tb = tu[2 * j + 2];
  const ub = tu[2 * j + 3];
  return (ta < v.t0 && tb < v.t0) || (ta > v.t1 && tb > v.t1) || (ua < v.k0 && ub < v.k0) || (ua > v.k1 && ub > v.k1);
}

/** Traces segments [from, to) of a polyline that touch the view (culled by time and axis); returns how many. */
export function trace(ctx: CanvasRenderingContext2D, line: Polyline, from: number, to: number, s: Scale, greyed: 0 | 1 | -1): number {
  const tu = line.tu;
  let penUp = true;
  let n = 0;
  for (let j = from; j < to; j++) {
    if (greyed !== -1 && line.greyed[j] !== greyed) {
      penUp = true;
      continue;
    }
    if (outside(tu, j, s.view)) {
      penUp = true;
      continue;
    }
    const ta = tu[2 * j];
    const ua = tu[2 * j + 1];
    const tb = tu[2 * j + 2];
    const ub = tu[2 * j + 3];
    if (penUp) ctx.moveTo(s.ax * ta + s.bx * ua + s.cx, s.ay * ta + s.by * ua + s.cy);
    ctx.lineTo(s.ax * tb + s.bx * ub + s.cx, s.ay * tb + s.by * ub + s.cy);
    penUp = false;
    n += 1;
  }
  return n;
}

export function inView(g: PathGeometry, s: Scale): boolean {
  const v = s.view;
  return !(g.tMax < v.t0 || g.tMin > v.t1 || g.uMax < v.k0 || g.uMin > v.k1);
}

/** The paths that have something in the view, in drawing order. */
export function visiblePaths(geoms: readonly PathGeometry[], s: Scale): PathGeometry[] {
  const out: PathGeometry[] = [];
  for (const g of geoms) if (inView(g, s)) out.push(g);
  return out;
}

export function emptyCounts(): DrawCounts {
  return { pathsDrawn: 0, planned: 0, actual: 0, forecast: 0 };
}

/**
 * Draws paths [from, to) of `visible`, batched by colour: plan (cancelled parts grey), forecast,
 * actual, skipped stops. All lines are 1 px wide: software canvases draw those as hairlines,
 * several times faster than wider strokes (measured, bench/diagram.ts); the actual line gets a
 * second hairline 1 px beside it along the station axis, so it reads heavier than the others.
 * Adds to `counts`.
 */
export function drawPathRange(ctx: CanvasRenderingContext2D, visible: readonly PathGeometry[], from: number, to: number, s: Scale, counts: DrawCounts): void {
  const groups = new Map<string, PathGeometry[]>();
  for (let i = from; i < to; i++) {
    const g = visible[i];
    const c = strokeColor(g.path.lineColor);
    let list = groups.get(c);
    if (!list) groups.set(c, (list = []));
    list.push(g);
  }
  ctx.lineJoin = 'round';
  ctx.lineCap = 'butt';
  ctx.lineWidth = 1;
  ctx.setLineDash(PLANNED_DASH);
  for (const [color, list] of groups) {
    ctx.beginPath();
    for (const g of list) counts.planned += trace(ctx, g.planned, 0, g.planned.n - 1, s, 0);
    ctx.strokeStyle = color;
    ctx.stroke();
  }
  ctx.beginPath();
  for (let i = from; i < to; i++) counts.planned += trace(ctx, visible[i].planned, 0, visible[i].planned.n - 1, s, 1);
  ctx.strokeStyle = GREY;
  ctx.stroke();
  ctx.setLineDash(FORECAST_DASH);
  for (const [color, list] of groups) {
    ctx.beginPath();
    for (const g of list) counts.forecast += trace(ctx, g.real, g.cut, g.real.n - 1, s, -1);
    ctx.strokeStyle = color;
    ctx.stroke();
  }
  ctx.setLineDash([]);
  // The second hairline: the same trace moved 1 px along the station axis (a path's points are
  // fixed when traced, so the offset goes into the scale, not the context's transform).
  const beside: Scale = s.orientation === 'timeVertical' ? { ...s, cx: s.cx + 1 } : { ...s, cy: s.cy + 1 };
  for (const [color, list] of groups) {
    ctx.beginPath();
    for (const g of list) {
      const n = trace(ctx, g.real, 0, g.cut, s, -1);
      if (n > 0) trace(ctx, g.real, 0, g.cut, beside, -1);
      counts.actual += n;
    }
    ctx.strokeStyle = color;
    ctx.stroke();
  }
  drawSkipped(ctx, visible, from, to, s);
  counts.pathsDrawn += to - from;
}

/** All paths and their numbers in one go (export; the screen draws in slices, see engine.ts). */
export function drawPaths(ctx: CanvasRenderingContext2D, geoms: readonly PathGeometry[], s: Scale, lateMarkS: number): DrawCounts {
  const { plot } = s;
  ctx.save();
  ctx.beginPath();
  ctx.rect(plot.x, plot.y, plot.width, plot.height);
  ctx.clip();
  const visible = visiblePaths(geoms, s);
  const counts = emptyCounts();
  drawPathRange(ctx, visible, 0, visible.length, s, counts);
  drawLabels(ctx, visible, s, lateMarkS);
  ctx.restore();
  return counts;
}

/** Skipped stops: an open circle with a cross, grey, at the planned time. */
export function drawSkipped(ctx: CanvasRenderingContext2D, visible: readonly PathGeometry[], from: number, to: number, s: Scale): void {
  ctx.beginPath();
  const r = 3.5;
  for (let i = from; i < to; i++) {
    const g = visible[i];
    const k = g.skipped;
    for (let i = 0; i + 1 < k.length; i += 2) {
      const x = s.ax * k[i] + s.bx * k[i + 1] + s.cx;
      const y = s.ay * k[i] + s.by * k[i + 1] + s.cy;
      if (x < s.plot.x - r || y < s.plot.y - r || x > s.plot.x + s.plot.width + r || y > s.plot.y + s.plot.height + r) continue;
      ctx.moveTo(x + r, y);
      ctx.arc(x, y, r, 0, Math.PI * 2);
      ctx.moveTo(x - r * 0.7, y - r * 0.7);
      ctx.lineTo(x + r * 0.7, y + r * 0.7);
      ctx.moveTo(x - r * 0.7, y + r * 0.7);
      ctx.lineTo(x + r * 0.7, y - r * 0.7);
    }
  }
  ctx.lineWidth = 1;
  ctx.strokeStyle = '#616161';
  ctx.stroke();
}

/** Where a path's number goes: the middle of its first real (else planned) segment in the plot that is long enough. */
export function labelPlace(g: PathGeometry, s: Scale, minLen = 36): { x: number; y: number; angle: number } | null {
  const { plot } = s;
  for (const line of [g.real, g.planned]) {
    const tu = line.tu;
    for (let j = 0; j + 1 < line.n; j++) {
      const xa = s.ax * tu[2 * j] + s.bx * tu[2 * j + 1] + s.cx;
      const ya = s.ay * tu[2 * j] + s.by * tu[2 * j + 1] + s.cy;
      const xb = s.ax * tu[2 * j + 2] + s.bx * tu[2 * j + 3] + s.cx;
      const yb = s.ay * tu[2 * j + 2] + s.by * tu[2 * j + 3] + s.cy;
      const x = (xa + xb) / 2;
      const y = (ya + yb) / 2;
      if (x < plot.x + 4 || y < plot.y + 4 || x > plot.x + plot.width - 4 || y > plot.y + plot.height - 4) continue;
      const dx = xb - xa;
      const dy = yb - ya;
      if (dx * dx + dy * dy < minLen * minLen) continue;
      let angle = Math.atan2(dy, dx);
      // Text never upside down.
      if (angle > Math.PI / 2) angle -= Math.PI;
      else if (angle < -Math.PI / 2) angle += Math.PI;
      return { x, y, angle };
    }
  }
  return null;
}

export const LABEL_H = 16;
const sprites = new Map<string, HTMLCanvasElement>();

/**
 * A train number with its white halo, drawn once into a small canvas and then copied, rotated,
 * wherever it is needed: stroking text outlines for the halo is slow in software canvases (tens
 * of ms for a few hundred labels, measured), copying an image is not.
 */
function sprite(text: string, color: string, dpr: number): HTMLCanvasElement {
  const key = `${text}|${color}|${dpr}`;
  let c = sprites.get(key);
  if (c) return c;
  if (sprites.size > 4000) sprites.clear();
  c = document.createElement('canvas');
  const probe = c.getContext('2d');
  if (!probe) return c;
  probe.font = LABEL_FONT;
  const w = Math.ceil(probe.measureText(text).width) + 6;
  c.width = Math.ceil(w * dpr);
  c.height = Math.ceil(LABEL_H * dpr);
  const x = c.getContext('2d')!;
  x.scale(dpr, dpr);
  drawLabelText(x, text, color, w / 2, LABEL_H / 2);
  sprites.set(key, c);
  return c;
}

/**
 * Where and in which colour a path's number goes (the line colour, red from the late mark), or
 * null when it has no place or its grid cell is `taken` already (then the cell is taken).
 */
export function placeLabel(g: PathGeometry, s: Scale, lateMarkS: number, taken: Set<number>): { at: { x: number; y: number; angle: number }; color: string } | null {
  const at = labelPlace(g, s);
  if (!at) return null;
  const cell = Math.floor(at.x / LABEL_CELL_W) * 4096 + Math.floor(at.y / LABEL_CELL_H);
  if (taken.has(cell)) return null;
  taken.add(cell);
  return { at, color: g.path.delayS >= lateMarkS ? LATE_COLOR : strokeColor(g.path.lineColor) };
}

/** A train number centred on (x, y) in the context's current transform, with its white halo. */
export function drawLabelText(ctx: CanvasRenderingContext2D, text: string, color: string, x: number, y: number): void {
  ctx.font = LABEL_FONT;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.lineJoin = 'round';
  ctx.lineWidth = 3;
  ctx.strokeStyle = 'rgba(255,255,255,0.9)';
  ctx.fillStyle = color;
  ctx.strokeText(text, x, y);
  ctx.fillText(text, x, y);
}

/** Label grid cells: one train number per cell, so that dense views stay readable. */
export const LABEL_CELL_W = 72;
export const LABEL_CELL_H = 28;

/**
 * Train numbers of paths [from, to) along their paths, in the line colour or red from the late
 * mark; `taken` (grid cells already labelled) carries over between calls.
 */
export function drawLabelRange(
  ctx: CanvasRenderingContext2D,
  visible: readonly PathGeometry[],
  from: number,
  to: number,
  s: Scale,
  lateMarkS: number,
  taken: Set<number>,
): void {
  const base = ctx.getTransform();
  const dpr = Math.hypot(base.a, base.b) || 1;
  for (let i = from; i < to; i++) {
    const g = visible[i];
    const label = placeLabel(g, s, lateMarkS, taken);
    if (!label) continue;
    const { at } = label;
    const img = sprite(g.path.trainNumber, label.color, dpr);
    const w = img.width / dpr;
    const cos = Math.cos(at.angle);
    const sin = Math.sin(at.angle);
    // base × translate(x, y) × rotate(angle), without save/restore per label.
    ctx.setTransform(
      base.a * cos + base.c * sin,
      base.b * cos + base.d * sin,
      base.c * cos - base.a * sin,
      base.d * cos - base.b * sin,
      base.a * at.x + base.c * at.y + base.e,
      base.b * at.x + base.d * at.y + base.f,
    );
    ctx.drawImage(img, -w / 2, -LABEL_H + 2, w, LABEL_H);
  }
  ctx.setTransform(base);
}

export function drawLabels(ctx: CanvasRenderingContext2D, visible: readonly PathGeometry[], s: Scale, lateMarkS: number): void {
  drawLabelRange(ctx, visible, 0, visible.length, s, lateMarkS, new Set());
}
