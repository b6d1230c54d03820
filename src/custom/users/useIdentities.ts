/**
 * The user administration's data in the shared react-query cache (page key "userAdmin"): the
 * client config, the development realm's identities and their lock states.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { fetchClientConfig, type AuthConfig } from '../../providers/auth';
import { pageKey, usePageQuery } from '../../providers/query';
import { bruteForceStatus, listIdentities } from './adminApi';
import { identitiesByUsername, type IdentityUser } from './identityStatus';

export const USERS_PAGE = 'userAdmin';
/** Identities and lock states count as fresh this long (every cell of the list shares them). */
const STALE_MS = 5_000;

/** /api/config's auth part (null while loading or when it failed). */
export function useAuthConfig(): AuthConfig | null {
  const { data } = usePageQuery(pageKey(USERS_PAGE, 'config'), () => fetchClientConfig(), { staleTime: Infinity });
  return data?.auth ?? null;
}

export interface IdentitiesState {
  /** The development realm is on: identities can be managed here. */
  dev: boolean;
  auth: AuthConfig | null;
  byUsername: Map<string, IdentityUser>;
  identities: IdentityUser[];
  loading: boolean;
  error: unknown;
}

/** All identities of the development realm (one shared query for every cell of the list). */
export function useIdentities(): IdentitiesState {
  const auth = useAuthConfig();
  const dev = auth?.devProvider === true;
  const { data, isPending, error } = usePageQuery(pageKey(USERS_PAGE, 'identities'), () => listIdentities(auth!), { enabled: dev, staleTime: STALE_MS });
  const byUsername = useMemo(() => identitiesByUsername(data ?? []), [data]);
  return { dev, auth, byUsername, identities: data ?? [], loading: dev && isPending, error };
}

/** The brute-force status of one identity, with the time it was read (for "locked until"). */
export function useBruteForce(auth: AuthConfig | null, id: string | undefined) {
  return usePageQuery(
    pageKey(USERS_PAGE, 'bruteForce', id),
    async () => ({ status: await bruteForceStatus(auth!, id!), readAt: new Date() }),
    { enabled: Boolean(auth?.devProvider && id), staleTime: STALE_MS },
  );
}

/** Reloads identities and lock states after a change. */
export function useRefreshIdentities(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: pageKey(USERS_PAGE) }), [client]);
}
