/**
 * The sidebar, drawn without MUI (react-admin's Sidebar: a column beside the screen, 264 px open
 * and 55 px with icons only; on a phone a drawer over the page, closed by its backdrop, Escape or
 * choosing a screen). The drawer takes the focus when it opens and gives it back when it closes.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useIsPhone, useSidebarOpen } from './useSidebar';

export function Sidebar({ children }: { children: ReactNode }) {
  const isPhone = useIsPhone();
  const [open, setOpen] = useSidebarOpen();
  const drawer = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isPhone || !open) return;
    const before = document.activeElement as HTMLElement | null;
    drawer.current?.focus();
    const onKey = (e: KeyboardEvent) => {
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
        <div ref={drawer} className="sh-drawer" tabIndex={-1}>
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
