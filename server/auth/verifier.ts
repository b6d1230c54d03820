import { errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { Role } from '../../src/shared/resource/types';
import { appRoles } from '../../src/shared/auth/permissions';
import type { RequestUser } from '../context';

export interface VerifierOptions {
  /** `${OIDC_URL}/realms/${OIDC_REALM}`: a token's `iss` must equal it. */
  issuer: string;
  /** OIDC_CLIENT_ID: a token's `azp` must equal it. */
  clientId: string;
  /** OIDC_AUDIENCE: a token's `aud` must contain it. */
  audience: string;
  /** The realm's signing keys (a JWKS cache, see jwks.ts). */
  getKey: JWTVerifyGetKey;
  /** When set (development provider), the token's session must still be alive. */
  isSessionActive?: (sid: string) => Promise<boolean>;
  /** Allowed clock skew for exp/nbf, seconds (default 5). */
  clockToleranceSec?: number;
}

/** Why a token was refused (logged at debug level; the client only ever sees 401). */
export type RejectReason = 'missing' | 'malformed' | 'expired' | 'invalid' | 'claims' | 'session';

export class TokenRejected extends Error {
  constructor(readonly reason: RejectReason, detail?: string) {
    super(detail ? `${reason}: ${detail}` : reason);
  }
}

export interface VerifiedToken {
  user: RequestUser;
  /** `exp` as a millisecond timestamp. */
  expiresAt: number;
}

export interface TokenVerifier {
  /** Verifies an `Authorization` header value (`Bearer <jwt>`). Throws TokenRejected. */
  verifyAuthorization(header: unknown): Promise<VerifiedToken>;
  verifyToken(token: string): Promise<VerifiedToken>;
}

const BEARER = /^Bearer +([A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*)$/i;

/** The bearer token of an Authorization header value, or a TokenRejected. */
export function bearerToken(header: unknown): string {
  if (header === undefined || header === null || header === '') throw new TokenRejected('missing');
  if (typeof header !== 'string') throw new TokenRejected('malformed');
  const m = BEARER.exec(header.trim());
  if (!m) throw new TokenRejected('malformed');
  return m[1];
}

/** Application roles of a Keycloak token: realm roles plus the client's own roles. */
export function rolesOf(payload: JWTPayload, clientId: string): Role[] {
  const realm = (payload.realm_access as { roles?: unknown } | undefined)?.roles;
  const client = (payload.resource_access as Record<string, { roles?: unknown }> | undefined)?.[clientId]?.roles;
  const all = [...(Array.isArray(realm) ? realm : []), ...(Array.isArray(client) ? client : [])];
  return [...new Set(appRoles(all))];
}

function str(v: unknown): string | null {
  return typeof v === 'string' && v !== '' ? v : null;
}

/**
 * Verifies access tokens as the contract demands: RS256 only, signature against the realm's keys,
 * exp/nbf (small tolerance), iss, azp, aud, typ Bearer, and the session when a checker is given.
 */
export function createTokenVerifier(opts: VerifierOptions): TokenVerifier {
  const clockTolerance = opts.clockToleranceSec ?? 5;

  async function verifyToken(token: string): Promise<VerifiedToken> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, opts.getKey, {
        algorithms: ['RS256'],
        issuer: opts.issuer,
        audience: opts.audience,
        clockTolerance,
        requiredClaims: ['exp', 'sub'],
      }));
    } catch (e) {
      if (e instanceof errors.JWTExpired) throw new TokenRejected('expired');
      if (e instanceof errors.JWTClaimValidationFailed) throw new TokenRejected('claims', e.message);
      if (e instanceof errors.JOSEError) throw new TokenRejected('invalid', e.code);
      throw e; // key source unreachable etc.: a server problem, not the caller's
    }
    if (payload.azp !== opts.clientId) throw new TokenRejected('claims', 'azp');
    if (payload.typ !== 'Bearer') throw new TokenRejected('claims', 'typ');
    const sid = str(payload.sid);
    if (opts.isSessionActive && (!sid || !(await opts.isSessionActive(sid)))) throw new TokenRejected('session');
    const username = str(payload.preferred_username) ?? payload.sub!;
    return {
      user: {
        id: payload.sub!,
        username,
        name: str(payload.name) ?? username,
        email: str(payload.email),
        roles: rolesOf(payload, opts.clientId),
        sessionId: sid,
      },
      expiresAt: payload.exp! * 1000,
    };
  }

  return {
    verifyToken,
    verifyAuthorization: async (header) => verifyToken(bearerToken(header)),
  };
}
