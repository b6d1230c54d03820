/** React Query hooks of the timetable versions: the list, activation and rollback. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { TimetableVersion } from '../../shared/operations/types';
import { activateTimetableVersion, fetchTimetableVersions, rollbackTimetableVersion } from './timetableApi';

const VERSIONS_KEY = ['leitstelle', 'timetable-versions'];

export function useTimetableVersions() {
  return useQuery({ queryKey: VERSIONS_KEY, queryFn: fetchTimetableVersions, staleTime: 5_000 });
}

export interface VersionActions {
  activate(id: string): Promise<TimetableVersion>;
  /** expectedTargetId: the target the user confirmed (null: whatever the server's target is). */
  rollback(expectedTargetId: string | null): Promise<TimetableVersion>;
  refresh(): Promise<void>;
}

/** Calls that change the versions; each reloads the list afterwards (also after a failure). */
export function useVersionActions(): VersionActions {
  const client = useQueryClient();
  const refresh = useCallback(() => client.invalidateQueries({ queryKey: VERSIONS_KEY }), [client]);
  const activate = useCallback(
    async (id: string) => {
      try {
        return await activateTimetableVersion(id);
      } finally {
        await refresh();
      }
    },
    [refresh],
  );
  const rollback = useCallback(async (expectedTargetId: string | null) => {
    try {
      return await rollbackTimetableVersion(expectedTargetId);
    } finally {
      await refresh();
    }
  }, [refresh]);
  return { activate, rollback, refresh };
}
