/**
 * Small DayTimetables for the live-engine tests: one line of six stations on a straight east-west
 * track (1 km apart ≈ 0.0139° of longitude at 49°N), shuttles in both directions, two circulations.
 */
import type { DayLine, DayRoute, DayStop, DayTimetable, DayTrip } from '../../../server/operations/types';

export const LAT = 49.0;
/** Degrees of longitude per km at 49°N. */
export const LON_PER_KM = 1 / (111.32 * Math.cos((LAT * Math.PI) / 180));

export const STOP_NAMES = ['Albtal', 'Bruchsal', 'Durlach', 'Grötzingen', 'Berghausen', 'Bretten'];

export function stops(): DayStop[] {
  return STOP_NAMES.map((name, i) => ({ id: `S${i}`, name, lat: LAT, lon: 8.4 + 2 * i * LON_PER_KM, stationId: String(100 + i) }));
}

export const LINE: DayLine = { id: 'L1', lineNumber: 'S4', name: 'Albtal – Bretten', color: '#9F184C', textColor: '#FFFFFF', product: 'tramTrain', network: 'KVV' };

/** Stops 2 km apart; running 180 s per segment, dwell 40 s (first/last: 0). */
export function routes(): DayRoute[] {
  const ids = STOP_NAMES.map((_, i) => `S${i}`);
  const km = ids.map((_, i) => 2 * i);
  return [
    { id: 'R1-0', lineId: 'L1', direction: 0, name: 'Albtal – Bretten', stopIds: ids, km },
    { id: 'R1-1', lineId: 'L1', direction: 1, name: 'Bretten – Albtal', stopIds: [...ids].reverse(), km },
  ];
}

export const RUN_S = 180;
export const DWELL_S = 40;

/** A trip departing at `dep` (service-day seconds) in a direction. */
export function trip(id: string, dep: number, direction: 0 | 1, circulationId: string | null, seq: number, trainNumber = id): DayTrip {
  const order = direction === 0 ? [0, 1, 2, 3, 4, 5] : [5, 4, 3, 2, 1, 0];
  let t = dep;
  const tripStops = order.map((s, k) => {
    const arrival = k === 0 ? t : t + RUN_S;
    const departure = k === 0 || k === order.length - 1 ? arrival : arrival + DWELL_S;
    t = departure;
    return { stopId: `S${s}`, km: 2 * k, arrival, departure, platform: k === 0 ? '1' : null };
  });
  return {
    id, trainNumber, lineId: 'L1', routeId: `R1-${direction}`, direction, headsign: direction === 0 ? 'Bretten' : 'Albtal',
    vehicleType: 'GT8-100D/2S-M', vehicleCount: 2, circulationId, circulationSeq: seq, stops: tripStops,
  };
}

/** Duration of one trip: 5 segments and 4 intermediate dwells. */
export const TRIP_S = 5 * RUN_S + 4 * DWELL_S;

/**
 * Circulation U1: trips every hour from `first` alternating direction with 10-minute layovers;
 * circulation U2 the same 30 minutes later. `count` trips each.
 */
export function dayTimetable(operatingDay: string, opts: { first?: number; count?: number; layover?: number } = {}): DayTimetable {
  const first = opts.first ?? 6 * 3600;
  const count = opts.count ?? 6;
  const layover = opts.layover ?? 600;
  const trips: DayTrip[] = [];
  for (const [c, offset] of [['U1', 0], ['U2', 1800]] as const) {
    let dep = first + offset;
    for (let k = 0; k < count; k++) {
      trips.push(trip(`${c}-${k}`, dep, (k % 2) as 0 | 1, c, k + 1, `${c === 'U1' ? 1 : 2}${String(k).padStart(3, '0')}`));
      dep += TRIP_S + layover;
    }
  }
  trips.sort((a, b) => a.stops[0].departure - b.stops[0].departure);
  return {
    versionId: 'v1',
    operatingDay,
    stops: new Map(stops().map((s) => [s.id, s])),
    lines: new Map([[LINE.id, LINE]]),
    routes: new Map(routes().map((r) => [r.id, r])),
    trips,
  };
}
