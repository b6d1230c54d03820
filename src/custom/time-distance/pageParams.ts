/**
 * The page's state in the URL (pure): which corridor (`line`, `corridor`, or `path` = the path of
 * a run) and which run is selected (`run`). `/bildfahrplan?run=<id>` alone is how the circulation
 * list and the map open a train: the page then picks the run's line.
 */
import type { CorridorInput } from '../../shared/operations/timeDistance';

export interface PageParams {
  lineId: string | null;
  corridorId: string | null;
  /** Corridor built from this run's path ("from train"). */
  pathRunId: string | null;
  /** The selected run. */
  runId: string | null;
}

const get = (s: URLSearchParams, name: string) => s.get(name)?.trim() || null;

export function parsePageParams(search: URLSearchParams): PageParams {
  // One corridor source at a time; a saved corridor wins over a line, a line over a path.
  const corridorId = get(search, 'corridor');
  const lineId = corridorId ? null : get(search, 'line');
  const pathRunId = corridorId || lineId ? null : get(search, 'path');
  return { lineId, corridorId, pathRunId, runId: get(search, 'run') };
}

export function pageSearch(p: PageParams): URLSearchParams {
  const s = new URLSearchParams();
  if (p.corridorId) s.set('corridor', p.corridorId);
  else if (p.lineId) s.set('line', p.lineId);
  else if (p.pathRunId) s.set('path', p.pathRunId);
  if (p.runId) s.set('run', p.runId);
  return s;
}

/** The corridor the server builds for these parameters; null: none chosen yet. */
export function corridorInputOf(p: PageParams): CorridorInput | null {
  if (p.corridorId) return { corridorId: p.corridorId };
  if (p.lineId) return { lineId: p.lineId };
  if (p.pathRunId) return { runId: p.pathRunId };
  return null;
}

/** A new corridor source replaces the others; the selection stays. */
export function withCorridor(p: PageParams, source: { lineId?: string; corridorId?: string; pathRunId?: string }): PageParams {
  return { lineId: source.lineId ?? null, corridorId: source.corridorId ?? null, pathRunId: source.pathRunId ?? null, runId: p.runId };
}

