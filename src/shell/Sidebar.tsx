/**
 * The sidebar, drawn without MUI (react-admin's Sidebar: a column beside the screen, 264 px open
 * and 55 px with icons only; on a phone a drawer over the page, closed by its backdrop, Escape or
 * choosing a screen). The drawer is a modal dialog, as MUI's temporary drawer was: it takes the
 * focus when it opens, keeps Tab inside it, and gives the focus back when it closes.
 */
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslate } from 'ra-core';
import { useIsPhone, useSidebarOpen } from './useSidebar';

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab from the last control goes to the first, Shift+Tab from the first to the last. */
function keepTabInside(e: KeyboardEvent<HTMLElement>) {
  if (e.key !== 'Tab') return;
  const items = [...e.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  if (!items.length) return;
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  if (e.shiftKey && (active === first || active === e.currentTarget)) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && active === last) {
    e.preventDefault();
    first.focus();
  }
}

export function Sidebar({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const [open, setOpen] = useSidebarOpen();
  const drawer = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isPhone || !open) return;
    const before = document.activeElement as HTMLElement | null;
    drawer.current?.focus();
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      before?.focus?.();
    };
  }, [isPhone, open, setOpen]);

  if (isPhone) {
    if (!open) return null;
    return (
      <div className="sh-drawer-root">
        <div className="sh-backdrop" aria-hidden="true" onClick={() => setOpen(false)} />
        <div
          ref={drawer}
          className="sh-drawer"
          role="dialog"
          aria-modal="true"
          aria-label={translate('app.menu.label')}
          tabIndex={-1}
          onKeyDown={keepTabInside}
        >
          {children}
        </div>
      </div>
    );
  }
  return (
    <div className="sh-sidebar" data-open={open}>
      <div className="sh-sidebar-fixed">{children}</div>
    </div>
  );
}
