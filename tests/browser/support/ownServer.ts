/**
 * For tests that run a server of their own (startServer) instead of the shared ones of the
 * global setup: sign in, call GraphQL and open the app at that server's origin, the way
 * signIn/gql/openApp do for the shared servers.
 */
import type { Browser, Page } from 'playwright-core';
import type { AppPage, DemoRole, SignedInSession, UiLang } from './browser';

/** A demo user's session at `origin` (password grant + user payload, as the login page does). */
export async function signInAt(origin: string, role: DemoRole = 'admin'): Promise<SignedInSession> {
  const config = (await (await fetch(`${origin}/api/config`)).json()) as { auth: { url: string; realm: string; clientId: string }; userPayloadPath?: string };
  const { url, realm, clientId } = config.auth;
  const res = await fetch(`${url}/realms/${realm}/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', client_id: clientId, username: role, password: `${role}-demo` }).toString(),
  });
  const tokens = (await res.json()) as { access_token?: string; refresh_token?: string; expires_in?: number };
  if (!res.ok || !tokens.access_token) throw new Error(`sign-in of ${role} at ${origin} failed: HTTP ${res.status}`);
  const payload = await fetch(`${origin}${config.userPayloadPath ?? '/api/userpayload'}?headless=true&leitstelle-editor=true`, {
    headers: { authorization: `Bearer ${tokens.access_token}` },
  });
  if (payload.status !== 200) throw new Error(`user payload for ${role} at ${origin}: HTTP ${payload.status}`);
  const user = (await payload.json()) as Record<string, unknown>;
  return {
    authSession: {
      token: tokens.access_token,
      refreshToken: tokens.refresh_token ?? null,
      tokenExpiresIn: tokens.expires_in ?? null,
      tokenGeneratedAt: Date.now(),
      sessionID: typeof user.sessionID === 'string' ? user.sessionID : null,
    },
    user,
  };
}

/** GraphQL over HTTP at `origin` as admin (a fresh sign-in per call: test tokens live 30 s). */
export async function gqlAt<T>(origin: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const { authSession } = await signInAt(origin, 'admin');
  const res = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'de', authorization: `Bearer ${authSession.token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(`GraphQL error: ${body.errors.map((e) => e.message).join('; ')}`);
  if (!body.data) throw new Error(`GraphQL answer without data (HTTP ${res.status})`);
  return body.data;
}

/** A signed-in app page at `origin` (not yet navigated: call page.goto). */
export async function openAppAt(browser: Browser, origin: string, options: { role?: DemoRole; lang?: UiLang } = {}): Promise<AppPage> {
  const lang = options.lang ?? 'de';
  const session = await signInAt(origin, options.role ?? 'admin');
  const context = await browser.newContext({
    baseURL: origin,
    storageState: {
      cookies: [],
      origins: [
        {
          origin,
          localStorage: [
            { name: 'authSession', value: JSON.stringify(session.authSession) },
            { name: 'user', value: JSON.stringify(session.user) },
            { name: 'userLanguage', value: lang },
          ],
        },
      ],
    },
    locale: lang === 'de' ? 'de-DE' : 'it-IT',
    timezoneId: 'Europe/Berlin',
    viewport: { width: 1440, height: 900 },
  });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  const pageErrors: string[] = [];
  const consoleErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(`${error.name}: ${error.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
  return { context, page, pageErrors, consoleErrors, close: () => context.close() };
}

/**
 * Counts the graphql-ws `subscribe` messages the page sends for an operation (register before
 * navigating). `sent(n)` resolves once n of them went out.
 */
export function watchSubscriptions(page: Page, operation: string): { count(): number; sent(n: number, timeoutMs?: number): Promise<void> } {
  let count = 0;
  const waiters: { n: number; resolve: () => void }[] = [];
  page.on('websocket', (ws) => {
    ws.on('framesent', (frame) => {
      const text = typeof frame.payload === 'string' ? frame.payload : frame.payload.toString('utf8');
      if (!text.includes('"subscribe"') || !text.includes(operation)) return;
      count += 1;
      for (const w of waiters.splice(0)) {
        if (count >= w.n) w.resolve();
        else waiters.push(w);
      }
    });
  });
  return {
    count: () => count,
    sent: (n, timeoutMs = 20_000) =>
      new Promise<void>((resolve, reject) => {
        if (count >= n) return resolve();
        const timer = setTimeout(() => reject(new Error(`${operation}: ${count} of ${n} subscribe messages sent after ${timeoutMs} ms`)), timeoutMs);
        waiters.push({
          n,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      }),
  };
}
