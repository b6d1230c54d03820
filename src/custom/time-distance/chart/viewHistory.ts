/**
 * The last views for back/forward (pure, immutable): a view pushed within `mergeMs` of the
 * previous push replaces it, so a run of wheel turns or a drag is one step of history.
 */
import type { ChartView } from './types';
import { sameView } from './view';

export interface ViewHistory {
  views: readonly ChartView[];
  /** Index of the current view in `views`. */
  index: number;
  /** When the current view was pushed (ms), for merging. */
  pushedAt: number;
}

export const HISTORY_LIMIT = 20;
export const MERGE_MS = 600;

export function createHistory(view: ChartView): ViewHistory {
  return { views: [view], index: 0, pushedAt: -Infinity };
}

/** Adds a view after the current one (the forward views are dropped), keeping the last `limit`. */
export function pushView(h: ViewHistory, view: ChartView, at: number, limit = HISTORY_LIMIT, mergeMs = MERGE_MS): ViewHistory {
  if (sameView(h.views[h.index], view)) return h;
  const merge = h.index > 0 && at - h.pushedAt < mergeMs;
  const kept = h.views.slice(0, merge ? h.index : h.index + 1);
  kept.push(view);
  const views = kept.length > limit ? kept.slice(kept.length - limit) : kept;
  return { views, index: views.length - 1, pushedAt: at };
}

export function canBack(h: ViewHistory): boolean {
  return h.index > 0;
}
export function canForward(h: ViewHistory): boolean {
  return h.index < h.views.length - 1;
}

/** One step back / forward (the same history when there is none); the view is `current(h)`. */
export function back(h: ViewHistory): ViewHistory {
  return canBack(h) ? { ...h, index: h.index - 1, pushedAt: -Infinity } : h;
}
export function forward(h: ViewHistory): ViewHistory {
  return canForward(h) ? { ...h, index: h.index + 1, pushedAt: -Infinity } : h;
}
export function current(h: ViewHistory): ChartView {
  return h.views[h.index];
}
