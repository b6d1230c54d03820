/**
 * The overlay layer: conflicts (red translucent, hatched), ghost paths of a measure preview, the
 * now-line, the selected and the hovered path, and the zoom rectangle. Cheap to redraw: hover and
 * selection change only this layer.
 */
import { formatClock } from '../../../ui/format';
import { CONFLICT, GHOST, NOW_COLOR, SELECTION, strokeColor } from './colors';
import type { ConflictArea } from './conflictAreas';
import { drawHoldMarks, type HoldMarkPoint } from './holdMarks';
import type { PathGeometry } from './geometry';
import { FORECAST_DASH, PLANNED_DASH, trace } from './drawPaths';
import { timePx, type Scale } from './scales';

export interface OverlayState {
  areas: readonly ConflictArea[];
  flashConflictId: string | null;
  ghosts: readonly PathGeometry[];
  now: number;
  selected: PathGeometry | null;
  hovered: PathGeometry | null;
  zoomRect: { x0: number; y0: number; x1: number; y1: number } | null;
  /** Held connections, drawn above the paths and the selection. */
  holdMarks?: readonly HoldMarkPoint[];
}

let hatch: { pattern: CanvasPattern | null; ctx: CanvasRenderingContext2D } | null = null;

function hatchPattern(ctx: CanvasRenderingContext2D): CanvasPattern | string {
  if (hatch && hatch.ctx === ctx) return hatch.pattern ?? 'rgba(211,47,47,0.2)';
  const tile = document.createElement('canvas');
  tile.width = 8;
  tile.height = 8;
  const c = tile.getContext('2d');
  if (c) {
    c.fillStyle = 'rgba(211,47,47,0.14)';
    c.fillRect(0, 0, 8, 8);
    c.strokeStyle = 'rgba(211,47,47,0.55)';
    c.lineWidth = 1.5;
    c.beginPath();
    c.moveTo(-2, 10);
    c.lineTo(10, -2);
    c.moveTo(-2, 2);
    c.lineTo(2, -2);
    c.moveTo(6, 10);
    c.lineTo(10, 6);
    c.stroke();
  }
  hatch = { pattern: ctx.createPattern(tile, 'repeat'), ctx };
  return hatch.pattern ?? 'rgba(211,47,47,0.2)';
}

export function drawOverlay(ctx: CanvasRenderingContext2D, s: Scale, st: OverlayState): void {
  const { plot } = s;
  ctx.save();
  ctx.beginPath();
  ctx.rect(plot.x, plot.y, plot.width, plot.height);
  ctx.clip();

  if (st.areas.length > 0) {
    // One fill of all rectangles: overlapping conflicts show their union, not a stack that turns
    // solid red and hides the paths under it.
    ctx.beginPath();
    for (const a of st.areas) ctx.rect(a.x, a.y, a.width, a.height);
    ctx.fillStyle = hatchPattern(ctx);
    ctx.fill('nonzero');
    ctx.strokeStyle = CONFLICT;
    for (const a of st.areas) {
      const flash = a.conflict.id === st.flashConflictId;
      ctx.lineWidth = flash ? 3 : 1;
      ctx.strokeRect(a.x, a.y, a.width, a.height);
    }
  }

  for (const g of st.ghosts) {
    ctx.beginPath();
    trace(ctx, g.real, 0, g.real.n - 1, s, -1);
    ctx.setLineDash([8, 4]);
    ctx.lineWidth = 2.5;
    ctx.strokeStyle = GHOST;
    ctx.globalAlpha = 0.8;
    ctx.stroke();
    ctx.globalAlpha = 1;
  }
  ctx.setLineDash([]);

  if (st.hovered && st.hovered !== st.selected) emphasise(ctx, st.hovered, s, strokeColor(st.hovered.path.lineColor), 3);
  if (st.selected) {
    halo(ctx, st.selected, s);
    emphasise(ctx, st.selected, s, SELECTION, 3);
  }

  if (st.holdMarks?.length) drawHoldMarks(ctx, st.holdMarks);

  // Now-line.
  const p = timePx(s, st.now);
  const vertical = s.orientation === 'timeVertical';
  ctx.beginPath();
  if (vertical) {
    ctx.moveTo(plot.x, p);
    ctx.lineTo(plot.x + plot.width, p);
  } else {
    ctx.moveTo(p, plot.y);
    ctx.lineTo(p, plot.y + plot.height);
  }
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = NOW_COLOR;
  ctx.stroke();

  if (st.zoomRect) {
    const r = st.zoomRect;
    ctx.setLineDash([4, 3]);
    ctx.lineWidth = 1;
    ctx.strokeStyle = SELECTION;
    ctx.fillStyle = 'rgba(13,71,161,0.08)';
    ctx.fillRect(Math.min(r.x0, r.x1), Math.min(r.y0, r.y1), Math.abs(r.x1 - r.x0), Math.abs(r.y1 - r.y0));
    ctx.strokeRect(Math.min(r.x0, r.x1), Math.min(r.y0, r.y1), Math.abs(r.x1 - r.x0), Math.abs(r.y1 - r.y0));
    ctx.setLineDash([]);
  }
  ctx.restore();

  // The now time on the time axis (outside the plot's clip).
  if (p >= (vertical ? plot.y : plot.x) && p <= (vertical ? plot.y + plot.height : plot.x + plot.width)) {
    const text = formatClock(st.now);
    ctx.font = '600 11px Roboto, "Helvetica Neue", Arial, sans-serif';
    const w = ctx.measureText(text).width + 6;
    ctx.fillStyle = NOW_COLOR;
    if (vertical) ctx.fillRect(plot.x - w - 2, p - 8, w, 16);
    else ctx.fillRect(p - w / 2, plot.y - 20, w, 16);
    ctx.fillStyle = '#FFFFFF';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    if (vertical) ctx.fillText(text, plot.x - w / 2 - 2, p);
    else ctx.fillText(text, p, plot.y - 12);
  }
}

function halo(ctx: CanvasRenderingContext2D, g: PathGeometry, s: Scale): void {
  ctx.beginPath();
  trace(ctx, g.real, 0, g.real.n - 1, s, -1);
  ctx.lineWidth = 7;
  ctx.strokeStyle = 'rgba(255,255,255,0.85)';
  ctx.stroke();
}

/** A path drawn again on top, thicker: plan dashed, actual solid, forecast dotted. */
function emphasise(ctx: CanvasRenderingContext2D, g: PathGeometry, s: Scale, color: string, width: number): void {
  ctx.strokeStyle = color;
  ctx.lineWidth = width - 1.5;
  ctx.setLineDash(PLANNED_DASH);
  ctx.beginPath();
  trace(ctx, g.planned, 0, g.planned.n - 1, s, -1);
  ctx.stroke();
  ctx.lineWidth = width;
  ctx.setLineDash(FORECAST_DASH.map((d) => d * 1.5));
  ctx.beginPath();
  trace(ctx, g.real, g.cut, g.real.n - 1, s, -1);
  ctx.stroke();
  ctx.setLineDash([]);
  ctx.beginPath();
  trace(ctx, g.real, 0, g.cut, s, -1);
  ctx.stroke();
}
