export { pageKey, usePageQuery, type PageQueryOptions } from './pageQuery';
export { REFETCH, decideLive, type LiveApply, type LiveApplyResult, type LiveDecision } from './liveApply';
export { useLiveCache, type LiveCacheOptions } from './useLiveCache';
