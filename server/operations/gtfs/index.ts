/** GTFS feed reading and validation (no database, no HTTP): see docs/gtfs.md. */
export { readGtfsFeed, type GtfsProgress, type ReadGtfsOptions, type ReadGtfsResult } from './read';
export type { GtfsAgency, GtfsCalendar, GtfsCalendarDate, GtfsFeed, GtfsRoute, GtfsShape, GtfsStats, GtfsStop, GtfsStopTimes, GtfsTrip } from './model';
export { NO_TIME } from './model';
export { formatGtfsProblem, GTFS_PROBLEM_CAP, type GtfsProblem, type GtfsProblemCode } from './problems';
export { formatGtfsTime, parseGtfsDate, parseGtfsTime } from './time';
