/**
 * The network of an operating day (Query.network): its lines, routes and stops. The server's day
 * model is built from these (server/operations/types.ts: DayLine, DayRoute, DayStop) and answers
 * them as they are; the control-centre map and the demo control draw them (src/custom).
 */

export interface NetworkLine {
  id: string;
  lineNumber: string;
  name: string;
  color: string;
  textColor: string;
  /** Line product (tramTrain, sBahn, …) as in the lines resource. */
  product: string;
  network: string;
}

/** A route: the ordered stations of a line in one direction with their kilometre positions. */
export interface NetworkRoute {
  id: string;
  lineId: string;
  direction: number;
  name: string;
  stopIds: string[];
  /** Kilometre position of each stop on the route, non-decreasing, first 0. */
  km: number[];
  /** The route's shape (GTFS shapes.txt) in `Network.shapes`; null or absent: drawn stop to stop. */
  shapeId?: string | null;
  /** Server only: each stop's position along the shape (km of the shape's geometry), never decreasing. */
  shapeKm?: number[] | null;
}

/** A shape: the path the trains of a route follow, as latitude and longitude lists of equal length. */
export interface NetworkShape {
  id: string;
  lat: number[];
  lon: number[];
}

/** A stop (station) of the timetable, with coordinates. */
export interface NetworkStop {
  id: string;
  name: string;
  lat: number;
  lon: number;
  /** Id of the station resource row when the stop matches one (demo network: always). */
  stationId: string | null;
}

export interface Network {
  operatingDay: string;
  /** The active timetable version it comes from; null when no version is active. */
  versionId: string | null;
  /** Trips of the active version in that operating day (0: no service that day, e.g. an expired timetable). */
  trips: number;
  lines: NetworkLine[];
  routes: NetworkRoute[];
  stops: NetworkStop[];
  /** The shapes the routes refer to (empty for a timetable without shapes). */
  shapes: NetworkShape[];
}
