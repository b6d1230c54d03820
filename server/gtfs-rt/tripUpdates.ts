/**
 * TripUpdates from the live engine's day (docs/passenger-information/gtfs-rt.md, "Mapping"): one
 * entity per run that is running, cancelled, touched by a measure or due to leave within the
 * horizon; the engine's forecasts as delays and times of the stops ahead.
 */
import type { RunStop } from '../../src/shared/operations/types';
import type { LiveDay } from '../operations/live/day';
import type { LiveRow } from '../operations/live/rows';
import { gtfsTripOf, type VersionTrips } from './ids';
import { rt, type IFeedEntity, type IStopTimeUpdate, type ITripDescriptor, type IVehicleDescriptor } from './proto';

/** Planned runs are sent from this long before their first departure (their forecasts matter to planners from then). */
export const DEFAULT_HORIZON_S = 2 * 3600;

export interface DayInput {
  day: LiveDay;
  /** The version's first departures by trip id (ids.ts); empty when unknown. */
  trips: VersionTrips;
}

const { TripDescriptor, TripUpdate } = rt;

/** Whether a run goes into the feed now (`t`: service-day seconds of the engine's time). */
export function inFeed(day: LiveDay, i: number, t: number, horizonS: number): boolean {
  const st = day.states[i];
  if (st.phase === 'finished') return false;
  const p = day.plan.runs[i];
  if (day.effects[i].cancelled) return p.arr[p.arr.length - 1] >= t;
  if (st.phase === 'running') return true;
  return p.dep[0] - t <= horizonS || day.effects[i].measures.length > 0;
}

export function tripDescriptor(day: LiveDay, i: number, trips: VersionTrips, cancelled: boolean): ITripDescriptor {
  const p = day.plan.runs[i];
  const ref = gtfsTripOf(day.operatingDay, p.trip.id, p.dep[0], trips);
  return {
    tripId: ref.tripId,
    routeId: p.trip.lineId,
    directionId: p.trip.direction,
    startDate: ref.startDate,
    startTime: ref.startTime,
    scheduleRelationship: cancelled ? TripDescriptor.ScheduleRelationship.CANCELED : TripDescriptor.ScheduleRelationship.SCHEDULED,
  };
}

/** The run's vehicles: the first unit's number as id, all coupled units as label (null: none rostered). */
export function vehicleDescriptor(row: LiveRow): IVehicleDescriptor | null {
  if (row.vehicleNumbers.length === 0) return null;
  return { id: row.vehicleNumbers[0], label: row.vehicleNumbers.join('+') };
}

/**
 * The stops the train has not passed, with the forecast (expected − planned = delay, expected as
 * POSIX time); a stop not served is SKIPPED without times.
 */
export function stopTimeUpdates(stops: readonly RunStop[], zeroS: number): IStopTimeUpdate[] {
  const out: IStopTimeUpdate[] = [];
  for (const s of stops) {
    if (s.passed) continue;
    if (s.skipped) {
      out.push({ stopId: s.stopId, scheduleRelationship: TripUpdate.StopTimeUpdate.ScheduleRelationship.SKIPPED });
      continue;
    }
    const u: IStopTimeUpdate = { stopId: s.stopId, scheduleRelationship: TripUpdate.StopTimeUpdate.ScheduleRelationship.SCHEDULED };
    if (s.expectedArrival !== null && s.plannedArrival !== null) u.arrival = { delay: s.expectedArrival - s.plannedArrival, time: zeroS + s.expectedArrival };
    if (s.expectedDeparture !== null && s.plannedDeparture !== null) u.departure = { delay: s.expectedDeparture - s.plannedDeparture, time: zeroS + s.expectedDeparture };
    if (u.arrival || u.departure) out.push(u);
  }
  return out;
}

export function tripUpdateEntities(inputs: readonly DayInput[], nowMs: number, horizonS = DEFAULT_HORIZON_S): IFeedEntity[] {
  const out: IFeedEntity[] = [];
  const timestamp = Math.floor(nowMs / 1000);
  for (const { day, trips } of inputs) {
    const zeroS = day.zeroMs / 1000;
    const t = (nowMs - day.zeroMs) / 1000;
    const rows = day.rows();
    for (let i = 0; i < rows.length; i++) {
      if (!inFeed(day, i, t, horizonS)) continue;
      const cancelled = day.effects[i].cancelled;
      const row = rows[i];
      const vehicle = vehicleDescriptor(row);
      const updates = cancelled ? [] : stopTimeUpdates(day.stops(i), zeroS);
      // GTFS-RT: a trip that is not CANCELED needs at least one stop time update.
      if (!cancelled && updates.length === 0) continue;
      out.push({
        id: row.id,
        tripUpdate: {
          trip: tripDescriptor(day, i, trips, cancelled),
          ...(vehicle ? { vehicle } : {}),
          // A cancelled trip carries no stop times (GTFS-RT: CANCELED needs none).
          stopTimeUpdate: updates,
          timestamp,
        },
      });
    }
  }
  return out;
}
