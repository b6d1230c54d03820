/**
 * The demo weekday's planned conflicts (pure): the demo timetable's weekday trips at their
 * planned times, against the demo infrastructure as the seeds load it (track sections, station
 * tracks), through the engine's own sweep. Station ids are the ril100 codes (as in the unit
 * tests' station data), so the seeds' codes are the infrastructure's keys.
 */
import type { Conflict } from '../../src/shared/operations/timeDistance';
import { MIN_TURNAROUND_S } from '../../src/shared/operations/types';
import { generateDemoTimetable, type DemoOptions, type StationInput } from '../../server/operations/demo-network';
import { SERVICE_IDS } from '../../server/operations/demo-network/calendar';
import { sectionKey, sweepAll, type SweepInfrastructure, type SweepPoint, type SweepRun, type TrackInfo } from '../../server/operations/conflicts/sweep';
import { parseLineNumbers } from '../../server/operations/conflicts/infrastructure';
import { demoSections } from '../../server/seeds/track-sections';
import { DEMO_STATION_TRACKS } from '../../server/seeds/station-tracks';

/** The seeds' infrastructure, keyed by station code. */
export function demoInfrastructure(): SweepInfrastructure {
  const sections = new Map(demoSections().map((s) => [sectionKey(s.from, s.to), { tracks: s.tracks, minHeadwayS: s.minHeadwayS }]));
  const stationTracks = new Map<string, TrackInfo[]>(Object.entries(DEMO_STATION_TRACKS).map(([code, tracks]) => [
    code,
    tracks.map((t) => ({ track: t.track, lineIds: [], lineNumbers: parseLineNumbers(t.lines), direction: t.direction ?? 'both', minTurnaroundS: t.minTurnaroundS ?? null })),
  ]));
  return { sections, stationTracks, defaultMinTurnaroundS: MIN_TURNAROUND_S };
}

/** The weekday's runs at their planned times, as the sweep sees them (every stop served). */
export function demoWeekdayRuns(stations: readonly StationInput[], options: DemoOptions = {}): SweepRun[] {
  const tt = generateDemoTimetable(stations, options);
  const st = tt.stopTimes;
  const pointsByTrip = new Map<number, SweepPoint[]>();
  for (let r = 0; r < st.length; r++) {
    const t = st.trip[r];
    const stop = tt.stops[st.stop[r]];
    const id = stop.stationId ?? `stop:${stop.id}`;
    const points = pointsByTrip.get(t) ?? [];
    points.push({
      key: `station:${id}`, infraId: id, name: stop.name, arr: st.arrival[r], dep: st.departure[r],
      served: true, platform: st.platform[r], stopIndex: points.length,
    });
    pointsByTrip.set(t, points);
  }
  const lineNumber = new Map(tt.lines.map((l) => [l.id, l.lineNumber]));
  const weekday = tt.trips.map((trip, t) => ({ trip, t })).filter(({ trip }) => trip.serviceId === SERVICE_IDS.weekday);
  // The previous run of each circulation, by sequence.
  const prevOf = new Map<string, string>();
  const byCirculation = new Map<string, { seq: number; id: string }[]>();
  for (const { trip } of weekday) {
    const list = byCirculation.get(trip.circulationId ?? trip.id) ?? [];
    list.push({ seq: trip.circulationSeq ?? 0, id: trip.id });
    byCirculation.set(trip.circulationId ?? trip.id, list);
  }
  for (const list of byCirculation.values()) {
    list.sort((a, b) => a.seq - b.seq);
    list.forEach((x, i) => { if (i > 0) prevOf.set(x.id, list[i - 1].id); });
  }
  return weekday.map(({ trip, t }) => ({
    id: trip.id, trainNumber: trip.trainNumber, lineId: trip.lineId, lineNumber: lineNumber.get(trip.lineId) ?? trip.lineId,
    direction: trip.direction, circulation: trip.circulationId ?? trip.id, prevRunId: prevOf.get(trip.id) ?? null,
    vehicles: [], cancelled: false, points: pointsByTrip.get(t) ?? [],
  }));
}

/** The demo weekday's planned conflicts, by start. */
export function demoPlannedConflicts(stations: readonly StationInput[], options: DemoOptions = {}): Conflict[] {
  return sweepAll(demoWeekdayRuns(stations, options), demoInfrastructure());
}

/** "kind resource" → count, most first (for the script and test messages). */
export function countByKindAndResource(conflicts: readonly Conflict[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const c of conflicts) {
    const where = c.toName ? `${c.fromName} – ${c.toName}` : c.track ? `${c.fromName} Gl. ${c.track}` : c.fromName;
    const key = `${c.kind.padEnd(12)} ${where}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
}
