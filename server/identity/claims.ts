import { createHash, randomUUID } from 'node:crypto';
import type { JWTPayload } from 'jose';
import { displayName, type IdentitySession, type IdentityUser } from './types';

/** Issuer, client and audience of the realm's tokens. */
export interface TokenContext {
  issuer: string;
  clientId: string;
  audience: string;
  scope: string;
}

const sec = (d: Date) => Math.floor(d.getTime() / 1000);

function profile(user: IdentityUser) {
  return {
    email_verified: Boolean(user.email),
    name: displayName(user),
    preferred_username: user.username,
    given_name: user.firstName || undefined,
    family_name: user.lastName || undefined,
    email: user.email ?? undefined,
    locale: user.language,
  };
}

/** Keycloak's access-token shape (with an audience mapper that puts the client in `aud`). */
export function accessClaims(ctx: TokenContext, user: IdentityUser, session: IdentitySession, now: Date, exp: number): JWTPayload {
  return {
    exp,
    iat: sec(now),
    auth_time: sec(session.startedAt),
    jti: randomUUID(),
    iss: ctx.issuer,
    aud: ctx.audience === ctx.clientId ? ctx.clientId : [ctx.audience, ctx.clientId],
    sub: user.id,
    typ: 'Bearer',
    azp: ctx.clientId,
    sid: session.id,
    session_state: session.id,
    scope: ctx.scope,
    realm_access: { roles: [...user.roles] },
    ...profile(user),
  };
}

/** Keycloak's refresh token: aud = issuer, typ Refresh; `jti` is the rotation handle. */
export function refreshClaims(ctx: TokenContext, user: IdentityUser, session: IdentitySession, now: Date, exp: number, jti: string): JWTPayload {
  return {
    exp,
    iat: sec(now),
    jti,
    iss: ctx.issuer,
    aud: ctx.issuer,
    sub: user.id,
    typ: 'Refresh',
    azp: ctx.clientId,
    sid: session.id,
    session_state: session.id,
    scope: ctx.scope,
  };
}

/** at_hash: left half of SHA-256 of the access token (OIDC Core 3.1.3.6). */
export function atHash(accessToken: string): string {
  const digest = createHash('sha256').update(accessToken).digest();
  return digest.subarray(0, digest.length / 2).toString('base64url');
}

export function idClaims(ctx: TokenContext, user: IdentityUser, session: IdentitySession, now: Date, exp: number, accessToken: string, nonce?: string): JWTPayload {
  return {
    exp,
    iat: sec(now),
    auth_time: sec(session.startedAt),
    jti: randomUUID(),
    iss: ctx.issuer,
    aud: ctx.clientId,
    sub: user.id,
    typ: 'ID',
    azp: ctx.clientId,
    nonce,
    sid: session.id,
    session_state: session.id,
    at_hash: atHash(accessToken),
    ...profile(user),
  };
}

/** The userinfo endpoint's answer. */
export function userinfoClaims(user: IdentityUser): Record<string, unknown> {
  return { sub: user.id, ...profile(user) };
}
