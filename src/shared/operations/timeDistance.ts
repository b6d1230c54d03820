/**
 * The time-distance diagram's contract (Bildfahrplan, issue 12), shared by the server (corridor and
 * path builder, conflict sweep) and the browser (the diagram page). Plain types and constants only;
 * see docs/time-distance.md. All times are seconds after midnight of the operating day, as in
 * `RunStop` (values past 86,400 belong to the night after).
 */
import type { RunPhase, RunStatus } from './types';

/** One station of a corridor's axis. */
export interface CorridorStation {
  /** `station:<station id>` when the stop is one of the operator's stations, else `stop:<GTFS stop id>`. */
  key: string;
  stationId: string | null;
  name: string;
  /** Kilometre position along the corridor, from its first station (0), increasing. */
  km: number;
}

/** What a corridor is built from: a line, a saved corridor, a train's path, or stations in order. */
export interface CorridorInput {
  lineId?: string | null;
  corridorId?: string | null;
  runId?: string | null;
  stationKeys?: string[] | null;
}

export interface Corridor {
  /** Stable key of the corridor (same input, same key): subscriptions and caches use it. */
  key: string;
  name: string;
  lineId: string | null;
  corridorId: string | null;
  stations: CorridorStation[];
}

/** A run at one corridor station, in the order the run passes them. */
export interface PathPoint {
  /** Index into `Corridor.stations`. */
  station: number;
  plannedArrival: number | null;
  plannedDeparture: number | null;
  /** Actual time once passed, else the forecast (null: not known, e.g. a skipped stop). */
  arrival: number | null;
  departure: number | null;
  /** The train has left (or passed) this station: arrival/departure are actual times. */
  passed: boolean;
  /** A station the run passes without a scheduled stop (times interpolated by km). */
  passThrough: boolean;
  /** A scheduled stop not served (cancelled part, skipped stop, beyond a short turn). */
  skipped: boolean;
  /** Platform track from the timetable (GTFS platform_code), when known. */
  platform: string | null;
}

/** One run on a corridor: planned, actual and forecast path in one list of points. */
export interface DiagramPath {
  runId: string;
  trainNumber: string;
  lineId: string;
  lineNumber: string;
  lineColor: string;
  lineTextColor: string;
  circulationId: string | null;
  /** Run goes with increasing corridor km (true) or against it. */
  ascending: boolean;
  status: RunStatus;
  phase: RunPhase;
  /** Current (or forecast) delay in seconds. */
  delayS: number;
  /** Cancelled as a whole (every point skipped). */
  cancelled: boolean;
  points: PathPoint[];
  /**
   * Where the running train is now: between points[from] and points[from + 1] at `progress` (0..1
   * by km; 0 and standing: at points[from]); `at` is the time of that position. Null unless running.
   */
  current: { from: number; progress: number; at: number } | null;
}

export interface DiagramData {
  operatingDay: string;
  /** The engine's time (seconds of the operating day) when the data was built. */
  now: number;
  corridor: Corridor;
  paths: DiagramPath[];
}

/** Pushed by `Subscription.timeDistanceChanged(corridor)` at most once a second. */
export interface DiagramChanged {
  operatingDay: string;
  now: number;
  corridorKey: string;
  /** Paths that changed or appeared since the last event (whole paths). */
  paths: DiagramPath[];
  /** Runs no longer on the corridor. */
  removed: string[];
  /** The day changed (timetable activated, rollover): refetch everything. */
  reset: boolean;
}

// ---- conflicts -----------------------------------------------------------------------------

export type ConflictKind =
  /** Two trains in the same direction on one section closer than its minimum headway. */
  | 'headway'
  /** Opposing trains on a single-track section at the same time (a meet outside a crossing station). */
  | 'singleTrack'
  /** Two trains on one platform track of a station at once. */
  | 'stationTrack'
  /** A vehicle's next run departs before its arrival + the minimum turnaround. */
  | 'turnaround'
  /** One vehicle on two runs at once. */
  | 'vehicleTwice';

export const CONFLICT_KINDS: readonly ConflictKind[] = ['headway', 'singleTrack', 'stationTrack', 'turnaround', 'vehicleTwice'];

/** Default minimum headway on a section without a declared value (seconds). */
export const DEFAULT_MIN_HEADWAY_S = 120;

export interface Conflict {
  /** Stable while the same two runs conflict on the same resource: `${kind}:${resource}:${runA}:${runB}`. */
  id: string;
  kind: ConflictKind;
  /** The two runs, the earlier first. */
  runIds: [string, string];
  trainNumbers: [string, string];
  /** The resource: a section (two station keys, in corridor-neutral order), a station track, or a vehicle. */
  fromKey: string;
  toKey: string | null;
  /** Station names of fromKey/toKey, for texts. */
  fromName: string;
  toName: string | null;
  /** Platform track or vehicle number, when the resource is one. */
  track: string | null;
  /** The interval the conflict covers (seconds of the operating day). */
  from: number;
  to: number;
  /** By how much the rule is broken (seconds: headway missing, overlap, turnaround missing). */
  severityS: number;
}

/** Pushed by `Subscription.conflictsChanged(operatingDay)` when the set changes. */
export interface ConflictsChanged {
  operatingDay: string;
  added: Conflict[];
  /** Ids of conflicts that are gone. */
  removed: string[];
  total: number;
  reset: boolean;
}

/** Result of `Mutation.previewMeasure`: the day as it would be with the measure, nothing stored. */
export interface MeasurePreview {
  /** The paths on the given corridor that the measure changes, as they would be (ghost paths). */
  paths: DiagramPath[];
  /** Conflicts the measure would add and remove (whole day, not only the corridor). */
  conflictsAdded: Conflict[];
  conflictsRemoved: Conflict[];
}

// ---- presentation defaults -----------------------------------------------------------------

/** The default time window around now: one hour back, two ahead. */
export const DEFAULT_WINDOW_BEFORE_S = 3600;
export const DEFAULT_WINDOW_AFTER_S = 7200;
/** The train number turns red from this delay on (configurable in the page). */
export const DEFAULT_LATE_MARK_S = 300;
