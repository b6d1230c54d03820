/**
 * Tiny bootstrap. Shows the loading state (already in index.html), then:
 *   1. reads /api/config (where the identity provider is, which ways in are on) and, in
 *      parallel, /api/resources;
 *   2. completes a single sign-on when the browser returns from the identity provider;
 *   3. applies the stored session and refreshes it BEFORE anything renders when it is near
 *      expiry (spec point 4), then starts the refresh timer and the watch on other tabs;
 *   4. signed in: loads the app chunk (dynamic import) and renders it; otherwise loads the
 *      login page chunk (no react-admin) and, after a sign-in, the app.
 * On failure it shows a clear German or Italian error with a retry button.
 * The station departure boards (/abfahrten, /abfahrten/:station) take their own small way: no
 * declarations and no shell; the board opens without sign-in when the server has them public,
 * else a 401 brings the login page and, after the sign-in, the board again.
 */
import { BOOT_TEXTS, fetchDeclarations } from './shell/boot';
import { detectBrowserLanguage } from './providers/i18n/detect';
import { fetchClientConfig, ConfigError, type ClientConfig } from './providers/auth/config';
import { setOperatorZone } from './ui/format/operatorZone';
import { getAuthRuntime, setAuthRuntime } from './providers/auth/current';
import { failureOf, type LoginFailure } from './providers/auth/loginErrors';
import { AUTH_TEXTS } from './providers/auth/messages';
import { createBrowserAuthRuntime, type AuthRuntime } from './providers/auth/runtime';
import { completeSsoLogin, isSsoCallback, startSsoLogin } from './providers/auth/sso';
import { SESSION_STORAGE_KEY } from './providers/auth/session';
import { prefetchRoute } from './shell/prefetchRoute';
import { earlyFetchOfPage } from './shell/earlyRequests';
import { boardLangOf, boardStationOf } from './custom/departures/route';
import type { ResourceDeclaration } from './shared/resource/types';

const root = document.getElementById('root')!;
const lang = detectBrowserLanguage();
const texts = BOOT_TEXTS[lang];
document.documentElement.lang = lang;
// The first /api/config and /api/resources, when index.html has already requested them.
const bootFetch = earlyFetchOfPage(fetch);

function showLoading() {
  root.innerHTML = '';
  const box = document.createElement('div');
  box.className = 'boot';
  box.setAttribute('role', 'status');
  box.setAttribute('aria-live', 'polite');
  const spinner = document.createElement('span');
  spinner.className = 'boot-spinner';
  spinner.setAttribute('aria-hidden', 'true');
  const text = document.createElement('span');
  text.textContent = texts.loading;
  box.append(spinner, text);
  root.append(box);
}

function showError(error: unknown) {
  console.error('Leitstelle: start failed', error);
  root.innerHTML = '';
  const box = document.createElement('div');
  box.className = 'boot boot-error';
  box.setAttribute('role', 'alert');
  const title = document.createElement('h1');
  title.textContent = texts.failed;
  const detail = document.createElement('p');
  detail.textContent = error instanceof ConfigError ? AUTH_TEXTS[lang].configFailed : texts.detail;
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.textContent = texts.retry;
  retry.addEventListener('click', () => void start());
  box.append(title, detail, retry);
  root.append(box);
  retry.focus();
}

/** Where single sign-on returns to: the login page. */
const ssoRedirectUri = () => `${window.location.origin}/`;

async function enterApp(declarations: ResourceDeclaration[], runtime: AuthRuntime, freshSignIn: boolean) {
  // After a sign-in at '/', land on the brand's start page or the first page the user may
  // open (providers/auth/landing.ts); a deep link the user came with is kept.
  if (freshSignIn && window.location.pathname === '/') {
    const { landingForUser } = await import('./providers/auth/landingForApp');
    const roles = runtime.user()?.roles ?? [];
    const target = landingForUser(declarations, roles);
    if (target !== '/') window.history.replaceState(null, '', target);
  }
  showLoading();
  const { startApp } = await import('./shell/startApp');
  await startApp(root, declarations);
}

async function showLogin(
  config: ClientConfig, runtime: AuthRuntime, declarations: (() => Promise<ResourceDeclaration[]>) | null, initialFailure: LoginFailure | null,
  /** After the sign-in (the departure board): instead of entering the app. */
  after?: () => void,
) {
  const { mountLoginPage } = await import('./custom/login/mountLoginPage');
  let entered = false;
  const proceed = () => {
    if (entered) return;
    entered = true;
    unsubscribe();
    unmount();
    if (after) after();
    else void declarations?.().then((d) => enterApp(d, runtime, true)).catch(showError);
  };
  const unmount = mountLoginPage(root, {
    config,
    lang,
    initialFailure,
    signIn: (username, password) => runtime.loginWithPassword(username, password),
    startSso: () => startSsoLogin(config.auth, ssoRedirectUri()),
    onSignedIn: proceed,
    // Fetched once the page is on screen, not while its code loads (declarationsLoader).
    onShown: () => void declarations?.(),
  });
  // Signed in from another tab meanwhile: continue here too.
  const unsubscribe = runtime.store.subscribe((session) => {
    if (session) proceed();
  });
}

