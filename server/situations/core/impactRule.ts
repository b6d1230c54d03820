/**
 * Which runs a situation touches (the "check impact" preview, issue 13 item 2), pure: a run of a
 * given line, a run stopping at a given station, or a run passing between the two stations of a
 * given section, at a time inside [startAt, endAt). Times are epoch ms.
 */
import type { ImpactRun } from '../../../src/shared/situations/api';

export interface ImpactStop {
  stopId: string;
  stationId: string | null;
  name: string;
  /** Planned arrival or departure, epoch ms (null when neither is known). */
  at: number | null;
}

export interface ImpactCandidate {
  runId: string;
  trainNumber: string;
  lineId: string;
  lineNumber: string;
  departure: number;
  arrival: number;
  stops: ImpactStop[];
}

export interface ImpactArea {
  lineIds: ReadonlySet<string>;
  stationIds: ReadonlySet<string>;
  /** Sections as station-id pairs (either direction). */
  sections: readonly [string, string][];
  start: number;
  end: number;
}

const inWindow = (t: number | null, a: ImpactArea) => t !== null && t >= a.start && t < a.end;
const stationOf = (s: ImpactStop) => s.stationId ?? s.stopId;

export function impactOf(run: ImpactCandidate, area: ImpactArea): ImpactRun | null {
  // The run must be under way at some time of the window.
  if (run.arrival < area.start || run.departure >= area.end) return null;
  const names = new Set<string>();
  if (area.lineIds.has(run.lineId) || area.lineIds.has(run.lineNumber)) {
    for (const s of run.stops) if (inWindow(s.at, area)) names.add(s.name);
    if (names.size === 0) run.stops.forEach((s) => names.add(s.name));
  }
  for (const s of run.stops) if ((area.stationIds.has(stationOf(s)) || area.stationIds.has(s.stopId)) && inWindow(s.at, area)) names.add(s.name);
  for (let k = 1; k < run.stops.length; k++) {
    const a = stationOf(run.stops[k - 1]);
    const b = stationOf(run.stops[k]);
    const hit = area.sections.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
    if (hit && (inWindow(run.stops[k - 1].at, area) || inWindow(run.stops[k].at, area))) {
      names.add(run.stops[k - 1].name);
      names.add(run.stops[k].name);
    }
  }
  if (names.size === 0) return null;
  return {
    runId: run.runId, trainNumber: run.trainNumber, lineId: run.lineId, departure: new Date(run.departure).toISOString(),
    affectedStops: run.stops.map((s) => s.name).filter((n) => names.has(n)).filter((n, i, xs) => xs.indexOf(n) === i),
  };
}
