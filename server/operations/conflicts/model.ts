/**
 * What the conflict sweep works on (issue 12, docs/time-distance.md "Conflicts"): the runs with
 * their forecast (or actual) points, the infrastructure, the resources a run occupies, and the
 * small rules shared by the sweep and its tests (section keys, the station track a run uses).
 * `sweep.ts` re-exports all of it (the module the rest of the server imports).
 */
import type { Conflict } from '../../../src/shared/operations/timeDistance';

/** One station a run passes, in order: a stop (served or skipped) or a station passed through. */
export interface SweepPoint {
  /** Corridor key: `station:<id>` or `stop:<GTFS stop id>` (as CorridorStation.key). */
  key: string;
  /** Key into the infrastructure: the station id, or `stop:<id>` for a stop without station. */
  infraId: string;
  name: string;
  /** Forecast or actual times (seconds of the operating day); passed-through points interpolated. */
  arr: number;
  dep: number;
  /** A scheduled stop the run serves (skipped stops and stations passed through: false). */
  served: boolean;
  platform: string | null;
  /** Index into the run's stops; absent for a station passed through. */
  stopIndex?: number;
}

export interface SweepRun {
  id: string;
  trainNumber: string;
  lineId: string;
  /** The line's number (station tracks name their lines by number). */
  lineNumber: string;
  /** GTFS direction: 0 goes towards the line's end (station tracks declared 'ascending'). */
  direction: number;
  /** Circulation key (a run without circulation: its own id); turnarounds are checked within it. */
  circulation: string;
  /** The previous run of the circulation (null: first). */
  prevRunId: string | null;
  vehicles: readonly { id: string; number: string }[];
  /** Cancelled as a whole: occupies nothing. */
  cancelled: boolean;
  /** Up to the last stop served; at least two points for a run that occupies anything. */
  points: readonly SweepPoint[];
}

export interface TrackInfo {
  track: string;
  /** Lines that normally use the track, by id or by number (normalised); both empty: any line. */
  lineIds: readonly string[];
  lineNumbers?: readonly string[];
  direction: 'both' | 'ascending' | 'descending';
  minTurnaroundS: number | null;
}

/** What the sweep needs of the infrastructure (infrastructure.ts's `Infrastructure` fits it). */
export interface SweepInfrastructure {
  /** Key `sectionKey(stationIdA, stationIdB)`. */
  sections: ReadonlyMap<string, { tracks: 1 | 2; minHeadwayS: number }>;
  stationTracks: ReadonlyMap<string, readonly TrackInfo[]>;
  defaultMinTurnaroundS: number;
}

/** The key of a section between two stations, direction-neutral (same as infrastructure.ts). */
export function sectionKey(a: string, b: string): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}

export const NO_INFRASTRUCTURE: SweepInfrastructure = { sections: new Map(), stationTracks: new Map(), defaultMinTurnaroundS: 180 };

export type ResourceKind = 'section' | 'track' | 'vehicle' | 'circulation';

/** A resource and what its conflicts say about it. */
export interface Resource {
  key: string;
  kind: ResourceKind;
  fromKey: string;
  toKey: string | null;
  fromName: string;
  toName: string | null;
  track: string | null;
  /** Sections: tracks and minimum headway. */
  tracks: 1 | 2;
  minHeadwayS: number;
}

/** The station track a run uses at a stop: its platform, else the track mapping by line and direction. */
export function trackAt(run: SweepRun, p: SweepPoint, infra: SweepInfrastructure, lineNumber = normalLineNumber(run.lineNumber)): TrackInfo | { track: string; minTurnaroundS: null } | null {
  const tracks = infra.stationTracks.get(p.infraId);
  if (p.platform) return tracks?.find((t) => t.track === p.platform) ?? { track: p.platform, minTurnaroundS: null };
  if (!tracks) return null;
  return mappedTrack(tracks, run.lineId, lineNumber, run.direction);
}

/** The Gleismapping's track for a line (id, normalised number) and GTFS direction, or null. */
export function mappedTrack(tracks: readonly TrackInfo[], lineId: string, lineNumber: string, direction: number): TrackInfo | null {
  const dir = direction === 0 ? 'ascending' : 'descending';
  return tracks.find((t) => servesLine(t, lineId, lineNumber) && (t.direction === 'both' || t.direction === dir)) ?? null;
}

/** As infrastructure.ts normalises the declared line numbers: upper case, no spaces. */
export const normalLineNumber = (n: string) => n.replace(/\s+/g, '').toUpperCase();

function servesLine(t: TrackInfo, lineId: string, lineNumber: string): boolean {
  const numbers = t.lineNumbers ?? [];
  if (t.lineIds.length === 0 && numbers.length === 0) return true;
  return t.lineIds.includes(lineId) || numbers.includes(lineNumber);
}

/** Two findings of the same id (a run passing a resource twice): the more severe one, then the earlier. */
export function keepWorse(m: Map<string, Conflict>, c: Conflict): void {
  const had = m.get(c.id);
  if (!had || c.severityS > had.severityS || (c.severityS === had.severityS && (c.from < had.from || (c.from === had.from && c.to < had.to)))) m.set(c.id, c);
}

export function sortConflicts(list: Conflict[]): Conflict[] {
  return list.sort((a, b) => a.from - b.from || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
