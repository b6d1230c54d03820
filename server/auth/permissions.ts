import { ROLES, type Action, type ResourceDeclaration, type Role } from '../../src/shared/resource/types';
import { ACTIONS, mayPerform } from '../../src/shared/auth/permissions';

/**
 * The permission matrix lives in ONE place: each declaration's `permissions`, falling back per
 * action to DEFAULT_PERMISSIONS (src/shared/auth/permissions.ts decides, for server and browser).
 * The API checks (guard.ts) and docs/roles.md (rolesDoc.ts) are derived from it.
 */

/** Operations besides list/show/create/edit/delete, and the action whose permission they need. */
export const CUSTOM_OPERATIONS: Readonly<Record<string, Action>> = {
  _versions: 'show',
  restoreVersion: 'edit',
  resourceChanged: 'list',
};

/** role -> action -> allowed, for one resource. */
export function resourceMatrix(decl: Pick<ResourceDeclaration, 'permissions'>): Record<Role, Record<Action, boolean>> {
  return Object.fromEntries(
    ROLES.map((role) => [role, Object.fromEntries(ACTIONS.map((a) => [a, mayPerform([role], decl, a)])) as Record<Action, boolean>]),
  ) as Record<Role, Record<Action, boolean>>;
}
