/**
 * The demo weekday as the live engine runs it (simulated delays), in process: the conflict
 * tracker's list at given times of day, against the demo infrastructure seeds. No fleet (no
 * vehicle roster), so no `vehicleTwice`; otherwise the engine's own day and tracker.
 */
import type { Conflict } from '../../src/shared/operations/timeDistance';
import { findProvocation, type Provocation } from '../../server/operations/conflicts/provoke';
import { generateDemoTimetable, type StationInput } from '../../server/operations/demo-network';
import { SERVICE_IDS } from '../../server/operations/demo-network/calendar';
import { ConflictTracker } from '../../server/operations/conflicts/tracker';
import { LiveDay } from '../../server/operations/live/day';
import { serviceDayZero } from '../../server/operations/live/time';
import type { DayTimetable, DayTrip } from '../../server/operations/types';
import { demoInfrastructure } from './plannedConflicts';

/** The demo timetable's weekday service as the engine's day on a date (a Monday–Friday). */
export function demoWeekdayTimetable(stations: readonly StationInput[], operatingDay: string): DayTimetable {
  const tt = generateDemoTimetable(stations);
  const st = tt.stopTimes;
  const stopsOf = new Map<number, DayTrip['stops']>();
  for (let r = 0; r < st.length; r++) {
    const list = stopsOf.get(st.trip[r]) ?? [];
    list.push({ stopId: tt.stops[st.stop[r]].id, km: st.km[r], arrival: st.arrival[r], departure: st.departure[r], platform: st.platform[r] });
    stopsOf.set(st.trip[r], list);
  }
  const trips: DayTrip[] = tt.trips.flatMap((t, i) => (t.serviceId === SERVICE_IDS.weekday ? [{ ...t, stops: stopsOf.get(i) ?? [] }] : []));
  trips.sort((a, b) => a.stops[0].departure - b.stops[0].departure);
  return {
    versionId: 'demo', operatingDay, trips,
    stops: new Map(tt.stops.map((s) => [s.id, s])),
    lines: new Map(tt.lines.map((l) => [l.id, l])),
    routes: new Map(tt.routes.map((r) => [r.id, r])),
  };
}

/** The tracker's list (conflicts not over yet) at each time of day (seconds), one simulated day advanced in 60 s steps. */
export async function demoLiveConflicts(stations: readonly StationInput[], times: readonly number[], operatingDay = '2026-11-23', tz = 'Europe/Berlin'): Promise<Map<number, Conflict[]>> {
  const out = new Map<number, Conflict[]>();
  await runDemoDay(stations, times, operatingDay, tz, (at, tracker) => out.set(at, tracker.list()));
  return out;
}

/** What the demo control's "Konflikt provozieren" would pick at each time (null: no pair). */
export async function demoProvocations(stations: readonly StationInput[], times: readonly number[], operatingDay = '2026-11-23', tz = 'Europe/Berlin'): Promise<Map<number, Provocation | null>> {
  const out = new Map<number, Provocation | null>();
  await runDemoDay(stations, times, operatingDay, tz, (at, tracker) => out.set(at, findProvocation(tracker.runs(), tracker.infrastructure, at, tracker.list())));
  return out;
}

async function runDemoDay(stations: readonly StationInput[], times: readonly number[], operatingDay: string, tz: string, visit: (at: number, tracker: ConflictTracker) => void): Promise<void> {
  const day = new LiveDay(demoWeekdayTimetable(stations, operatingDay), operatingDay, { seed: 'leitstelle', simulate: true, tz });
  const zero = serviceDayZero(operatingDay, tz);
  const infra = demoInfrastructure();
  const tracker = new ConflictTracker(async () => infra);
  await tracker.reloadInfrastructure(false);
  let t = 3 * 3600;
  day.advance(zero + t * 1000);
  tracker.setDay(day);
  for (const at of [...times].sort((a, b) => a - b)) {
    while (t < at) {
      t = Math.min(at, t + 60);
      tracker.changed(day, day.advance(zero + t * 1000));
    }
    visit(at, tracker);
  }
}
