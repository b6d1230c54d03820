/**
 * The demo control's "provoke a conflict" (pure): on a single-track section, two opposing runs
 * of different circulations that follow each other without conflict now; delaying the earlier
 * one at the station where it enters the section makes them meet on it. The delay is chosen so
 * that the earlier train enters the section half its running time before the other one would
 * (the meet in the middle: an overlap that margins in the forecast do not undo).
 */
import type { Conflict } from '../../../src/shared/operations/timeDistance';
import { sectionKey, type SweepInfrastructure, type SweepRun } from './sweep';

export interface Provocation {
  /** The run to delay, and the served stop (its point index) where it enters the section. */
  runId: string;
  point: number;
  /** The opposing run it will meet. */
  otherId: string;
  sectionKey: string;
  /** How much later the run must leave that stop (s). */
  shiftS: number;
}

/** Leave room for the measure to take effect before the train leaves. */
const MIN_LEAD_S = 120;
/** Sections run through quicker than this give no clear meet. */
const MIN_RUN_S = 60;
/** Delays longer than this are not realistic for a demo. */
const MAX_SHIFT_S = 45 * 60;

interface Pass {
  run: SweepRun;
  point: number;
  entry: number;
  exit: number;
  /** Enters at the lower station key. */
  up: boolean;
}

export function findProvocation(runs: Iterable<SweepRun>, infra: SweepInfrastructure, now: number, conflicts: readonly Conflict[]): Provocation | null {
  const single = new Map<string, Pass[]>();
  for (const run of runs) {
    if (run.cancelled) continue;
    for (let k = 0; k + 1 < run.points.length; k++) {
      const a = run.points[k];
      const b = run.points[k + 1];
      const key = sectionKey(a.infraId, b.infraId);
      if (a.infraId === b.infraId || infra.sections.get(key)?.tracks !== 1) continue;
      const list = single.get(key) ?? [];
      list.push({ run, point: k, entry: a.dep, exit: Math.max(a.dep, b.arr), up: a.infraId < b.infraId });
      single.set(key, list);
    }
  }
  // Runs already in a conflict on the section are left alone there: the provoked one must be new and clear.
  // (The id is `singleTrack:section:<key>:<runA>:<runB>`; keys and run ids may hold colons themselves.)
  const busy = new Set<string>();
  for (const c of conflicts) {
    if (c.kind !== 'singleTrack') continue;
    const resource = c.id.slice(0, c.id.length - c.runIds[0].length - c.runIds[1].length - 2);
    for (const id of c.runIds) busy.add(`${resource}>${id}`);
  }
  const isBusy = (key: string, run: SweepRun) => busy.has(`singleTrack:section:${key}>${run.id}`);
  let best: Provocation | null = null;
  for (const [key, passes] of single) {
    passes.sort((x, y) => x.entry - y.entry);
    for (let i = 0; i < passes.length; i++) {
      const a = passes[i];
      // The delayed run must still stand before the section, at a stop it serves.
      if (a.entry < now + MIN_LEAD_S || !a.run.points[a.point].served || isBusy(key, a.run)) continue;
      for (let j = i + 1; j < passes.length; j++) {
        const b = passes[j];
        if (b.entry - a.exit > MAX_SHIFT_S) break;
        if (b.up === a.up || b.run.circulation === a.run.circulation || isBusy(key, b.run) || b.entry < a.exit) continue;
        // A's new entry half its running time before B's: they overlap by min(runA / 2, runB).
        const runA = a.exit - a.entry;
        const shiftS = Math.round(b.entry - a.entry - runA / 2);
        if (runA < MIN_RUN_S || b.exit - b.entry < MIN_RUN_S || shiftS <= 0 || shiftS > MAX_SHIFT_S) continue;
        if (!best || shiftS < best.shiftS) best = { runId: a.run.id, point: a.point, otherId: b.run.id, sectionKey: key, shiftS };
      }
    }
  }
  return best;
}
