/**
 * Connections (issue 14, docs/connections.md): what the browser and the server agree on. Times are
 * seconds after the service-day zero of the operating day, as RunStop's (src/shared/operations/types.ts).
 */

/**
 * ok: reachable with the expected times (or made, once the departing train has left with the
 * feeder's passengers on board). endangered: not reachable without a hold, no decision yet.
 * held: a hold decision keeps it (heldUntil). broken: a break decision, or the departing train
 * left before the feeder's passengers could reach it. cancelled: the feeder or the departing run
 * does not serve the station (cancelled run, skipped stop, short turn).
 */
export type ConnectionState = 'ok' | 'endangered' | 'held' | 'broken' | 'cancelled';
export const CONNECTION_STATES: readonly ConnectionState[] = ['ok', 'endangered', 'held', 'broken', 'cancelled'];

/** How a connection rule names a side: one trip, a line in one direction, or a line (both directions). */
export type ConnectionSideKind = 'trip' | 'lineDirection' | 'line';

/** A decision on a connection: a measure (op_measures, type hold or breakConnection). */
export interface ConnectionDecision {
  kind: 'hold' | 'break';
  /** The measure's id (undoMeasure takes it back). */
  measureId: string;
  /** Taken by the engine within the automatic maximum (createdBy is then "system"). */
  auto: boolean;
  createdBy: string;
  createdAt: string;
  /** hold: the departing run leaves the station not before this time. */
  holdUntil: number | null;
}

/** One connection of the day (Query.connections): a rule applied to one feeder run and one departing run. */
export interface ConnectionRow {
  /** `${ruleId}|${feederRunId}|${departingRunId}`: stable for the day. */
  id: string;
  ruleId: string;
  operatingDay: string;
  stationId: string | null;
  stationName: string;
  feederRunId: string;
  feederTrainNumber: string;
  feederLineId: string;
  feederLineNumber: string;
  feederLineColor: string;
  feederStopId: string;
  feederPlatform: string | null;
  feederPlannedArrival: number;
  /** Forecast, or actual once arrived; null when the feeder does not serve the station. */
  feederExpectedArrival: number | null;
  feederArrived: boolean;
  departingRunId: string;
  departingTrainNumber: string;
  departingLineId: string;
  departingLineNumber: string;
  departingLineColor: string;
  departingDestination: string;
  departingStopId: string;
  departingPlatform: string | null;
  departingPlannedDeparture: number;
  /** Forecast (including a hold in force), or actual once left; null when not served. */
  departingExpectedDeparture: number | null;
  departingLeft: boolean;
  walkTimeS: number;
  /** Expected departure − (expected arrival + walk time): negative = the connection is missed without a hold. */
  slackS: number | null;
  /** How long the departing run must wait beyond its expected departure without a hold (0 when none). */
  holdNeededS: number;
  maxAutoHoldS: number;
  maxManualHoldS: number;
  priority: number;
  guaranteed: boolean;
  lastOfDay: boolean;
  state: ConnectionState;
  /** held: the time the departing run waits until. */
  heldUntil: number | null;
  /** When a decision is needed at the latest: the departing run's expected departure without a hold. */
  decideBy: number;
  decision: ConnectionDecision | null;
}

/** One connection a preview says would be lost or won. */
export interface ConnectionChange {
  connectionId: string;
  stationName: string;
  feederTrainNumber: string;
  departingTrainNumber: string;
  before: ConnectionState;
  after: ConnectionState;
}

/** The knock-on delay of one run along the circulation (and the held run itself). */
export interface KnockOnDelay {
  runId: string;
  trainNumber: string;
  lineNumber: string;
  /** Delay at its last stop served, now and with the hold (s). */
  delayBeforeS: number;
  delayAfterS: number;
}

/** Mutation.previewConnectionHold: the day as it would be with the hold, nothing stored. */
export interface ConnectionHoldPreview {
  connectionId: string;
  holdUntil: number;
  /** The hold as a departure delay of the departing run at the station (s). */
  holdDelayS: number;
  /** Within maxManualHoldS (else holdConnection refuses). */
  allowed: boolean;
  lost: ConnectionChange[];
  won: ConnectionChange[];
  /** Conflicts the hold would add / remove (ids and short texts, as MeasurePreview's). */
  conflictsAdded: { id: string; kind: string; stationName: string | null; trainNumbers: string[] }[];
  conflictsRemoved: string[];
  knockOn: KnockOnDelay[];
}

/** Subscription.connectionsChanged: rows that changed in one engine tick (at most one event per second). */
export interface ConnectionsChanged {
  operatingDay: string;
  /** The whole list must be read again (day change, timetable reload, rules changed). */
  reset: boolean;
  rows: ConnectionRow[];
  /** Ids no longer in the day's list. */
  removed: string[];
}

/** Roles that decide (hold / break); every signed-in role reads. Same as MEASURE_ROLES. */
export { MEASURE_ROLES as CONNECTION_DECISION_ROLES } from '../operations/types';
