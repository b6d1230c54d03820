/**
 * Where things go on screen (pure): the station axis (axis units per station, proportional to km
 * or equally spaced) and the affine map between (time, axis) and screen pixels for a view, a
 * plot rectangle and an orientation.
 */
import type { CorridorStation } from '../../../shared/operations/timeDistance';
import type { ChartView, Orientation, Spacing } from './types';

/**
 * Axis position (0..1) of every corridor station. Proportional: km over the corridor's length.
 * Equal: visible stations evenly spaced; a hidden station sits between its visible neighbours
 * by km (paths still bend there), before the first / after the last visible one it is clamped.
 */
export function stationAxis(stations: readonly CorridorStation[], spacing: Spacing, hidden: ReadonlySet<string> = new Set()): Float64Array {
  const n = stations.length;
  const out = new Float64Array(n);
  if (n === 0) return out;
  const first = stations[0].km;
  const length = stations[n - 1].km - first;
  if (spacing === 'proportional') {
    for (let i = 0; i < n; i++) out[i] = length > 0 ? (stations[i].km - first) / length : n > 1 ? i / (n - 1) : 0;
    return out;
  }
  const visible: number[] = [];
  for (let i = 0; i < n; i++) if (!hidden.has(stations[i].key)) visible.push(i);
  if (visible.length === 0) for (let i = 0; i < n; i++) visible.push(i);
  const steps = Math.max(1, visible.length - 1);
  visible.forEach((s, j) => (out[s] = visible.length > 1 ? j / steps : 0));
  // Hidden stations between two visible ones: by km between them.
  let prev = -1;
  for (const next of visible) {
    for (let i = prev + 1; i < next; i++) {
      if (prev < 0) out[i] = out[next];
      else {
        const span = stations[next].km - stations[prev].km;
        const f = span > 0 ? (stations[i].km - stations[prev].km) / span : (i - prev) / (next - prev);
        out[i] = out[prev] + f * (out[next] - out[prev]);
      }
    }
    prev = next;
  }
  for (let i = prev + 1; i < n; i++) out[i] = out[prev];
  return out;
}

export interface Plot {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * screen x = ax·t + bx·u + cx, y = ay·t + by·u + cy. One of ax/bx and one of ay/by is 0 (the
 * orientation decides which); the drawing loops use the coefficients inline.
 */
export interface Scale {
  ax: number;
  bx: number;
  cx: number;
  ay: number;
  by: number;
  cy: number;
  /** Pixels per second along the time axis and per axis unit along the station axis. */
  pxPerS: number;
  pxPerU: number;
  orientation: Orientation;
  plot: Plot;
  view: ChartView;
}

export function makeScale(view: ChartView, plot: Plot, orientation: Orientation): Scale {
  const timeLen = orientation === 'timeVertical' ? plot.height : plot.width;
  const spaceLen = orientation === 'timeVertical' ? plot.width : plot.height;
  const pxPerS = timeLen / Math.max(1e-9, view.t1 - view.t0);
  const pxPerU = spaceLen / Math.max(1e-12, view.k1 - view.k0);
  if (orientation === 'timeVertical') {
    return { ax: 0, bx: pxPerU, cx: plot.x - view.k0 * pxPerU, ay: pxPerS, by: 0, cy: plot.y - view.t0 * pxPerS, pxPerS, pxPerU, orientation, plot, view };
  }
  return { ax: pxPerS, bx: 0, cx: plot.x - view.t0 * pxPerS, ay: 0, by: pxPerU, cy: plot.y - view.k0 * pxPerU, pxPerS, pxPerU, orientation, plot, view };
}

export function toScreen(s: Scale, t: number, u: number): { x: number; y: number } {
  return { x: s.ax * t + s.bx * u + s.cx, y: s.ay * t + s.by * u + s.cy };
}

/** Time and axis position at a screen point. */
export function fromScreen(s: Scale, x: number, y: number): { t: number; u: number } {
  if (s.orientation === 'timeVertical') return { t: (y - s.cy) / s.ay, u: (x - s.cx) / s.bx };
  return { t: (x - s.cx) / s.ax, u: (y - s.cy) / s.by };
}

/** Screen coordinate along the time axis of a time, and along the space axis of an axis position. */
export function timePx(s: Scale, t: number): number {
  return s.orientation === 'timeVertical' ? s.ay * t + s.cy : s.ax * t + s.cx;
}
export function spacePx(s: Scale, u: number): number {
  return s.orientation === 'timeVertical' ? s.bx * u + s.cx : s.by * u + s.cy;
}

/** Tick steps for the time axis (seconds), smallest first. */
const TIME_STEPS = [60, 120, 300, 600, 900, 1800, 3600, 7200, 10800, 21600];

/** The time tick step whose labels are at least `minPx` apart, and a minor step (grid lines) under it. */
export function timeTicks(pxPerS: number, minPx: number): { major: number; minor: number } {
  const major = TIME_STEPS.find((s) => s * pxPerS >= minPx) ?? TIME_STEPS[TIME_STEPS.length - 1];
  const i = TIME_STEPS.indexOf(major);
  const minor = i > 0 && TIME_STEPS[i - 1] * pxPerS >= 8 ? TIME_STEPS[i - 1] : major;
  // Minor lines must divide the major step (900 / 600 would not).
  return { major, minor: major % minor === 0 ? minor : major };
}
