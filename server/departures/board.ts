/**
 * The departures of one station from the live day (pure: a LiveDay in, Departure rows out; the
 * texts of messages are added by the service). docs/passenger-information/departure-board.md.
 *
 * A departure is a stop of a run at the station with a planned departure (the terminus is no
 * departure): shown until the train has left; a cancelled or skipped stop ("entfällt") until its
 * planned departure is a minute past. Sorted by the expected departure (cancelled ones by the
 * planned one), at most `limit`.
 */
import type { Departure } from '../../src/shared/passenger-info/types';
import type { LiveDay } from '../operations/live/day';

/** Where a station's departures are in a day: run index and stop index, by planned departure. */
export interface StationStops {
  name: string;
  runs: Int32Array;
  stops: Int32Array;
  dep: Float64Array;
}

export interface DayIndex {
  /** By station id and by stop id (a board may name either). */
  byKey: Map<string, StationStops>;
}

const indexes = new WeakMap<LiveDay, DayIndex>();

/** The day's departures by station and stop (built once per day and kept with it). */
export function dayIndex(day: LiveDay): DayIndex {
  const known = indexes.get(day);
  if (known) return known;
  const lists = new Map<string, { name: string; items: { r: number; s: number; dep: number }[] }>();
  const add = (key: string, name: string, r: number, s: number, dep: number) => {
    let l = lists.get(key);
    if (!l) lists.set(key, (l = { name, items: [] }));
    l.items.push({ r, s, dep });
  };
  for (const p of day.plan.runs) {
    const last = p.stops.length - 1;
    for (let s = 0; s < last; s++) {
      const stop = p.stops[s];
      add(`stop:${stop.stopId}`, stop.name, p.index, s, p.dep[s]);
      if (stop.stationId) add(`station:${stop.stationId}`, stop.name, p.index, s, p.dep[s]);
    }
  }
  const byKey = new Map<string, StationStops>();
  for (const [key, l] of lists) {
    l.items.sort((a, b) => a.dep - b.dep);
    byKey.set(key, {
      name: l.name,
      runs: Int32Array.from(l.items, (x) => x.r),
      stops: Int32Array.from(l.items, (x) => x.s),
      dep: Float64Array.from(l.items, (x) => x.dep),
    });
  }
  const index = { byKey };
  indexes.set(day, index);
  return index;
}

/** The station's entry: the id as a station id first, else as a stop id; null when the day has neither. */
export function stationStops(day: LiveDay, id: string): StationStops | null {
  const { byKey } = dayIndex(day);
  return byKey.get(`station:${id}`) ?? byKey.get(`stop:${id}`) ?? null;
}

export interface BoardOptions {
  /** Most departures shown. */
  limit: number;
  /** Planned departures further back than this are not looked at (a train later than that is rare). */
  lookBackS: number;
  /** How far ahead (planned) departures are shown. */
  horizonS: number;
}

export const BOARD_DEFAULTS: BoardOptions = { limit: 30, lookBackS: 3 * 3600, horizonS: 6 * 3600 };

/** The hold measure in effect at a stop of a run: the feeder's train and line, held until when. */
function heldAt(day: LiveDay, run: number, stopId: string, plannedDep: number): Departure['heldFor'] {
  const measures = day.effects[run].measures;
  for (let k = measures.length - 1; k >= 0; k--) {
    const m = measures[k].stored;
    if (m.type !== 'hold' || m.fromStopId !== stopId) continue;
    // connectionId = `${ruleId}|${feederRunId}|${departingRunId}` (docs/issue-14-contract.md).
    const feederId = (m.connectionId ?? '').split('|')[1] ?? '';
    const f = feederId ? day.indexOf(feederId) : -1;
    const feeder = f >= 0 ? day.plan.runs[f] : null;
    return {
      trainNumber: feeder?.trip.trainNumber ?? '',
      lineNumber: feeder?.line.lineNumber ?? '',
      until: Math.round(plannedDep + (m.delayS ?? 0)),
    };
  }
  return null;
}

/** The next departures at the station at the day's current time (notes empty: the service fills them). */
export function departuresAt(day: LiveDay, at: StationStops, opts: BoardOptions = BOARD_DEFAULTS): Departure[] {
  const now = day.t;
  const out: Departure[] = [];
  // Candidates by planned departure; each one's forecast is computed only when it is looked at.
  let k = lowerBound(at.dep, now - opts.lookBackS);
  for (; k < at.dep.length && at.dep[k] <= now + opts.horizonS; k++) {
    const r = at.runs[k];
    const s = at.stops[k];
    const st = day.states[r];
    if (st.phase === 'finished' || st.passed >= s) continue;
    const plan = day.plan.runs[r];
    const stop = day.stops(r)[s];
    if (stop.skipped) {
      if (stop.plannedDeparture === null || stop.plannedDeparture < now - 60) continue;
    } else if (stop.passed || stop.plannedDeparture === null) continue;
    const row = day.row(r);
    const planned = stop.plannedDeparture;
    const expected = stop.skipped ? null : stop.expectedDeparture ?? planned;
    // null = the timetable names none; undefined would be a RunStop without the field.
    const plannedPlatform = stop.plannedPlatform !== undefined ? stop.plannedPlatform : stop.platform;
    out.push({
      runId: plan.id,
      trainNumber: plan.trip.trainNumber,
      lineNumber: plan.line.lineNumber,
      lineColor: plan.line.color,
      lineTextColor: plan.line.textColor,
      destination: row.destination,
      platform: stop.platform,
      plannedPlatform,
      platformChanged: (stop.platform ?? null) !== (plannedPlatform ?? null),
      plannedDeparture: planned,
      expectedDeparture: expected,
      delayMinutes: expected === null ? 0 : Math.max(0, Math.round((expected - planned) / 60)),
      cancelled: stop.skipped,
      heldFor: stop.skipped ? null : heldAt(day, r, stop.stopId, planned),
      notes: [],
    });
  }
  out.sort((a, b) => (a.expectedDeparture ?? a.plannedDeparture) - (b.expectedDeparture ?? b.plannedDeparture) || a.plannedDeparture - b.plannedDeparture);
  return out.slice(0, opts.limit);
}

function lowerBound(a: Float64Array, x: number): number {
  let lo = 0;
  let hi = a.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (a[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
