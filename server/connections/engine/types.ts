/**
 * The connection engine's inputs and outputs (issue 14, docs/connections.md). The engine is pure:
 * no database, no timers, no live engine import. `server/connections/` adapts the live day and the
 * resources to these shapes. Times are seconds after the service-day zero; NaN = none / not served.
 */
import type { ConnectionDecision, ConnectionSideKind, ConnectionState } from '../../../src/shared/connections/types';

/** The static part of a run (from the day's plan; never changes during the day). */
export interface ConnRunPlan {
  id: string;
  tripId: string;
  lineId: string;
  direction: number;
  trainNumber: string;
  /** Circulation id (a run never feeds a run of its own circulation that it turns into). */
  circulationId: string | null;
  stopIds: readonly string[];
  /** Station resource id per stop (null: a stop without station record, e.g. an imported GTFS stop). */
  stationIds: readonly (string | null)[];
  platforms: readonly (string | null)[];
  plannedArr: ArrayLike<number>;
  plannedDep: ArrayLike<number>;
  /**
   * Optional (engine extension): GTFS pickup_type / drop_off_type per stop (0 regular, 1 none, 2/3 on
   * request). A stop without alighting (drop-off 1) feeds nothing; one without boarding (pickup 1)
   * takes nobody on. Absent: regular.
   */
  pickup?: ArrayLike<number>;
  dropOff?: ArrayLike<number>;
}

/** The dynamic part of a run at the engine's time. */
export interface ConnRunTimes {
  cancelled: boolean;
  /** Forecast, or actual once passed (NaN where the stop is not served). */
  expArr: ArrayLike<number>;
  expDep: ArrayLike<number>;
  /** Index of the last stop the run has reached (arrived at or passed), -1 before departure. */
  reached: number;
  /** Index of the last stop the run has left, -1 before departure. */
  left: number;
  /**
   * Optional (engine extension): the expected departure without the holds in force (a hold
   * decision's DepartureHold). decideBy is read from it; absent: expDep.
   */
  holdFreeDep?: ArrayLike<number>;
  /**
   * Optional (engine extension): the platform in force per stop (a platformChange measure); null or
   * absent: the planned one. The walk time of a platform pair follows it.
   */
  platforms?: ArrayLike<string | null>;
}

/** Where the engine reads the day from (LiveDay in the server, synthetic days in tests and bench). */
export interface ConnectionDaySource {
  readonly operatingDay: string;
  /** ISO weekday of the operating day, 1 = Monday … 7 = Sunday. */
  readonly weekday: number;
  readonly runCount: number;
  plan(i: number): ConnRunPlan;
  times(i: number): ConnRunTimes;
  /** The engine's current time. */
  now(): number;
}

export interface ConnectionSide {
  kind: ConnectionSideKind;
  lineId: string | null;
  /** lineDirection: 0 or 1 (GTFS direction_id). */
  direction: number | null;
  /** trip: the GTFS trip id. */
  tripId: string | null;
}

/** A connection rule (resource ConnectionConfig, active and valid on the day), as the engine reads it. */
export interface ConnectionRule {
  id: string;
  /** The station (resource id); or, for rules without one (imported transfers), the stop ids below. */
  stationId: string | null;
  /** Exact stops (GTFS transfers.txt from_stop_id / to_stop_id); null: any stop of the station. */
  feederStopId: string | null;
  departingStopId: string | null;
  feeder: ConnectionSide;
  departing: ConnectionSide;
  /** Time band of the feeder's planned arrival (service-day seconds, inclusive); null: all day. */
  timeFrom: number | null;
  timeTo: number | null;
  /** null: the station's walk time (WalkTime), else the default. */
  walkTimeS: number | null;
  maxAutoHoldS: number;
  maxManualHoldS: number;
  /** 1 = highest … 5 = lowest. */
  priority: number;
  guaranteed: boolean;
  lastOfDay: boolean;
}

/** Walk time at a station, optionally for one platform pair (resource ConnectionWalkTime). */
export interface WalkTime {
  stationId: string;
  fromPlatform: string | null;
  toPlatform: string | null;
  walkTimeS: number;
}

/** Decisions in force, by connection id (from op_measures, not undone). */
export type DecisionMap = ReadonlyMap<string, ConnectionDecision>;

/** One connection instance as the engine holds it (ConnectionRow is built from it by the service). */
export interface ConnectionInstance {
  id: string;
  ruleId: string;
  feederRun: number;
  feederStop: number;
  departingRun: number;
  departingStop: number;
  /** The walk time with the platforms in force (ConnRunTimes.platforms), else the planned one. */
  walkTimeS: number;
  plannedArr: number;
  plannedDep: number;
  expArr: number;
  expDep: number;
  slackS: number;
  holdNeededS: number;
  state: ConnectionState;
  heldUntil: number;
  decideBy: number;
  rule: ConnectionRule;
  /** Engine extension: the feeder has reached the station (ConnRunTimes.reached ≥ feederStop). */
  feederArrived: boolean;
  /** Engine extension: the departing run has left the station (ConnRunTimes.left ≥ departingStop). */
  departingLeft: boolean;
  /** Engine extension: the decision in force on this connection (from the DecisionMap), or null. */
  decision: ConnectionDecision | null;
  /** Engine extension: the walk time with the planned platforms (the pairing's). */
  plannedWalkTimeS: number;
  /** Engine extension: the station the walk time is looked up at (null: a stop without station). */
  walkStationId: string | null;
}
