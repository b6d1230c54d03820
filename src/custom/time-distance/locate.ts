/**
 * Where to look (pure): a train found by its number, the time and place of a train or a conflict
 * on the corridor, and the conflicts that touch the corridor. Places are station positions
 * (fractional indices into the corridor's stations); the page turns them into axis units with
 * the chart's station axis.
 */
import type { Conflict, Corridor, DiagramPath, PathPoint } from '../../shared/operations/timeDistance';

/** A path by train number: exact (case and spaces ignored) first, else the first that contains the text. */
export function findTrain(paths: readonly DiagramPath[], text: string): DiagramPath | null {
  const q = text.replace(/\s+/g, '').toLowerCase();
  if (!q) return null;
  const norm = (p: DiagramPath) => p.trainNumber.replace(/\s+/g, '').toLowerCase();
  return paths.find((p) => norm(p) === q) ?? paths.find((p) => norm(p).includes(q)) ?? null;
}

export interface Focus {
  /** Seconds of the operating day. */
  t: number;
  /** Fractional station index on the corridor. */
  station: number;
}

const timeOf = (p: PathPoint) => p.departure ?? p.arrival ?? p.plannedDeparture ?? p.plannedArrival;

/** A running train: where it is now; else the point of its path nearest to `now` in time. */
export function trainFocus(path: DiagramPath, now: number): Focus | null {
  const c = path.current;
  if (c && path.points[c.from]) {
    const a = path.points[c.from].station;
    const b = path.points[c.from + 1]?.station ?? a;
    return { t: c.at, station: a + (b - a) * c.progress };
  }
  let best: Focus | null = null;
  let bestGap = Infinity;
  for (const p of path.points) {
    const t = timeOf(p);
    if (t === null) continue;
    const gap = Math.abs(t - now);
    if (gap < bestGap) {
      bestGap = gap;
      best = { t, station: p.station };
    }
  }
  return best;
}

/** The middle of a conflict, when its place is on the corridor (else only its time: station null). */
export function conflictFocus(conflict: Conflict, corridor: Corridor): { t: number; station: number | null } {
  const index = (key: string | null) => (key ? corridor.stations.findIndex((s) => s.key === key) : -1);
  const a = index(conflict.fromKey);
  const b = index(conflict.toKey);
  const t = (conflict.from + conflict.to) / 2;
  if (a < 0 && b < 0) return { t, station: null };
  if (a < 0 || b < 0) return { t, station: Math.max(a, b) };
  return { t, station: (a + b) / 2 };
}

/**
 * The conflicts of a corridor: a section with both stations on it, a station (track) on it, or a
 * vehicle conflict (`vehicle:` key) of a train drawn on it. A section elsewhere is left out even
 * when one of its trains also runs on this corridor.
 */
export function conflictsOnCorridor(conflicts: readonly Conflict[], corridor: Corridor, paths: readonly DiagramPath[]): Conflict[] {
  const keys = new Set(corridor.stations.map((s) => s.key));
  const runs = new Set(paths.map((p) => p.runId));
  return conflicts.filter((c) =>
    c.fromKey.startsWith('vehicle:')
      ? runs.has(c.runIds[0]) || runs.has(c.runIds[1])
      : keys.has(c.fromKey) && (c.toKey === null || keys.has(c.toKey)),
  );
}

/** Axis units (0..1) of a fractional station index, by the chart's station axis. */
export function axisAt(axis: ArrayLike<number>, station: number): number {
  if (axis.length === 0) return 0.5;
  const i = Math.max(0, Math.min(axis.length - 1, Math.floor(station)));
  const j = Math.min(axis.length - 1, i + 1);
  const f = Math.max(0, Math.min(1, station - i));
  return axis[i] + (axis[j] - axis[i]) * f;
}

/**
 * The space window for a jump to axis position `u`: unchanged while `u` is well inside it or the
 * whole corridor (axis 0..1) is in view, else centred on `u` but kept on the corridor (with
 * `margin` beyond its ends) when it is not wider than that.
 */
export function spaceFor<V extends { k0: number; k1: number }>(view: V, u: number, margin = 0.1, ends = 0.03): V {
  const span = view.k1 - view.k0;
  const whole = view.k0 <= 0 && view.k1 >= 1;
  if (whole || (u >= view.k0 + margin * span && u <= view.k1 - margin * span)) return view;
  let k0 = u - span / 2;
  if (span <= 1 + 2 * ends) k0 = Math.min(Math.max(k0, -ends), 1 + ends - span);
  return { ...view, k0, k1: k0 + span };
}

/** The time window for a jump to `t`: unchanged while `t` is well inside it (following the clock goes on), else centred on `t`. */
export function timeFor<V extends { t0: number; t1: number }>(view: V, t: number, margin = 0.1): V {
  const span = view.t1 - view.t0;
  if (t >= view.t0 + margin * span && t <= view.t1 - margin * span) return view;
  return { ...view, t0: t - span / 2, t1: t + span / 2 };
}

/** Conflicts that involve a train whose number contains the text (all when it is empty). */
export function conflictsOfTrain<C extends { trainNumbers: readonly string[] }>(conflicts: readonly C[], text: string): readonly C[] {
  const q = text.replace(/\s+/g, '').toLowerCase();
  if (!q) return conflicts;
  return conflicts.filter((c) => c.trainNumbers.some((n) => n.replace(/\s+/g, '').toLowerCase().includes(q)));
}
