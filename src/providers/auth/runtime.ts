/**
 * The session service of a page: the store, the refresh timer, the cross-tab refresh and
 * logout, sign-in and sign-out, and what a 401 does. Everything it touches in the browser
 * (storage, cookies, fetch, locks, timers, navigation) is injected, so tests run it with
 * fakes; createBrowserAuthRuntime() wires the real ones.
 */
import { type ClientConfig } from './config';
import { expiredCookies, LEGACY_COOKIES } from './cookies';
import { watchOtherTabs, type EventTargetLike } from './crossTab';
import { EXPIRY_MARGIN_MS, isNearExpiry, remainingMs } from './expiry';
import { browserLock, type LockRunner } from './locks';
import { createRefresher, type RefreshOutcome } from './refresh';
import { browserTimers, createRefreshScheduler, type Timers } from './scheduler';
import { sessionFromTokens, sessionIdOfToken, type SessionUser, type TokenResponse } from './session';
import { createSessionStore, type SessionStore, type StorageLike } from './sessionStore';
import { fetchUserPayload, logoutAtProvider, passwordGrant, refreshGrant, RefreshError } from './tokenApi';

/** Kept across logout although all other local storage is cleared: a device preference. */
export const KEPT_ON_LOGOUT = ['userLanguage'] as const;
/** Retry delay when the identity service could not be reached for a refresh. */
export const REFRESH_RETRY_MS = 10_000;
export const LOGIN_PATH = '/';

export interface AuthRuntimeDeps {
  config: ClientConfig;
  storage: StorageLike;
  lock: LockRunner;
  fetchFn: typeof fetch;
  now?: () => number;
  timers?: Timers;
  /** Assigns a cookie string (document.cookie = …). */
  writeCookie?: (cookie: string) => void;
  /** The page is served over https (Secure cookies). */
  secure?: boolean;
  /** Full navigation, used to return to the login page. */
  navigate: (path: string) => void;
  /** Where `storage` events of other tabs arrive (window). */
  events?: EventTargetLike;
  /** Subscribes to "the page became visible again"; returns an unsubscribe. */
  onVisible?: (listener: () => void) => () => void;
}

export interface AuthRuntime {
  readonly config: ClientConfig;
  readonly store: SessionStore;
  /** Startup (spec point 4): refresh before render when near expiry; start timer and tab watch. */
  start(): Promise<void>;
  token(): string | null;
  user(): SessionUser | null;
  loginWithPassword(username: string, password: string): Promise<SessionUser>;
  /** The common end of every way in: user payload with the new token, then the session. */
  completeLogin(tokens: TokenResponse): Promise<SessionUser>;
  refreshNow(): Promise<RefreshOutcome>;
  /**
   * True when the token has expired or expires within EXPIRY_MARGIN_MS, e.g. after the computer
   * slept and the timer could not fire: the next call should wait for ensureFresh().
   */
  needsRefresh(): boolean;
  /** Refreshes first when needsRefresh(); never rejects (a failed refresh logs out). */
  ensureFresh(): Promise<void>;
  /** Clears session id, stored session and local storage; ends the session at the provider. */
  logout(): Promise<void>;
  /** A 401 from a protected call: clear cookies and session, back to the login page. */
  handleUnauthorized(): void;
  /** Stops timers and listeners (tests). */
  stop(): void;
}

