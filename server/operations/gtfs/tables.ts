/** Row readers of the GTFS files this module reads, in reading order (references point backwards). */
import type { IdIndex, ReadContext } from './context';
import { NO_TIME, type GtfsTransfer } from './model';
import { formatGtfsTime, parseGtfsDate, parseGtfsTime } from './time';

/** Column positions by name; -1 for an optional column that is absent. */
export type Columns = Record<string, number>;

export interface TableSpec {
  file: string;
  required: string[];
  optional: string[];
  /** The id column other files refer to (its index becomes available once the header has it). */
  ids?: (ctx: ReadContext) => IdIndex;
  row(ctx: ReadContext, col: Columns, values: string[], line: number): void;
}

export function cell(values: string[], index: number): string {
  if (index < 0) return '';
  const v = values[index];
  return v === undefined ? '' : v.trim();
}

/** A required value; reports missingValue and returns null when it is empty. */
function need(ctx: ReadContext, file: string, values: string[], col: Columns, name: string, line: number): string | null {
  const v = cell(values, col[name]);
  if (v === '') {
    ctx.problem('missingValue', file, line, name);
    return null;
  }
  return v;
}

function integer(ctx: ReadContext, file: string, column: string, text: string, line: number, min: number, max: number): number | null {
  const n = Number(text);
  if (text === '' || !Number.isInteger(n) || n < min || n > max) {
    ctx.problem('badNumber', file, line, column, text);
    return null;
  }
  return n;
}

/** Checks a reference into ids (skipped when that table could not be read); returns the index or -1. */
function ref(ctx: ReadContext, file: string, column: string, id: string, ids: IdIndex, target: string, line: number): number {
  const index = ids.index.get(id);
  if (index !== undefined) return index;
  if (ids.available) ctx.problem('unknownReference', file, line, column, id, { target });
  return -1;
}

const agency: TableSpec = {
  file: 'agency.txt',
  required: ['agency_name', 'agency_url', 'agency_timezone'],
  optional: ['agency_id'],
  ids: (ctx) => ctx.agencyIds,
  row(ctx, col, values, line) {
    const f = this.file;
    const id = cell(values, col.agency_id);
    const name = need(ctx, f, values, col, 'agency_name', line);
    const url = need(ctx, f, values, col, 'agency_url', line);
    const timezone = need(ctx, f, values, col, 'agency_timezone', line);
    if (!ctx.addId(ctx.agencyIds, f, 'agency_id', id, line, ctx.agencies.length)) return;
    ctx.agencies.push({ id, name: name ?? '', url: url ?? '', timezone: timezone ?? '' });
  },
};

const stops: TableSpec = {
  file: 'stops.txt',
  required: ['stop_id', 'stop_name', 'stop_lat', 'stop_lon'],
  optional: ['location_type', 'parent_station', 'platform_code'],
  ids: (ctx) => ctx.stopIds,
  row(ctx, col, values, line) {
    const f = this.file;
    const id = need(ctx, f, values, col, 'stop_id', line);
    const typeText = cell(values, col.location_type);
    const locationType = typeText === '' ? 0 : integer(ctx, f, 'location_type', typeText, line, 0, 4);
    // Coordinates (and the name) are required for stops, stations and entrances only.
    const located = locationType === null || locationType <= 2;
    const name = located ? need(ctx, f, values, col, 'stop_name', line) : cell(values, col.stop_name);
    const latText = cell(values, col.stop_lat);
    const lonText = cell(values, col.stop_lon);
    let lat: number | null = null;
    let lon: number | null = null;
    if (latText !== '' || lonText !== '' || located) {
      lat = latText === '' ? NaN : Number(latText);
      lon = lonText === '' ? NaN : Number(lonText);
      if (!(lat >= -90 && lat <= 90 && lon >= -180 && lon <= 180)) {
        ctx.problem('badCoordinates', f, line, 'stop_lat', undefined, { lat: latText || '–', lon: lonText || '–' });
      }
    }
    if (id === null || !ctx.addId(ctx.stopIds, f, 'stop_id', id, line, ctx.stops.length)) return;
    ctx.stops.push({
      id,
      name: name ?? '',
      lat,
      lon,
      locationType: locationType ?? 0,
      parentStation: cell(values, col.parent_station) || null,
      platformCode: cell(values, col.platform_code) || null,
    });
  },
};

