/**
 * Server-side contract between the timetable store (server/operations/timetable), the live
 * engine (server/operations/live) and the API (server/operations/api). See docs/operations.md.
 */
import type { ConflictService } from './conflicts/service';
import type { NetworkLine, NetworkRoute, NetworkStop } from '../../src/shared/operations/network';
import type {
  MeasureSummary, MeasureType, PositionBatch, RerouteKind, RunRow, RunStop, RunsChanged,
} from '../../src/shared/operations/types';

/** The day's stops, lines and routes are the network's, as Query.network answers them (src/shared). */
export type DayStop = NetworkStop;
export type DayLine = NetworkLine;
export type DayRoute = NetworkRoute;

export interface DayTrip {
  id: string;
  trainNumber: string;
  lineId: string;
  routeId: string;
  direction: number;
  headsign: string;
  vehicleType: string;
  /** Number of coupled vehicles the timetable plans (1 or 2). */
  vehicleCount: number;
  /** Circulation (GTFS block_id) and the trip's place in it. */
  circulationId: string | null;
  circulationSeq: number;
  /**
   * Stops of the trip in order (a subset of the route's stops), times in seconds after midnight of
   * the service day (may exceed 86,400); pickup / dropOff as GTFS pickup_type / drop_off_type
   * (0 regular, 1 none, 2 phone the agency, 3 ask the driver; absent = 0).
   */
  stops: { stopId: string; km: number; arrival: number; departure: number; platform: string | null; pickup?: number; dropOff?: number }[];
}

/** A shape of the version with its great-circle km from the first point (what runs are drawn and placed along). */
export interface DayShape {
  id: string;
  lat: Float64Array;
  lon: Float64Array;
  km: Float64Array;
}

/** Everything the engine needs for one operating day, from the active timetable version. */
export interface DayTimetable {
  versionId: string;
  /** ISO date. */
  operatingDay: string;
  stops: Map<string, DayStop>;
  lines: Map<string, DayLine>;
  routes: Map<string, DayRoute>;
  /** Trips running on the day (calendar and calendar dates applied), by departure. */
  trips: DayTrip[];
  /** Shapes by id that the routes refer to (absent: none, runs go stop to stop). */
  shapes?: Map<string, DayShape>;
}

/** A dispatch measure as the API receives it (validated by the engine). */
export interface MeasureInput {
  runId: string;
  type: MeasureType;
  reasonId: string;
  comment: string;
  /** cancel: from this stop on (null: the whole run). reroute shortTurn: the new terminus. */
  fromStopId?: string | null;
  /** delay: the expected delay in seconds (>= 0) from the next stop on. */
  delayS?: number | null;
  /** reroute only. */
  rerouteKind?: RerouteKind | null;
  /** reroute skipStops / divert: the stops not served. */
  skipStopIds?: string[] | null;
  /** reroute divert: extra running time of the diversion in seconds. */
  extraRunningS?: number | null;
  /** assignVehicle: the vehicle resource ids (1..2, coupled in this order). */
  vehicleIds?: string[] | null;
  /** assignVehicle: apply to every run of the circulation from this run on. */
  wholeCirculation?: boolean | null;
  /** hold / breakConnection: the connection decided on (ConnectionRow.id, docs/connections.md). */
  connectionId?: string | null;
  /** platformChange: the new platform at fromStopId. */
  platform?: string | null;
  /** Taken by the server itself (the connection engine's automatic hold), not by a dispatcher. */
  auto?: boolean | null;
}

/** A measure as stored (table op_measures) and replayed into the engine on start. */
export interface StoredMeasure extends MeasureInput {
  id: string;
  operatingDay: string;
  createdBy: string;
  createdAt: string;
  undoneBy: string | null;
  undoneAt: string | null;
}

/** Position report of a real vehicle-location feed (AVL); the simulator produces the same. */
export interface VehicleLocation {
  /** Run id, or else the train number of the operating day, identifies the run. */
  runId?: string;
  trainNumber?: string;
  vehicleNumber?: string;
  /** Epoch ms of the fix. */
  at: number;
  lat: number;
  lon: number;
  /** Delay the vehicle's on-board unit reports, if any. */
  delayS?: number;
  occupancy?: number;
}

