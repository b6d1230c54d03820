/** An OAuth error answer in Keycloak's shape: `{ error, error_description, ...extra }` with its status. */
export class OAuthError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly description: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(`${error}: ${description}`);
  }

  body(): Record<string, unknown> {
    return { error: this.error, error_description: this.description, ...this.extra };
  }
}

/** Keycloak's answers, by cause. */
export const oauthErrors = {
  invalidCredentials: () => new OAuthError(401, 'invalid_grant', 'Invalid user credentials'),
  /** `lockout_seconds` is our addition: Keycloak does not say how long the lock lasts. */
  locked: (seconds: number) => new OAuthError(400, 'invalid_grant', 'Account temporarily disabled', { lockout_seconds: seconds }),
  disabled: () => new OAuthError(400, 'invalid_grant', 'Account disabled'),
  invalidClient: () => new OAuthError(401, 'invalid_client', 'Invalid client or Invalid client credentials'),
  invalidRefresh: () => new OAuthError(400, 'invalid_grant', 'Invalid refresh token'),
  tokenNotActive: () => new OAuthError(400, 'invalid_grant', 'Token is not active'),
  sessionNotActive: () => new OAuthError(400, 'invalid_grant', 'Session not active'),
  refreshReuse: () => new OAuthError(400, 'invalid_grant', 'Maximum allowed refresh token reuse exceeded'),
  codeNotValid: () => new OAuthError(400, 'invalid_grant', 'Code not valid'),
  redirectMismatch: () => new OAuthError(400, 'invalid_grant', 'Incorrect redirect_uri'),
  pkceMismatch: () => new OAuthError(400, 'invalid_grant', 'PKCE verification failed: Code mismatch'),
  pkceMissing: () => new OAuthError(400, 'invalid_grant', 'PKCE code verifier not specified'),
  missing: (name: string) => new OAuthError(400, 'invalid_request', `Missing form parameter: ${name}`),
  unsupportedGrant: () => new OAuthError(400, 'unsupported_grant_type', 'Unsupported grant_type'),
};
