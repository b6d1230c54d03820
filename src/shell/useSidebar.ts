/**
 * The sidebar's state without MUI: open or closed in react-admin's store key 'sidebar.open'
 * (react-admin's own useSidebarState reads the same key, so screens that use it agree), closed by
 * default on a phone. A phone is narrower than the theme's `sm` breakpoint (640 px): there the
 * sidebar is a drawer over the page instead of a column beside it.
 */
import { useSyncExternalStore } from 'react';
import { useStore } from 'ra-core';
import { BREAKPOINT_VALUES } from '../brands/breakpoints';

/** MUI's `down('sm')`: below 640 px. */
export const PHONE_QUERY = `(max-width: ${BREAKPOINT_VALUES.sm - 0.05}px)`;

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
  );
}

export function useIsPhone(): boolean {
  return useMediaQuery(PHONE_QUERY);
}

export function useSidebarOpen(): [boolean, (open: boolean) => void] {
  const isPhone = useIsPhone();
  return useStore<boolean>('sidebar.open', !isPhone);
}
