import { describe, expect, it } from 'vitest';
import {
  identitiesByUsername,
  identitiesWithoutProfile,
  identityState,
  keycloakConsoleUrl,
  normalizeRoles,
  roleChanges,
  rolesDiffer,
  splitName,
  type IdentityUser,
} from '../../../src/custom/users/identityStatus';

const user = (username: string, extra: Partial<IdentityUser> = {}): IdentityUser => ({ id: `id-${username}`, username, enabled: true, ...extra });
const now = new Date('2026-11-21T19:00:00Z');

describe('identityState', () => {
  it('is missing without an identity', () => {
    expect(identityState(undefined, { numFailures: 3, disabled: true, lockoutSeconds: 60 }, now)).toEqual({ kind: 'missing' });
  });
  it('reports enabled and unlocked', () => {
    expect(identityState(user('anna'), { numFailures: 2, disabled: false, lockoutSeconds: 0 }, now)).toEqual({
      kind: 'present', enabled: true, locked: false, lockedUntil: null, failures: 2,
    });
  });
  it('computes the end of a lock from the seconds left at reading time', () => {
    const s = identityState(user('anna', { enabled: false }), { numFailures: 5, disabled: true, lockoutSeconds: 90 }, now);
    expect(s.kind === 'present' && s.enabled).toBe(false);
    expect(s.kind === 'present' && s.lockedUntil?.toISOString()).toBe('2026-11-21T19:01:30.000Z');
  });
  it('is locked without an end when the realm does not say how long (real Keycloak)', () => {
    const s = identityState(user('anna'), { numFailures: 5, disabled: true }, now);
    expect(s).toMatchObject({ locked: true, lockedUntil: null });
  });
  it('without a brute-force status is not locked', () => {
    expect(identityState(user('anna'), undefined, now)).toMatchObject({ locked: false, failures: 0 });
  });
});

describe('joining identities and profiles', () => {
  it('finds identities case-insensitively by username', () => {
    const map = identitiesByUsername([user('Anna'), user('bert')]);
    expect(map.get('anna')?.id).toBe('id-Anna');
    expect(map.get('carla')).toBeUndefined();
  });
  it('lists identities without a profile, sorted', () => {
    const rest = identitiesWithoutProfile([user('viewer'), user('admin'), user('dispatcher')], ['ADMIN', 'gast']);
    expect(rest.map((u) => u.username)).toEqual(['dispatcher', 'viewer']);
  });
});

describe('roles', () => {
  it('normalizes to known roles in canonical order without duplicates', () => {
    expect(normalizeRoles(['viewer', 'admin', 'viewer', 'root', 3])).toEqual(['admin', 'viewer']);
    expect(normalizeRoles(undefined)).toEqual([]);
  });
  it('compares role sets regardless of order', () => {
    expect(rolesDiffer(['viewer', 'planner'], ['planner', 'viewer'])).toBe(false);
    expect(rolesDiffer(['viewer'], ['viewer', 'admin'])).toBe(true);
    expect(rolesDiffer(null, [])).toBe(false);
  });
  it('computes the mappings to add and remove', () => {
    expect(roleChanges(['viewer', 'planner'], ['planner', 'admin'])).toEqual({ add: ['admin'], remove: ['viewer'] });
    expect(roleChanges(['viewer'], ['viewer'])).toEqual({ add: [], remove: [] });
  });
});

describe('names and links', () => {
  it('splits a name at the first space as the realm does', () => {
    expect(splitName('  Anna  Maria Rossi ')).toEqual({ firstName: 'Anna', lastName: 'Maria Rossi' });
    expect(splitName('Anna')).toEqual({ firstName: 'Anna', lastName: '' });
  });
  it("builds the Keycloak admin console's URL of the realm", () => {
    expect(keycloakConsoleUrl({ url: 'https://sso.example.org/', realm: 'leitstelle' })).toBe('https://sso.example.org/admin/leitstelle/console/');
  });
});
