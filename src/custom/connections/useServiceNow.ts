/**
 * The operating day's "now" in seconds, ticking every second, for the countdown cells. One
 * interval for the whole page (a shared store), and only the cells that show the countdown
 * render again each second, not the table.
 */
import { useSyncExternalStore } from 'react';
import { operatorZone } from '../../ui/format';
import { serviceSecondsAt } from './serviceClock';

const listeners = new Set<() => void>();
let timer: number | null = null;
let current = Date.now();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === null) {
    current = Date.now();
    timer = window.setInterval(() => {
      current = Date.now();
      for (const l of listeners) l();
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== null) {
      window.clearInterval(timer);
      timer = null;
    }
  };
}

const snapshot = () => current;

export function useServiceNow(day: string | null): number | null {
  const now = useSyncExternalStore(subscribe, snapshot);
  return day ? serviceSecondsAt(now, day, operatorZone()) : null;
}
