/**
 * feedToTimetable (pure): a validated GTFS feed as a TimetableData the store writes.
 *
 * - GTFS routes → lines (colour from route_color, else a palette; product from route_type).
 * - Each distinct stop sequence of a route, direction and shape → one route, with kilometre
 *   positions from shape_dist_traveled when every stop of the pattern has one (scaled against the
 *   shape's real length), else along the shape, else the great-circle distance (shapeKm.ts).
 * - shapes.txt → the shapes the kept routes use (unknown, unused and unusable shapes are notices).
 * - Trips → trips (trip_short_name, else the trip id, as train number; block_id → circulation,
 *   ordered by first departure); intermediate stops without times get times interpolated by km.
 * - calendar.txt + calendar_dates.txt → services; the validity is the services' span.
 * - frequencies.txt: a trip with frequencies is a pattern; it is written out as one trip per
 *   departure (start, start + headway, … before end), exact_times 0 and 1 alike.
 * Only stops that trips call at are kept; trips with fewer than two stop times are dropped. Both,
 * and every conversion, are listed in `notices` (the import result shows them).
 */
import { NO_TIME, type GtfsFeed, type GtfsShape, type GtfsStop } from '../gtfs';
import { NoticeCounter, type GtfsNotice } from '../gtfs/notices';
import { formatGtfsTime } from '../gtfs/time';
import type { DayLine, DayRoute, DayStop, TimetableData, TimetableTransfer } from '../types';
import { transferNotices } from './transfers';
import { allocStopTimes } from './stopTimeColumns';
import { servicesFromGtfs, validityOf } from './calendar';
import { lineColors, productOf } from './lineStyle';
import { simplifyIndices } from '../network/simplify';
import { routeKm, shapePolyline, type RouteShape } from './shapeKm';

/** Shape points nearer than this to the line through their neighbours are not kept (metres). */
export const SHAPE_STORE_TOLERANCE_M = 1;

export interface FeedMeta {
  /** Version name (e.g. the file name). */
  name: string;
  /** Station resource id of a stop, when it matches one (default: none). */
  stationIdOf?: (stop: GtfsStop) => string | null;
}

type TimetableTrip = TimetableData['trips'][number];

/** The version's data and what was not taken over (or was converted) on the way. */
export interface ConvertedFeed extends TimetableData {
  notices: GtfsNotice[];
}

/** A feed trip's rows as written: `shift` seconds later (frequencies), under its own id. */
interface TripRows {
  from: number;
  to: number;
  route: DayRoute;
  shift: number;
}

