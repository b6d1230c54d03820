/** The timetable versions in the page's query cache: the list, activation and rollback. */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
// Not the index: it also exports the live cache, whose WebSocket client would then load with
// this page, which has no live data.
import { pageKey, usePageQuery } from '../../providers/query/pageQuery';
import type { TimetableVersionView } from '../../shared/operations/types';
import { activateTimetableVersion, fetchTimetableVersions, rollbackTimetableVersion } from './timetableApi';

export const TIMETABLE_PAGE = 'timetable';
const VERSIONS_KEY = pageKey(TIMETABLE_PAGE, 'versions');

export function useTimetableVersions() {
  return usePageQuery(VERSIONS_KEY, fetchTimetableVersions, { staleTime: 5_000 });
}

export interface VersionActions {
  /** confirmZone: the version's zone when the user confirmed its other clock. */
  activate(id: string, confirmZone?: string | null): Promise<TimetableVersionView>;
  /** expectedTargetId: the target the user confirmed (null: whatever the server's target is). */
  rollback(expectedTargetId: string | null): Promise<TimetableVersionView>;
  refresh(): Promise<void>;
}

/** Calls that change the versions; each reloads the page's data afterwards (also after a failure). */
export function useVersionActions(): VersionActions {
  const client = useQueryClient();
  const refresh = useCallback(() => client.invalidateQueries({ queryKey: pageKey(TIMETABLE_PAGE) }), [client]);
  const activate = useCallback(
    async (id: string, confirmZone: string | null = null) => {
      try {
        return await activateTimetableVersion(id, confirmZone);
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