const routes: TableSpec = {
  file: 'routes.txt',
  required: ['route_id', 'route_type'],
  optional: ['agency_id', 'route_short_name', 'route_long_name', 'route_color', 'route_text_color'],
  ids: (ctx) => ctx.routeIds,
  row(ctx, col, values, line) {
    const f = this.file;
    const id = need(ctx, f, values, col, 'route_id', line);
    const typeText = need(ctx, f, values, col, 'route_type', line);
    const type = typeText === null ? null : integer(ctx, f, 'route_type', typeText, line, 0, 1999);
    let agencyId = cell(values, col.agency_id);
    if (agencyId !== '') ref(ctx, f, 'agency_id', agencyId, ctx.agencyIds, 'agency.txt', line);
    else if (ctx.agencies.length > 1) ctx.problem('missingValue', f, line, 'agency_id');
    else agencyId = ctx.agencies[0]?.id ?? '';
    if (id === null || !ctx.addId(ctx.routeIds, f, 'route_id', id, line, ctx.routes.length)) return;
    ctx.routes.push({
      id,
      agencyId,
      shortName: cell(values, col.route_short_name),
      longName: cell(values, col.route_long_name),
      type: type ?? 0,
      // Kept only when well-formed: a colour is presentation, not worth refusing a feed over.
      color: hexColor(cell(values, col.route_color)),
      textColor: hexColor(cell(values, col.route_text_color)),
    });
  },
};

/** Six hex digits, upper case, or undefined (empty or malformed). */
function hexColor(text: string): string | undefined {
  return /^[0-9A-Fa-f]{6}$/.test(text) ? text.toUpperCase() : undefined;
}

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

function date(ctx: ReadContext, file: string, values: string[], col: Columns, name: string, line: number): string | null {
  const text = need(ctx, file, values, col, name, line);
  if (text === null) return null;
  const iso = parseGtfsDate(text);
  if (iso === null) ctx.problem('badDate', file, line, name, text);
  return iso;
}

const calendar: TableSpec = {
  file: 'calendar.txt',
  required: ['service_id', ...WEEKDAYS, 'start_date', 'end_date'],
  optional: [],
  row(ctx, col, values, line) {
    const f = this.file;
    const serviceId = need(ctx, f, values, col, 'service_id', line);
    let weekdays = 0;
    WEEKDAYS.forEach((day, bit) => {
      if (integer(ctx, f, day, cell(values, col[day]), line, 0, 1) === 1) weekdays |= 1 << bit;
    });
    const startDate = date(ctx, f, values, col, 'start_date', line);
    const endDate = date(ctx, f, values, col, 'end_date', line);
    if (serviceId === null) return;
    if (ctx.calendarLines.has(serviceId)) {
      ctx.problem('duplicateId', f, line, 'service_id', serviceId, { firstLine: ctx.calendarLines.get(serviceId) ?? '' });
      return;
    }
    ctx.calendarLines.set(serviceId, line);
    ctx.serviceIds.add(serviceId);
    ctx.calendars.push({ serviceId, weekdays, startDate: startDate ?? '', endDate: endDate ?? '' });
  },
};

const calendarDates: TableSpec = {
  file: 'calendar_dates.txt',
  required: ['service_id', 'date', 'exception_type'],
  optional: [],
  row(ctx, col, values, line) {
    const f = this.file;
    const serviceId = need(ctx, f, values, col, 'service_id', line);
    const day = date(ctx, f, values, col, 'date', line);
    const exceptionType = integer(ctx, f, 'exception_type', cell(values, col.exception_type), line, 1, 2);
    if (serviceId === null || day === null || exceptionType === null) return;
    const key = `${serviceId}\u0000${day}`;
    const first = ctx.calendarDateLines.get(key);
    if (first !== undefined) {
      ctx.problem('duplicateId', f, line, 'service_id', `${serviceId} ${cell(values, col.date)}`, { firstLine: first });
      return;
    }
    ctx.calendarDateLines.set(key, line);
    ctx.serviceIds.add(serviceId);
    ctx.calendarDates.push({ serviceId, date: day, exceptionType: exceptionType as 1 | 2 });
  },
};

