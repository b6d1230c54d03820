/**
 * generateDemoTimetable: the demo network as a TimetableData (pure and deterministic: the same
 * stations and options give an identical result; the only "random" choices, the dwells at minor
 * stations, come from a seeded PRNG).
 */
import type { DayLine, DayRoute, DayStop, TimetableData, TimetableService } from '../types';
import { allocStopTimes } from '../timetable/stopTimeColumns';
import { DEMO_VALID_FROM, DEMO_VALID_TO, SERVICE_IDS, demoServices } from './calendar';
import { buildCirculations } from './circulations';
import { DAY_TYPES, DEMO_LINES, type DayType, type DemoLine } from './network';
import { demoPlatform } from './platforms';
import { indexStations, planLine, type LinePlan, type StationInput } from './plan';
import { scheduleLine, type TripDraft } from './schedule';

export interface DemoOptions {
  /** Seed of the PRNG (default 4711). */
  seed?: number;
  /** Version name (default "Demonetz Stadtbahn Karlsruhe"). */
  name?: string;
  validFrom?: string;
  validTo?: string;
  /** Run the Sunday timetable on public holidays (default true). */
  holidays?: boolean;
  /** The lines to build (default DEMO_LINES). */
  lines?: readonly DemoLine[];
}

export const DEMO_SEED = 4711;
export const DEMO_NAME = 'Demonetz Stadtbahn Karlsruhe';

/** Short code of a day type in trip and circulation ids. */
const DAY_CODES: Record<DayType, string> = { weekday: 'W', saturday: 'Sa', sunday: 'So' };

/** Line id in the timetable: the line number without spaces ("RB 47" → "RB47"). */
export function demoLineId(lineNumber: string): string {
  return lineNumber.replace(/\s+/g, '');
}

/** The line plans (stations resolved) the generator works from; `missing` lists absent codes. */
export function planDemoNetwork(stations: readonly StationInput[], options: DemoOptions = {}): LinePlan[] {
  const byCode = indexStations(stations);
  return (options.lines ?? DEMO_LINES)
    .map((line) => planLine(line, byCode, options.seed ?? DEMO_SEED))
    .filter((plan) => plan.directions[0].length >= 2);
}

interface NumberedTrip extends TripDraft {
  id: string;
  trainNumber: string;
  serviceId: string;
  circulationId: string;
  circulationSeq: number;
}

/** Trips of one line and day type with train numbers and circulations, ordered by departure. */
function lineDay(plan: LinePlan, dayType: DayType): NumberedTrip[] {
  const drafts = scheduleLine(plan, dayType).sort(
    (a, b) => a.times[0].departure - b.times[0].departure || a.direction - b.direction || a.patternIndex - b.patternIndex,
  );
  const lineId = demoLineId(plan.line.lineNumber);
  const perDirection = [0, 0];
  const trips = drafts.map((d): NumberedTrip => {
    // Odd numbers in direction 0, even in direction 1, counting up through the day.
    const n = 2 * perDirection[d.direction]++ + 1 + d.direction;
    if (n > 999) throw new Error(`demo network: too many trips on ${plan.line.lineNumber} for 5-digit train numbers`);
    const trainNumber = String(plan.line.trainPrefix * 1000 + n);
    return {
      ...d, trainNumber, serviceId: SERVICE_IDS[dayType], circulationId: '', circulationSeq: 0,
      id: `${lineId}-${DAY_CODES[dayType]}-${trainNumber}`,
    };
  });
  const blocks = buildCirculations(trips.map((t) => ({
    origin: t.stops[0].code,
    destination: t.stops[t.stops.length - 1].code,
    departure: t.times[0].departure,
    arrival: t.times[t.times.length - 1].arrival,
  })));
  blocks.forEach((block, b) => {
    const circulationId = `U-${lineId}-${DAY_CODES[dayType]}${String(b + 1).padStart(2, '0')}`;
    block.forEach((tripIndex, seq) => {
      trips[tripIndex].circulationId = circulationId;
      trips[tripIndex].circulationSeq = seq + 1;
    });
  });
  return trips;
}

function dayLine(line: DemoLine): DayLine {
  return {
    id: demoLineId(line.lineNumber), lineNumber: line.lineNumber, name: line.name,
    color: line.color, textColor: line.textColor, product: line.product, network: line.network,
  };
}

function dayRoutes(plan: LinePlan): DayRoute[] {
  const lineId = demoLineId(plan.line.lineNumber);
  return plan.directions.map((stops, direction) => ({
    id: `${lineId}-${direction}`,
    lineId,
    direction,
    name: `${plan.line.lineNumber} ${stops[0].name} – ${stops[stops.length - 1].name}`,
    stopIds: stops.map((s) => s.code),
    km: stops.map((s) => s.km),
  }));
}

/** The demo network's timetable for every day from validFrom to validTo. */
export function generateDemoTimetable(stations: readonly StationInput[], options: DemoOptions = {}): TimetableData {
  const plans = planDemoNetwork(stations, options);
  const servicesByType = demoServices(options);
  const services: TimetableService[] = DAY_TYPES.map((t) => servicesByType[t]);

  const stops: DayStop[] = [];
  const stopIndex = new Map<string, number>();
  for (const plan of plans) {
    for (const s of plan.directions[0]) {
      if (stopIndex.has(s.code)) continue;
      stopIndex.set(s.code, stops.length);
      stops.push({ id: s.code, name: s.name, lat: s.lat, lon: s.lon, stationId: s.stationId });
    }
  }

  // Trips by service, then departure (ties: line order, then id) for a stable layout.
  const lineOrder = new Map(plans.map((p, i) => [p.line.lineNumber, i]));
  const trips = DAY_TYPES.flatMap((dayType) =>
    plans.flatMap((plan) => lineDay(plan, dayType)).sort((a, b) =>
      a.times[0].departure - b.times[0].departure
      || lineOrder.get(a.line.lineNumber)! - lineOrder.get(b.line.lineNumber)!
      || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)));

  const length = trips.reduce((n, t) => n + t.stops.length, 0);
  const stopTimes = allocStopTimes(length);
  let row = 0;
  trips.forEach((trip, t) => {
    trip.stops.forEach((s, i) => {
      stopTimes.trip[row] = t;
      stopTimes.stop[row] = stopIndex.get(s.code)!;
      stopTimes.sequence[row] = i + 1;
      stopTimes.arrival[row] = trip.times[i].arrival;
      stopTimes.departure[row] = trip.times[i].departure;
      stopTimes.km[row] = s.km;
      stopTimes.platform[row] = demoPlatform(trip.line.lineNumber, s.code, trip.direction);
      row++;
    });
  });

  return {
    name: options.name ?? DEMO_NAME,
    source: 'demo',
    validFrom: options.validFrom ?? DEMO_VALID_FROM,
    validTo: options.validTo ?? DEMO_VALID_TO,
    lines: plans.map((p) => dayLine(p.line)),
    stops,
    routes: plans.flatMap(dayRoutes),
    services,
    trips: trips.map((t) => ({
      id: t.id,
      trainNumber: t.trainNumber,
      lineId: demoLineId(t.line.lineNumber),
      routeId: `${demoLineId(t.line.lineNumber)}-${t.direction}`,
      direction: t.direction,
      headsign: t.stops[t.stops.length - 1].name,
      vehicleType: t.line.vehicleType,
      vehicleCount: t.vehicleCount,
      circulationId: t.circulationId,
      circulationSeq: t.circulationSeq,
      serviceId: t.serviceId,
    })),
    stopTimes,
  };
}
