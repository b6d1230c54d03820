/**
 * The page's long tasks (PerformanceObserver 'longtask', over 50 ms) as [start, duration] in ms,
 * recorded from the page's start: for bench/profile-screen.ts and bench/interaction-tasks.ts.
 */
import type { Page } from 'playwright-core';

export type LongTask = [start: number, duration: number];

/** Records every long task of the documents the page loads from now on. */
export async function observeLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: [number, number][] = [];
    Object.assign(window, { __longTasks: seen });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) seen.push([Math.round(e.startTime), Math.round(e.duration)]);
    }).observe({ type: 'longtask', buffered: true });
  });
}

/** The long tasks recorded so far that started at or after `since` (ms, the page's clock). */
export function longTasks(page: Page, since = 0): Promise<LongTask[]> {
  return page.evaluate(
    (t0) => (window as unknown as { __longTasks: [number, number][] }).__longTasks.filter(([start]) => start >= t0),
    since,
  );
}
