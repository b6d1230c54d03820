/**
 * Cookie strings of the session (spec point 4). Pure: the caller assigns them to
 * document.cookie.
 *
 * SESSION carries the session id for the product's other services on the shared parent domain.
 * `Secure` is set only when the page itself is served over https: browsers drop a Secure cookie
 * set from a plain-http page (development on http://127.0.0.1), which would leave SESSION unset.
 */

export const SESSION_COOKIE = 'SESSION';
/** Cookies of the old system that a 401 clears (spec point 8). */
export const LEGACY_COOKIES = ['sessionId', 'expirationTime'] as const;

export interface CookieOptions {
  /** The shared parent domain, e.g. '.example.org'; empty or missing = host-only cookie. */
  domain?: string | null;
  secure: boolean;
}

/** The Set-Cookie-style string that writes SESSION (an empty value when there is no session). */
export function sessionCookie(sessionId: string | null, options: CookieOptions): string {
  const parts = [`${SESSION_COOKIE}=${sessionId ? encodeURIComponent(sessionId) : ''}`, 'Path=/'];
  if (options.domain) parts.push(`Domain=${options.domain}`);
  if (options.secure) parts.push('Secure');
  parts.push('SameSite=Lax');
  return parts.join('; ');
}

/**
 * Strings that delete a cookie: once host-only and once per given domain, because a cookie can
 * only be deleted with the domain it was set with, which the client does not know.
 */
export function expiredCookies(name: string, domains: readonly (string | null | undefined)[] = []): string[] {
  const base = `${name}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  const unique = [...new Set(domains.filter((d): d is string => !!d))];
  return [base, ...unique.map((d) => `${base}; Domain=${d}`)];
}
