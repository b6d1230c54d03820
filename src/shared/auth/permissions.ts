/**
 * Who may do what, shared by the server (every query, mutation, subscription) and the browser
 * (menu entries, buttons and routes offered). Pure: roles in, yes/no out.
 *
 * A declaration's `permissions` names the roles per action; actions it leaves out fall back to
 * DEFAULT_PERMISSIONS (everyone lists and shows, admin and planner write). Unknown roles in a
 * token grant nothing.
 */
import { DEFAULT_PERMISSIONS, ROLES, type Action, type ResourceDeclaration, type Role } from '../resource/types';

export const ACTIONS: readonly Action[] = ['list', 'show', 'create', 'edit', 'delete'];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function isAction(value: unknown): value is Action {
  return typeof value === 'string' && (ACTIONS as readonly string[]).includes(value);
}

/** The application roles among arbitrary role names (e.g. a token's realm_access.roles). */
export function appRoles(roles: readonly unknown[] | null | undefined): Role[] {
  return (roles ?? []).filter(isRole);
}

/** The roles allowed to perform an action on a resource. */
export function allowedRoles(decl: Pick<ResourceDeclaration, 'permissions'>, action: Action): readonly Role[] {
  return decl.permissions?.[action] ?? DEFAULT_PERMISSIONS[action];
}

/** True when one of the user's roles may perform the action on the resource. */
export function mayPerform(
  roles: readonly unknown[] | null | undefined,
  decl: Pick<ResourceDeclaration, 'permissions'>,
  action: Action,
): boolean {
  const allowed = allowedRoles(decl, action);
  return appRoles(roles).some((role) => allowed.includes(role));
}

/**
 * react-admin style check by resource name. `resources` maps a resource name (the declaration's
 * `path`, which is the react-admin resource name, or its GraphQL type `name`) to the declaration.
 * react-admin also asks about actions it knows beyond ours (e.g. 'export', 'clone'): 'export'
 * needs 'list', 'clone' needs 'create'; anything else unknown is refused. A resource without a
 * declaration (a custom page) is allowed to logged-in users: its own page checks what it shows.
 */
export function mayAccess(
  roles: readonly unknown[] | null | undefined,
  declarations: readonly Pick<ResourceDeclaration, 'path' | 'name' | 'permissions'>[],
  resource: string,
  action: string,
): boolean {
  const decl = declarations.find((d) => d.path === resource || d.name === resource);
  if (!decl) return appRoles(roles).length > 0;
  const mapped = action === 'export' ? 'list' : action === 'clone' ? 'create' : action;
  if (!isAction(mapped)) return false;
  return mayPerform(roles, decl, mapped);
}
