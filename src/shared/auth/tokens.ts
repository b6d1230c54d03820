/**
 * The token endpoint's answer (OAuth 2.0 as Keycloak sends it) for the password, refresh_token and
 * authorization_code grants. The development provider always sends every field but `id_token`
 * (server/identity/provider.ts narrows it); the browser also talks to a real Keycloak, so it
 * relies on `access_token` only (src/providers/auth/session.ts).
 */
export interface TokenResponse {
  access_token: string;
  token_type?: string;
  expires_in?: number;
  refresh_token?: string;
  refresh_expires_in?: number;
  id_token?: string;
  session_state?: string;
  scope?: string;
  'not-before-policy'?: number;
}
