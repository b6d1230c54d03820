/**
 * Per-subscriber views of the engine's topics. Unfiltered subscribers get the very object the
 * engine published (built once per tick, shared by all); filtered ones a copy with their rows or
 * positions, and nothing when none are left. return() reaches the source at once, as in
 * server/resources/schema.ts (an async generator would wait for the next event).
 */
import type { PositionBatch, RunPosition, RunRow, RunsChanged } from '../../../src/shared/operations/types';

export function mapIterator<T, U>(source: AsyncIterableIterator<T>, map: (value: T) => U | null): AsyncIterableIterator<U> {
  const done = async (): Promise<IteratorResult<U>> => {
    await source.return?.();
    return { value: undefined, done: true };
  };
  const it: AsyncIterableIterator<U> = {
    async next() {
      for (;;) {
        const r = await source.next();
        if (r.done) return { value: undefined, done: true };
        const v = map(r.value);
        if (v !== null) return { value: v, done: false };
      }
    },
    return: done,
    throw: (e?: unknown) => done().then(() => Promise.reject(e)),
    [Symbol.asyncIterator]: () => it,
  };
  return it;
}

export interface RunsFilter {
  operatingDay?: string | null;
  lineIds?: string[] | null;
  runId?: string | null;
}

export function filterRunsChanged(f: RunsFilter): (c: RunsChanged) => RunsChanged | null {
  const lines = f.lineIds?.length ? new Set(f.lineIds) : null;
  const keep = (r: RunRow) => (!lines || lines.has(r.lineId)) && (!f.runId || r.id === f.runId);
  return (c) => {
    if (f.operatingDay && c.operatingDay !== f.operatingDay) return null;
    if (!lines && !f.runId) return c;
    if (c.reset) return { ...c, runs: c.runs.filter(keep) };
    const runs = c.runs.filter(keep);
    return runs.length ? { ...c, runs } : null;
  };
}

export interface PositionsFilter {
  lineIds?: string[] | null;
  /** [west, south, east, north] */
  bbox?: number[] | null;
  runId?: string | null;
}

export function filterPositions(f: PositionsFilter): (b: PositionBatch) => PositionBatch | null {
  const lines = f.lineIds?.length ? new Set(f.lineIds) : null;
  const box = f.bbox && f.bbox.length === 4 ? f.bbox : null;
  if (!lines && !box && !f.runId) return (b) => b;
  const keep = (p: RunPosition) =>
    (!lines || lines.has(p.lineId)) && (!f.runId || p.id === f.runId) && (!box || (p.lon >= box[0] && p.lat >= box[1] && p.lon <= box[2] && p.lat <= box[3]));
  return (b) => {
    const positions = b.positions.filter(keep);
    return positions.length ? { ...b, positions } : null;
  };
}
