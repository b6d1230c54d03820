/**
 * Clock-face departures of the demo network (pure): for each pattern and day type the trips in
 * both directions, with absolute stop times.
 *
 * Direction 0 leaves the origin at offset + k·headway. Direction 1's minute is chosen per
 * headway so that a vehicle arriving at either end finds its return trip after a layover of
 * 5–15 minutes where the running times allow it: the two layovers of a clock-face shuttle add
 * up to minus both running times modulo the headway, so with 30 and 60 minutes they may have to
 * be longer. A layover below MIN_TURNAROUND_S is never planned.
 */
import { MIN_TURNAROUND_S } from '../../../src/shared/operations/types';
import { PEAK_WINDOWS, type DayType, type DemoLine, type DemoPattern, type ServicePeriod } from './network';
import { tripOffsets, type LinePlan, type PlannedStop } from './plan';
import { parseClock } from './time';

/** The operating day runs 03:00–03:00: no demo trip starts before or ends after it. */
export const OPERATING_DAY_START_S = 3 * 3600;
export const OPERATING_DAY_END_S = 27 * 3600;

/** Layover the clock-face design aims at, at both termini. */
export const TARGET_LAYOVER_MIN_S = 5 * 60;
export const TARGET_LAYOVER_MAX_S = 15 * 60;

export interface TripDraft {
  line: DemoLine;
  patternIndex: number;
  direction: 0 | 1;
  stops: PlannedStop[];
  /** Absolute times (seconds after midnight of the service day) per stop of `stops`. */
  times: { arrival: number; departure: number }[];
  vehicleCount: number;
}

/** Indices (direction 0) of a pattern's first and last station, or null if one is missing. */
export function patternBounds(plan: LinePlan, pattern: DemoPattern): { from: number; to: number } | null {
  const stops = plan.directions[0];
  const from = pattern.from ? stops.findIndex((s) => s.code === pattern.from) : 0;
  const to = pattern.to ? stops.findIndex((s) => s.code === pattern.to) : stops.length - 1;
  if (from < 0 || to < 0 || to <= from) return null;
  return { from, to };
}

function mod(a: number, m: number): number {
  return ((a % m) + m) % m;
}

/** Layover outside the target range, in seconds (0 inside); one too short to turn is ruled out. */
function layoverMiss(layover: number): number {
  if (layover < MIN_TURNAROUND_S) return 1e9;
  if (layover < TARGET_LAYOVER_MIN_S) return TARGET_LAYOVER_MIN_S - layover;
  return Math.max(0, layover - TARGET_LAYOVER_MAX_S);
}

/**
 * Minute (0 … headway-1) of the direction-1 departures for a headway, given direction 0's minute
 * and the running times there (t0) and back (t1): the best pair of layovers at both ends.
 */
export function returnMinute(offsetMin: number, headwayMin: number, t0: number, t1: number): number {
  const h = headwayMin * 60;
  let best = 0;
  let bestScore = Infinity;
  for (let m = 0; m < headwayMin; m++) {
    const atEnd = mod(m * 60 - offsetMin * 60 - t0, h);
    const atStart = mod(offsetMin * 60 - m * 60 - t1, h);
    const score = layoverMiss(atEnd) + layoverMiss(atStart) + Math.abs(atEnd - atStart) / 1000;
    if (score < bestScore) {
      bestScore = score;
      best = m;
    }
  }
  return best;
}

/** Departure times in [from, to) on minute ≡ offset (mod headway). */
export function periodDepartures(period: ServicePeriod, offsetMin: number): number[] {
  const h = period.headway * 60;
  const from = parseClock(period.from);
  const to = parseClock(period.to);
  const out: number[] = [];
  for (let t = from + mod(offsetMin * 60 - from, h); t < to; t += h) out.push(t);
  return out;
}

function inPeak(dayType: DayType, departure: number): boolean {
  return dayType === 'weekday' && PEAK_WINDOWS.some((w) => departure >= parseClock(w.from) && departure < parseClock(w.to));
}

/** All trips of one line on one day type, both directions, unsorted. */
export function scheduleLine(plan: LinePlan, dayType: DayType): TripDraft[] {
  const drafts: TripDraft[] = [];
  const count = plan.directions[0].length;
  plan.line.patterns.forEach((pattern, patternIndex) => {
    const bounds = patternBounds(plan, pattern);
    if (!bounds) return;
    // Stop ranges per direction (direction 1 runs the reversed list).
    const ranges: [number, number][] = [[bounds.from, bounds.to], [count - 1 - bounds.to, count - 1 - bounds.from]];
    const offsets = ranges.map(([a, b], dir) => tripOffsets(plan.directions[dir], a, b));
    const duration = offsets.map((o) => o[o.length - 1].arrival);
    for (const period of pattern.periods[dayType]) {
      const offset = period.offset ?? pattern.offset;
      const minutes = [offset, period.returnOffset ?? returnMinute(offset, period.headway, duration[0], duration[1])];
      for (const direction of [0, 1] as const) {
        const [a, b] = ranges[direction];
        const stops = plan.directions[direction].slice(a, b + 1);
        for (const departure of periodDepartures(period, minutes[direction])) {
          const times = offsets[direction].map((o) => ({ arrival: departure + o.arrival, departure: departure + o.departure }));
          if (departure < OPERATING_DAY_START_S || times[times.length - 1].arrival > OPERATING_DAY_END_S) continue;
          const vehicleCount = pattern.doubleInPeak && inPeak(dayType, departure) ? 2 : 1;
          drafts.push({ line: plan.line, patternIndex, direction, stops, times, vehicleCount });
        }
      }
    }
  });
  return drafts.filter((d) => d.patternIndex === 0 || !crowdsMainTrip(d, drafts));
}

/** Minimum time between two trips of a line leaving a station in the same direction (the demo sections' headway). */
export const PLANNED_HEADWAY_S = 120;

/**
 * A short working that would leave some station less than PLANNED_HEADWAY_S before or after a
 * trip of the line's main pattern in the same direction (where two service periods meet, e.g. the
 * first Verstärker back against the last trip of the 30-minute period) is not run: the main trip
 * serves its passengers, and a planner would not put two trains on the track one minute apart.
 */
function crowdsMainTrip(d: TripDraft, drafts: readonly TripDraft[]): boolean {
  return drafts.some((m) => m.patternIndex === 0 && m.direction === d.direction && d.stops.some((s, i) => {
    const k = m.stops.findIndex((ms) => ms.code === s.code);
    return k >= 0 && Math.abs(m.times[k].departure - d.times[i].departure) < PLANNED_HEADWAY_S;
  }));
}
