/**
 * The shell's tooltip, without MUI (issue 15: the shell loads no MUI): shown while the pointer
 * rests on its anchor or the anchor has the keyboard focus, hidden on leave, blur and Escape.
 * Like MUI's, `describeChild` makes the tooltip the anchor's description (aria-describedby
 * while shown); otherwise it only repeats the anchor's own name, which the anchor must carry
 * (aria-label or text). Placed beside the anchor in a portal, so no overflow clips it.
 */
import { cloneElement, useEffect, useId, useRef, useState, type FocusEvent, type MouseEvent, type ReactElement } from 'react';
import { createPortal } from 'react-dom';

type Placement = 'top' | 'right' | 'bottom' | 'left';

interface AnchorProps {
  onMouseEnter?: (e: MouseEvent<HTMLElement>) => void;
  onMouseLeave?: (e: MouseEvent<HTMLElement>) => void;
  onFocus?: (e: FocusEvent<HTMLElement>) => void;
  onBlur?: (e: FocusEvent<HTMLElement>) => void;
  'aria-describedby'?: string;
}

export interface TooltipProps {
  title: string;
  placement?: Placement;
  describeChild?: boolean;
  /** Milliseconds the pointer rests before the tooltip shows (MUI's default 100). */
  enterDelay?: number;
  children: ReactElement<AnchorProps>;
}

const GAP = 8;

/** Where the tooltip's reference point is, and how the tooltip is shifted from it. */
export function tooltipPosition(rect: Pick<DOMRect, 'top' | 'right' | 'bottom' | 'left' | 'width' | 'height'>, placement: Placement) {
  switch (placement) {
    case 'top':
      return { left: rect.left + rect.width / 2, top: rect.top - GAP, transform: 'translate(-50%, -100%)' };
    case 'right':
      return { left: rect.right + GAP, top: rect.top + rect.height / 2, transform: 'translate(0, -50%)' };
    case 'left':
      return { left: rect.left - GAP, top: rect.top + rect.height / 2, transform: 'translate(-100%, -50%)' };
    default:
      return { left: rect.left + rect.width / 2, top: rect.bottom + GAP, transform: 'translate(-50%, 0)' };
  }
}

export function Tooltip({ title, placement = 'bottom', describeChild = false, enterDelay = 100, children }: TooltipProps) {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (!anchor) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setAnchor(null);
    };
    // A click elsewhere or a scroll moves the page under the tooltip: hide it.
    const hide = () => setAnchor(null);
    document.addEventListener('keydown', onKey);
    window.addEventListener('scroll', hide, true);
    return () => {
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', hide, true);
    };
  }, [anchor]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = (el: HTMLElement, delay: number) => {
    clearTimeout(timer.current);
    if (delay <= 0) setAnchor(el);
    else timer.current = setTimeout(() => setAnchor(el), delay);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setAnchor(null);
  };

  const own = children.props;
  const anchorProps: AnchorProps = {
    onMouseEnter: (e) => {
      own.onMouseEnter?.(e);
      show(e.currentTarget, enterDelay);
    },
    onMouseLeave: (e) => {
      own.onMouseLeave?.(e);
      hide();
    },
    onFocus: (e) => {
      own.onFocus?.(e);
      // Only keyboard focus, as MUI: a click's focus does not open the tooltip.
      if (e.currentTarget.matches(':focus-visible')) show(e.currentTarget, 0);
    },
    onBlur: (e) => {
      own.onBlur?.(e);
      hide();
    },
  };
  if (describeChild && anchor) anchorProps['aria-describedby'] = id;

  return (
    <>
      {cloneElement(children, anchorProps)}
      {anchor &&
        createPortal(
          <div role="tooltip" id={id} className="sh-tooltip" style={tooltipPosition(anchor.getBoundingClientRect(), placement)}>
            {title}
          </div>,
          document.body,
        )}
    </>
  );
}
