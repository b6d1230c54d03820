import { createHash, randomBytes } from 'node:crypto';

/** A validated authorization request (the `.../auth` query), kept while the user fills the form. */
export interface AuthRequest {
  clientId: string;
  redirectUri: string;
  state?: string;
  nonce?: string;
  scope: string;
  responseMode: 'query' | 'fragment';
  codeChallenge: string;
  prompt?: string;
  /** Value of the browser-binding cookie that must come back with the form (login CSRF). */
  browser?: string;
}

export interface IssuedCode {
  request: AuthRequest;
  userId: string;
  sid: string;
}

/** PKCE S256 (RFC 7636 4.6): BASE64URL(SHA256(verifier)) equals the challenge. */
export function pkceMatches(verifier: string, challenge: string): boolean {
  return createHash('sha256').update(verifier).digest('base64url') === challenge;
}

/** RFC 7636: 43-128 characters of [A-Z a-z 0-9 - . _ ~]. */
export const PKCE_VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;
export const PKCE_CHALLENGE = /^[A-Za-z0-9\-_]{43}$/;

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The dev realm's "valid redirect URIs": anything on the public URL's origin, or on a loopback
 * host (any port: the Vite dev server, tests). A real Keycloak lists them per client.
 */
export function redirectAllowed(uri: string, publicUrl: string): boolean {
  let u: URL;
  try {
    u = new URL(uri);
  } catch {
    return false;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return false;
  if (u.username || u.password) return false;
  return u.origin === new URL(publicUrl).origin || LOOPBACK.has(u.hostname);
}

/** The redirect back to the client: parameters in the query or the fragment (keycloak-js default). */
export function callbackUrl(redirectUri: string, mode: 'query' | 'fragment', params: Record<string, string | undefined>): string {
  const u = new URL(redirectUri);
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) p.append(k, v);
  if (mode === 'fragment') {
    u.hash = p.toString();
  } else {
    for (const [k, v] of p) u.searchParams.append(k, v);
  }
  return u.toString();
}

/** Short-lived one-time values in memory (login requests, codes), each with its own lifetime. */
export class ExpiringMap<T> {
  private readonly items = new Map<string, { value: T; until: number }>();

  constructor(private readonly ttlMs: number) {}

  put(value: T): string {
    this.sweep();
    const key = randomBytes(24).toString('base64url');
    this.items.set(key, { value, until: Date.now() + this.ttlMs });
    return key;
  }

  get(key: string): T | undefined {
    const item = this.items.get(key);
    if (!item || item.until <= Date.now()) return undefined;
    return item.value;
  }

  /** Returns the value and forgets it: a code works once. */
  take(key: string): T | undefined {
    const value = this.get(key);
    this.items.delete(key);
    return value;
  }

  private sweep(): void {
    const now = Date.now();
    for (const [k, v] of this.items) if (v.until <= now) this.items.delete(k);
  }
}
