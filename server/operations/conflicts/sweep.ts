/**
 * The conflict sweep (issue 12, docs/time-distance.md "Conflicts"), pure: runs with their forecast
 * (or actual) times → the resources they occupy (sections, station tracks, vehicles, circulations)
 * → per resource an interval sweep over the occupations sorted by start, with an active set, not
 * all pairs. The incremental index (index.ts) keeps the occupations per resource and calls
 * `sweepResource` for the resources a change touches.
 */
import { DEFAULT_MIN_HEADWAY_S, type Conflict, type ConflictKind } from '../../../src/shared/operations/timeDistance';

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

/** One run's occupation of one resource: [start, end] and, on a section, its direction. */
export interface Occupation {
  run: SweepRun;
  start: number;
  end: number;
  /** Section: 0 from the lower station key to the higher, 1 back. */
  dir: number;
  /** Circulation: the minimum turnaround at the run's last stop (s). */
  turnaroundS: number;
}

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

export interface ResourceUse {
  resource: Resource;
  occ: Occupation;
}

/** The station track a run uses at a stop: its platform, else the track mapping by line and direction. */
export function trackAt(run: SweepRun, p: SweepPoint, infra: SweepInfrastructure, lineNumber = normalLineNumber(run.lineNumber)): TrackInfo | { track: string; minTurnaroundS: null } | null {
  const tracks = infra.stationTracks.get(p.infraId);
  if (p.platform) return tracks?.find((t) => t.track === p.platform) ?? { track: p.platform, minTurnaroundS: null };
  if (!tracks) return null;
  const dir = run.direction === 0 ? 'ascending' : 'descending';
  return tracks.find((t) => servesLine(t, run.lineId, lineNumber) && (t.direction === 'both' || t.direction === dir)) ?? null;
}

/** As infrastructure.ts normalises the declared line numbers: upper case, no spaces. */
const normalLineNumber = (n: string) => n.replace(/\s+/g, '').toUpperCase();

function servesLine(t: TrackInfo, lineId: string, lineNumber: string): boolean {
  const numbers = t.lineNumbers ?? [];
  if (t.lineIds.length === 0 && numbers.length === 0) return true;
  return t.lineIds.includes(lineId) || numbers.includes(lineNumber);
}

/** A resource's key and whatever its user keeps for it (the index: its entry). */
export interface Slot<T> {
  key: string;
  value: T | undefined;
}

/**
 * Resource keys by their parts, built once, each with a slot for its user (a day has ~700,000
 * occupations of a few thousand resources: concatenating and hashing a key string, then looking
 * it up, per occupation was most of the cost).
 */
export class ResourceKeys<T = unknown> {
  /** prefix (one separator each) → a → b → slot. */
  private readonly byPrefix = new Map<string, Map<string, Map<string, Slot<T>>>>();

  /** The slot of `${prefix}${a}${sep}${b}`, the same every time; a prefix always comes with the same sep. */
  slot(prefix: string, a: string, sep: string, b: string): Slot<T> {
    let outer = this.byPrefix.get(prefix);
    if (!outer) this.byPrefix.set(prefix, (outer = new Map()));
    let inner = outer.get(a);
    if (!inner) outer.set(a, (inner = new Map()));
    let k = inner.get(b);
    if (k === undefined) inner.set(b, (k = { key: `${prefix}${a}${sep}${b}`, value: undefined }));
    return k;
  }
}

/**
 * Called per occupation with the resource's key and what `describeResource` needs to describe a
 * resource the sink does not know yet (no closure per occupation: a day has ~700,000).
 */
export type OccupationSink<T = unknown> = (slot: Slot<T>, occ: Occupation, kind: ResourceKind, a: SweepPoint, b: SweepPoint | null, label: string | null) => void;

