/**
 * Pure logic of the user administration (issue 3, point 8): how an identity of the development
 * realm (Keycloak's UserRepresentation + brute-force status) and an application profile are
 * joined by username, and what the list says about each user.
 */

import type { UserRepresentation } from '../../shared/auth/userRepresentation';
import { ROLES, type Role } from '../../shared/resource/types';

/** The application roles (one list for server and browser: src/shared/resource/types.ts). */
export const APP_ROLES = ROLES;
export type AppRole = Role;

/** Keycloak's UserRepresentation (`realmRoles` is the dev realm's addition): src/shared/auth. */
export type IdentityUser = UserRepresentation;

/** GET attack-detection/brute-force/users/{id}. */
export interface BruteForceStatus {
  numFailures: number;
  disabled: boolean;
  /** Development realm only; a real Keycloak does not say how long. */
  lockoutSeconds?: number;
}

export type IdentityState =
  | { kind: 'missing' }
  | { kind: 'present'; enabled: boolean; locked: boolean; lockedUntil: Date | null; failures: number };

/** The identity state of a user; `now` is when the brute-force status was read. */
export function identityState(identity: IdentityUser | undefined, bruteForce: BruteForceStatus | undefined, now: Date): IdentityState {
  if (!identity) return { kind: 'missing' };
  const locked = bruteForce?.disabled === true;
  const seconds = bruteForce?.lockoutSeconds;
  const lockedUntil = locked && typeof seconds === 'number' && seconds > 0 ? new Date(now.getTime() + seconds * 1000) : null;
  return { kind: 'present', enabled: identity.enabled, locked, lockedUntil, failures: bruteForce?.numFailures ?? 0 };
}

/** Identities by lower-cased username (usernames are case-insensitive in Keycloak). */
export function identitiesByUsername(identities: readonly IdentityUser[]): Map<string, IdentityUser> {
  return new Map(identities.map((u) => [u.username.toLowerCase(), u]));
}

/** Identities that have no application profile yet (shown beside the list, to create one). */
export function identitiesWithoutProfile(identities: readonly IdentityUser[], profileUsernames: readonly string[]): IdentityUser[] {
  const known = new Set(profileUsernames.map((u) => u.toLowerCase()));
  return identities.filter((u) => !known.has(u.username.toLowerCase())).sort((a, b) => a.username.localeCompare(b.username));
}

/** The application roles among a list, in the canonical order, without duplicates. */
export function normalizeRoles(roles: readonly unknown[] | null | undefined): AppRole[] {
  const set = new Set((roles ?? []).filter((r): r is string => typeof r === 'string'));
  return APP_ROLES.filter((r) => set.has(r));
}

/** True when the profile's roles and the identity's realm roles name different sets. */
export function rolesDiffer(profileRoles: readonly unknown[] | null | undefined, realmRoles: readonly unknown[] | null | undefined): boolean {
  const a = normalizeRoles(profileRoles);
  const b = normalizeRoles(realmRoles);
  return a.length !== b.length || a.some((r, i) => r !== b[i]);
}

/** What to add and remove to turn the current realm roles into the wanted ones. */
export function roleChanges(current: readonly unknown[], wanted: readonly unknown[]): { add: AppRole[]; remove: AppRole[] } {
  const have = normalizeRoles(current);
  const want = normalizeRoles(wanted);
  return { add: want.filter((r) => !have.includes(r)), remove: have.filter((r) => !want.includes(r)) };
}

/** A display name split as Keycloak stores it: first name = first word, last name = the rest. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

export function fullName(u: Pick<IdentityUser, 'firstName' | 'lastName'>): string {
  return [u.firstName, u.lastName].filter((p) => p && p.trim()).join(' ');
}

/** Keycloak's admin console for the realm (where identities are managed when it is not the dev realm). */
export function keycloakConsoleUrl(auth: { url: string; realm: string }): string {
  return `${auth.url.replace(/\/+$/, '')}/admin/${encodeURIComponent(auth.realm)}/console/`;
}
