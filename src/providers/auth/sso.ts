/**
 * Single sign-on through keycloak-js (authorization-code flow with PKCE S256, no login
 * iframe, the configured identity-provider hint). keycloak-js is imported only when the button
 * is pressed or the browser returns from the redirect, so it stays out of the first screen.
 * After the return, its tokens go through the same completion as the password way
 * (AuthRuntime.completeLogin); keycloak-js itself is not kept.
 */
import type { AuthConfig } from './config';
import { LoginError } from './loginErrors';
import type { TokenResponse } from './session';

/** True when the URL carries an authorization answer (fragment or query: state + code/error). */
export function isSsoCallback(location: { hash: string; search: string }): boolean {
  const params = new URLSearchParams((location.hash.replace(/^#/, '') || location.search.replace(/^\?/, '')));
  return params.has('state') && (params.has('code') || params.has('error'));
}

async function createKeycloak(auth: AuthConfig) {
  const { default: Keycloak } = await import('keycloak-js');
  return new Keycloak({ url: auth.url, realm: auth.realm, clientId: auth.clientId });
}

const INIT = { pkceMethod: 'S256', checkLoginIframe: false, flow: 'standard', responseMode: 'fragment' } as const;

/** Leaves the page for the identity provider's sign-in. */
export async function startSsoLogin(auth: AuthConfig, redirectUri: string): Promise<void> {
  const keycloak = await createKeycloak(auth);
  await keycloak.init({ ...INIT, redirectUri });
  await keycloak.login({ redirectUri, ...(auth.idpHint ? { idpHint: auth.idpHint } : {}) });
}

/** Completes the sign-in after the redirect back: exchanges the code and returns the tokens. */
export async function completeSsoLogin(auth: AuthConfig, redirectUri: string): Promise<TokenResponse> {
  const keycloak = await createKeycloak(auth);
  let authenticated = false;
  try {
    authenticated = await keycloak.init({ ...INIT, redirectUri });
  } catch (error) {
    throw new LoginError({ kind: 'sso' }, `keycloak-js: ${String((error as { error?: string } | null)?.error ?? error)}`);
  }
  const parsed = keycloak.tokenParsed;
  if (!authenticated || !keycloak.token || !parsed) throw new LoginError({ kind: 'sso' }, 'no token after redirect');
  const lifetime = typeof parsed.exp === 'number' && typeof parsed.iat === 'number' ? parsed.exp - parsed.iat : undefined;
  return {
    access_token: keycloak.token,
    refresh_token: keycloak.refreshToken,
    expires_in: lifetime,
    session_state: keycloak.sessionId,
  };
}