const trips: TableSpec = {
  file: 'trips.txt',
  required: ['route_id', 'service_id', 'trip_id'],
  optional: ['trip_headsign', 'trip_short_name', 'direction_id', 'block_id', 'shape_id'],
  ids: (ctx) => ctx.tripIds,
  row(ctx, col, values, line) {
    const f = this.file;
    const id = need(ctx, f, values, col, 'trip_id', line);
    const routeId = need(ctx, f, values, col, 'route_id', line);
    const serviceId = need(ctx, f, values, col, 'service_id', line);
    if (routeId !== null) ref(ctx, f, 'route_id', routeId, ctx.routeIds, 'routes.txt', line);
    if (serviceId !== null && ctx.servicesAvailable && !ctx.serviceIds.has(serviceId)) {
      ctx.problem('unknownReference', f, line, 'service_id', serviceId, { target: 'calendar.txt / calendar_dates.txt' });
    }
    const directionText = cell(values, col.direction_id);
    const directionId = directionText === '' ? null : integer(ctx, f, 'direction_id', directionText, line, 0, 1);
    if (id === null || !ctx.addId(ctx.tripIds, f, 'trip_id', id, line, ctx.trips.length)) return;
    ctx.trips.push({
      id,
      routeId: routeId ?? '',
      serviceId: serviceId ?? '',
      headsign: cell(values, col.trip_headsign) || null,
      shortName: cell(values, col.trip_short_name) || null,
      directionId,
      blockId: cell(values, col.block_id) || null,
      // Checked against shapes.txt when converted: an unknown shape is a notice, not a reason to refuse the feed.
      shapeId: cell(values, col.shape_id) || null,
    });
  },
};

const frequencies: TableSpec = {
  file: 'frequencies.txt',
  required: ['trip_id', 'start_time', 'end_time', 'headway_secs'],
  optional: ['exact_times'],
  row(ctx, col, values, line) {
    const f = this.file;
    const tripId = need(ctx, f, values, col, 'trip_id', line);
    const trip = tripId === null ? -1 : ref(ctx, f, 'trip_id', tripId, ctx.tripIds, 'trips.txt', line);
    const start = time(ctx, f, 'start_time', need(ctx, f, values, col, 'start_time', line) ?? '', line);
    const end = time(ctx, f, 'end_time', need(ctx, f, values, col, 'end_time', line) ?? '', line);
    const headwayText = need(ctx, f, values, col, 'headway_secs', line);
    const headway = headwayText === null ? null : integer(ctx, f, 'headway_secs', headwayText, line, 1, 86_400);
    const exactText = cell(values, col.exact_times);
    const exact = exactText === '' ? 0 : integer(ctx, f, 'exact_times', exactText, line, 0, 1);
    if (trip < 0 || start === null || end === null || start === NO_TIME || end === NO_TIME || headway === null || exact === null) return;
    if (end <= start) {
      ctx.problem('timeDecreasing', f, line, 'end_time', formatGtfsTime(end), { previous: formatGtfsTime(start) });
      return;
    }
    ctx.frequencies.push({ trip, start, end, headway, exactTimes: exact as 0 | 1 });
  },
};

/** A time cell: seconds, NO_TIME when empty, null (reported) when malformed. */
function time(ctx: ReadContext, file: string, column: string, text: string, line: number): number | null {
  if (text === '') return NO_TIME;
  const seconds = parseGtfsTime(text);
  if (seconds === null) ctx.problem('badTime', file, line, column, text);
  return seconds;
}

/** shape_dist_traveled: NaN when empty, null (reported) when not a non-negative number. */
function shapeDistance(ctx: ReadContext, file: string, text: string, line: number): number | null {
  if (text === '') return NaN;
  const n = Number(text);
  if (!Number.isFinite(n) || n < 0) {
    ctx.problem('badNumber', file, line, 'shape_dist_traveled', text);
    return null;
  }
  return n;
}

