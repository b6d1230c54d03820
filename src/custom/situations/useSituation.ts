import { useMemo } from 'react';
import { pageKey, useLiveCache, usePageQuery } from '../../providers/query';
import type { Situation, TimelinePage } from '../../shared/situations/api';
import { fetchSituation, fetchTimeline } from './api';
import { applyToSituation, SITUATIONS_CHANGED_SUBSCRIPTION } from './live';
import { SIT_PAGE } from './useReferenceData';

export const situationKey = (id: string) => pageKey(SIT_PAGE, 'situation', id);
export const timelineKey = (id: string, perPage: number) => pageKey(SIT_PAGE, 'situation', id, 'timeline', perPage);

/** One situation, loaded again when situationsChanged names it (another session changed it). */
export function useSituation(id: string | null) {
  const key = situationKey(id ?? '');
  const query = usePageQuery<Situation | null>(key, () => fetchSituation(id ?? ''), { enabled: id !== null });
  const apply = useMemo(() => applyToSituation<Situation | null>(id ?? ''), [id]);
  useLiveCache(key, SITUATIONS_CHANGED_SUBSCRIPTION, {}, apply, { enabled: id !== null });
  return query;
}

/** The newest `perPage` timeline entries (newest first); "older" raises perPage. */
export function useTimeline(id: string | null, perPage: number) {
  const key = timelineKey(id ?? '', perPage);
  const query = usePageQuery<TimelinePage>(key, () => fetchTimeline(id ?? '', 1, perPage), { enabled: id !== null, keepPrevious: true });
  const apply = useMemo(() => applyToSituation<TimelinePage>(id ?? ''), [id]);
  useLiveCache(key, SITUATIONS_CHANGED_SUBSCRIPTION, {}, apply, { enabled: id !== null });
  return query;
}
