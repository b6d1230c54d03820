/**
 * Internal model of the live engine (see docs/operations.md, "Model"). A day holds one RunPlan per
 * trip (the timetable, immutable), one RunEffects per run (what the measures in effect change),
 * and the run's state at the engine's current time.
 */
import type { MeasureSummary, RerouteKind, RunPhase } from '../../../src/shared/operations/types';
import type { Label } from '../../../src/shared/resource/types';
import type { DayLine, DayTrip, StoredMeasure } from '../types';

export interface PlannedStop {
  stopId: string;
  stationId: string | null;
  name: string;
  lat: number;
  lon: number;
  km: number;
  platform: string | null;
  /** GTFS pickup_type / drop_off_type (0 regular, 1 none, 2/3 on request). */
  pickup: number;
  dropOff: number;
}

/** Route geometry of a run: the route's stations from the run's first to its last stop, by km. */
export interface Polyline {
  km: Float64Array;
  lat: Float64Array;
  lon: Float64Array;
  /** Bearing of each segment i → i+1 (degrees), computed once. */
  bearing: Float64Array;
}

/** Deterministic disturbances of one run (seconds), drawn once per (seed, day, trip, stop). */
export interface Disturbances {
  /** Late start at the origin (crew, vehicle preparation). */
  startDelay: number;
  /** Extra dwell needed at stop i (crowding): adds to the minimum dwell. */
  crowd: Float64Array;
  /** Door fault at stop i: adds to the departure. */
  door: Float64Array;
  /** Rare longer hold at stop i (emergency, police, person on the track). */
  hold: Float64Array;
  /** Signal stop on segment i → i+1: standing time, and where on the segment (0..1). */
  signal: Float64Array;
  signalAt: Float64Array;
}

export interface RunPlan {
  /** Index in the day's runs. */
  index: number;
  /** `${operatingDay}:${tripId}`. */
  id: string;
  trip: DayTrip;
  line: DayLine;
  stops: PlannedStop[];
  /** Planned arrival/departure per stop, seconds after the service-day zero. */
  arr: Float64Array;
  dep: Float64Array;
  km: Float64Array;
  /** Shortest dwell per stop (s): the planned dwell above it is reserve. */
  minDwell: Float64Array;
  /** Running-time reserve per segment i → i+1 (s): how much of a delay the segment can absorb. */
  reserve: Float64Array;
  geometry: Polyline;
  /** Neighbours in the circulation (run indices, -1 for none). */
  prev: number;
  next: number;
  /** Planned turnaround before the next run of the circulation (s), or null. */
  turnaroundS: number | null;
  /** Per-run load factor (0.8..1.2) for the occupancy profile. */
  loadFactor: number;
  disturbances: Disturbances;
}

export interface AssignedVehicle {
  id: string;
  number: string;
  type: string;
}

/** A measure as the engine holds it: the stored fields plus the summary the API shows. */
export interface LiveMeasure {
  stored: StoredMeasure;
  summary: MeasureSummary;
  /** The reason's names in both languages (the summary carries the German one). */
  reasonNames: Label;
  /** assignVehicle: the vehicles as resolved when the measure was taken. */
  vehicles: AssignedVehicle[];
}

/** What the measures in effect change about a run (recomputed on every measure and undo). */
export interface RunEffects {
  cancelled: boolean;
  /** Index of the stop a partial cancellation starts at (the run ends there), -1 for none. */
  partialFrom: number;
  /** Index of the last stop served (normally the last stop; earlier after a partial cancel or short turn). */
  lastServed: number;
  /** 1 = the stop is not served (skipped, or beyond the last stop served). */
  skipped: Uint8Array;
  /** Extra running time per segment (diversions), or null. */
  extraRun: Float64Array | null;
  /** Delay measure: from this stop index on the delay is at least delayFloor (-1: none). */
  delayFrom: number;
  delayFloor: number;
  rerouteKinds: RerouteKind[];
  vehicles: AssignedVehicle[] | null;
  /** Measures in effect on the run, oldest first. */
  measures: LiveMeasure[];
  /**
   * Departures that wait: connection holds (hold measures, effects.ts; from = −∞) and the demo
   * control's blocked sections (disruptions.ts); null for none.
   */
  holds: DepartureHold[] | null;
  /** Demo control: a vehicle failure, the run stands wherever it is at `at` for `dur` seconds, or null. */
  stall: { at: number; dur: number } | null;
  /** platformChange measures: the platform in force per stop index (null: the planned one), or null for none. */
  platforms: (string | null)[] | null;
}

/** A departure from stop `stop` planned in [from, until) leaves at `until` (service-day seconds). */
export interface DepartureHold {
  stop: number;
  from: number;
  until: number;
}

/** Where a run is at the engine's time (mutated in place every tick). */
export interface RunState {
  phase: RunPhase;
  /** Running: index of the stop it stands at (atStop) or the segment start stop; planned: 0; finished: last served. */
  at: number;
  atStop: boolean;
  /** Progress on the segment at → at+1 by km (0..1). */
  frac: number;
  km: number;
  moving: boolean;
  /** Current delay (s): positional while running, forecast before departure, at arrival when finished. */
  delayS: number;
  /** Index of the last stop the train has left or passed, -1 before departure. */
  passed: number;
}

/** Language-neutral location text: formatted in the request's language by the API. */
export type LocationRef =
  | { kind: 'none' }
  | { kind: 'at'; stop: string }
  | { kind: 'between'; from: string; to: string };
