/**
 * GTFS-Realtime trip descriptors with the active timetable version's own ids (docs/passenger-information/gtfs-rt.md, "Ids").
 *
 * A run id is `${operatingDay}:${tripId}`; the trip id is the version's (the GTFS feed's trip_id
 * for an imported version, the generator's for the demo network). Two ids of the version are not
 * a feed's trip_id and are mapped back:
 * - a run that exists twice in one operating day (a 25 h day when the clocks go back) has
 *   `@<service day>` appended by the day loader: the suffix is dropped;
 * - a copy of a frequencies.txt trip is stored as `<trip_id>@HH:MM:SS` (docs/gtfs.md,
 *   "Frequencies"): GTFS-RT names such a trip by the pattern's trip_id and its start_time, which is
 *   what a journey planner holding the same feed can match.
 * start_date is the trip's GTFS service day: the operating day holds trips of the service days
 * before and after it too, with times moved onto the operating day, so the day is recovered from
 * the version's own first departure of the trip.
 */
import type { Queryable } from '../db/types';
import { formatGtfsTime } from '../operations/gtfs/time';
import { addDays } from '../operations/live/time';

/** First departure (GTFS seconds on the trip's service day) per trip id of one version. */
export type VersionTrips = ReadonlyMap<string, number>;

export async function loadVersionTrips(db: Queryable, versionId: string): Promise<VersionTrips> {
  const r = await db.query<{ trip_id: string; first_departure: number }>(
    'SELECT trip_id, first_departure FROM timetable_trips WHERE version_id = $1', [versionId]);
  return new Map(r.rows.map((row) => [row.trip_id, Number(row.first_departure)]));
}

/** Version trip indexes by version id; a version's trips never change once imported. */
export class VersionTripCache {
  private readonly loaded = new Map<string, Promise<VersionTrips>>();

  constructor(private readonly db: Queryable) {}

  get(versionId: string): Promise<VersionTrips> {
    let p = this.loaded.get(versionId);
    if (!p) {
      p = loadVersionTrips(this.db, versionId);
      p.catch(() => this.loaded.delete(versionId));
      // Two versions at most are in use (the day before still running on the old one after an activation).
      if (this.loaded.size >= 2) this.loaded.delete(this.loaded.keys().next().value!);
      this.loaded.set(versionId, p);
    }
    return p;
  }
}

export interface GtfsTripRef {
  tripId: string;
  /** YYYYMMDD. */
  startDate: string;
  /** HH:MM:SS as in the GTFS feed (may exceed 24:00:00). */
  startTime: string;
}

const DST_COPY = /@(\d{4}-\d{2}-\d{2})$/;
const FREQUENCY_COPY = /^(.+)@(\d{2,}:\d{2}:\d{2})$/;

/**
 * The GTFS trip a run is: its trip id, service day and start time. `dayTripId` is the engine's
 * trip id, `firstDepartureS` the run's planned first departure in seconds after the operating
 * day's zero.
 */
export function gtfsTripOf(operatingDay: string, dayTripId: string, firstDepartureS: number, trips: VersionTrips): GtfsTripRef {
  const dst = DST_COPY.exec(dayTripId);
  const versionTripId = dst ? dayTripId.slice(0, dst.index) : dayTripId;
  const gtfsDeparture = trips.get(versionTripId);
  let serviceDay = dst ? dst[1] : operatingDay;
  if (!dst && gtfsDeparture !== undefined) {
    // Whole days between the service day's zero and the operating day's (±1 h where the clocks change).
    serviceDay = addDays(operatingDay, Math.round((firstDepartureS - gtfsDeparture) / 86_400));
  }
  const startTime = formatGtfsTime(Math.round(gtfsDeparture ?? firstDepartureS));
  const copy = FREQUENCY_COPY.exec(versionTripId);
  // A frequency copy's id ends in its own departure: only then is it taken for one.
  const tripId = copy && copy[2] === startTime ? copy[1] : versionTripId;
  return { tripId, startDate: serviceDay.replaceAll('-', ''), startTime };
}
