/**
 * The conflict service's contract (issue 12, docs/time-distance.md): what the live engine offers
 * the GraphQL API and the measure preview. Implemented in this folder (the sweep is pure; the
 * service keeps the day's conflicts up to date as forecasts change).
 */
import type { RunStop } from '../../../src/shared/operations/types';
import type { Conflict } from '../../../src/shared/operations/timeDistance';

export interface ConflictService {
  /** The current day's conflicts now, sorted by start time. */
  list(): Conflict[];
  /** Called with every conflict change (added/removed ids), after an engine tick or a measure. */
  onChange(listener: (change: { added: Conflict[]; removed: string[]; reset: boolean }) => void): () => void;
  /**
   * What the conflicts would be if these runs had these stops (a measure preview): the conflicts
   * added and removed against the current set. Nothing is changed.
   */
  preview(overrides: ReadonlyMap<string, readonly RunStop[]>): { added: Conflict[]; removed: Conflict[] };
}
