/**
 * The live-operations contract shared by the server (engine, GraphQL) and the browser
 * (circulation list, control centre). Plain types and constants only: see docs/operations.md.
 */
import type { Role } from '../resource/types';

/** Status label of a run (specification point 4), one per run, decided in this priority order. */
export type RunStatus =
  /** Cancelled as a whole, or partly and the run is past the station the cancellation starts at. */
  | 'cancelled'
  /** A reroute measure (divert, skip stops, short turn) is in effect. */
  | 'diverted'
  /** The vehicle was taken out of service (vehicle failure) while the run was due. */
  | 'outOfService'
  /** Delay (actual or forecast) at or above DELAY_THRESHOLD_S. */
  | 'delayed'
  /** Running now, delay below the threshold. */
  | 'inService'
  /** Not running now (not yet departed or arrived), delay below the threshold. */
  | 'onTime';

export const RUN_STATUSES: readonly RunStatus[] = ['onTime', 'delayed', 'cancelled', 'diverted', 'inService', 'outOfService'];

/** Where a run is in its life on the operating day. */
export type RunPhase = 'planned' | 'running' | 'finished';

/** A run counts as delayed from this delay on (3 minutes, the usual regional punctuality limit). */
export const DELAY_THRESHOLD_S = 180;
/** A run counts as early from this much ahead of the timetable (a negative delay). */
export const EARLY_THRESHOLD_S = -60;
/** Shortest turnaround the simulator allows a vehicle between two runs of its circulation. */
export const MIN_TURNAROUND_S = 180;

/**
 * hold: the run waits at a stop for a connection (issue 14; fromStopId, delayS = the departure delay
 * at that stop it is held to, connectionId). breakConnection: the dispatcher decided a connection is
 * not kept (no effect on the run; runId = the departing run, connectionId). platformChange: the run
 * uses another platform at a stop (fromStopId, platform).
 */
export type MeasureType = 'cancel' | 'delay' | 'reroute' | 'assignVehicle' | 'hold' | 'breakConnection' | 'platformChange';
export type RerouteKind = 'divert' | 'skipStops' | 'shortTurn';

/** Roles allowed to take dispatch measures; everyone signed in may watch. */
export const MEASURE_ROLES: readonly Role[] = ['admin', 'dispatcher'];
/** Roles allowed to import, activate and roll back timetable versions. */
export const TIMETABLE_ROLES: readonly Role[] = ['admin', 'planner'];

/** One stop of a run with its timetable and its forecast (seconds after midnight of the operating day). */
export interface RunStop {
  seq: number;
  stopId: string;
  /** Station resource id when the stop is one of the operator's stations, else null. */
  stationId: string | null;
  name: string;
  lat: number;
  lon: number;
  /** Kilometre position on the route. */
  km: number;
  /** The platform in force: after a platformChange measure the new one. */
  platform: string | null;
  /** The timetable's platform (differs from `platform` after a platform change); absent in older clients' fixtures. */
  plannedPlatform?: string | null;
  plannedArrival: number | null;
  plannedDeparture: number | null;
  /** Forecast, or the actual time once passed. */
  expectedArrival: number | null;
  expectedDeparture: number | null;
  /** True once the train has left (or passed) this stop. */
  passed: boolean;
  /** Not served: cancelled section, skipped stop or beyond a short turn. */
  skipped: boolean;
  /** Whether passengers may board / alight here (GTFS pickup_type / drop_off_type). */
  pickup: StopAccess;
  dropOff: StopAccess;
}

/**
 * Boarding or alighting at a stop, from GTFS pickup_type / drop_off_type: 0 regular, 1 none,
 * 2 and 3 only on request (phone the agency / tell the driver).
 */
export type StopAccess = 'regular' | 'none' | 'onRequest';

export function stopAccessOf(gtfsType: number | undefined): StopAccess {
  return gtfsType === 1 ? 'none' : gtfsType === 2 || gtfsType === 3 ? 'onRequest' : 'regular';
}

export interface MeasureSummary {
  id: string;
  type: MeasureType;
  /** reroute only. */
  rerouteKind: RerouteKind | null;
  reasonId: string;
  reasonName: string;
  comment: string;
  createdBy: string;
  createdAt: string;
}

