/**
 * What a runsChanged event does to the sidebar's cached tab (pure): counts of six tabs and a
 * filtered, sorted page of one cannot be patched from changed runs, so any change of the lines
 * shown (or a reset of the day) loads the tab again; an event without runs changes nothing.
 */
import { REFETCH, type LiveApplyResult } from '../../../providers/query';
import type { TabData } from './api';

export interface TabChangeEvent {
  runsChanged: { reset: boolean; runs: { id: string }[] } | null;
}

export function applyTabChange(_cached: TabData | undefined, event: TabChangeEvent): LiveApplyResult<TabData> {
  const change = event.runsChanged;
  return change && (change.reset || change.runs.length > 0) ? REFETCH : undefined;
}