export function createAuthRuntime(deps: AuthRuntimeDeps): AuthRuntime {
  const now = deps.now ?? Date.now;
  const { config, storage } = deps;
  const auth = config.auth;
  const store = createSessionStore({
    storage,
    writeCookie: deps.writeCookie,
    cookieOptions: () => ({ domain: auth.cookieDomain, secure: deps.secure ?? false }),
  });
  const refresher = createRefresher({
    store,
    lock: deps.lock,
    refresh: (refreshToken) => refreshGrant(auth, refreshToken, deps.fetchFn),
    now,
  });
  let leaving = false;
  const toLogin = () => {
    if (leaving) return;
    leaving = true;
    deps.navigate(LOGIN_PATH);
  };
  const clearLegacyCookies = () => {
    if (!deps.writeCookie) return;
    for (const name of LEGACY_COOKIES) for (const c of expiredCookies(name, [auth.cookieDomain])) deps.writeCookie(c);
  };
  const endSession = () => {
    store.set(null);
    store.setUser(null);
  };

  const runRefresh = async (): Promise<RefreshOutcome | null> => {
    try {
      return await refresher.refresh();
    } catch (error) {
      if (error instanceof RefreshError && error.reason === 'network') {
        console.warn('Leitstelle: token refresh failed, retrying', error.message);
        scheduler.retryIn(REFRESH_RETRY_MS);
        return null;
      }
      // 'No data received from server': the session is over (spec point 8).
      console.error('Leitstelle: token refresh failed; logging out', error);
      const wasLoggedIn = store.isLoggedIn() || storage.getItem('authSession') !== null;
      endSession();
      if (wasLoggedIn) toLogin();
      return null;
    }
  };

  const scheduler = createRefreshScheduler({ store, now, timers: deps.timers ?? browserTimers, onDue: () => void runRefresh() });
  let unwatch: (() => void) | null = null;

  const completeLogin = async (tokens: TokenResponse): Promise<SessionUser> => {
    const user = await fetchUserPayload(config.userPayloadPath, tokens.access_token, deps.fetchFn);
    const sid = (typeof user.sessionID === 'string' ? user.sessionID : null) ?? sessionIdOfToken(tokens.access_token);
    store.setUser(user);
    store.set(sessionFromTokens(tokens, now(), sid));
    leaving = false;
    return user;
  };

  return {
    config,
    store,
    async start() {
      const s = store.get();
      if (s?.token && s.refreshToken && s.tokenExpiresIn && s.tokenGeneratedAt && isNearExpiry(s, now())) {
        // Errors are only logged (spec point 4); a refused refresh ends the session.
        try {
          await refresher.refresh();
        } catch (error) {
          console.error('Leitstelle: refresh at startup failed', error);
          if (error instanceof RefreshError && error.reason === 'rejected') endSession();
        }
      }
      scheduler.schedule();
      if (deps.events && !unwatch) {
        const stopTabs = watchOtherTabs({ store, target: deps.events, onLoggedOutElsewhere: toLogin });
        // Back from a sleeping computer or a hidden tab: timers may not have fired on time.
        const stopVisible = deps.onVisible?.(() => scheduler.schedule()) ?? (() => undefined);
        unwatch = () => {
          stopTabs();
          stopVisible();
        };
      }
    },
    token: () => store.get()?.token ?? null,
    user: () => store.user(),
    async loginWithPassword(username, password) {
      const tokens = await passwordGrant(auth, username, password, deps.fetchFn);
      return completeLogin(tokens);
    },
    completeLogin,
    async refreshNow() {
      const outcome = await runRefresh();
      if (!outcome) throw new RefreshError('rejected', 'refresh failed');
      return outcome;
    },
    needsRefresh() {
      const s = store.get();
      if (!s?.refreshToken) return false;
      const remaining = remainingMs(s, now());
      return remaining !== null && remaining <= EXPIRY_MARGIN_MS;
    },
    async ensureFresh() {
      if (this.needsRefresh()) await runRefresh();
    },
    async logout() {
      const refreshToken = store.get()?.refreshToken ?? null;
      leaving = true; // this tab navigates itself; the storage events must not do it twice
      clearLegacyCookies();
      endSession();
      const kept = KEPT_ON_LOGOUT.map((k) => [k, storage.getItem(k)] as const);
      storage.clear();
      for (const [k, v] of kept) if (v !== null) storage.setItem(k, v);
      if (refreshToken) await logoutAtProvider(auth, refreshToken, deps.fetchFn);
    },
    handleUnauthorized() {
      clearLegacyCookies();
      endSession();
      toLogin();
    },
    stop() {
      scheduler.stop();
      unwatch?.();
      unwatch = null;
    },
  };
}

/** The runtime with the browser's storage, cookies, fetch, Web Locks and window events. */
export function createBrowserAuthRuntime(config: ClientConfig): AuthRuntime {
  return createAuthRuntime({
    config,
    storage: window.localStorage,
    lock: browserLock(window.localStorage),
    fetchFn: (input, init) => fetch(input, init),
    writeCookie: (cookie) => {
      document.cookie = cookie;
    },
    secure: window.location.protocol === 'https:',
    navigate: (path) => window.location.assign(path),
    events: window,
    onVisible: (listener) => {
      const handler = () => {
        if (document.visibilityState === 'visible') listener();
      };
      document.addEventListener('visibilitychange', handler);
      return () => document.removeEventListener('visibilitychange', handler);
    },
  });
}