/** One row of the circulation list (specification point 2's fifteen columns, then helpers). */
export interface RunRow {
  /** `${operatingDay}:${tripId}`. */
  id: string;
  operatingDay: string;
  trainNumber: string;
  lineId: string;
  lineNumber: string;
  lineColor: string;
  lineTextColor: string;
  vehicleCount: number;
  destination: string;
  /** Current (or forecast, before departure) delay in seconds; negative when early. */
  delayS: number;
  status: RunStatus;
  /** Text of the position: the station it stands at or the two it runs between. */
  location: string;
  /** Metres travelled along the route from the first stop. */
  distanceM: number;
  nextStation: string | null;
  vehicleType: string;
  /** Expected load in percent of capacity (0..150). */
  occupancy: number;
  /** The measure in effect (the latest one not undone), or null. */
  measure: MeasureSummary | null;
  comment: string;
  /** Planned turnaround at the destination before the vehicle's next run, seconds; null at the end of the circulation. */
  turnaroundS: number | null;
  // Beyond the fifteen columns:
  tripId: string;
  circulationId: string | null;
  vehicleNumbers: string[];
  origin: string;
  direction: number;
  plannedDeparture: number;
  plannedArrival: number;
  phase: RunPhase;
  moving: boolean;
  lat: number | null;
  lon: number | null;
  /** Bearing of travel in degrees (0 = north), for the map arrow. */
  bearing: number | null;
  /** ISO time of the last position or state change. */
  updatedAt: string;
}

/** One position in a position batch: compact, 1,000 of them arrive every second. */
export interface RunPosition {
  id: string;
  lineId: string;
  lat: number;
  lon: number;
  bearing: number;
  delayS: number;
  moving: boolean;
  status: RunStatus;
}

export interface PositionBatch {
  /** Epoch ms when the engine published the batch (the bench measures delivery against it). */
  publishedAt: number;
  operatingDay: string;
  positions: RunPosition[];
}

/** A change notice for runs: the rows whose state changed in one engine tick. */
export interface RunsChanged {
  operatingDay: string;
  publishedAt: number;
  runs: RunRow[];
  /** True when the whole day changed (timetable activated, day rolled over): refetch everything. */
  reset: boolean;
}

export type TimetableVersionStatus = 'imported' | 'active' | 'retired';

export interface TimetableVersion {
  id: string;
  name: string;
  source: 'demo' | 'gtfs';
  status: TimetableVersionStatus;
  validFrom: string;
  validTo: string;
  importedAt: string;
  importedBy: string;
  activatedAt: string | null;
  /** The zone the version's times are meant in (GTFS agency_timezone); null: the operator's (demo network). */
  timeZone: string | null;
  stats: { lines: number; routes: number; stops: number; trips: number; stopTimes: number; circulations: number };
}

/** A version as Query.timetableVersions shows it: with what the page warns about before an activation. */
export interface TimetableVersionView extends TimetableVersion {
  /** OPERATOR_TZ, which the version's zone is compared with. */
  operatorTimeZone: string;
  /** The version's zone keeps another clock than the operator's: activation needs the zone confirmed (confirmZone). */
  zoneDiffers: boolean;
  /** Any trip runs on the current operating day or one of the next 7 days. */
  serviceSoon: boolean;
}

export type ImportPhase = 'upload' | 'read' | 'validate' | 'write' | 'done' | 'failed';

export interface ImportProblemView {
  file: string;
  line: number | null;
  column: string | null;
  /** Already in the requester's language. */
  message: string;
  /** For the line that stands for a file's problems not listed one by one: how many it stands for. */
  count?: number | null;
}

/** Something of the feed not taken over, or taken over converted (the import goes on). */
export interface ImportNoticeView {
  file: string;
  /** The first line concerned, null for a whole file. */
  line: number | null;
  /** How many rows, trips, stops … it concerns. */
  count: number;
  /** Already in the requester's language. */
  message: string;
}

export interface ImportJobView {
  id: string;
  phase: ImportPhase;
  /** Progress of the current phase, 0..1 (null when unknown). */
  progress: number | null;
  /** Rows handled so far in the current phase, for the progress text. */
  rows: number;
  fileName: string;
  startedAt: string;
  finishedAt: string | null;
  versionId: string | null;
  problems: ImportProblemView[];
  problemCount: number;
  /** What was not taken over or was converted (also for a failed import: what reading found so far). */
  notices: ImportNoticeView[];
  /** A failure that is not a feed problem (e.g. database unreachable), in the requester's language. */
  error: string | null;
  stats: TimetableVersion['stats'] | null;
}
