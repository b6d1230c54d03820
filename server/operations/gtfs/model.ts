/**
 * The in-memory model of a read GTFS feed, shaped for a later bulk insert.
 *
 * Small tables (agencies, stops, routes, trips, calendars) are arrays of small objects; stop times,
 * the only table with hundreds of thousands of rows, are parallel typed arrays (20 bytes per stop
 * time) that refer to trips and stops by their index in `trips` / `stops`.
 */

export interface GtfsAgency {
  /** agency_id; empty when the feed has a single agency without an id. */
  id: string;
  name: string;
  url: string;
  timezone: string;
}

export interface GtfsStop {
  id: string;
  name: string;
  /** null only for location_type 3/4 (generic node, boarding area), where coordinates are optional. */
  lat: number | null;
  lon: number | null;
  /** 0 stop/platform, 1 station, 2 entrance, 3 generic node, 4 boarding area. */
  locationType: number;
  parentStation: string | null;
  platformCode: string | null;
}

export interface GtfsRoute {
  id: string;
  agencyId: string;
  shortName: string;
  longName: string;
  /** route_type (0 tram, 1 metro, 2 rail, 3 bus, … and extended types). */
  type: number;
  /** route_color / route_text_color as six hex digits (no '#'); absent when not given or malformed. */
  color?: string;
  textColor?: string;
}

export interface GtfsTrip {
  id: string;
  routeId: string;
  serviceId: string;
  headsign: string | null;
  shortName: string | null;
  /** 0 or 1, null when not given. */
  directionId: number | null;
  /** block_id: trips of one vehicle in sequence (the seed of a circulation). */
  blockId: string | null;
  /** shape_id: the trip's path in shapes.txt (resolved and checked when converted); null when not given. */
  shapeId: string | null;
}

/**
 * A shape of shapes.txt: its points in shape_pt_sequence order. Kept only with two points or more
 * (a shape with fewer is reported as a notice, not used).
 */
export interface GtfsShape {
  id: string;
  lat: Float64Array;
  lon: Float64Array;
  /** shape_dist_traveled per point, in the feed's unit; null unless given for every point and never decreasing. */
  distance: Float64Array | null;
}

/** frequencies.txt: the trip's stop times are a pattern run every `headway` seconds from start to end. */
export interface GtfsFrequency {
  /** Index into trips. */
  trip: number;
  /** Seconds after midnight of the service day; the last departure is before `end`. */
  start: number;
  end: number;
  headway: number;
  /** 1: departures exactly at start + k·headway; 0: headway-based (not exactly scheduled). */
  exactTimes: 0 | 1;
}

/**
 * A row of transfers.txt. transfer_type: 0 recommended, 1 timed (the departing vehicle waits),
 * 2 minimum transfer time, 3 not possible, 4 in-seat, 5 in-seat not allowed. Ids as in the feed
 * (null when empty); every one given was checked against its file.
 */
export interface GtfsTransfer {
  fromStopId: string | null;
  toStopId: string | null;
  fromRouteId: string | null;
  toRouteId: string | null;
  fromTripId: string | null;
  toTripId: string | null;
  type: 0 | 1 | 2 | 3 | 4 | 5;
  /** min_transfer_time in seconds; null when not given. */
  minTransferTime: number | null;
  /** Line in transfers.txt (for notices). */
  line: number;
}

export interface GtfsCalendar {
  serviceId: string;
  /** Bit 0 Monday … bit 6 Sunday. */
  weekdays: number;
  /** ISO dates "YYYY-MM-DD", inclusive. */
  startDate: string;
  endDate: string;
}

export interface GtfsCalendarDate {
  serviceId: string;
  /** ISO date "YYYY-MM-DD". */
  date: string;
  /** 1 service added, 2 service removed. */
  exceptionType: 1 | 2;
}

/** Time value for "not given" (intermediate stops without a timepoint). */
export const NO_TIME = -1;

/**
 * Stop times as columns, sorted by trip index, then stop_sequence.
 * Row i: trips[trip[i]], stops[stop[i]], sequence[i], arrival[i] / departure[i] in seconds after
 * midnight of the service day (may exceed 86,400; NO_TIME when empty).
 */
