/**
 * How live events change the overview's cached data (pure; useLiveCache applies them). The
 * figures are counted by the server over every run of the day, so no event can be merged into
 * them: a change loads them again (throttled by useLiveCache).
 */
import { REFETCH, type LiveApplyResult } from '../../providers/query';
import { CHANGES_TYPE, type LiveSummary, type RunsChangedSignal } from './api';

/** runsChanged (also the rollover to the next operating day, `reset`): load the figures again. */
export function applyRunsSignal(_cached: LiveSummary | undefined, event: RunsChangedSignal): LiveApplyResult<LiveSummary> {
  return event?.runsChanged ? REFETCH : undefined;
}

export interface ResourceChangedEvent {
  resourceChanged: { resource: string; id: string | null; operation: string; version: number | null };
}

/**
 * A write to the change history (a measure, an undo, a demo disruption): load the latest entries
 * again (react-admin's list result is not merged into: the server sorts and filters it).
 */
export function applyHistoryChanged(_cached: unknown, event: ResourceChangedEvent): LiveApplyResult<unknown> {
  return event?.resourceChanged?.resource === CHANGES_TYPE ? REFETCH : undefined;
}
