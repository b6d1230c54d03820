/**
 * Calls of the development realm's admin REST API (a subset of Keycloak's, docs/identity.md)
 * through the app's API client (bearer token, Accept-Language).
 */
import { apiFetch, apiJson, ApiError, type AuthConfig } from '../../providers/auth';
import type { BruteForceStatus, IdentityUser } from './identityStatus';
import { roleChanges } from './identityStatus';

export type RealmRef = Pick<AuthConfig, 'url' | 'realm'>;

export function adminBase(auth: RealmRef): string {
  return `${auth.url}/admin/realms/${encodeURIComponent(auth.realm)}`;
}

/** Sends a call that answers without a body (201/204); rejects with ApiError otherwise. */
async function send(url: string, method: string, json?: unknown): Promise<void> {
  const response = await apiFetch(url, { method, json });
  if (response.ok) return;
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  throw new ApiError(response.status, `HTTP ${response.status}`, body);
}

export function listIdentities(auth: RealmRef): Promise<IdentityUser[]> {
  return apiJson<IdentityUser[]>(`${adminBase(auth)}/users?first=0&max=1000`);
}

export function bruteForceStatus(auth: RealmRef, id: string): Promise<BruteForceStatus> {
  return apiJson<BruteForceStatus>(`${adminBase(auth)}/attack-detection/brute-force/users/${encodeURIComponent(id)}`);
}

export function createIdentity(auth: RealmRef, rep: unknown): Promise<void> {
  return send(`${adminBase(auth)}/users`, 'POST', rep);
}

export function setEnabled(auth: RealmRef, id: string, enabled: boolean): Promise<void> {
  return send(`${adminBase(auth)}/users/${encodeURIComponent(id)}`, 'PUT', { enabled });
}

export function resetPassword(auth: RealmRef, id: string, value: string): Promise<void> {
  return send(`${adminBase(auth)}/users/${encodeURIComponent(id)}/reset-password`, 'PUT', { type: 'password', value, temporary: false });
}

export function unlock(auth: RealmRef, id: string): Promise<void> {
  return send(`${adminBase(auth)}/attack-detection/brute-force/users/${encodeURIComponent(id)}`, 'DELETE');
}

/** Makes the user's realm roles exactly `wanted` (Keycloak adds and removes mappings separately). */
export async function setRealmRoles(auth: RealmRef, id: string, current: readonly string[], wanted: readonly string[]): Promise<void> {
  const { add, remove } = roleChanges(current, wanted);
  const url = `${adminBase(auth)}/users/${encodeURIComponent(id)}/role-mappings/realm`;
  if (add.length) await send(url, 'POST', add.map((name) => ({ name })));
  if (remove.length) await send(url, 'DELETE', remove.map((name) => ({ name })));
}
