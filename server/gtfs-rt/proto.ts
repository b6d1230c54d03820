/**
 * The GTFS-Realtime protocol buffer, through MobilityData's gtfs-realtime-bindings (a generated
 * protobufjs module; CommonJS, so its namespace comes through the default import under tsx, vitest
 * and Node alike). Feeds are built as plain objects with the bindings' property names and encoded
 * here; the JSON format is the same message with the .proto's own (snake_case) field names.
 */
import GtfsRealtimeBindings from 'gtfs-realtime-bindings';

export const rt = GtfsRealtimeBindings.transit_realtime;
export type IFeedMessage = GtfsRealtimeBindings.transit_realtime.IFeedMessage;
export type IFeedEntity = GtfsRealtimeBindings.transit_realtime.IFeedEntity;
export type ITripUpdate = GtfsRealtimeBindings.transit_realtime.ITripUpdate;
export type ITripDescriptor = GtfsRealtimeBindings.transit_realtime.ITripDescriptor;
export type IVehicleDescriptor = GtfsRealtimeBindings.transit_realtime.IVehicleDescriptor;
export type IStopTimeUpdate = GtfsRealtimeBindings.transit_realtime.TripUpdate.IStopTimeUpdate;
export type IVehiclePosition = GtfsRealtimeBindings.transit_realtime.IVehiclePosition;
export type IAlert = GtfsRealtimeBindings.transit_realtime.IAlert;
export type IEntitySelector = GtfsRealtimeBindings.transit_realtime.IEntitySelector;
export type ITranslatedString = GtfsRealtimeBindings.transit_realtime.ITranslatedString;

export const GTFS_RT_VERSION = '2.0';

/** A FULL_DATASET message: every entity of the feed, at `timestampS` (POSIX seconds). */
export function feedMessage(timestampS: number, entity: IFeedEntity[]): IFeedMessage {
  return {
    header: { gtfsRealtimeVersion: GTFS_RT_VERSION, incrementality: rt.FeedHeader.Incrementality.FULL_DATASET, timestamp: timestampS },
    entity,
  };
}

/** The protocol buffer bytes (application/x-protobuf). */
export function encodeFeed(msg: IFeedMessage): Uint8Array {
  return rt.FeedMessage.encode(msg).finish();
}

/** Enum fields by their parent field and name (protobufjs' static enums also map a number to its name). */
const ENUMS: Record<string, Record<number, string>> = {
  'header.incrementality': rt.FeedHeader.Incrementality as unknown as Record<number, string>,
  'trip.scheduleRelationship': rt.TripDescriptor.ScheduleRelationship as unknown as Record<number, string>,
  'stopTimeUpdate.scheduleRelationship': rt.TripUpdate.StopTimeUpdate.ScheduleRelationship as unknown as Record<number, string>,
  'vehicle.currentStatus': rt.VehiclePosition.VehicleStopStatus as unknown as Record<number, string>,
  'vehicle.occupancyStatus': rt.VehiclePosition.OccupancyStatus as unknown as Record<number, string>,
  'alert.cause': rt.Alert.Cause as unknown as Record<number, string>,
  'alert.effect': rt.Alert.Effect as unknown as Record<number, string>,
  'alert.severityLevel': rt.Alert.SeverityLevel as unknown as Record<number, string>,
};

/**
 * The message as JSON with the .proto's field names (gtfs_realtime_version, trip_update,
 * stop_time_update, …), enums by name and 64-bit numbers as numbers: what a GTFS-RT reader
 * printing the message shows. Absent fields and empty lists are left out. Written from the plain
 * message directly (the bindings' fromObject + toObject took five times as long for 1,000 trips).
 */
export function feedJson(msg: IFeedMessage): unknown {
  return jsonOf(msg, '');
}

const snakeNames = new Map<string, string>();
const snake = (k: string) => {
  let name = snakeNames.get(k);
  if (name === undefined) snakeNames.set(k, (name = k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)));
  return name;
};

function jsonOf(value: unknown, parent: string): unknown {
  if (Array.isArray(value)) return value.map((v) => jsonOf(v, parent));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (v === null || v === undefined || (Array.isArray(v) && v.length === 0)) continue;
    const names = typeof v === 'number' ? ENUMS[`${parent}.${k}`] : undefined;
    out[snake(k)] = names ? (names[v as number] ?? v) : jsonOf(v, k);
  }
  return out;
}
