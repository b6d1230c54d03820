/**
 * Other tabs of the same origin: a `storage` event tells this tab that another one changed
 * the session. New tokens are adopted (the refresh timer follows); a removed session (logout,
 * refresh failure, localStorage cleared) logs this tab out as well.
 */
import { SESSION_STORAGE_KEY } from './session';
import type { SessionStore } from './sessionStore';

export interface StorageEventLike {
  key: string | null;
}

export interface EventTargetLike {
  addEventListener(type: 'storage', listener: (event: StorageEventLike) => void): void;
  removeEventListener(type: 'storage', listener: (event: StorageEventLike) => void): void;
}

export function watchOtherTabs(options: {
  store: SessionStore;
  target: EventTargetLike;
  onLoggedOutElsewhere: () => void;
}): () => void {
  const listener = (event: StorageEventLike) => {
    // key null = localStorage.clear() in another tab (logout clears all of it).
    if (event.key !== null && event.key !== SESSION_STORAGE_KEY) return;
    const wasLoggedIn = options.store.isLoggedIn();
    const stored = options.store.readStored();
    options.store.adopt(stored);
    if (wasLoggedIn && !stored) options.onLoggedOutElsewhere();
  };
  options.target.addEventListener('storage', listener);
  return () => options.target.removeEventListener('storage', listener);
}
