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

/**
 * The message as JSON with the .proto's field names (gtfs_realtime_version, trip_update,
 * stop_time_update, …), enums by name and 64-bit numbers as numbers: what a GTFS-RT reader
 * printing the message shows. Absent optional fields are left out.
 */
export function feedJson(msg: IFeedMessage): unknown {
  const obj = rt.FeedMessage.toObject(rt.FeedMessage.fromObject(msg as unknown as Record<string, unknown>), { enums: String, longs: Number, defaults: false });
  return snakeKeys(obj);
}

function snakeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(snakeKeys);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)] = snakeKeys(v);
  return out;
}
