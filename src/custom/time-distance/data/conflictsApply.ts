/**
 * Applying a live `conflictsChanged` event to the cached conflicts (pure; useLiveCache's apply):
 * added ones (new or changed) replace theirs by id, removed ids go, the list stays sorted by start;
 * a reset carries the whole new set. When the count then differs from the server's `total`,
 * an event was missed: the merged list is shown and loaded again.
 */
import type { LiveApplyResult } from '../../../providers/query/liveApply';
import type { Conflict, ConflictsChanged } from '../../../shared/operations/timeDistance';

export interface ConflictList {
  conflicts: Conflict[];
}

const byStart = (a: Conflict, b: Conflict) => a.from - b.from || a.id.localeCompare(b.id);

export function applyConflictsChanged(cached: ConflictList | undefined, event: ConflictsChanged | undefined, day: string | null): LiveApplyResult<ConflictList> {
  if (!cached || !event) return undefined;
  if (day && event.operatingDay !== day) return undefined;
  if (event.reset) return { conflicts: [...event.added].sort(byStart) };
  const removed = new Set(event.removed);
  const added = new Map(event.added.map((c) => [c.id, c]));
  const conflicts = cached.conflicts.filter((c) => !removed.has(c.id) && !added.has(c.id));
  conflicts.push(...added.values());
  conflicts.sort(byStart);
  const data = { conflicts };
  return conflicts.length === event.total ? data : { data, refetch: true };
}
