/** The rows to render in virtualized mode (pure): those in view plus an overscan on each side. */

export interface VirtualWindow {
  /** First row index rendered. */
  start: number;
  /** One past the last row index rendered. */
  end: number;
  /** Spacer heights above and below the rendered rows (px), so the scroll height stays right. */
  before: number;
  after: number;
}

export function virtualWindow(scrollTop: number, viewport: number, rowHeight: number, count: number, overscan = 10): VirtualWindow {
  if (count <= 0 || rowHeight <= 0) return { start: 0, end: 0, before: 0, after: 0 };
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const inView = Math.ceil(Math.max(0, viewport) / rowHeight) + 1;
  const start = Math.max(0, Math.min(count - 1, first - overscan));
  const end = Math.min(count, first + inView + overscan);
  return { start, end, before: start * rowHeight, after: (count - end) * rowHeight };
}

/** The scrollTop that brings row `index` into view (for keyboard moves), or null when it is. */
export function scrollToRow(index: number, scrollTop: number, viewport: number, rowHeight: number, headerHeight = 0): number | null {
  const top = index * rowHeight;
  const visibleTop = scrollTop;
  const visibleBottom = scrollTop + viewport - headerHeight;
  if (top < visibleTop) return top;
  if (top + rowHeight > visibleBottom) return top + rowHeight - (viewport - headerHeight);
  return null;
}
