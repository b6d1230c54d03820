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


/** The corridor source kept between visits (localStorage), without the selection. */
export type CorridorSource = Pick<PageParams, 'lineId' | 'corridorId' | 'pathRunId'>;

/**
 * What to show when the address names no corridor and no run: the corridor of the last visit when
 * it still exists (a line of the day, or a saved corridor the server will check), else the day's
 * first line. A dispatcher opening the menu entry sees a diagram at once, not an empty page.
 */
export function defaultCorridor(last: CorridorSource | null, lineIds: readonly string[]): CorridorSource | null {
  if (last?.corridorId) return { lineId: null, corridorId: last.corridorId, pathRunId: null };
  if (last?.lineId && lineIds.includes(last.lineId)) return { lineId: last.lineId, corridorId: null, pathRunId: null };
  return lineIds.length ? { lineId: lineIds[0], corridorId: null, pathRunId: null } : null;
}

/** Reads a kept corridor source; anything unreadable counts as none. */
export function parseCorridorSource(text: string | null): CorridorSource | null {
  if (!text) return null;
  try {
    const v = JSON.parse(text) as Partial<Record<keyof CorridorSource, unknown>>;
    const str = (x: unknown) => (typeof x === 'string' && x ? x : null);
    const source = { lineId: str(v.lineId), corridorId: str(v.corridorId), pathRunId: null };
    return source.lineId || source.corridorId ? source : null;
  } catch {
    return null;
  }
}