/** A source of vehicle positions: the simulator or a real feed adapter (docs/operations.md). */
export interface VehicleLocationSource {
  start(emit: (locations: VehicleLocation[]) => void): void;
  stop(): void;
}

export interface RunQuery {
  operatingDay?: string;
  lineIds?: string[];
  statuses?: string[];
  q?: string;
  sortField?: keyof RunRow;
  sortOrder?: 'ASC' | 'DESC';
  page?: number;
  perPage?: number;
}

/** What the API asks of the engine. Reads come from memory; writes persist before they return. */
export interface LiveOperations {
  /** The operating day the engine tracks now (ISO date). */
  currentDay(): string;
  listRuns(query: RunQuery): { rows: RunRow[]; total: number };
  getRun(id: string): RunRow | null;
  runStops(id: string): RunStop[];
  measures(runId: string): MeasureSummary[];
  applyMeasure(input: MeasureInput, actor: string): Promise<MeasureSummary>;
  undoMeasure(measureId: string, actor: string): Promise<void>;
  /** Rebuild the day from the (newly) active timetable version. */
  reload(): Promise<void>;
  onPositions(listener: (batch: PositionBatch) => void): () => void;
  onRunsChanged(listener: (change: RunsChanged) => void): () => void;
  /** The current day's conflicts (docs/time-distance.md, "Conflicts"). */
  conflicts(): ConflictService;
}

/** A calendar of service days (GTFS calendar + calendar_dates in one). */
export interface TimetableService {
  id: string;
  /** Bit 0 Monday … bit 6 Sunday. */
  weekdays: number;
  startDate: string;
  endDate: string;
  /** ISO dates added to / removed from the weekly pattern. */
  added: string[];
  removed: string[];
}

/**
 * A row of the feed's transfers.txt, kept with the version (table timetable_transfers). Types 1 and
 * 2 become connection configurations (timetable/transfers.ts); the others are kept as read.
 */
export interface TimetableTransfer {
  fromStopId: string | null;
  toStopId: string | null;
  fromRouteId: string | null;
  toRouteId: string | null;
  fromTripId: string | null;
  toTripId: string | null;
  /** GTFS transfer_type 0–5. */
  type: number;
  /** min_transfer_time (s), null when not given. */
  minTransferTimeS: number | null;
}

/**
 * A whole timetable version as the store writes it: from a GTFS feed (feedToTimetable) or from
 * the demo network generator. Stop times are columns referring to trips and stops by index.
 */
export interface TimetableData {
  name: string;
  source: 'demo' | 'gtfs';
  /** ISO dates, inclusive: the union of the services' periods. */
  validFrom: string;
  validTo: string;
  /** GTFS agency_timezone: the zone the times are meant in; null or absent: the operator's. */
  timeZone?: string | null;
  lines: DayLine[];
  stops: DayStop[];
  routes: DayRoute[];
  /** GTFS shapes the routes refer to (absent or empty: none). */
  shapes?: { id: string; lat: ArrayLike<number>; lon: ArrayLike<number> }[];
  /** GTFS transfers.txt (absent or empty: none; the demo network has none, its connections are the resource's seed). */
  transfers?: TimetableTransfer[];
  services: TimetableService[];
  trips: (Omit<DayTrip, 'stops'> & { serviceId: string })[];
  stopTimes: {
    length: number;
    /** Index into trips; rows sorted by trip, then sequence. */
    trip: Uint32Array;
    /** Index into stops. */
    stop: Uint32Array;
    sequence: Uint32Array;
    /** Seconds after midnight of the service day (may exceed 86,400). */
    arrival: Int32Array;
    departure: Int32Array;
    /** Kilometre position on the trip's route. */
    km: Float64Array;
    /** Platform per row (null when not known). */
    platform: (string | null)[];
    /** GTFS pickup_type / drop_off_type per row: 0 regular, 1 none, 2 phone the agency, 3 ask the driver. */
    pickup: Uint8Array;
    dropOff: Uint8Array;
  };
}