export interface GtfsStopTimes {
  length: number;
  trip: Uint32Array;
  stop: Uint32Array;
  sequence: Uint32Array;
  arrival: Int32Array;
  departure: Int32Array;
  /** shape_dist_traveled (NaN when empty); present only when stop_times.txt has the column. Unit as in the feed. */
  distance?: Float64Array;
  /** pickup_type / drop_off_type: 0 regular, 1 none, 2 phone the agency, 3 ask the driver. */
  pickup: Uint8Array;
  dropOff: Uint8Array;
}

export interface GtfsFeed {
  agencies: GtfsAgency[];
  stops: GtfsStop[];
  routes: GtfsRoute[];
  trips: GtfsTrip[];
  stopTimes: GtfsStopTimes;
  calendars: GtfsCalendar[];
  calendarDates: GtfsCalendarDate[];
  frequencies: GtfsFrequency[];
  /** shapes.txt (absent in feeds without one). */
  shapes?: GtfsShape[];
  /** transfers.txt (absent in feeds without one). */
  transfers?: GtfsTransfer[];
}

export interface GtfsStats {
  agencies: number;
  stops: number;
  routes: number;
  trips: number;
  stopTimes: number;
  calendars: number;
  calendarDates: number;
  /** Wall time of reading and validating, in milliseconds. */
  durationMs: number;
}

/** Growable columns for stop times while reading (doubling, trimmed at the end). */
export class StopTimeColumns {
  length = 0;
  trip: Uint32Array;
  stop: Uint32Array;
  sequence: Uint32Array;
  arrival: Int32Array;
  departure: Int32Array;
  pickup: Uint8Array;
  dropOff: Uint8Array;
  /** Line of each row in stop_times.txt, for problems found after sorting. */
  line: Uint32Array;
  /** shape_dist_traveled per row (NaN when empty); allocated only for a feed that has the column. */
  distance = new Float64Array(0);
  /** True once stop_times.txt had a shape_dist_traveled column (enableDistance). */
  hasDistance = false;

  constructor(capacity = 1024) {
    this.trip = new Uint32Array(capacity);
    this.stop = new Uint32Array(capacity);
    this.sequence = new Uint32Array(capacity);
    this.arrival = new Int32Array(capacity);
    this.departure = new Int32Array(capacity);
    this.pickup = new Uint8Array(capacity);
    this.dropOff = new Uint8Array(capacity);
    this.line = new Uint32Array(capacity);
  }

  /** Keeps shape_dist_traveled from now on (called before the first row of a file that has it). */
  enableDistance(): void {
    if (this.hasDistance) return;
    this.hasDistance = true;
    this.distance = new Float64Array(this.trip.length).fill(NaN);
  }

  push(trip: number, stop: number, sequence: number, arrival: number, departure: number, line: number, distance = NaN, pickup = 0, dropOff = 0): void {
    if (this.length === this.trip.length) this.grow(this.length * 2);
    const i = this.length++;
    this.trip[i] = trip;
    this.stop[i] = stop;
    this.sequence[i] = sequence;
    this.arrival[i] = arrival;
    this.departure[i] = departure;
    this.pickup[i] = pickup;
    this.dropOff[i] = dropOff;
    this.line[i] = line;
    if (this.hasDistance) this.distance[i] = distance;
  }

  private grow(capacity: number): void {
    this.trip = resize(this.trip, capacity);
    this.stop = resize(this.stop, capacity);
    this.sequence = resize(this.sequence, capacity);
    this.arrival = resize(this.arrival, capacity);
    this.departure = resize(this.departure, capacity);
    this.pickup = resize(this.pickup, capacity);
    this.dropOff = resize(this.dropOff, capacity);
    this.line = resize(this.line, capacity);
    if (this.hasDistance) this.distance = resize(this.distance, capacity);
  }

  /** The final, exactly sized columns (copies, so the growth slack is freed). */
  toStopTimes(): GtfsStopTimes {
    const n = this.length;
    return {
      length: n,
      trip: this.trip.slice(0, n),
      stop: this.stop.slice(0, n),
      sequence: this.sequence.slice(0, n),
      arrival: this.arrival.slice(0, n),
      departure: this.departure.slice(0, n),
      pickup: this.pickup.slice(0, n),
      dropOff: this.dropOff.slice(0, n),
      ...(this.hasDistance ? { distance: this.distance.slice(0, n) } : {}),
    };
  }
}

function resize<T extends Uint8Array | Uint32Array | Int32Array | Float64Array>(array: T, capacity: number): T {
  const next = new (array.constructor as { new (n: number): T })(capacity);
  next.set(array);
  return next;
}
