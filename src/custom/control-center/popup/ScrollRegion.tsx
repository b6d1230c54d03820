/**
 * A box that scrolls its wide content (a table) sideways and can then be reached with the
 * keyboard: while the content is wider than the box it is a focusable, named region (arrow keys
 * scroll it; axe rule scrollable-region-focusable), otherwise a plain box without an extra tab stop.
 */
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Box } from '@mui/material';

export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    // 1 px of slack: sub-pixel widths round differently in scrollWidth and clientWidth.
    const measure = () => setScrolls(el.scrollWidth > el.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    for (const child of Array.from(el.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [children]);
  return (
    <Box
      ref={ref}
      {...(scrolls ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}
      sx={{ overflowX: 'auto', '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } }}
    >
      {children}
    </Box>
  );
}