const shapes: TableSpec = {
  file: 'shapes.txt',
  required: ['shape_id', 'shape_pt_lat', 'shape_pt_lon', 'shape_pt_sequence'],
  optional: ['shape_dist_traveled'],
  row(ctx, col, values, line) {
    const f = this.file;
    const id = need(ctx, f, values, col, 'shape_id', line);
    const seqText = need(ctx, f, values, col, 'shape_pt_sequence', line);
    const sequence = seqText === null ? null : integer(ctx, f, 'shape_pt_sequence', seqText, line, 0, 0xffffffff);
    const latText = cell(values, col.shape_pt_lat);
    const lonText = cell(values, col.shape_pt_lon);
    const lat = latText === '' ? NaN : Number(latText);
    const lon = lonText === '' ? NaN : Number(lonText);
    if (!(lat >= -90 && lat <= 90 && lon >= -180 && lon <= 180)) {
      ctx.problem('badCoordinates', f, line, 'shape_pt_lat', undefined, { lat: latText || '–', lon: lonText || '–' });
      return;
    }
    const distance = shapeDistance(ctx, f, cell(values, col.shape_dist_traveled), line);
    if (id === null || sequence === null || distance === null) return;
    ctx.shapePoints.push(id, sequence, lat, lon, distance);
  },
};

const stopTimes: TableSpec = {
  file: 'stop_times.txt',
  required: ['trip_id', 'stop_id', 'stop_sequence', 'arrival_time', 'departure_time'],
  optional: ['shape_dist_traveled', 'pickup_type', 'drop_off_type'],
  row(ctx, col, values, line) {
    const f = this.file;
    if (col.shape_dist_traveled >= 0) ctx.stopTimes.enableDistance();
    const tripId = need(ctx, f, values, col, 'trip_id', line);
    const stopId = need(ctx, f, values, col, 'stop_id', line);
    const seqText = need(ctx, f, values, col, 'stop_sequence', line);
    const trip = tripId === null ? -1 : ref(ctx, f, 'trip_id', tripId, ctx.tripIds, 'trips.txt', line);
    const stop = stopId === null ? -1 : ref(ctx, f, 'stop_id', stopId, ctx.stopIds, 'stops.txt', line);
    const sequence = seqText === null ? null : integer(ctx, f, 'stop_sequence', seqText, line, 0, 0xffffffff);
    let arrival = time(ctx, f, 'arrival_time', cell(values, col.arrival_time), line);
    let departure = time(ctx, f, 'departure_time', cell(values, col.departure_time), line);
    // One of the two given: GTFS treats them as equal.
    if (arrival === NO_TIME && departure !== null) arrival = departure;
    if (departure === NO_TIME && arrival !== null) departure = arrival;
    if (arrival !== null && departure !== null && arrival !== NO_TIME && departure < arrival) {
      ctx.problem('departureBeforeArrival', f, line, 'departure_time', undefined, {
        arrival: cell(values, col.arrival_time),
        departure: cell(values, col.departure_time),
      });
    }
    const distance = shapeDistance(ctx, f, cell(values, col.shape_dist_traveled), line);
    const pickupText = cell(values, col.pickup_type);
    const dropOffText = cell(values, col.drop_off_type);
    const pickup = pickupText === '' ? 0 : integer(ctx, f, 'pickup_type', pickupText, line, 0, 3);
    const dropOff = dropOffText === '' ? 0 : integer(ctx, f, 'drop_off_type', dropOffText, line, 0, 3);
    if (trip < 0 || stop < 0 || sequence === null || arrival === null || departure === null || distance === null || pickup === null || dropOff === null) return;
    ctx.stopTimes.push(trip, stop, sequence, arrival, departure, line, distance, pickup, dropOff);
  },
};

/** An optional id cell checked against its file; null when empty or unknown (reported). */
function optionalRef(ctx: ReadContext, file: string, values: string[], col: Columns, column: string, ids: IdIndex, target: string, line: number): string | null | undefined {
  const id = cell(values, col[column]);
  if (id === '') return null;
  return ref(ctx, file, column, id, ids, target, line) < 0 && ids.available ? undefined : id;
}

