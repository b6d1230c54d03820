/**
 * The circulation-list row, the stops with forecasts and the position of a run (pure), from its
 * plan, effects and state. Also the change key that decides which rows a tick publishes.
 */
import { RUN_STATUSES, stopAccessOf, type MeasureSummary, type RunPosition, type RunRow, type RunStatus, type RunStop } from '../../../src/shared/operations/types';
import type { Label, Lang } from '../../../src/shared/resource/types';
import { currentMeasure } from './effects';
import { pointAt } from './geometry';
import type { LocationRef, RunEffects, RunPlan, RunState } from './model';
import { occupancyAt } from './occupancy';
import { runStatus } from './status';
import type { Timeline } from './timeline';

/** A measure summary that also carries the reason's Italian name (the API answers per language). */
export type NamedMeasure = MeasureSummary & { reasonNames: Label };

/** A row as the engine keeps it: the contract's RunRow plus the language-neutral location. */
export type LiveRow = RunRow & { measure: NamedMeasure | null; loc: LocationRef };

export function formatLocation(loc: LocationRef, lang: Lang): string {
  switch (loc.kind) {
    case 'none':
      return '';
    case 'at':
      return lang === 'it' ? `a ${loc.stop}` : `in ${loc.stop}`;
    case 'between':
      return lang === 'it' ? `tra ${loc.from} e ${loc.to}` : `zwischen ${loc.from} und ${loc.to}`;
  }
}

export function locationOf(plan: RunPlan, e: RunEffects, st: RunState): LocationRef {
  if (e.cancelled) return { kind: 'none' };
  if (st.phase === 'planned') return { kind: 'at', stop: plan.stops[0].name };
  if (st.phase === 'finished') return { kind: 'at', stop: plan.stops[e.lastServed].name };
  if (st.atStop) return { kind: 'at', stop: plan.stops[st.at].name };
  return { kind: 'between', from: plan.stops[st.at].name, to: plan.stops[st.at + 1].name };
}

/** The next stop served that the train has not reached (null once finished or cancelled). */
export function nextStationIndex(e: RunEffects, st: RunState): number {
  if (e.cancelled || st.phase === 'finished') return -1;
  if (st.phase === 'planned') return 0;
  for (let i = st.at + 1; i <= e.lastServed; i++) if (!e.skipped[i]) return i;
  return -1;
}

/** Everything besides plan, effects and state that a row needs. */
export interface RowContext {
  /** Service-day seconds now. */
  t: number;
  operatingDay: string;
  weekend: boolean;
  comment: string;
  /** One of the run's vehicles is in the workshop or out of service. */
  vehicleUnavailable: boolean;
  /** Load reported by a real feed, if any. */
  reportedOccupancy: number | null;
  updatedAt: string;
}

/** The delay shown: the current one, at least the dispatcher's expected delay while it lies ahead. */
export function shownDelay(e: RunEffects, st: RunState): number {
  let d = st.delayS;
  if (e.delayFrom >= 0 && st.phase !== 'finished' && st.passed < e.delayFrom) d = Math.max(d, e.delayFloor);
  return Number.isFinite(d) ? Math.round(d) : 0;
}

export function statusOf(e: RunEffects, st: RunState, vehicleUnavailable: boolean): RunStatus {
  return runStatus({
    cancelled: e.cancelled,
    partialFrom: e.partialFrom,
    reachedPartialFrom: e.partialFrom >= 0 && (st.phase === 'finished' || st.passed >= e.partialFrom || (st.atStop && st.at >= e.partialFrom)),
    rerouted: e.rerouteKinds.length > 0,
    vehicleUnavailable,
    phase: st.phase,
    delayS: shownDelay(e, st),
  });
}

export function occupancyOf(plan: RunPlan, e: RunEffects, st: RunState, ctx: RowContext): number {
  if (e.cancelled || st.phase === 'finished') return 0;
  if (ctx.reportedOccupancy !== null) return ctx.reportedOccupancy;
  const span = plan.km[e.lastServed] - plan.km[0];
  const position = st.phase === 'planned' ? 0.5 : span > 0 ? (st.km - plan.km[0]) / span : 0;
  const running = e.vehicles?.length ?? plan.trip.vehicleCount;
  const ratio = Math.max(1, plan.trip.vehicleCount) / Math.max(1, running);
  return occupancyAt(st.phase === 'planned' ? plan.dep[0] : ctx.t, position, plan.loadFactor, ratio, ctx.weekend);
}