/** Whether a session is stored (or single sign-on returns): the app comes first, else the login page. */
function appComesFirst(): boolean {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(SESSION_STORAGE_KEY);
  } catch {
    /* storage blocked: nobody is signed in */
  }
  return stored !== null || isSsoCallback(window.location);
}

/**
 * Starts loading the code of the first screen while /api/config is read: the shell and the
 * opened route's code when the app comes first, else the login page. Before, the chunk was
 * requested only after the config had arrived, one round trip later (issue 15). The real import
 * below reuses the same request; a failure here shows there.
 */
function prefetchFirstScreen(appFirst: boolean): void {
  // Two statements, not one conditional expression: Vite gives each import() its own list of
  // chunks to preload, and a conditional got the login page's list in both branches.
  if (appFirst) {
    import('./shell/startApp').catch(() => undefined);
    prefetchRoute(window.location.pathname);
    return;
  }
  import('./custom/login/mountLoginPage').catch(() => undefined);
}

/**
 * The declarations (/api/resources), fetched once on the first call. The app needs them at once;
 * signed out they are needed only after the sign-in, and the ~100 KB answer fetched at the start
 * competed with the login page's code on a slow line and parsed before it rendered (issue 15).
 */
function declarationsLoader(): () => Promise<ResourceDeclaration[]> {
  let pending: Promise<ResourceDeclaration[]> | null = null;
  return () => {
    if (!pending) {
      pending = fetchDeclarations(bootFetch, lang);
      pending.catch(() => undefined); // awaited later; avoid an unhandled rejection meanwhile
    }
    return pending;
  };
}

/** The departure board or the station picker (a path under /abfahrten). */
async function startBoard(station: string) {
  try {
    const config = await fetchClientConfig(bootFetch);
    setOperatorZone(config.operatorTz);
    getAuthRuntime()?.stop();
    const runtime = createBrowserAuthRuntime(config);
    setAuthRuntime(runtime);
    await runtime.start();
    const { mountBoard } = await import('./custom/departures/mountBoard');
    let unmount = () => undefined as void;
    const token = () => runtime.token();
    const onSignIn = () => {
      // Called from the board's own render cycle: unmount after it.
      setTimeout(() => {
        unmount();
        void showLogin(config, runtime, null, null, mount).catch(showError);
      }, 0);
    };
    function mount() {
      unmount = mountBoard(root, { station, lang: boardLangOf(window.location.search, lang), token, onSignIn });
    }
    mount();
  } catch (error) {
    showError(error);
  }
}

async function start() {
  showLoading();
  const board = boardStationOf(window.location.pathname);
  if (board !== null) return startBoard(board);
  const appFirst = appComesFirst();
  try {
    // The two small answers the start waits for are requested before the code: over HTTP/1.1 a
    // browser opens six connections per server, and requested after some twenty chunks they
    // waited for one (issue 15: Lighthouse's simulated phone had /api/config end after the
    // shell's code had arrived).
    const declarations = declarationsLoader();
    if (appFirst) declarations();
    const configRequest = fetchClientConfig(bootFetch);
    configRequest.catch(() => undefined); // awaited below; avoid an unhandled rejection meanwhile
    prefetchFirstScreen(appFirst);
    const config = await configRequest;
    setOperatorZone(config.operatorTz);
    getAuthRuntime()?.stop(); // a retry after a failed start: drop the earlier runtime's timers
    const runtime = createBrowserAuthRuntime(config);
    setAuthRuntime(runtime);
    let initialFailure: LoginFailure | null = null;
    let freshSignIn = false;
    if (isSsoCallback(window.location)) {
      try {
        await runtime.completeLogin(await completeSsoLogin(config.auth, ssoRedirectUri()));
        freshSignIn = true;
      } catch (error) {
        console.error('Leitstelle: single sign-on could not be completed', error);
        initialFailure = failureOf(error).kind === 'unknown' ? { kind: 'sso' } : failureOf(error);
        window.history.replaceState(null, '', '/');
      }
    }
    await runtime.start();
    if (runtime.store.isLoggedIn()) await enterApp(await declarations(), runtime, freshSignIn);
    else await showLogin(config, runtime, declarations, initialFailure);
  } catch (error) {
    showError(error);
  }
}

void start();