/** The description of a resource from what a sink was given with its first occupation. */
export function describeResource(key: string, kind: ResourceKind, a: SweepPoint, b: SweepPoint | null, label: string | null, infra: SweepInfrastructure): Resource {
  switch (kind) {
    case 'section': {
      const s = infra.sections.get(sectionKey(a.infraId, b!.infraId));
      return {
        key, kind, fromKey: a.key, toKey: b!.key, fromName: a.name, toName: b!.name, track: null,
        tracks: s?.tracks ?? 2, minHeadwayS: s?.minHeadwayS ?? DEFAULT_MIN_HEADWAY_S,
      };
    }
    case 'track':
      return { key, kind, fromKey: a.key, toKey: null, fromName: a.name, toName: null, track: label, tracks: 2, minHeadwayS: 0 };
    case 'vehicle':
      // The key is `vehicle:<id>`; the label the vehicle's number.
      return { key, kind, fromKey: key, toKey: null, fromName: label ?? key, toName: null, track: label, tracks: 2, minHeadwayS: 0 };
    case 'circulation':
      return { key, kind, fromKey: a.key, toKey: null, fromName: a.name, toName: null, track: null, tracks: 2, minHeadwayS: 0 };
  }
}

function occupation(run: SweepRun, start: number, end: number, dir: number, turnaroundS: number): Occupation {
  return { run, start, end: end > start ? end : start, dir, turnaroundS };
}

/** Every resource a run occupies (a cancelled run: none), to a sink. */
export function forEachOccupation<T>(run: SweepRun, infra: SweepInfrastructure, sink: OccupationSink<T>, keys: ResourceKeys<T> = new ResourceKeys<T>()): void {
  const pts = run.points;
  if (run.cancelled || pts.length < 2) return;
  for (let k = 0; k + 1 < pts.length; k++) {
    const a = pts[k];
    const b = pts[k + 1];
    if (a.infraId === b.infraId) continue;
    const up = a.infraId < b.infraId;
    const lo = up ? a : b;
    const hi = up ? b : a;
    sink(keys.slot('section:', lo.infraId, '|', hi.infraId), occupation(run, a.dep, b.arr, up ? 0 : 1, 0), 'section', lo, hi, null);
  }
  const lineNumber = normalLineNumber(run.lineNumber);
  for (const p of pts) {
    if (!p.served) continue;
    const t = trackAt(run, p, infra, lineNumber);
    if (t) sink(keys.slot('track:', p.infraId, '#', t.track), occupation(run, p.arr, p.dep, 0, 0), 'track', p, null, t.track);
  }
  const first = pts[0];
  const last = pts[pts.length - 1];
  for (const v of run.vehicles) sink(keys.slot('vehicle:', '', '', v.id), occupation(run, first.dep, last.arr, 0, 0), 'vehicle', first, null, v.number);
  const turn = trackAt(run, last, infra, lineNumber)?.minTurnaroundS ?? infra.defaultMinTurnaroundS;
  sink(keys.slot('circulation:', '', '', run.circulation), occupation(run, first.dep, last.arr, 0, turn), 'circulation', last, null, null);
}

/** Every resource a run occupies, as a list (tests, previews). */
export function occupationsOf(run: SweepRun, infra: SweepInfrastructure): ResourceUse[] {
  const out: ResourceUse[] = [];
  forEachOccupation(run, infra, (slot, occ, kind, a, b, label) => out.push({ resource: describeResource(slot.key, kind, a, b, label, infra), occ }));
  return out;
}

/** Occupations by start, then run id (the order that decides which run is "the earlier"). */
export function byStart(a: Occupation, b: Occupation): number {
  return a.start - b.start || (a.run.id < b.run.id ? -1 : a.run.id > b.run.id ? 1 : 0);
}

export function conflictOf(kind: ConflictKind, r: Resource, a: Occupation, b: Occupation, from: number, to: number, severityS: number, at?: SweepPoint): Conflict {
  return {
    id: `${kind}:${r.key}:${a.run.id}:${b.run.id}`,
    kind,
    runIds: [a.run.id, b.run.id],
    trainNumbers: [a.run.trainNumber, b.run.trainNumber],
    fromKey: at?.key ?? r.fromKey,
    toKey: r.toKey,
    fromName: at?.name ?? r.fromName,
    toName: r.toName,
    track: r.track,
    from,
    to,
    severityS,
  };
}

/** Two findings of the same id (a run passing a resource twice): the more severe one, then the earlier. */
export function keepWorse(m: Map<string, Conflict>, c: Conflict): void {
  const had = m.get(c.id);
  if (!had || c.severityS > had.severityS || (c.severityS === had.severityS && (c.from < had.from || (c.from === had.from && c.to < had.to)))) m.set(c.id, c);
}

