/**
 * The current day's conflicts (Query.conflicts), kept live by Subscription.conflictsChanged through
 * the pure applyConflictsChanged. `day`: the operating day the page shows (null: the current one);
 * the server computes conflicts for the current day only, another day has none.
 */
import { useCallback, useMemo } from 'react';
import { graphqlRequest } from '../../../providers/live';
import { pageKey, useLiveCache, usePageQuery } from '../../../providers/query';
import type { ConflictsChanged } from '../../../shared/operations/timeDistance';
import { applyConflictsChanged, type ConflictList } from './conflictsApply';
import { TIME_DISTANCE_PAGE } from './useDiagram';

/** One empty list while loading (see useTimeDistanceLines). */
const NO_CONFLICTS: ConflictList['conflicts'] = [];

const CONFLICT_FIELDS = 'id kind runIds trainNumbers fromKey toKey fromName toName track from to severityS';

export const CONFLICTS_CHANGED_SUBSCRIPTION = `subscription TimeDistanceConflicts($operatingDay: String) {
  conflictsChanged(operatingDay: $operatingDay) { operatingDay added { ${CONFLICT_FIELDS} } removed total reset }
}`;

export async function fetchConflicts(operatingDay: string | null): Promise<ConflictList> {
  const data = await graphqlRequest<{ conflicts: ConflictList['conflicts'] }>(
    `query TimeDistanceConflictList($operatingDay: String) { conflicts(operatingDay: $operatingDay) { ${CONFLICT_FIELDS} } }`,
    { operatingDay },
  );
  return { conflicts: data.conflicts };
}

export function useConflicts(day: string | null = null) {
  const key = pageKey(TIME_DISTANCE_PAGE, 'conflicts', day);
  const query = usePageQuery(key, () => fetchConflicts(day), { keepPrevious: true });
  const variables = useMemo(() => ({ operatingDay: day }), [day]);
  const apply = useCallback(
    (cached: ConflictList | undefined, event: { conflictsChanged: ConflictsChanged } | undefined) => applyConflictsChanged(cached, event?.conflictsChanged, day),
    [day],
  );
  useLiveCache(key, CONFLICTS_CHANGED_SUBSCRIPTION, variables, apply);
  return { conflicts: query.data?.conflicts ?? NO_CONFLICTS, loading: query.isPending, error: query.error, refetch: query.refetch };
}
