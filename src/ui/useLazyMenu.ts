/**
 * Open state of a button's menu whose code loads lazily (MUI's Menu brings Popover, Modal and the
 * focus trap, about 8 KB gzip, which a screen should not load before a menu is wanted): the
 * pointer or the focus on the button starts the download (`buttonProps`), and the menu is
 * `mounted` from its first opening on, so that closing plays its transition.
 */
import { useState } from 'react';

export interface LazyMenu {
  open: boolean;
  mounted: boolean;
  show: () => void;
  hide: () => void;
  buttonProps: { onPointerEnter: () => void; onFocus: () => void };
}

export function useLazyMenu(preload: () => void): LazyMenu {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  if (open && !mounted) setMounted(true);
  return {
    open,
    mounted,
    show: () => {
      preload();
      setOpen(true);
    },
    hide: () => setOpen(false),
    buttonProps: { onPointerEnter: preload, onFocus: preload },
  };
}