/**
 * Overlapping occupations (strictly: touching ends do not overlap), one sweep; `pair` filters.
 * The active set drops what ended by b's start (it cannot overlap b or anything later), by
 * swapping in the last element: the order inside the set does not matter.
 */
function sweepOverlaps(occs: readonly Occupation[], pair: ((a: Occupation, b: Occupation) => boolean) | null, found: (a: Occupation, b: Occupation, from: number, to: number) => void): void {
  const active: Occupation[] = [];
  for (const b of occs) {
    for (let i = 0; i < active.length; ) {
      const a = active[i];
      if (a.end <= b.start) {
        active[i] = active[active.length - 1];
        active.pop();
        continue;
      }
      i++;
      if (a.run.id === b.run.id || (pair && !pair(a, b))) continue;
      const to = a.end < b.end ? a.end : b.end;
      if (to > b.start) found(a, b, b.start, to);
    }
    active.push(b);
  }
}

/**
 * The conflicts on one resource. `occs` must be sorted with `byStart`. Sections: headway per
 * direction and, on single track, opposing overlaps; station tracks and vehicles: overlaps;
 * circulations: each run against its predecessor's arrival + minimum turnaround.
 */
export function sweepResource(r: Resource, occs: readonly Occupation[], into: Map<string, Conflict>): void {
  switch (r.kind) {
    case 'section': {
      const h = r.minHeadwayS;
      // Headway, per direction: b enters less than h after a entered, or leaves less than h after a left
      // (a faster train catching up). Once a.end + h <= b.start neither can hold for b or any later one.
      const active: Occupation[][] = [[], []];
      for (const b of occs) {
        const set = active[b.dir];
        for (let i = 0; i < set.length; ) {
          const a = set[i];
          if (a.end + h <= b.start) {
            set[i] = set[set.length - 1];
            set.pop();
            continue;
          }
          i++;
          if (a.run.id === b.run.id) continue;
          const gap = Math.min(b.start - a.start, b.end - a.end);
          if (gap < h) keepWorse(into, conflictOf('headway', r, a, b, b.start, Math.max(a.end, b.end), h - gap));
        }
        set.push(b);
      }
      if (r.tracks === 1) {
        sweepOverlaps(occs, (a, b) => a.dir !== b.dir, (a, b, from, to) => keepWorse(into, conflictOf('singleTrack', r, a, b, from, to, to - from)));
      }
      return;
    }
    case 'track':
      sweepOverlaps(occs, null, (a, b, from, to) => keepWorse(into, conflictOf('stationTrack', r, a, b, from, to, to - from)));
      return;
    case 'vehicle':
      sweepOverlaps(occs, null, (a, b, from, to) => keepWorse(into, conflictOf('vehicleTwice', r, a, b, from, to, to - from)));
      return;
    case 'circulation': {
      const byRun = new Map(occs.map((o) => [o.run.id, o]));
      for (const b of occs) {
        const a = b.run.prevRunId ? byRun.get(b.run.prevRunId) : undefined;
        if (!a) continue;
        const ready = a.end + a.turnaroundS;
        if (b.start < ready) {
          const last = a.run.points[a.run.points.length - 1];
          keepWorse(into, conflictOf('turnaround', r, a, b, a.end, ready, ready - b.start, last));
        }
      }
      return;
    }
  }
}

/** Every conflict of a set of runs, from scratch. */
export function sweepAll(runs: Iterable<SweepRun>, infra: SweepInfrastructure): Conflict[] {
  type Group = { resource: Resource; occs: Occupation[] };
  const resources: Group[] = [];
  const sink: OccupationSink<Group> = (slot, occ, kind, a, b, label) => {
    if (slot.value) slot.value.occs.push(occ);
    else resources.push((slot.value = { resource: describeResource(slot.key, kind, a, b, label, infra), occs: [occ] }));
  };
  const keys = new ResourceKeys<Group>();
  for (const run of runs) forEachOccupation(run, infra, sink, keys);
  const out = new Map<string, Conflict>();
  for (const { resource, occs } of resources) {
    occs.sort(byStart);
    sweepResource(resource, occs, out);
  }
  return sortConflicts([...out.values()]);
}

export function sortConflicts(list: Conflict[]): Conflict[] {
  return list.sort((a, b) => a.from - b.from || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
