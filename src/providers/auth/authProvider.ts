/**
 * react-admin's AuthProvider over the session runtime. Access control (react-admin v5
 * `canAccess`) uses the shared permission rule (src/shared/auth/permissions.ts), the same the
 * server enforces, with the roles of the signed-in user; react-admin names resources by the
 * declaration's `path`.
 */
import type { AuthProvider, UserIdentity } from 'ra-core';
import { mayAccess } from '../../shared/auth/permissions';
import type { ResourceDeclaration } from '../../shared/resource/types';
import { getAuthRuntime } from './current';
import { LOGIN_PATH, type AuthRuntime } from './runtime';
import { decodeJwtPayload } from './session';
import { isUnauthenticated } from './unauthenticated';

export { isUnauthenticated };

/** The roles of the signed-in user: the user payload's, else the access token's realm roles. */
export function rolesOf(runtime: AuthRuntime | null): string[] {
  if (!runtime) return [];
  const fromUser = runtime.user()?.roles;
  if (Array.isArray(fromUser)) return fromUser.filter((r): r is string => typeof r === 'string');
  const token = runtime.token();
  const claims = token ? decodeJwtPayload(token) : null;
  const realm = claims?.realm_access as { roles?: unknown } | undefined;
  return Array.isArray(realm?.roles) ? realm.roles.filter((r): r is string => typeof r === 'string') : [];
}

export interface AuthProviderOptions {
  declarations: readonly ResourceDeclaration[];
  /** Defaults to the page's runtime (set by the bootstrap). */
  runtime?: () => AuthRuntime | null;
  /** Full navigation to the login page after logout. */
  navigate?: (path: string) => void;
}

/** react-admin reads `{ logoutUser: false }` as "do not log out", `redirectTo: false` as "stay". */
const HANDLED = { logoutUser: false, redirectTo: false, message: false } as const;

export function createAuthProvider(options: AuthProviderOptions): AuthProvider {
  const runtime = options.runtime ?? getAuthRuntime;
  const navigate = options.navigate ?? ((path: string) => window.location.assign(path));
  return {
    async login() {
      // Sign-in happens on the login page before the app starts (src/custom/login).
      throw new Error('login happens on the login page');
    },
    async checkAuth() {
      const r = runtime();
      if (!r?.store.isLoggedIn()) {
        r?.handleUnauthorized();
        throw HANDLED;
      }
    },
    async checkError(error: unknown) {
      if (isUnauthenticated(error)) {
        runtime()?.handleUnauthorized();
        throw HANDLED;
      }
      // 403 and everything else: stay signed in; the screen shows the error.
    },
    async logout() {
      const r = runtime();
      if (r) await r.logout();
      navigate(LOGIN_PATH);
      return false;
    },
    async getIdentity(): Promise<UserIdentity> {
      const user = runtime()?.user();
      if (!user) throw new Error('no user');
      const id = user.id ?? user.username ?? user.sessionID ?? 'user';
      return { id: String(id), fullName: user.name ?? user.username ?? String(id) };
    },
    async getPermissions() {
      return rolesOf(runtime());
    },
    async canAccess({ resource, action }: { resource: string; action: string }) {
      return mayAccess(rolesOf(runtime()), options.declarations, resource, action);
    },
  };
}
