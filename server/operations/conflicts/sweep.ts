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
export function trackAt(run: SweepRun, p: SweepPoint, infra: SweepInfrastructure): TrackInfo | { track: string; minTurnaroundS: null } | null {
  const tracks = infra.stationTracks.get(p.infraId);
  if (p.platform) return tracks?.find((t) => t.track === p.platform) ?? { track: p.platform, minTurnaroundS: null };
  if (!tracks) return null;
  const dir = run.direction === 0 ? 'ascending' : 'descending';
  const number = normalLineNumber(run.lineNumber);
  return tracks.find((t) => servesLine(t, run.lineId, number) && (t.direction === 'both' || t.direction === dir)) ?? null;
}

/** As infrastructure.ts normalises the declared line numbers: upper case, no spaces. */
const normalLineNumber = (n: string) => n.replace(/\s+/g, '').toUpperCase();

function servesLine(t: TrackInfo, lineId: string, lineNumber: string): boolean {
  const numbers = t.lineNumbers ?? [];
  if (t.lineIds.length === 0 && numbers.length === 0) return true;
  return t.lineIds.includes(lineId) || numbers.includes(lineNumber);
}

/** Every resource a run occupies (a cancelled run: none). */
export function occupationsOf(run: SweepRun, infra: SweepInfrastructure): ResourceUse[] {
  const pts = run.points;
  if (run.cancelled || pts.length < 2) return [];
  const out: ResourceUse[] = [];
  const occ = (start: number, end: number, dir = 0, turnaroundS = 0): Occupation => ({ run, start, end: Math.max(start, end), dir, turnaroundS });
  for (let k = 0; k + 1 < pts.length; k++) {
    const a = pts[k];
    const b = pts[k + 1];
    if (a.infraId === b.infraId) continue;
    const key = sectionKey(a.infraId, b.infraId);
    const s = infra.sections.get(key);
    const [lo, hi] = a.infraId < b.infraId ? [a, b] : [b, a];
    out.push({
      resource: {
        key: `section:${key}`, kind: 'section', fromKey: lo.key, toKey: hi.key, fromName: lo.name, toName: hi.name, track: null,
        tracks: s?.tracks ?? 2, minHeadwayS: s?.minHeadwayS ?? DEFAULT_MIN_HEADWAY_S,
      },
      occ: occ(a.dep, b.arr, a.infraId < b.infraId ? 0 : 1),
    });
  }
  for (const p of pts) {
    if (!p.served) continue;
    const t = trackAt(run, p, infra);
    if (!t) continue;
    out.push({
      resource: { key: `track:${p.infraId}#${t.track}`, kind: 'track', fromKey: p.key, toKey: null, fromName: p.name, toName: null, track: t.track, tracks: 2, minHeadwayS: 0 },
      occ: occ(p.arr, p.dep),
    });
  }
  const first = pts[0];
  const last = pts[pts.length - 1];
  for (const v of run.vehicles) {
    out.push({
      resource: { key: `vehicle:${v.id}`, kind: 'vehicle', fromKey: `vehicle:${v.id}`, toKey: null, fromName: v.number, toName: null, track: v.number, tracks: 2, minHeadwayS: 0 },
      occ: occ(first.dep, last.arr),
    });
  }
  const turn = trackAt(run, last, infra)?.minTurnaroundS ?? infra.defaultMinTurnaroundS;
  out.push({
    resource: { key: `circulation:${run.circulation}`, kind: 'circulation', fromKey: last.key, toKey: null, fromName: last.name, toName: null, track: null, tracks: 2, minHeadwayS: 0 },
    occ: occ(first.dep, last.arr, 0, turn),
  });
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

/** Overlapping occupations (strictly: touching ends do not overlap), one sweep; `pair` filters. */
function sweepOverlaps(occs: readonly Occupation[], pair: (a: Occupation, b: Occupation) => boolean, found: (a: Occupation, b: Occupation, from: number, to: number) => void): void {
  let active: Occupation[] = [];
  for (const b of occs) {
    // Anything that ended by b's start cannot overlap b or any later occupation.
    active = active.filter((a) => a.end > b.start);
    for (const a of active) {
      if (a.run.id === b.run.id || !pair(a, b)) continue;
      const to = Math.min(a.end, b.end);
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
      for (const dir of [0, 1]) {
        let active: Occupation[] = [];
        for (const b of occs) {
          if (b.dir !== dir) continue;
          active = active.filter((a) => a.end + h > b.start);
          for (const a of active) {
            if (a.run.id === b.run.id) continue;
            const gap = Math.min(b.start - a.start, b.end - a.end);
            if (gap < h) keepWorse(into, conflictOf('headway', r, a, b, b.start, Math.max(a.end, b.end), h - gap));
          }
          active.push(b);
        }
      }
      if (r.tracks === 1) {
        sweepOverlaps(occs, (a, b) => a.dir !== b.dir, (a, b, from, to) => keepWorse(into, conflictOf('singleTrack', r, a, b, from, to, to - from)));
      }
      return;
    }
    case 'track':
      sweepOverlaps(occs, () => true, (a, b, from, to) => keepWorse(into, conflictOf('stationTrack', r, a, b, from, to, to - from)));
      return;
    case 'vehicle':
      sweepOverlaps(occs, () => true, (a, b, from, to) => keepWorse(into, conflictOf('vehicleTwice', r, a, b, from, to, to - from)));
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
  const resources = new Map<string, { resource: Resource; occs: Occupation[] }>();
  for (const run of runs) {
    for (const u of occupationsOf(run, infra)) {
      const e = resources.get(u.resource.key);
      if (e) e.occs.push(u.occ);
      else resources.set(u.resource.key, { resource: u.resource, occs: [u.occ] });
    }
  }
  const out = new Map<string, Conflict>();
  for (const { resource, occs } of resources.values()) {
    occs.sort(byStart);
    sweepResource(resource, occs, out);
  }
  return sortConflicts([...out.values()]);
}

export function sortConflicts(list: Conflict[]): Conflict[] {
  return list.sort((a, b) => a.from - b.from || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
