/**
 * The sidebar's live data: counts of every tab and the runs of the open one, fetched together and
 * again (at most every 2 s) when runsChanged reports a change of the lines shown, and after a
 * reconnect (useLiveCache with applyTabChange).
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLiveCache, usePageQuery } from '../../../providers/query';
import type { RunTab } from '../../../shared/operations/tabs';
import { ccKey } from '../keys';
import { fetchTab, TAB_CHANGES_SUBSCRIPTION, type TabData } from './api';
import { applyTabChange } from './tabLive';

export const TAB_RELOAD_MS = 2000;

/** Every tab query of the page (a bulk measure invalidates them all). */
export const TABS_KEY = ccKey('tab');

export function useTabData(tab: RunTab, lineIds: readonly string[] | null): UseQueryResult<TabData> {
  const lines = lineIds && lineIds.length ? lineIds.join(',') : '';
  const key = useMemo(() => ccKey('tab', tab, lines), [tab, lines]);
  // The previous tab's answer stays on screen until the next one arrives.
  const query = usePageQuery(key, () => fetchTab(tab, lineIds), { keepPrevious: true });
  const variables = useMemo(() => ({ lineIds: lines ? lines.split(',') : null }), [lines]);
  useLiveCache(key, TAB_CHANGES_SUBSCRIPTION, variables, applyTabChange, { refetchIntervalMs: TAB_RELOAD_MS });
  return query;
}
