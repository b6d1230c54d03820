/**
 * Saved corridors (the caller's own and those others share), with save and delete; after a write
 * the list loads again. Errors of save/delete come back as GraphQLRequestError in the user's language.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { pageKey, usePageQuery } from '../../../providers/query';
import type { SaveCorridorInput, SavedCorridor } from '../../../shared/operations/timeDistanceApi';
import { deleteCorridor, fetchCorridors, saveCorridor } from './api';
import { TIME_DISTANCE_PAGE } from './useDiagram';

export const CORRIDORS_KEY = pageKey(TIME_DISTANCE_PAGE, 'corridors');

export function useCorridors() {
  const client = useQueryClient();
  const query = usePageQuery(CORRIDORS_KEY, fetchCorridors, { staleTime: 30_000 });
  const reload = useCallback(() => client.invalidateQueries({ queryKey: CORRIDORS_KEY }), [client]);
  const save = useCallback(async (input: SaveCorridorInput): Promise<SavedCorridor> => {
    const saved = await saveCorridor(input);
    await reload();
    return saved;
  }, [reload]);
  const remove = useCallback(async (id: string): Promise<void> => {
    await deleteCorridor(id);
    await reload();
  }, [reload]);
  return { corridors: query.data ?? [], loading: query.isPending, error: query.error, save, remove, reload };
}
