/**
 * What a runsChanged event for the popup's run does to the cached run (pure): an event that
 * carries the run with its stops replaces it; a reset of the day, or the run named without its
 * stops, loads it again; an event about other runs changes nothing.
 */
import { REFETCH, type LiveApply } from '../../../providers/query';
import type { RunDetail, RunsChangedEvent } from '../../circulation/api';

export interface RunChangeEvent {
  runsChanged: RunsChangedEvent<RunDetail> | null;
}

export function applyRunChange(runId: string): LiveApply<RunDetail | null, RunChangeEvent> {
  return (_cached, { runsChanged }) => {
    if (!runsChanged) return undefined;
    const mine = runsChanged.runs.find((r) => r.id === runId);
    if (mine && Array.isArray(mine.stops)) return mine;
    return runsChanged.reset || mine ? REFETCH : undefined;
  };
}
