/**
 * Roving tabindex over the table's rows: one row is in the tab order; ArrowUp/ArrowDown, Home/End
 * and PageUp/PageDown move the focus between rows, Enter activates a row. Clicking a row selects
 * nothing (specification point 9); it only makes that row the focused one.
 */
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { nextRowIndex } from './rowNavigation';

export interface RowFocus {
  /** Index (in the table's row list) of the row that is in the tab order. */
  active: number;
  setActive: (index: number) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>, index: number) => void;
}

/**
 * `count`: rows in the list the keys move over; `reveal(index)` brings a row that is not rendered
 * (virtualized) into view; the focus follows once it is rendered.
 */
export function useRowFocus(
  bodyRef: React.RefObject<HTMLElement | null>,
  count: number,
  onActivate: ((index: number) => void) | undefined,
  reveal?: (index: number) => void,
): RowFocus {
  const [active, setActive] = useState(0);
  const pending = useRef<number | null>(null);

  const focusRow = useCallback(
    (index: number) => {
      const el = bodyRef.current?.querySelector<HTMLElement>(`tr[data-row-index="${index}"]`);
      if (el) {
        el.focus();
        pending.current = null;
      } else {
        pending.current = index;
        reveal?.(index);
      }
    },
    [bodyRef, reveal],
  );

  // A row revealed by scrolling gets the focus once rendered.
  useEffect(() => {
    if (pending.current !== null) focusRow(pending.current);
  });

  // Fewer rows (another page, a filter): the tab stop stays on a row that exists.
  const current = count === 0 ? 0 : Math.min(active, count - 1);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>, index: number) => {
      if (event.target !== event.currentTarget) return; // keys inside a cell's button stay theirs
      if (event.key === 'Enter' && onActivate) {
        event.preventDefault();
        onActivate(index);
        return;
      }
      const next = nextRowIndex(index, event.key, count);
      if (next === null) return;
      event.preventDefault();
      setActive(next);
      focusRow(next);
    },
    [count, focusRow, onActivate],
  );

  return { active: current, setActive, onKeyDown };
}
