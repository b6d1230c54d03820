/**
 * The background layer: white ground, the time grid with its labels (operator's zone, formatClock),
 * the station lines (bold stations thicker, hidden ones left out) with their names. The axis
 * bands are part of this layer and do not move when the plot pans.
 */
import type { Corridor } from '../../../shared/operations/timeDistance';
import { formatClock } from '../../../ui/format';
import { spacePx, timePx, timeTicks, type Scale } from './scales';

const FONT = 'Roboto, "Helvetica Neue", Arial, sans-serif';

export function drawBackground(
  ctx: CanvasRenderingContext2D,
  width: number,
  height: number,
  s: Scale,
  corridor: Corridor,
  axis: Float64Array,
  hidden: ReadonlySet<string>,
  bold: ReadonlySet<string>,
): void {
  const { plot, view } = s;
  const vertical = s.orientation === 'timeVertical';
  ctx.fillStyle = '#FFFFFF';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#FAFAFA';
  ctx.fillRect(plot.x, plot.y, plot.width, plot.height);

  // Time grid: minor lines light, major lines darker with a label in the time band.
  const { major, minor } = timeTicks(s.pxPerS, vertical ? 36 : 64);
  ctx.lineWidth = 1;
  const first = Math.ceil(view.t0 / minor) * minor;
  ctx.beginPath();
  for (let t = first; t <= view.t1; t += minor) {
    if (t % major === 0) continue;
    line(ctx, vertical, Math.round(timePx(s, t)) + 0.5, plot);
  }
  ctx.strokeStyle = '#EEEEEE';
  ctx.stroke();
  ctx.beginPath();
  const firstMajor = Math.ceil(view.t0 / major) * major;
  for (let t = firstMajor; t <= view.t1; t += major) line(ctx, vertical, Math.round(timePx(s, t)) + 0.5, plot);
  ctx.strokeStyle = '#D0D0D0';
  ctx.stroke();
  ctx.font = `12px ${FONT}`;
  ctx.fillStyle = '#424242';
  ctx.textBaseline = 'middle';
  ctx.textAlign = vertical ? 'right' : 'center';
  for (let t = firstMajor; t <= view.t1; t += major) {
    const p = timePx(s, t);
    if (vertical) ctx.fillText(formatClock(t), plot.x - 6, p);
    else ctx.fillText(formatClock(t), p, plot.y - 12);
  }

  // Station lines and names. Names closer than a line of text to one already written are left
  // out (their lines stay), bold stations' names first, so that dense corridors stay readable
  // (names rotated by 45°: 22 px along the axis are 15 px between two names).
  const stations = corridor.stations;
  const named = namedStations(stations.map((st, i) => ({ key: st.key, p: spacePx(s, axis[i]) })), hidden, bold, vertical ? 22 : 14);
  for (let i = 0; i < stations.length; i++) {
    const st = stations[i];
    if (hidden.has(st.key)) continue;
    const u = axis[i];
    if (u < view.k0 || u > view.k1) continue;
    const p = Math.round(spacePx(s, u)) + 0.5;
    const isBold = bold.has(st.key);
    ctx.beginPath();
    if (vertical) {
      ctx.moveTo(p, plot.y);
      ctx.lineTo(p, plot.y + plot.height);
    } else {
      ctx.moveTo(plot.x, p);
      ctx.lineTo(plot.x + plot.width, p);
    }
    ctx.lineWidth = isBold ? 2 : 1;
    ctx.strokeStyle = isBold ? '#616161' : '#BDBDBD';
    ctx.stroke();
    if (!named.has(i)) continue;
    ctx.font = `${isBold ? '700 ' : ''}12px ${FONT}`;
    ctx.fillStyle = '#212121';
    const name = clip(ctx, st.name, vertical ? 128 : 140);
    if (vertical) {
      ctx.save();
      ctx.translate(p, plot.y - 6);
      ctx.rotate(-Math.PI / 4);
      ctx.textAlign = 'left';
      ctx.textBaseline = 'middle';
      ctx.fillText(name, 0, 0);
      ctx.restore();
    } else {
      ctx.textAlign = 'right';
      ctx.textBaseline = 'middle';
      ctx.fillText(name, plot.x - 6, p);
    }
  }
  ctx.strokeStyle = '#9E9E9E';
  ctx.lineWidth = 1;
  ctx.strokeRect(plot.x + 0.5, plot.y + 0.5, plot.width - 1, plot.height - 1);
}

/**
 * Indexes of the stations whose names are written: bold ones first, then the others in order,
 * each at least `gap` px from every name already taken (pure; positions along the station axis).
 */
export function namedStations(stations: readonly { key: string; p: number }[], hidden: ReadonlySet<string>, bold: ReadonlySet<string>, gap: number): Set<number> {
  const taken: number[] = [];
  const out = new Set<number>();
  const order = stations.map((_, i) => i).filter((i) => !hidden.has(stations[i].key));
  order.sort((a, b) => Number(bold.has(stations[b].key)) - Number(bold.has(stations[a].key)) || a - b);
  for (const i of order) {
    const p = stations[i].p;
    if (taken.some((q) => Math.abs(q - p) < gap)) continue;
    taken.push(p);
    out.add(i);
  }
  return out;
}

function line(ctx: CanvasRenderingContext2D, vertical: boolean, p: number, plot: { x: number; y: number; width: number; height: number }): void {
  if (vertical) {
    ctx.moveTo(plot.x, p);
    ctx.lineTo(plot.x + plot.width, p);
  } else {
    ctx.moveTo(p, plot.y);
    ctx.lineTo(p, plot.y + plot.height);
  }
}

/** The name cut with an ellipsis to fit `max` px. */
function clip(ctx: CanvasRenderingContext2D, text: string, max: number): string {
  if (ctx.measureText(text).width <= max) return text;
  let n = text.length;
  while (n > 1 && ctx.measureText(`${text.slice(0, n)}…`).width > max) n -= 1;
  return `${text.slice(0, n)}…`;
}
