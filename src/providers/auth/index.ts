/**
 * Identity in the browser. What the app wires:
 *   - the bootstrap (src/main.tsx) creates the AuthRuntime, applies/refreshes the stored session
 *     and shows the login page or the app;
 *   - <Admin authProvider={createAuthProvider({ declarations })} requireAuth …> for access
 *     control (canAccess), identity and logout;
 *   - the GraphQL client (src/providers/data/graphqlRequest.ts) sends the bearer token through apiFetch;
 *   - apiFetch for other /api calls; createWsClient for subscriptions.
 */
export { createAuthProvider, rolesOf, type AuthProviderOptions } from './authProvider';
export { isUnauthenticated } from './unauthenticated';
export { apiFetch, apiJson, createApiClient, isTokenExempt, ApiError, type ApiFetch, type ApiRequestInit } from './apiClient';
export { fetchClientConfig, parseClientConfig, oidcEndpoint, ConfigError, type AuthConfig, type ClientConfig } from './config';
export { currentAccessToken, getAuthRuntime, reportUnauthorized, setAuthRuntime } from './current';
export { isNearExpiry, refreshDelayMs, remainingMs } from './expiry';
export { landingPath, brandStartPath, mayOpenEntry, CONTROL_CENTRE_PATH, LIVE_PATH } from './landing';
export { classifyTokenError, loginErrorMessage, LoginError, type LoginFailure } from './loginErrors';
export { AUTH_TEXTS } from './messages';
export { createAuthRuntime, createBrowserAuthRuntime, LOGIN_PATH, type AuthRuntime } from './runtime';
export { SESSION_STORAGE_KEY, USER_STORAGE_KEY, type AuthSession, type SessionUser } from './session';
export { SessionExpiredError } from './sessionExpired';
export { isSsoCallback } from './sso';
