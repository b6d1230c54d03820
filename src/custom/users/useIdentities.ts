/** React Query hooks of the user administration: client config, the realm's identities, lock states. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { fetchClientConfig, type AuthConfig } from '../../providers/auth';
import { bruteForceStatus, listIdentities } from './adminApi';
import { identitiesByUsername, type IdentityUser } from './identityStatus';

const CONFIG_KEY = ['leitstelle', 'client-config'];
const IDENTITIES_KEY = ['leitstelle', 'dev-identities'];
const BRUTE_FORCE_KEY = ['leitstelle', 'dev-brute-force'];

/** /api/config's auth part (null while loading or when it failed). */
export function useAuthConfig(): AuthConfig | null {
  const { data } = useQuery({ queryKey: CONFIG_KEY, queryFn: () => fetchClientConfig(), staleTime: Infinity });
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
  const { data, isPending, error } = useQuery({
    queryKey: IDENTITIES_KEY,
    queryFn: () => listIdentities(auth!),
    enabled: dev,
    staleTime: 5_000,
    retry: false,
  });
  const byUsername = useMemo(() => identitiesByUsername(data ?? []), [data]);
  return { dev, auth, byUsername, identities: data ?? [], loading: dev && isPending, error };
}

/** The brute-force status of one identity, with the time it was read (for "locked until"). */
export function useBruteForce(auth: AuthConfig | null, id: string | undefined) {
  return useQuery({
    queryKey: [...BRUTE_FORCE_KEY, id],
    queryFn: async () => ({ status: await bruteForceStatus(auth!, id!), readAt: new Date() }),
    enabled: Boolean(auth?.devProvider && id),
    staleTime: 5_000,
    retry: false,
  });
}

/** Reloads identities and lock states after a change. */
export function useRefreshIdentities(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: IDENTITIES_KEY }),
      client.invalidateQueries({ queryKey: BRUTE_FORCE_KEY }),
    ]);
  }, [client]);
}
