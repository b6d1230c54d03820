/**
 * Applying a live `timeDistanceChanged` event to the cached diagram (pure; useLiveCache's apply):
 * changed paths replace their run's path, new ones join in time order, removed ones go; a reset
 * (timetable activated, day rollover) loads the diagram again. Events of another corridor or day
 * do not concern it.
 */
import { REFETCH, type LiveApplyResult } from '../../../providers/query/liveApply';
import type { DiagramChanged, DiagramData, DiagramPath } from '../../../shared/operations/timeDistance';

/** First time of a path (planned or expected), to keep new paths in the server's order. */
export function pathStart(p: DiagramPath): number {
  let lo = Infinity;
  for (const pt of p.points) {
    for (const t of [pt.plannedArrival, pt.plannedDeparture, pt.arrival, pt.departure]) if (t !== null && t < lo) lo = t;
  }
  return lo;
}

export function applyDiagramChanged(cached: DiagramData | undefined, event: DiagramChanged | undefined): LiveApplyResult<DiagramData> {
  if (!cached || !event || event.corridorKey !== cached.corridor.key) return undefined;
  if (event.reset) return REFETCH;
  if (event.operatingDay !== cached.operatingDay) return undefined;
  const changed = new Map(event.paths.map((p) => [p.runId, p]));
  const removed = new Set(event.removed);
  const paths: DiagramPath[] = [];
  for (const p of cached.paths) {
    if (removed.has(p.runId)) continue;
    const next = changed.get(p.runId);
    if (next) changed.delete(p.runId);
    paths.push(next ?? p);
  }
  if (changed.size) {
    paths.push(...changed.values());
    // Stable sort: paths already in order stay where they were.
    paths.sort((a, b) => pathStart(a) - pathStart(b));
  }
  return { ...cached, now: event.now, paths };
}
