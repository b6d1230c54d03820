import { useMemo } from 'react';
import { pageKey, useLiveCache, usePageQuery } from '../../providers/query';
import type { SituationFilter, SituationPage } from '../../shared/situations/api';
import { fetchSituations } from './api';
import { applyToList, SITUATIONS_CHANGED_SUBSCRIPTION } from './live';
import type { SituationListParams } from './listParams';
import { SIT_PAGE } from './useReferenceData';

/** One page of situations for a filter, kept live: every situationsChanged loads it again (live.ts). */
export function useSituationList(params: SituationListParams, filter: SituationFilter, enabled = true) {
  const key = useMemo(
    () => pageKey(SIT_PAGE, 'list', filter, params.sortField, params.sortOrder, params.page, params.perPage),
    [filter, params.sortField, params.sortOrder, params.page, params.perPage],
  );
  const query = usePageQuery<SituationPage>(
    key,
    () => fetchSituations({ filter, page: params.page, perPage: params.perPage, sortField: params.sortField, sortOrder: params.sortOrder }),
    { keepPrevious: true, enabled },
  );
  const apply = useMemo(() => applyToList<SituationPage>(), []);
  useLiveCache(key, SITUATIONS_CHANGED_SUBSCRIPTION, {}, apply);
  return query;
}