export function feedToTimetable(feed: GtfsFeed, meta: FeedMeta): ConvertedFeed {
  const st = feed.stopTimes;
  const n = st.length;

  // Row range of each feed trip (rows are sorted by trip, then stop_sequence).
  const first = new Int32Array(feed.trips.length).fill(-1);
  const end = new Int32Array(feed.trips.length);
  for (let i = 0; i < n; i++) {
    const t = st.trip[i];
    if (first[t] < 0) first[t] = i;
    end[t] = i + 1;
  }
  const kept = (t: number) => first[t] >= 0 && end[t] - first[t] >= 2;
  const withoutStopTimes = new NoticeCounter();
  const oneStop = new NoticeCounter();
  feed.trips.forEach((trip, t) => {
    if (first[t] < 0) withoutStopTimes.add(trip.id);
    else if (!kept(t)) oneStop.add(trip.id);
  });
  const frequenciesOf = new Map<number, GtfsFeed['frequencies']>();
  for (const f of feed.frequencies ?? []) frequenciesOf.set(f.trip, [...(frequenciesOf.get(f.trip) ?? []), f]);

  const { stops, stopIndex, notices: stopNotices } = usedStops(feed, kept, first, end, meta);
  const shapes = new ShapeLookup(feed.shapes ?? []);
  const stopDistanceDecreasing = new NoticeCounter();
  const lines = feed.routes.map((r, i): DayLine => ({
    id: r.id,
    lineNumber: r.shortName || r.longName || r.id,
    name: r.longName || r.shortName || r.id,
    ...lineColors(r, i),
    product: productOf(r.type),
    network: feed.agencies.find((a) => a.id === r.agencyId)?.name ?? feed.agencies[0]?.name ?? '',
  }));

  // Routes (stop patterns) and trips, in trips.txt order.
  const patterns = new Map<string, DayRoute>();
  const patternCount = new Map<string, number>();
  const routeIds = new Set<string>();
  const routes: DayRoute[] = [];
  const trips: TimetableTrip[] = [];
  const tripRows: TripRows[] = [];
  const expanded = { templates: 0, trips: 0, exact: 0, approximate: 0 };
  for (let t = 0; t < feed.trips.length; t++) {
    if (!kept(t)) continue;
    const trip = feed.trips[t];
    const direction = trip.directionId ?? 0;
    const stopIdx: number[] = [];
    for (let i = first[t]; i < end[t]; i++) stopIdx.push(stopIndex[st.stop[i]]);
    const shape = shapes.of(trip.id, trip.shapeId);
    const key = `${trip.routeId}\u0000${direction}\u0000${shape?.id ?? ''}\u0000${stopIdx.join(',')}`;
    let route = patterns.get(key);
    if (!route) {
      const lineDirection = `${trip.routeId}:${direction}`;
      const count = (patternCount.get(lineDirection) ?? 0) + 1;
      patternCount.set(lineDirection, count);
      const distance = st.distance ? Array.from(st.distance.subarray(first[t], end[t])) : null;
      const positions = routeKm(stopIdx.map((s) => stops[s]), distance, shape ? shapes.geometry(shape) : null);
      if (positions.distanceDecreasing) stopDistanceDecreasing.add(trip.id);
      route = {
        id: uniqueId(routeIds, `${lineDirection}:${count}`),
        lineId: trip.routeId,
        direction,
        name: `${stops[stopIdx[0]].name} – ${stops[stopIdx[stopIdx.length - 1]].name}`,
        stopIds: stopIdx.map((s) => stops[s].id),
        km: positions.km,
        shapeId: shape?.id ?? null,
        shapeKm: positions.shapeKm,
      };
      patterns.set(key, route);
      routes.push(route);
    }
    const lastStop = stops[stopIdx[stopIdx.length - 1]];
    const base: TimetableTrip = {
      id: trip.id,
      trainNumber: trip.shortName ?? trip.id,
      lineId: trip.routeId,
      routeId: route.id,
      direction,
      headsign: trip.headsign ?? lastStop.name,
      // GTFS has no vehicle type; the planner assigns vehicles later.
      vehicleType: '',
      vehicleCount: 1,
      circulationId: trip.blockId,
      circulationSeq: 0,
      serviceId: trip.serviceId,
    };
    const frequencies = frequenciesOf.get(t);
    if (!frequencies) {
      trips.push(base);
      tripRows.push({ from: first[t], to: end[t], route, shift: 0 });
      continue;
    }
    // The trip's own times are only the pattern: it runs at each departure of its frequencies.
    expanded.templates++;
    const patternStart = st.departure[first[t]];
    for (const f of frequencies) {
      for (let departure = f.start; departure < f.end; departure += f.headway) {
        const id = `${trip.id}@${formatGtfsTime(departure)}`;
        // One vehicle cannot run copies that overlap, so the block does not become a circulation.
        trips.push({ ...base, id, trainNumber: trip.shortName ?? id, circulationId: null });
        tripRows.push({ from: first[t], to: end[t], route, shift: departure - patternStart });
        expanded.trips++;
        if (f.exactTimes === 1) expanded.exact++;
        else expanded.approximate++;
      }
    }
  }

  const stopTimes = buildStopTimes(feed, tripRows, stopIndex);
  // The first stop always has a time (the reader checks it).
  numberCirculations(trips, tripRows.map((r) => st.departure[r.from] + r.shift));

  const services = servicesFromGtfs(feed.calendars, feed.calendarDates);
  const validity = validityOf(services) ?? { validFrom: '', validTo: '' };
  // GTFS requires one agency_timezone for all agencies of a feed: the first one's is the feed's.
  const timeZone = feed.agencies[0]?.timezone || null;
  const notices: GtfsNotice[] = [
    ...withoutStopTimes.notice('tripWithoutStopTimes', 'trips.txt'),
    ...oneStop.notice('oneStopTrip', 'stop_times.txt'),
    ...stopNotices,
    ...shapes.notices(),
    ...stopDistanceDecreasing.notice('stopDistanceDecreasing', 'stop_times.txt'),
    ...(expanded.templates > 0
      ? [{ code: 'frequenciesExpanded' as const, file: 'frequencies.txt', line: null, count: expanded.templates, args: { trips: expanded.trips, exact: expanded.exact, approximate: expanded.approximate } }]
      : []),
  ];
  const transfers = (feed.transfers ?? []).map((t): TimetableTransfer => ({
    fromStopId: t.fromStopId, toStopId: t.toStopId, fromRouteId: t.fromRouteId, toRouteId: t.toRouteId,
    fromTripId: t.fromTripId, toTripId: t.toTripId, type: t.type, minTransferTimeS: t.minTransferTime,
  }));
  notices.push(...transferNotices({ transfers, stops, trips, lines }));
  return {
    name: meta.name, source: 'gtfs', ...validity, timeZone, lines, stops, routes, shapes: shapes.used(), services, trips, stopTimes, notices,
    ...(transfers.length ? { transfers } : {}),
  };
}

