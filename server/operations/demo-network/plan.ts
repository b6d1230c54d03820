/**
 * Resolves the network definition against the station data: for each line and direction the
 * listed stations with their kilometre positions, running times and dwells (pure).
 */
import { haversineKm } from './geo';
import { MAIN_STATIONS, TRACK_FACTOR, TRAM_STOPS, type DemoLine, type DemoSegment } from './network';
import { drawFor } from '../prng';
import { SPEED_PROFILES, roundToStep, segmentSeconds, stationDwell } from './runningTime';

/** A station as the stations table holds it (the generator's input). */
export interface StationInput {
  id: string;
  stationCode: string | null;
  name: string;
  lat: number | null;
  lon: number | null;
}

export interface PlannedStop {
  code: string;
  /** Null for a tram stop (TRAM_STOPS): no station record. */
  stationId: string | null;
  name: string;
  lat: number;
  lon: number;
  /** Kilometres from the direction's first stop. */
  km: number;
  /** Seconds from departure at the previous stop to arrival here (0 at the first stop). */
  runS: number;
  /** Unlisted halts served since the previous stop. */
  halts: number;
  street: boolean;
  /** Dwell here when the train stops in passing (termini: arrival = departure). */
  dwellS: number;
}

export interface LinePlan {
  line: DemoLine;
  /** Direction 0 (the definition's order) and direction 1 (reverse). */
  directions: [PlannedStop[], PlannedStop[]];
  /** Codes of the definition that are missing in the station data (or lack coordinates). */
  missing: string[];
}

type Located = StationInput & { lat: number; lon: number };

/**
 * Station lookup by code, for stations with coordinates. Should a code repeat (the stations
 * resource keeps codes unique), the smallest id wins, so the input order never matters.
 */
export function indexStations(stations: readonly StationInput[]): Map<string, Located> {
  const byCode = new Map<string, Located>();
  for (const s of stations) {
    if (!s.stationCode || s.lat == null || s.lon == null) continue;
    const seen = byCode.get(s.stationCode);
    if (!seen || s.id < seen.id) byCode.set(s.stationCode, s as Located);
  }
  return byCode;
}

/** The segment between two stations adjacent in the definition. */
function segmentOf(line: DemoLine, from: string, to: string): DemoSegment {
  return line.segments?.[`${from}-${to}`] ?? {};
}

/**
 * The segment between two present stations at indices i < j of the definition: stations missing
 * in between count as unlisted halts (the train still stops there).
 */
function mergedSegment(line: DemoLine, i: number, j: number): Required<DemoSegment> {
  let halts = j - i - 1;
  let street = false;
  let factor = TRACK_FACTOR;
  for (let k = i; k < j; k++) {
    const seg = segmentOf(line, line.stations[k], line.stations[k + 1]);
    halts += seg.halts ?? 0;
    street ||= seg.street ?? false;
    if (seg.factor) factor = Math.max(factor, seg.factor);
  }
  return { halts, street, factor };
}

/** Plans one line in both directions from the stations present in the data. */
export function planLine(line: DemoLine, stationsByCode: ReadonlyMap<string, Located>, seed: number): LinePlan {
  const byCode = withTramStops(stationsByCode);
  const missing = line.stations.filter((code) => !byCode.has(code));
  const present = line.stations.map((code, index) => ({ code, index })).filter(({ code }) => byCode.has(code));
  const forward: PlannedStop[] = [];
  let km = 0;
  present.forEach(({ code, index }, n) => {
    const st = byCode.get(code)!;
    let runS = 0;
    let halts = 0;
    let street = false;
    if (n > 0) {
      const prev = present[n - 1];
      const seg = mergedSegment(line, prev.index, index);
      const prevSt = byCode.get(prev.code)!;
      const segKm = haversineKm(prevSt.lat, prevSt.lon, st.lat, st.lon) * seg.factor;
      km += segKm;
      halts = seg.halts;
      street = seg.street;
      runS = segmentSeconds(segKm, halts, SPEED_PROFILES[street ? 'street' : line.profile]);
    }
    const dwellS = stationDwell(MAIN_STATIONS.includes(code), drawFor(seed, `${line.lineNumber}:${code}`));
    forward.push({ code, stationId: code in TRAM_STOPS ? null : st.id, name: st.name, lat: st.lat, lon: st.lon, km: round3(km), runS, halts, street, dwellS });
  });
  return { line, directions: [forward, reverse(forward)], missing };
}

/** The stations plus the tram stops (should the station data ever hold such a code, its station wins). */
function withTramStops(byCode: ReadonlyMap<string, Located>): ReadonlyMap<string, Located> {
  const all = new Map(byCode);
  for (const [code, t] of Object.entries(TRAM_STOPS)) if (!all.has(code)) all.set(code, { id: code, stationCode: code, ...t });
  return all;
}

/** The same stops in reverse: km from the other end, each segment's running time moves with it. */
function reverse(forward: PlannedStop[]): PlannedStop[] {
  const total = forward.length ? forward[forward.length - 1].km : 0;
  return forward.map((_, i) => {
    const s = forward[forward.length - 1 - i];
    // The segment into this stop (in reverse) is the forward segment out of it.
    const next = forward[forward.length - i];
    return {
      ...s,
      km: round3(total - s.km),
      runS: i === 0 ? 0 : next.runS,
      halts: i === 0 ? 0 : next.halts,
      street: i === 0 ? false : next.street,
    };
  });
}

function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}

/**
 * Arrival/departure offsets (seconds after the origin departure) of a trip over the stops
 * `from..to` (indices into the direction's stops): cumulative exact times, rounded to the
 * timetable step, dwell added at intermediate stops.
 */
export function tripOffsets(stops: readonly PlannedStop[], from: number, to: number): { arrival: number; departure: number }[] {
  const out: { arrival: number; departure: number }[] = [];
  let exact = 0;
  for (let i = from; i <= to; i++) {
    if (i === from) {
      out.push({ arrival: 0, departure: 0 });
      continue;
    }
    exact += stops[i].runS;
    const arrival = roundToStep(exact);
    const departure = i === to ? arrival : arrival + stops[i].dwellS;
    out.push({ arrival, departure });
    exact += departure - arrival;
  }
  return out;
}
