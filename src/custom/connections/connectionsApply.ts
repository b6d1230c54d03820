/**
 * Applying a live `connectionsChanged` event to the cached connections of the day (pure;
 * useLiveCache's apply). The page holds every connection of the day and filters on the client,
 * so an event merges completely: changed rows replace theirs (or join), removed ids go, the order
 * by decideBy and the counts per state are made again. A reset reads the day again.
 */
import type { ConnectionRow, ConnectionState, ConnectionsChanged } from '../../shared/connections/types';
import { REFETCH, type LiveApplyResult } from '../../providers/query';
import type { ConnectionPage } from './api';

/** The server's order: by decideBy, then station and the departing train (stable for equal times). */
export function compareConnections(a: ConnectionRow, b: ConnectionRow): number {
  return a.decideBy - b.decideBy || a.stationName.localeCompare(b.stationName) || a.id.localeCompare(b.id);
}

export function countStates(rows: readonly ConnectionRow[]): Partial<Record<ConnectionState, number>> {
  const counts: Partial<Record<ConnectionState, number>> = {};
  for (const r of rows) counts[r.state] = (counts[r.state] ?? 0) + 1;
  return counts;
}

/**
 * Which rows of an event belong to the cached list: all for the day's list; for one run's list
 * (the train popup) those where the run is the feeder or the departing train.
 */
export type RowScope = (row: ConnectionRow) => boolean;
export const wholeDay: RowScope = () => true;
export const ofRun = (runId: string): RowScope => (row) => row.feederRunId === runId || row.departingRunId === runId;

export function mergeConnections(rows: readonly ConnectionRow[], event: Pick<ConnectionsChanged, 'rows' | 'removed'>, scope: RowScope): ConnectionRow[] | null {
  const removed = new Set(event.removed);
  const changed = new Map(event.rows.filter(scope).map((r) => [r.id, r]));
  if (changed.size === 0 && !rows.some((r) => removed.has(r.id))) return null;
  const next: ConnectionRow[] = [];
  for (const row of rows) {
    if (removed.has(row.id)) continue;
    const update = changed.get(row.id);
    if (update) changed.delete(row.id);
    next.push(update ?? row);
  }
  next.push(...changed.values());
  return next.sort(compareConnections);
}

/**
 * useLiveCache's apply: rows of another day do not concern the list; a reset does, whatever its
 * day (the server announces the change to the next operating day with a reset of that day).
 */
export function applyConnectionsChanged(
  cached: ConnectionPage | undefined,
  event: ConnectionsChanged | null | undefined,
  scope: RowScope = wholeDay,
): LiveApplyResult<ConnectionPage> {
  if (!event || !cached) return undefined;
  if (event.reset) return REFETCH;
  if (event.operatingDay !== cached.operatingDay) return undefined;
  const rows = mergeConnections(cached.rows, event, scope);
  if (!rows) return undefined;
  return { ...cached, rows, total: rows.length, counts: countStates(rows) };
}