/** The stops trips call at, in stops.txt order, and the new index of every feed stop (-1: dropped). */
function usedStops(
  feed: GtfsFeed, kept: (t: number) => boolean, first: Int32Array, end: Int32Array, meta: FeedMeta,
): { stops: DayStop[]; stopIndex: Int32Array; notices: GtfsNotice[] } {
  const st = feed.stopTimes;
  const used = new Uint8Array(feed.stops.length);
  for (let t = 0; t < feed.trips.length; t++) {
    if (kept(t)) for (let i = first[t]; i < end[t]; i++) used[st.stop[i]] = 1;
  }
  const byId = new Map(feed.stops.map((s) => [s.id, s]));
  const stopIndex = new Int32Array(feed.stops.length).fill(-1);
  const stops: DayStop[] = [];
  const unused = new NoticeCounter();
  const stations = new NoticeCounter();
  feed.stops.forEach((s, i) => {
    if (!used[i]) {
      if (s.locationType === 0) unused.add(s.id);
      else stations.add(s.id);
      return;
    }
    // Boarding areas and nodes may lack coordinates: their parent station has them.
    const parent = s.parentStation ? byId.get(s.parentStation) : undefined;
    stopIndex[i] = stops.length;
    stops.push({
      id: s.id,
      name: s.name || parent?.name || s.id,
      lat: s.lat ?? parent?.lat ?? 0,
      lon: s.lon ?? parent?.lon ?? 0,
      stationId: meta.stationIdOf?.(s) ?? null,
    });
  });
  return { stops, stopIndex, notices: [...unused.notice('unusedStop', 'stops.txt'), ...stations.notice('stationNotStop', 'stops.txt')] };
}

function uniqueId(taken: Set<string>, id: string): string {
  let candidate = id;
  for (let k = 2; taken.has(candidate); k++) candidate = `${id}~${k}`;
  taken.add(candidate);
  return candidate;
}

/** The feed's shapes by id: which trips refer to unknown ones, which are used, their geometry (built once). */
class ShapeLookup {
  private readonly byId: Map<string, GtfsShape>;
  private readonly geometries = new Map<string, RouteShape>();
  private readonly unknown = new NoticeCounter();

  constructor(private readonly all: GtfsShape[]) {
    this.byId = new Map(all.map((s) => [s.id, s]));
  }

  /** The trip's shape; an id without a usable shape (missing in shapes.txt, or fewer than two points) is counted. */
  of(tripId: string, shapeId: string | null): GtfsShape | null {
    if (shapeId === null) return null;
    const shape = this.byId.get(shapeId);
    if (!shape) this.unknown.add(tripId);
    return shape ?? null;
  }

