/**
 * Layout shifts as the browser reports them (the entries behind Lighthouse's CLS), from the next
 * navigation on: `recordLayoutShifts` before `page.goto`, `layoutShifts` after. A shift right after
 * the user's own input is not counted, as in CLS.
 */
import type { Page } from 'playwright-core';

export interface LayoutShift {
  value: number;
  /** The start of the moved elements' texts (or tag names), for the failure message. */
  moved: string[];
  /** Where each moved element is: the tag of its nearest nav, main or header (or BODY). */
  within: string[];
}

export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __layoutShifts: { value: number; moved: string[]; within: string[] }[] };
    w.__layoutShifts = [];
    type Entry = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Entry[]) {
        if (e.hadRecentInput) continue;
        const moved = (e.sources ?? []).map((s) => (s.node?.textContent?.trim() || s.node?.nodeName || '?').slice(0, 40));
        const within = (e.sources ?? []).map((s) => {
          const el = s.node instanceof Element ? s.node : s.node?.parentElement;
          return el?.closest('nav, main, header')?.tagName ?? 'BODY';
        });
        w.__layoutShifts.push({ value: e.value, moved, within });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export function layoutShifts(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(() => (window as unknown as { __layoutShifts?: LayoutShift[] }).__layoutShifts ?? []);
}

/** The sum of the shifts (CLS over the whole visit, without its session windows). */
export const shiftTotal = (shifts: readonly LayoutShift[]) => shifts.reduce((sum, s) => sum + s.value, 0);
