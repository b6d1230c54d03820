/**
 * Held connections on the chart (issue 14, pure): a small symbol where the departing train waits,
 * at its station and at the time it is held until, with the tooltip's lines. Marks at stations not
 * on the corridor, or outside the plot, are not drawn.
 */
import { spacePx, timePx, type Scale } from './scales';

export interface HoldMark {
  /** The connection's id. */
  id: string;
  /** The departing (held) run. */
  runId: string;
  /** Corridor station key (`station:<id>`). */
  stationKey: string;
  /** Held until (seconds of the operating day). */
  until: number;
  /** The tooltip, in the user's language. */
  lines: string[];
}

export interface HoldMarkPoint {
  mark: HoldMark;
  x: number;
  y: number;
}

/** Radius of the symbol, px; the hover target is a little larger. */
export const HOLD_MARK_RADIUS = 6;

export function holdMarkPoints(marks: readonly HoldMark[], byKey: ReadonlyMap<string, number>, axis: Float64Array, s: Scale): HoldMarkPoint[] {
  const out: HoldMarkPoint[] = [];
  const p = s.plot;
  for (const mark of marks) {
    const i = byKey.get(mark.stationKey);
    if (i === undefined) continue;
    const along = timePx(s, mark.until);
    const across = spacePx(s, axis[i]);
    const [x, y] = s.orientation === 'timeVertical' ? [across, along] : [along, across];
    if (x < p.x || y < p.y || x > p.x + p.width || y > p.y + p.height) continue;
    out.push({ mark, x, y });
  }
  return out;
}

/** The mark under a screen point (the nearest within the radius plus 2 px), or null. */
export function holdMarkAt(points: readonly HoldMarkPoint[], x: number, y: number, radius = HOLD_MARK_RADIUS + 2): HoldMarkPoint | null {
  let best: HoldMarkPoint | null = null;
  let bestD = radius * radius;
  for (const pt of points) {
    const d = (pt.x - x) ** 2 + (pt.y - y) ** 2;
    if (d <= bestD) {
      best = pt;
      bestD = d;
    }
  }
  return best;
}

/** Draws the marks: a dark blue disc with a white rim and a pause sign (the train waits). */
export function drawHoldMarks(ctx: CanvasRenderingContext2D, points: readonly HoldMarkPoint[]): void {
  const r = HOLD_MARK_RADIUS;
  for (const { x, y } of points) {
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fillStyle = '#0D47A1';
    ctx.fill();
    ctx.lineWidth = 1.5;
    ctx.strokeStyle = '#FFFFFF';
    ctx.stroke();
    ctx.fillStyle = '#FFFFFF';
    ctx.fillRect(x - 2.5, y - 3, 1.8, 6);
    ctx.fillRect(x + 0.7, y - 3, 1.8, 6);
  }
}
