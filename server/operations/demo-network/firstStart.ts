/**
 * The demo timetable on first start: when the database has no timetable version at all, the
 * demo network (server/operations/demo-network) is generated from the stations table, written as a
 * version and activated, so a fresh installation shows a live operating day at once.
 */
import type { Database } from '../../db/types';
import { demoStationCodes, generateDemoTimetable, type StationInput } from '.';
import { activateVersion, listVersions, writeTimetableVersion } from '../timetable';

const SEED_USER = 'seed';

export interface DemoLog {
  info(msg: string): void;
  warn(msg: string): void;
}

/** Returns the id of the version it created, or null when a timetable existed already. */
export async function ensureDemoTimetable(db: Database, log: DemoLog): Promise<string | null> {
  if ((await listVersions(db)).length > 0) return null;
  const started = Date.now();
  const { rows } = await db.query<{ id: string; station_code: string | null; name: string; lat: number | null; lon: number | null }>(
    `SELECT id::text AS id, station_code, name, gps_latitude_n AS lat, gps_longitude_e AS lon
       FROM stations WHERE station_code = ANY($1::text[])`,
    [demoStationCodes()],
  );
  if (rows.length === 0) {
    log.warn('demo timetable: none of its stations is in the stations table; no timetable loaded');
    return null;
  }
  const stations: StationInput[] = rows.map((r) => ({ id: r.id, stationCode: r.station_code, name: r.name, lat: r.lat === null ? null : Number(r.lat), lon: r.lon === null ? null : Number(r.lon) }));
  const data = generateDemoTimetable(stations);
  const version = await writeTimetableVersion(db, data, { importedBy: SEED_USER });
  await activateVersion(db, version.id, SEED_USER);
  log.info(`demo timetable "${data.name}" loaded and activated: ${data.trips.length} trips, ${data.stopTimes.length} stop times in ${Date.now() - started} ms`);
  return version.id;
}
