/**
 * The session state of this tab (spec point 4): applied from localStorage at start, replaced
 * and its listeners notified only when the token or refresh token differs, written back to
 * localStorage, and mirrored in the SESSION cookie on every such change.
 */
import { sessionCookie, type CookieOptions } from './cookies';
import {
  parseSession,
  parseUser,
  sessionChanged,
  SESSION_STORAGE_KEY,
  USER_STORAGE_KEY,
  type AuthSession,
  type SessionUser,
} from './session';

/** The part of the Web Storage API the store uses (a fake in tests). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  clear(): void;
}

export type SessionListener = (session: AuthSession | null) => void;

export interface SessionStoreOptions {
  storage: StorageLike;
  /** Assigns one cookie string (document.cookie = …); omitted = no cookies (tests, server). */
  writeCookie?: (cookie: string) => void;
  cookieOptions?: () => CookieOptions;
}

export interface SessionStore {
  get(): AuthSession | null;
  /** Logged in = a token is present (spec point 4). */
  isLoggedIn(): boolean;
  /** The session as it is in storage right now (another tab may have changed it). */
  readStored(): AuthSession | null;
  /**
   * Replaces the session when its token or refresh token differs, writes it to storage and
   * the cookie and notifies listeners. Returns whether it changed.
   */
  set(next: AuthSession | null): boolean;
  /** Takes a session another tab has written: like set(), without writing storage again. */
  adopt(next: AuthSession | null): boolean;
  user(): SessionUser | null;
  setUser(user: SessionUser | null): void;
  subscribe(listener: SessionListener): () => void;
}

export function createSessionStore(options: SessionStoreOptions): SessionStore {
  const { storage } = options;
  const listeners = new Set<SessionListener>();
  const read = (key: string): string | null => {
    try {
      return storage.getItem(key);
    } catch {
      return null; // storage blocked (privacy mode): behave as logged out
    }
  };
  let current = parseSession(read(SESSION_STORAGE_KEY));

  const writeCookie = (session: AuthSession | null) => {
    if (!options.writeCookie) return;
    const cookieOptions = options.cookieOptions?.() ?? { secure: false };
    options.writeCookie(sessionCookie(session?.sessionID ?? null, cookieOptions));
  };

  const replace = (next: AuthSession | null, persist: boolean): boolean => {
    if (!sessionChanged(current, next)) return false;
    current = next;
    if (persist) {
      try {
        if (next) storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(next));
        else storage.removeItem(SESSION_STORAGE_KEY);
      } catch (error) {
        console.error('Leitstelle: the session could not be stored', error);
      }
    }
    writeCookie(next);
    for (const listener of [...listeners]) listener(next);
    return true;
  };

  return {
    get: () => current,
    isLoggedIn: () => !!current?.token,
    readStored: () => parseSession(read(SESSION_STORAGE_KEY)),
    set: (next) => replace(next, true),
    adopt: (next) => replace(next, false),
    user: () => parseUser(read(USER_STORAGE_KEY)),
    setUser: (user) => {
      try {
        if (user) storage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
        else storage.removeItem(USER_STORAGE_KEY);
      } catch (error) {
        console.error('Leitstelle: the user could not be stored', error);
      }
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
