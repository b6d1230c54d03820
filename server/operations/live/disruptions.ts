/**
 * Demo disruptions (demo control, docs/live-overview.md), pure: what an injected blocked section
 * or vehicle failure does to a run. They become effects like the measures do (holds and a stall,
 * see timeline.ts), so the simulated reality, the forecasts, the statuses and the positions all
 * follow, deterministically: the same disruptions at the same times give the same day.
 *
 * - Blocked section (two adjacent stations of a line's route, both directions): every run that
 *   would leave the station before the section while it is blocked waits there until it reopens.
 *   A train already inside the section when it closes clears it.
 * - Vehicle failure (a running train): the train stands wherever it is for the duration. Taken out
 *   of service: it then runs to the next station, where its run ends, and its vehicle is missing
 *   for the rest of its circulation (those runs show `outOfService` until a vehicle is assigned
 *   or the failure is ended).
 */
import type { DisruptionKind } from '../../../src/shared/operations/simulation';
import type { DayRoute } from '../types';
import { stopIndex } from './effects';
import type { DepartureHold, RunEffects, RunPlan } from './model';

export type { DisruptionKind };

/** A disruption as stored (op_demo_disruptions) and listed. Times are simulated epoch ms. */
export interface Disruption {
  id: string;
  operatingDay: string;
  kind: DisruptionKind;
  /** blockedSection: the line it was chosen on and the two stations. */
  lineId: string | null;
  fromStopId: string | null;
  toStopId: string | null;
  /** vehicleFailure: the run, and (out of service) the stop where it ends. */
  runId: string | null;
  endStopId: string | null;
  outOfService: boolean;
  startsAt: number;
  durationS: number;
  /** Ended early ("end now"), or null. */
  endedAt: number | null;
  createdBy: string;
  createdAt: string;
  endedBy: string | null;
}

/** A disruption in service-day seconds of its day. */
export interface DayDisruption {
  d: Disruption;
  start: number;
  /** End of the blocking or standing: planned end, or earlier when ended early. */
  end: number;
  /** Out of service: the vehicle is missing from `start` until it was ended (Infinity: not ended). */
  missingUntil: number;
}

export function toDayDisruption(d: Disruption, zeroMs: number): DayDisruption {
  const start = (d.startsAt - zeroMs) / 1000;
  const ended = d.endedAt === null ? Infinity : (d.endedAt - zeroMs) / 1000;
  return { d, start, end: Math.min(start + d.durationS, ended), missingUntil: d.outOfService ? ended : start };
}

/** Is the disruption still in force at t (service-day seconds)? Out of service: until ended. */
export function isActive(x: DayDisruption, t: number): boolean {
  if (x.d.outOfService && x.d.kind === 'vehicleFailure') return t < x.missingUntil;
  return t < x.end;
}

/**
 * The segment k (stop k → k+1) of a run that crosses the section between two adjacent stations of
 * a route, or -1. Consecutive stops match directly; a run that passes one of the stations without
 * stopping matches through its route's kilometres.
 */
export function sectionSegment(plan: RunPlan, fromStopId: string, toStopId: string, route: DayRoute | undefined): number {
  const stops = plan.stops;
  for (let k = 0; k + 1 < stops.length; k++) {
    const a = stops[k].stopId;
    const b = stops[k + 1].stopId;
    if ((a === fromStopId && b === toStopId) || (a === toStopId && b === fromStopId)) return k;
  }
  if (!route) return -1;
  const i = route.stopIds.indexOf(fromStopId);
  const j = route.stopIds.indexOf(toStopId);
  if (i < 0 || j < 0 || Math.abs(i - j) !== 1) return -1;
  const lo = Math.min(route.km[i], route.km[j]);
  const hi = Math.max(route.km[i], route.km[j]);
  const eps = 1e-6;
  for (let k = 0; k + 1 < stops.length; k++) {
    if (plan.km[k] <= lo + eps && plan.km[k + 1] >= hi - eps) return k;
  }
  return -1;
}

/** Are the two stations next to each other on a route of the line? */
export function adjacentOnLine(routes: Iterable<DayRoute>, lineId: string, fromStopId: string, toStopId: string): boolean {
  if (fromStopId === toStopId) return false;
  for (const r of routes) {
    if (r.lineId !== lineId) continue;
    const i = r.stopIds.indexOf(fromStopId);
    const j = r.stopIds.indexOf(toStopId);
    if (i >= 0 && j >= 0 && Math.abs(i - j) === 1) return true;
  }
  return false;
}

/** One disruption as it concerns one run (the segment of a blocked section it crosses). */
export interface RunDisruption {
  x: DayDisruption;
  /** blockedSection: the run's segment in the section. */
  seg: number;
}

/** Which runs a disruption concerns: the runs crossing the section, or the failed run and its successors. */
export function runsConcerned(
  x: DayDisruption, runs: readonly RunPlan[], byId: ReadonlyMap<string, number>, routes: ReadonlyMap<string, DayRoute>,
): { run: number; seg: number }[] {
  const d = x.d;
  if (d.kind === 'blockedSection') {
    if (!d.fromStopId || !d.toStopId) return [];
    const out: { run: number; seg: number }[] = [];
    for (const p of runs) {
      const seg = sectionSegment(p, d.fromStopId, d.toStopId, routes.get(p.trip.routeId));
      if (seg >= 0) out.push({ run: p.index, seg });
    }
    return out;
  }
  const first = d.runId ? byId.get(d.runId) ?? -1 : -1;
  if (first < 0) return [];
  const out = [{ run: first, seg: -1 }];
  // Out of service: the later runs of the circulation lose their vehicle.
  if (d.outOfService) for (let i = runs[first].next; i >= 0; i = runs[i].next) out.push({ run: i, seg: -1 });
  return out;
}

/**
 * Adds the disruptions concerning a run to its effects (computed from its measures): holds at
 * the station before each blocked section, and the vehicle failure of this very run.
 */
export function applyDisruptions(plan: RunPlan, e: RunEffects, list: readonly RunDisruption[]): void {
  const holds: DepartureHold[] = [];
  for (const { x, seg } of list) {
    const d = x.d;
    if (d.kind === 'blockedSection') {
      if (x.end <= x.start || seg < 0) continue;
      // Direction of travel: the train waits at the station before the section.
      holds.push({ stop: seg, from: x.start, until: x.end });
      continue;
    }
    if (d.runId !== plan.id) continue;
    if (x.end > x.start) e.stall = { at: x.start, dur: x.end - x.start };
    if (d.outOfService && !e.cancelled) endRunAt(plan, e, stopIndex(plan, d.endStopId));
  }
  // Connection holds (measures, effects.ts) stay beside the blocked sections' holds.
  if (holds.length) e.holds = [...(e.holds ?? []), ...holds].sort((a, b) => a.from - b.from);
}

/** The run ends at stop k (a vehicle taken out of service): the stops after it are not served. */
function endRunAt(plan: RunPlan, e: RunEffects, k: number): void {
  if (k <= 0 || k >= e.lastServed) return;
  e.lastServed = k;
  for (let i = k + 1; i < plan.stops.length; i++) e.skipped[i] = 1;
  e.skipped[k] = 0;
}

/**
 * Where a run taken out of service ends: the next station served ahead of `at` (the stop it stands
 * at, or the start of the segment it is on); null when there is none.
 */
export function failureEndStop(plan: RunPlan, e: RunEffects, at: number): string | null {
  for (let i = at + 1; i <= e.lastServed; i++) if (!e.skipped[i]) return plan.stops[i].stopId;
  return null;
}