  /**
   * The shape as stored and used: points within SHAPE_STORE_TOLERANCE_M of the line through their
   * kept neighbours are left out first (feeds often repeat points every few metres along straight
   * track), so km, the stored rows and the day's geometry all work on the same, smaller shape.
   */
  geometry(shape: GtfsShape): RouteShape {
    let g = this.geometries.get(shape.id);
    if (!g) {
      const keep = simplifyIndices(shape.lat, shape.lon, SHAPE_STORE_TOLERANCE_M);
      const pick = (values: Float64Array) => (keep.length === values.length ? values : Float64Array.from(keep, (i) => values[i]));
      g = { line: shapePolyline(pick(shape.lat), pick(shape.lon)), distance: shape.distance && pick(shape.distance) };
      this.geometries.set(shape.id, g);
    }
    return g;
  }

  /** The shapes a route uses (as simplified), in shapes.txt order. */
  used(): { id: string; lat: Float64Array; lon: Float64Array }[] {
    return this.all.flatMap((s) => {
      const g = this.geometries.get(s.id);
      return g ? [{ id: s.id, lat: g.line.lat, lon: g.line.lon }] : [];
    });
  }

  notices(): GtfsNotice[] {
    const unused = new NoticeCounter();
    for (const s of this.all) if (!this.geometries.has(s.id)) unused.add(s.id);
    return [...this.unknown.notice('unknownShape', 'trips.txt'), ...unused.notice('unusedShape', 'shapes.txt')];
  }
}

function buildStopTimes(feed: GtfsFeed, tripRows: TripRows[], stopIndex: Int32Array): TimetableData['stopTimes'] {
  const st = feed.stopTimes;
  const length = tripRows.reduce((sum, r) => sum + r.to - r.from, 0);
  const out = allocStopTimes(length);
  let row = 0;
  tripRows.forEach(({ from, to, route, shift }, trip) => {
    const start = row;
    for (let i = from; i < to; i++, row++) {
      out.trip[row] = trip;
      out.stop[row] = stopIndex[st.stop[i]];
      out.sequence[row] = st.sequence[i];
      out.arrival[row] = st.arrival[i] === NO_TIME ? NO_TIME : st.arrival[i] + shift;
      out.departure[row] = st.departure[i] === NO_TIME ? NO_TIME : st.departure[i] + shift;
      out.km[row] = route.km[i - from];
      out.platform[row] = feed.stops[st.stop[i]].platformCode;
      out.pickup[row] = st.pickup[i];
      out.dropOff[row] = st.dropOff[i];
    }
    interpolateTimes(out, start, row);
  });
  return out;
}

/**
 * Stops without times (GTFS allows them between timepoints) get the time the train passes them,
 * interpolated by kilometre between the timed stops around them (by position when the km are equal).
 * The reader guarantees times at the first and the last stop of every trip.
 */
export function interpolateTimes(
  columns: { arrival: Int32Array; departure: Int32Array; km: Float64Array }, from: number, to: number,
): void {
  let previous = from;
  for (let i = from + 1; i < to; i++) {
    if (columns.arrival[i] === NO_TIME) continue;
    if (i > previous + 1) {
      const t0 = columns.departure[previous];
      const t1 = columns.arrival[i];
      const span = columns.km[i] - columns.km[previous];
      for (let j = previous + 1; j < i; j++) {
        const f = span > 0 ? (columns.km[j] - columns.km[previous]) / span : (j - previous) / (i - previous);
        columns.arrival[j] = columns.departure[j] = Math.round(t0 + f * (t1 - t0));
      }
    }
    previous = i;
  }
}

/** circulationSeq 1, 2, … within each block_id by first departure (then trip id); 0 without a block. */
export function numberCirculations(trips: Pick<TimetableTrip, 'id' | 'circulationId' | 'circulationSeq'>[], firstDeparture: readonly number[]): void {
  const blocks = new Map<string, number[]>();
  trips.forEach((trip, k) => {
    if (trip.circulationId === null) return;
    const list = blocks.get(trip.circulationId) ?? [];
    list.push(k);
    blocks.set(trip.circulationId, list);
  });
  for (const list of blocks.values()) {
    list.sort((a, b) => firstDeparture[a] - firstDeparture[b] || (trips[a].id < trips[b].id ? -1 : trips[a].id > trips[b].id ? 1 : 0));
    list.forEach((k, seq) => (trips[k].circulationSeq = seq + 1));
  }
}
