/** View math (pure): the initial window, zoom around a point, pan, rectangle zoom, limits. */
import { DEFAULT_WINDOW_AFTER_S, DEFAULT_WINDOW_BEFORE_S, type DiagramData } from '../../../shared/operations/timeDistance';
import type { ChartView } from './types';

/** Margin around the corridor in axis units, so that the end stations' lines are not at the edge. */
export const SPACE_MARGIN = 0.03;
/** Limits of a view: 5 minutes to 2 days of time; 1/200 of the corridor to 3 corridors of space. */
export const MIN_SPAN_S = 300;
export const MAX_SPAN_S = 2 * 86_400;
export const MIN_SPAN_U = 0.005;
export const MAX_SPAN_U = 3;

/** Now −1 h … +2 h over the whole corridor. */
export function initialView(_data: DiagramData, now: number): ChartView {
  return { t0: now - DEFAULT_WINDOW_BEFORE_S, t1: now + DEFAULT_WINDOW_AFTER_S, k0: -SPACE_MARGIN, k1: 1 + SPACE_MARGIN };
}

function clampSpan(a: number, b: number, min: number, max: number): [number, number] {
  const span = b - a;
  if (span >= min && span <= max) return [a, b];
  const mid = (a + b) / 2;
  const s = Math.min(max, Math.max(min, span));
  return [mid - s / 2, mid + s / 2];
}

/** The view with its spans inside the limits (centre kept). */
export function clampView(v: ChartView): ChartView {
  const [t0, t1] = clampSpan(v.t0, v.t1, MIN_SPAN_S, MAX_SPAN_S);
  const [k0, k1] = clampSpan(v.k0, v.k1, MIN_SPAN_U, MAX_SPAN_U);
  return { t0, t1, k0, k1 };
}

/**
 * Zooms one axis by `factor` (> 1 zooms out) around the value `at` on it, which stays where it is
 * on screen. The span is kept in its limits; then the fixed point may move, never the other way.
 */
export function zoomTime(v: ChartView, factor: number, at: number): ChartView {
  const span = Math.min(MAX_SPAN_S, Math.max(MIN_SPAN_S, (v.t1 - v.t0) * factor));
  const f = (at - v.t0) / (v.t1 - v.t0);
  return { ...v, t0: at - f * span, t1: at - f * span + span };
}

export function zoomSpace(v: ChartView, factor: number, at: number): ChartView {
  const span = Math.min(MAX_SPAN_U, Math.max(MIN_SPAN_U, (v.k1 - v.k0) * factor));
  const f = (at - v.k0) / (v.k1 - v.k0);
  return { ...v, k0: at - f * span, k1: at - f * span + span };
}

/** Moves the view by dt seconds and du axis units. */
export function pan(v: ChartView, dt: number, du: number): ChartView {
  return { t0: v.t0 + dt, t1: v.t1 + dt, k0: v.k0 + du, k1: v.k1 + du };
}

/** The view of a rectangle given by two corners in (time, axis) values. */
export function rectView(a: { t: number; u: number }, b: { t: number; u: number }): ChartView {
  return clampView({ t0: Math.min(a.t, b.t), t1: Math.max(a.t, b.t), k0: Math.min(a.u, b.u), k1: Math.max(a.u, b.u) });
}

export function sameView(a: ChartView, b: ChartView): boolean {
  return a.t0 === b.t0 && a.t1 === b.t1 && a.k0 === b.k0 && a.k1 === b.k1;
}
