/**
 * VehiclePositions from the live engine's day: every train running now (the control centre's
 * map shows the same ones), with its position, bearing, the stop it stands at or runs to, its
 * trip and vehicles, and its occupancy.
 */
import type { LiveDay } from '../operations/live/day';
import { nextStationIndex } from '../operations/live/rows';
import { rt, type IFeedEntity } from './proto';
import { tripDescriptor, vehicleDescriptor, type DayInput } from './tripUpdates';

const { OccupancyStatus, VehicleStopStatus } = rt.VehiclePosition;

/**
 * The engine's occupancy (percent of the vehicles' capacity, seats and standing, 0..150) as the
 * GTFS-RT enum. The bands are ours (GTFS-RT leaves them to the producer); docs name them.
 */
export function occupancyStatus(percent: number): number {
  if (percent < 5) return OccupancyStatus.EMPTY;
  if (percent < 50) return OccupancyStatus.MANY_SEATS_AVAILABLE;
  if (percent < 80) return OccupancyStatus.FEW_SEATS_AVAILABLE;
  if (percent < 100) return OccupancyStatus.STANDING_ROOM_ONLY;
  if (percent < 130) return OccupancyStatus.CRUSHED_STANDING_ROOM_ONLY;
  return OccupancyStatus.FULL;
}

/** Standing at a stop: STOPPED_AT it; else IN_TRANSIT_TO the next stop served. */
function currentStop(day: LiveDay, i: number): { stopId: string; status: number } | null {
  const st = day.states[i];
  const stops = day.plan.runs[i].stops;
  if (st.atStop) return { stopId: stops[st.at].stopId, status: VehicleStopStatus.STOPPED_AT };
  const next = nextStationIndex(day.effects[i], st);
  return next >= 0 ? { stopId: stops[next].stopId, status: VehicleStopStatus.IN_TRANSIT_TO } : null;
}

export function vehiclePositionEntities(inputs: readonly DayInput[], nowMs: number): IFeedEntity[] {
  const out: IFeedEntity[] = [];
  for (const { day, trips } of inputs) {
    const rows = day.rows();
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i];
      if (row.phase !== 'running' || day.effects[i].cancelled || row.lat === null || row.lon === null) continue;
      const vehicle = vehicleDescriptor(row);
      const stop = currentStop(day, i);
      const updated = Date.parse(row.updatedAt);
      out.push({
        id: row.id,
        vehicle: {
          trip: tripDescriptor(day, i, trips, false),
          ...(vehicle ? { vehicle } : {}),
          position: { latitude: row.lat, longitude: row.lon, ...(row.bearing !== null ? { bearing: row.bearing } : {}) },
          ...(stop ? { stopId: stop.stopId, currentStatus: stop.status } : {}),
          timestamp: Math.floor((Number.isFinite(updated) ? updated : nowMs) / 1000),
          occupancyStatus: occupancyStatus(row.occupancy),
          occupancyPercentage: Math.max(0, Math.round(row.occupancy)),
        },
      });
    }
  }
  return out;
}