/**
 * transfers.txt: connections between stops, routes or trips. Types 1 (timed) and 2 (minimum time)
 * become connection configurations of the version (docs/gtfs.md, docs/connections/configuration.md);
 * every row is kept with the version. Checked like the other files: transfer_type 0–5, ids known,
 * stops required for types 1–3 and trips for 4 and 5 (as GTFS says), min_transfer_time a whole number of seconds.
 */
const transfers: TableSpec = {
  file: 'transfers.txt',
  required: ['transfer_type'],
  optional: ['from_stop_id', 'to_stop_id', 'from_route_id', 'to_route_id', 'from_trip_id', 'to_trip_id', 'min_transfer_time'],
  row(ctx, col, values, line) {
    const f = this.file;
    const typeText = need(ctx, f, values, col, 'transfer_type', line);
    const type = typeText === null ? null : integer(ctx, f, 'transfer_type', typeText, line, 0, 5);
    const fromStopId = optionalRef(ctx, f, values, col, 'from_stop_id', ctx.stopIds, 'stops.txt', line);
    const toStopId = optionalRef(ctx, f, values, col, 'to_stop_id', ctx.stopIds, 'stops.txt', line);
    const fromRouteId = optionalRef(ctx, f, values, col, 'from_route_id', ctx.routeIds, 'routes.txt', line);
    const toRouteId = optionalRef(ctx, f, values, col, 'to_route_id', ctx.routeIds, 'routes.txt', line);
    const fromTripId = optionalRef(ctx, f, values, col, 'from_trip_id', ctx.tripIds, 'trips.txt', line);
    const toTripId = optionalRef(ctx, f, values, col, 'to_trip_id', ctx.tripIds, 'trips.txt', line);
    const minText = cell(values, col.min_transfer_time);
    const minTransferTime = minText === '' ? null : integer(ctx, f, 'min_transfer_time', minText, line, 0, 86_400);
    // GTFS: stops required for types 1–3, trips for 4 and 5 (type 0 may name either or neither).
    if (type !== null && type >= 1 && type <= 3) {
      if (fromStopId === null) ctx.problem('missingValue', f, line, 'from_stop_id');
      if (toStopId === null) ctx.problem('missingValue', f, line, 'to_stop_id');
    } else if (type !== null && type >= 4) {
      if (fromTripId === null) ctx.problem('missingValue', f, line, 'from_trip_id');
      if (toTripId === null) ctx.problem('missingValue', f, line, 'to_trip_id');
    }
    if (type === null || (minText !== '' && minTransferTime === null)) return;
    if ([fromStopId, toStopId, fromRouteId, toRouteId, fromTripId, toTripId].includes(undefined)) return;
    ctx.transfers.push({
      fromStopId: fromStopId ?? null, toStopId: toStopId ?? null, fromRouteId: fromRouteId ?? null, toRouteId: toRouteId ?? null,
      fromTripId: fromTripId ?? null, toTripId: toTripId ?? null, type: type as GtfsTransfer['type'], minTransferTime, line,
    });
  },
};

/** Required files; calendar.txt / calendar_dates.txt are checked separately (at least one). */
export const REQUIRED_FILES = ['agency.txt', 'stops.txt', 'routes.txt', 'trips.txt', 'stop_times.txt'];
export const CALENDAR_FILES = ['calendar.txt', 'calendar_dates.txt'];

/** Reading order: every reference points to a file read earlier. */
export const TABLES: TableSpec[] = [agency, stops, routes, calendar, calendarDates, shapes, trips, frequencies, stopTimes, transfers];

/**
 * Files of the GTFS reference the timetable does not use (docs/gtfs.md says why for each); when a
 * feed has them, the import result names them with their line count.
 */
export const UNUSED_FILES = [
  'feed_info.txt', 'fare_attributes.txt', 'fare_rules.txt', 'fare_media.txt', 'fare_products.txt',
  'fare_leg_rules.txt', 'fare_transfer_rules.txt', 'timeframes.txt', 'rider_categories.txt', 'areas.txt', 'stop_areas.txt',
  'networks.txt', 'route_networks.txt', 'pathways.txt', 'levels.txt', 'location_groups.txt', 'location_group_stops.txt',
  'locations.geojson', 'booking_rules.txt', 'translations.txt', 'attributions.txt',
];
