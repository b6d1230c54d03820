import { describe, expect, it } from 'vitest';
import { bearerToken, rolesOf, TokenRejected } from '../../../server/auth/verifier';
import { isProtectedRoute } from '../../../server/auth/httpAuth';
import { authMessageKeys } from '../../../server/auth/messages';

const JWT = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln';

function reason(header: unknown): string {
  try {
    bearerToken(header);
    return 'accepted';
  } catch (e) {
    return e instanceof TokenRejected ? e.reason : 'other';
  }
}

describe('Authorization header', () => {
  it('takes the token of "Bearer <jwt>" (scheme case-insensitive)', () => {
    expect(bearerToken(`Bearer ${JWT}`)).toBe(JWT);
    expect(bearerToken(`bearer ${JWT}`)).toBe(JWT);
  });

  it('tells a missing header from a malformed one', () => {
    expect(reason(undefined)).toBe('missing');
    expect(reason('')).toBe('missing');
    for (const h of ['Bearer', `Basic ${JWT}`, 'Bearer abc', `Bearer ${JWT}.x`, `Bearer ${JWT} more`, ['Bearer', JWT], 42]) expect(reason(h)).toBe('malformed');
  });
});

describe('roles of a token', () => {
  it('keeps application roles from realm_access and the client, once each', () => {
    const roles = rolesOf({ realm_access: { roles: ['admin', 'offline_access', 'viewer'] }, resource_access: { web: { roles: ['viewer', 'planner'] }, other: { roles: ['dispatcher'] } } }, 'web');
    expect(roles).toEqual(['admin', 'viewer', 'planner']);
    expect(rolesOf({ realm_access: { roles: 'admin' } }, 'web')).toEqual([]);
    expect(rolesOf({}, 'web')).toEqual([]);
  });
});

describe('protected routes', () => {
  it('are /graphql and every /api route except config and resources; unknown routes are not', () => {
    expect(isProtectedRoute('/graphql')).toBe(true);
    expect(isProtectedRoute('/api/userpayload')).toBe(true);
    expect(isProtectedRoute('/api/import/stations')).toBe(true);
    expect(isProtectedRoute('/api/config')).toBe(false);
    expect(isProtectedRoute('/api/resources')).toBe(false);
    expect(isProtectedRoute('/healthz')).toBe(false);
    expect(isProtectedRoute('/realms/leitstelle/protocol/openid-connect/token')).toBe(false);
    expect(isProtectedRoute(undefined)).toBe(false);
  });
});

describe('messages', () => {
  it('exist in German and Italian', () => {
    expect(authMessageKeys('it').sort()).toEqual(authMessageKeys('de').sort());
  });
});
