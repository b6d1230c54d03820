/**
 * MUI's Tooltip, with its code (Tooltip and Popper.js, about 11 KB gzip) fetched at the user's
 * first pointer movement, click, key press or focus in the page instead of with the shell.
 * Until the code is there the child renders alone: give it its own aria-label where the tooltip
 * would have named it (MUI's Tooltip only describes children that have one). Once it is there,
 * every LazyTooltip becomes MUI's Tooltip; a child that had the keyboard focus keeps it, and a
 * child under the pointer shows its tooltip (the pointer entered before the Tooltip was there).
 */
import { cloneElement, startTransition, useEffect, useLayoutEffect, useRef, useState, type ReactElement, type Ref } from 'react';
import type { TooltipProps } from '@mui/material/Tooltip';
import { interactionCode } from './interactionCode';

type TooltipComponent = typeof import('@mui/material/Tooltip').default;

const tooltipCode = interactionCode((): Promise<TooltipComponent> => import('@mui/material/Tooltip').then((m) => m.default), 'the tooltips');
const loaded = () => tooltipCode.value() ?? null;

/** Props that configure the tooltip itself; any other prop is meant for the child (as MUI does). */
const TOOLTIP_ONLY = new Set([
  'title', 'placement', 'describeChild', 'enterDelay', 'enterNextDelay', 'enterTouchDelay', 'leaveDelay',
  'leaveTouchDelay', 'arrow', 'followCursor', 'disableFocusListener', 'disableHoverListener', 'disableInteractive',
  'disableTouchListener', 'components', 'componentsProps', 'slots', 'slotProps', 'PopperComponent', 'PopperProps',
  'TransitionComponent', 'TransitionProps', 'classes', 'id', 'open', 'onOpen', 'onClose',
]);

export function LazyTooltip({ children, ...props }: TooltipProps) {
  const [Tooltip, setTooltip] = useState<TooltipComponent | null>(() => loaded());
  const node = useRef<HTMLElement | null>(null);
  const refocus = useRef(false);
  const rehover = useRef(false);

  useEffect(() => {
    if (Tooltip) return;
    const listener = () => {
      // The child is mounted anew inside the Tooltip: remember whether it has the focus.
      refocus.current = node.current !== null && node.current === document.activeElement;
      rehover.current = node.current?.matches(':hover') ?? false;
      // Every tooltip of the screen becomes MUI's when the code arrives, in no event of the
      // user's: at low priority, so that React renders it in slices rather than one long task;
      // the one the user is on at once.
      const swap = () => setTooltip(() => loaded());
      if (refocus.current || rehover.current) swap();
      else startTransition(swap);
    };
    return tooltipCode.whenLoaded(listener);
  }, [Tooltip]);

  useLayoutEffect(() => {
    if (refocus.current) {
      refocus.current = false;
      node.current?.focus({ preventScroll: true });
    }
    if (rehover.current) {
      rehover.current = false;
      // MUI's Tooltip opens on mouseover, which happened before it was mounted.
      node.current?.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    }
  }, [Tooltip]);

  if (Tooltip) {
    return (
      <Tooltip ref={node} {...props}>
        {children}
      </Tooltip>
    );
  }
  // Props such as tabIndex or autoFocus that a parent (e.g. MUI's MenuList) sets by cloning.
  const forChild = Object.fromEntries(Object.entries(props).filter(([key]) => !TOOLTIP_ONLY.has(key)));
  return cloneElement(children as ReactElement<{ ref?: Ref<HTMLElement> }>, { ...forChild, ref: node });
}
