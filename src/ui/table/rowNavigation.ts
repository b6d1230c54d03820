/** Keyboard moves between rows (pure): the index the focus goes to, or null for other keys. */

/** Rows a PageUp/PageDown jumps over. */
export const PAGE_STEP = 10;

export function nextRowIndex(current: number, key: string, count: number, pageStep = PAGE_STEP): number | null {
  if (count <= 0) return null;
  const last = count - 1;
  const from = Math.max(0, Math.min(current, last));
  switch (key) {
    case 'ArrowDown': return Math.min(last, from + 1);
    case 'ArrowUp': return Math.max(0, from - 1);
    case 'Home': return 0;
    case 'End': return last;
    case 'PageDown': return Math.min(last, from + pageStep);
    case 'PageUp': return Math.max(0, from - pageStep);
    default: return null;
  }
}