export function buildRow(plan: RunPlan, e: RunEffects, st: RunState, ctx: RowContext): LiveRow {
  const trip = plan.trip;
  const last = e.lastServed;
  const next = nextStationIndex(e, st);
  const m = currentMeasure(e);
  const loc = locationOf(plan, e, st);
  const running = st.phase === 'running' && !e.cancelled;
  const point = running ? pointAt(plan.geometry, st.km) : null;
  const vehicles = e.vehicles;
  return {
    id: plan.id,
    operatingDay: ctx.operatingDay,
    trainNumber: trip.trainNumber,
    lineId: trip.lineId,
    lineNumber: plan.line.lineNumber,
    lineColor: plan.line.color,
    lineTextColor: plan.line.textColor,
    vehicleCount: vehicles ? vehicles.length : trip.vehicleCount,
    destination: last < plan.stops.length - 1 ? plan.stops[last].name : trip.headsign || plan.stops[last].name,
    delayS: e.cancelled ? 0 : shownDelay(e, st),
    status: statusOf(e, st, ctx.vehicleUnavailable),
    location: formatLocation(loc, 'de'),
    loc,
    distanceM: Math.max(0, Math.round((st.km - plan.km[0]) * 1000)),
    nextStation: next >= 0 ? plan.stops[next].name : null,
    vehicleType: vehicles?.length ? vehicles[0].type : trip.vehicleType,
    occupancy: occupancyOf(plan, e, st, ctx),
    measure: m ? (m.summary as NamedMeasure) : null,
    comment: ctx.comment,
    turnaroundS: plan.turnaroundS,
    tripId: trip.id,
    circulationId: trip.circulationId,
    vehicleNumbers: vehicles ? vehicles.map((v) => v.number) : [],
    origin: plan.stops[0].name,
    direction: trip.direction,
    plannedDeparture: Math.round(plan.dep[0]),
    plannedArrival: Math.round(plan.arr[plan.arr.length - 1]),
    phase: st.phase,
    moving: running && st.moving,
    lat: point ? round6(point.lat) : null,
    lon: point ? round6(point.lon) : null,
    bearing: point ? point.bearing : null,
    updatedAt: ctx.updatedAt,
  };
}

function round6(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}

function roundOrNull(x: number): number | null {
  return Number.isFinite(x) ? Math.round(x) : null;
}

/** The run's stops with planned times and forecasts (`fc`: delays from forecastInto). */
export function buildStops(plan: RunPlan, e: RunEffects, st: RunState, fc: Timeline): RunStop[] {
  const n = plan.stops.length;
  return plan.stops.map((s, i) => {
    const skipped = e.skipped[i] === 1;
    const first = i === 0;
    const lastStop = i === n - 1;
    return {
      seq: i + 1,
      stopId: s.stopId,
      stationId: s.stationId,
      name: s.name,
      lat: s.lat,
      lon: s.lon,
      km: Math.round(s.km * 1000) / 1000,
      platform: e.platforms?.[i] ?? s.platform,
      plannedPlatform: s.platform,
      plannedArrival: first ? null : Math.round(plan.arr[i]),
      plannedDeparture: lastStop ? null : Math.round(plan.dep[i]),
      expectedArrival: first || skipped ? null : roundOrNull(plan.arr[i] + fc.dArr[i]),
      expectedDeparture: lastStop || skipped || i === e.lastServed ? null : roundOrNull(plan.dep[i] + fc.dDep[i]),
      passed: !e.cancelled && i <= st.passed,
      skipped,
      pickup: stopAccessOf(s.pickup),
      dropOff: stopAccessOf(s.dropOff),
    };
  });
}

export function buildPosition(row: LiveRow): RunPosition | null {
  if (row.lat === null || row.lon === null) return null;
  return { id: row.id, lineId: row.lineId, lat: row.lat, lon: row.lon, bearing: row.bearing ?? 0, delayS: row.delayS, moving: row.moving, status: row.status };
}

/** Number of Int32 values in a change key. */
export const KEY_SIZE = 9;
const PHASES = ['planned', 'running', 'finished'];

/**
 * What the circulation list shows, coarsened so that a row is published when it visibly changes
 * and not every second: status, delay in 10 s steps, next station, the place (stop or segment),
 * distance in 100 m steps, moving, phase, occupancy in 5 % steps, and `rev`, the run's revision
 * of measures, vehicles and comment. Written as integers into `out` at `at` (no allocation:
 * every walked run is checked every second); returns true when they differ from what was there.
 */
export function updateChangeKey(plan: RunPlan, e: RunEffects, st: RunState, ctx: RowContext, rev: number, out: Int32Array, at: number): boolean {
  const v0 = RUN_STATUSES.indexOf(statusOf(e, st, ctx.vehicleUnavailable));
  const v1 = Math.round(shownDelay(e, st) / 10);
  const v2 = nextStationIndex(e, st);
  const v3 = PHASES.indexOf(st.phase);
  const v4 = st.atStop ? st.at * 2 : st.at * 2 + 1;
  const v5 = Math.floor(Math.max(0, st.km - plan.km[0]) * 10);
  const v6 = st.moving ? 1 : 0;
  const v7 = Math.round(occupancyOf(plan, e, st, ctx) / 5);
  if (out[at] === v0 && out[at + 1] === v1 && out[at + 2] === v2 && out[at + 3] === v3 && out[at + 4] === v4
    && out[at + 5] === v5 && out[at + 6] === v6 && out[at + 7] === v7 && out[at + 8] === rev) return false;
  out[at] = v0;
  out[at + 1] = v1;
  out[at + 2] = v2;
  out[at + 3] = v3;
  out[at + 4] = v4;
  out[at + 5] = v5;
  out[at + 6] = v6;
  out[at + 7] = v7;
  out[at + 8] = rev;
  return true;
}
