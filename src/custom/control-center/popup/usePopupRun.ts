/** The popup's run with its stops and measures, kept live by its runsChanged events (applyRunChange). */
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLiveCache, usePageQuery } from '../../../providers/query';
import { fetchRun, RUN_CHANGED_SUBSCRIPTION, type RunDetail } from '../../circulation/api';
import { ccKey } from '../keys';
import { applyRunChange } from './runLive';

export const runKey = (runId: string) => ccKey('run', runId);

export function usePopupRun(runId: string): UseQueryResult<RunDetail | null> {
  const key = useMemo(() => runKey(runId), [runId]);
  const query = usePageQuery(key, () => fetchRun(runId));
  const variables = useMemo(() => ({ runId }), [runId]);
  const apply = useMemo(() => applyRunChange(runId), [runId]);
  useLiveCache(key, RUN_CHANGED_SUBSCRIPTION, variables, apply);
  return query;
}
