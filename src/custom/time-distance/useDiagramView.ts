/**
 * The page's view state: the chart's view with back/forward history (the chart's pure
 * ViewHistory), and the time window that follows the clock (pure rules in follow.ts).
 */
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { ChartView, ViewChangeInfo } from './chart/types';
import { back, canBack, canForward, createHistory, current, forward, pushView, type ViewHistory } from './chart/viewHistory';
import { followClock, keepsFollowing, nowWindow } from './follow';

export interface DiagramViewState {
  view: ChartView | null;
  following: boolean;
  canBack: boolean;
  canForward: boolean;
  /** From the chart (wheel, drag, keys) or the page (jump to a train or a conflict). */
  change: (view: ChartView, info?: ViewChangeInfo) => void;
  back: () => void;
  forward: () => void;
  backToNow: () => void;
}

/** `initial` gives the first view once the data is there; `now` moves the view while following. */
export function useDiagramView(initial: ((now: number) => ChartView) | null, now: number | null, resetKey: string): DiagramViewState {
  const [history, setHistory] = useState<ViewHistory | null>(null);
  // Live view during a drag (not in the history until the gesture ends).
  const [live, setLive] = useState<ChartView | null>(null);
  const [following, setFollowing] = useState(true);
  const lastNow = useRef<number | null>(null);

  // A new corridor starts again: the default window, following the clock.
  useEffect(() => {
    setHistory(null);
    setLive(null);
    setFollowing(true);
  }, [resetKey]);

  useEffect(() => {
    if (history || !initial || now === null) return;
    // The first view renders the whole chart: in slices, as the data it comes with (issue 15).
    const first = createHistory(initial(now));
    startTransition(() => setHistory(first));
    lastNow.current = now;
  }, [history, initial, now]);

  // Following: the current view moves with the clock (replaces it in place, no history step).
  useEffect(() => {
    if (now === null) return;
    const prev = lastNow.current;
    lastNow.current = now;
    if (!following || prev === null || prev === now) return;
    // A transition, as the clock's tick (useEngineNow): an effect's update would otherwise render the page in one piece.
    startTransition(() => setHistory((h) => (h ? { ...h, views: h.views.map((v, i) => (i === h.index ? followClock(v, prev, now) : v)) } : h)));
  }, [now, following]);

  const view = live ?? (history ? current(history) : null);

  const change = useCallback(
    (next: ChartView, info?: ViewChangeInfo) => {
      if (view && now !== null && !keepsFollowing(view, next, now)) setFollowing(false);
      if (info?.transient) {
        setLive(next);
        return;
      }
      setLive(null);
      setHistory((h) => (h ? pushView(h, next, performance.now()) : createHistory(next)));
    },
    [view, now],
  );

  return {
    view,
    following,
    canBack: !!history && canBack(history),
    canForward: !!history && canForward(history),
    change,
    back: () => {
      setFollowing(false);
      setHistory((h) => (h ? back(h) : h));
    },
    forward: () => {
      setFollowing(false);
      setHistory((h) => (h ? forward(h) : h));
    },
    backToNow: () => {
      if (now === null || !view) return;
      setFollowing(true);
      setHistory((h) => (h ? pushView(h, nowWindow(view, now), -Infinity) : h));
    },
  };
}
