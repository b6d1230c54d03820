/**
 * Keeps the application profile in step with the identity (docs/identity.md, "User
 * administration"): with the development realm the realm roles are authoritative and copied
 * into the profile's `roles`, so that the list shows them.
 */
import type { DataProvider, RaRecord } from 'react-admin';
import { normalizeRoles, rolesDiffer } from './identityStatus';

/** react-admin's name of the UserProfile resource (its declaration's `path`). */
export const PROFILE_RESOURCE = 'admin';

/** The profile with this username, or null (search, then an exact match). */
export async function findProfile(dataProvider: DataProvider, username: string): Promise<RaRecord | null> {
  const { data } = await dataProvider.getList(PROFILE_RESOURCE, {
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'username', order: 'ASC' },
    filter: { q: username },
  });
  return data.find((p) => typeof p.username === 'string' && p.username.toLowerCase() === username.toLowerCase()) ?? null;
}

/** Writes `roles` into the profile when they differ (the whole record: the server validates it). */
export async function syncProfileRoles(dataProvider: DataProvider, profile: RaRecord, roles: readonly string[]): Promise<void> {
  if (!rolesDiffer(profile.roles as unknown[] | undefined, roles)) return;
  const { id, ...rest } = profile;
  await dataProvider.update(PROFILE_RESOURCE, { id, data: { ...rest, id, roles: normalizeRoles(roles) }, previousData: profile });
}
