/**
 * The time window that follows the clock (pure). While following, the view moves with `now`, so
 * the now-line stays where it is on screen. A view change by the user stops following when it
 * takes the window back in time (pan to the past) or leaves the now-line outside the window;
 * "back to now" resumes with the default window.
 */
import { DEFAULT_WINDOW_AFTER_S, DEFAULT_WINDOW_BEFORE_S } from '../../shared/operations/timeDistance';

export interface TimeWindow {
  t0: number;
  t1: number;
}

/** The view moved by the time that passed since `prevNow` (only the time window moves). */
export function followClock<V extends TimeWindow>(view: V, prevNow: number, now: number): V {
  const dt = now - prevNow;
  return dt === 0 ? view : { ...view, t0: view.t0 + dt, t1: view.t1 + dt };
}

/** Does the page keep following after the user changed the view from `before` to `after`? */
export function keepsFollowing(before: TimeWindow, after: TimeWindow, now: number): boolean {
  const pannedBack = after.t0 < before.t0 && after.t1 < before.t1;
  const nowInside = after.t0 <= now && now <= after.t1;
  return !pannedBack && nowInside;
}

/** "Back to now": the default window around now, the space window as it is. */
export function nowWindow<V extends TimeWindow>(view: V, now: number): V {
  return { ...view, t0: now - DEFAULT_WINDOW_BEFORE_S, t1: now + DEFAULT_WINDOW_AFTER_S };
}
