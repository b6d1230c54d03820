/**
 * What the measures in effect do to a run (pure). Measures apply in the order they were taken:
 * the latest delay and the latest vehicle assignment win, skipped stops add up, the earliest
 * terminus (partial cancellation, short turn) wins, a whole cancellation overrides everything.
 * Without an assignment the run keeps the vehicles of the day's roster.
 */
import type { AssignedVehicle, DepartureHold, LiveMeasure, RunEffects, RunPlan } from './model';

export function stopIndex(plan: RunPlan, stopId: string | null | undefined): number {
  if (!stopId) return -1;
  return plan.stops.findIndex((s) => s.stopId === stopId);
}

/** `rostered`: the run's vehicles from the day's roster (roster.ts), shown until a measure assigns others. */
export function noEffects(plan: RunPlan, rostered: AssignedVehicle[] | null = null): RunEffects {
  return {
    cancelled: false,
    partialFrom: -1,
    lastServed: plan.stops.length - 1,
    skipped: new Uint8Array(plan.stops.length),
    extraRun: null,
    delayFrom: -1,
    delayFloor: 0,
    rerouteKinds: [],
    vehicles: rostered,
    measures: [],
    holds: null,
    stall: null,
    platforms: null,
  };
}

export function effectsOf(plan: RunPlan, measures: readonly LiveMeasure[], rostered: AssignedVehicle[] | null = null): RunEffects {
  const e = noEffects(plan, rostered);
  e.measures = [...measures];
  const n = plan.stops.length;
  /** Connection holds: the latest measure per connection (stop index, until). */
  const connHolds = new Map<string, { stop: number; until: number }>();
  for (const m of measures) {
    const s = m.stored;
    switch (s.type) {
      case 'cancel': {
        const from = stopIndex(plan, s.fromStopId);
        if (from <= 0) e.cancelled = true;
        else if (e.partialFrom < 0 || from < e.partialFrom) e.partialFrom = from;
        break;
      }
      case 'delay': {
        const from = stopIndex(plan, s.fromStopId);
        e.delayFrom = Math.max(0, from);
        e.delayFloor = Math.max(0, s.delayS ?? 0);
        break;
      }
      case 'reroute': {
        const kind = s.rerouteKind ?? 'divert';
        if (!e.rerouteKinds.includes(kind)) e.rerouteKinds.push(kind);
        if (kind === 'shortTurn') {
          const at = stopIndex(plan, s.fromStopId);
          if (at > 0) e.lastServed = Math.min(e.lastServed, at);
          break;
        }
        for (const id of s.skipStopIds ?? []) {
          const i = stopIndex(plan, id);
          if (i > 0 && i < n - 1) e.skipped[i] = 1;
        }
        if (kind === 'divert' && (s.extraRunningS ?? 0) > 0) {
          e.extraRun ??= new Float64Array(Math.max(0, n - 1));
          const seg = Math.min(Math.max(0, stopIndex(plan, s.fromStopId)), n - 2);
          e.extraRun[seg] += s.extraRunningS!;
        }
        break;
      }
      case 'assignVehicle':
        e.vehicles = m.vehicles;
        break;
      case 'hold': {
        const at = stopIndex(plan, s.fromStopId);
        if (at < 0 || at >= n - 1) break;
        connHolds.set(s.connectionId ?? '', { stop: at, until: plan.dep[at] + Math.max(0, s.delayS ?? 0) });
        break;
      }
      case 'platformChange': {
        // The latest change at a stop wins; the planned platform stays in the plan.
        const at = stopIndex(plan, s.fromStopId);
        if (at < 0 || !s.platform) break;
        e.platforms ??= new Array<string | null>(n).fill(null);
        e.platforms[at] = s.platform;
        break;
      }
      // breakConnection changes nothing about the run (the connection service shows it broken).
    }
  }
  if (e.partialFrom > 0) e.lastServed = Math.min(e.lastServed, e.partialFrom);
  for (let i = e.lastServed + 1; i < n; i++) e.skipped[i] = 1;
  // The terminus is always served (a skip of the new terminus is void).
  e.skipped[e.lastServed] = 0;
  if (e.cancelled) e.skipped.fill(1);
  e.holds = connectionHolds(connHolds.values(), e);
  return e;
}

/**
 * Connection holds as departure holds (the mechanism of the demo control's blocked sections):
 * one per stop, the longest of the connections held there; known at once (from = −∞, so forecasts
 * count it before the hold begins). A hold at a stop no longer served is void.
 */
function connectionHolds(list: Iterable<{ stop: number; until: number }>, e: RunEffects): DepartureHold[] | null {
  const byStop = new Map<number, number>();
  for (const h of list) {
    if (e.skipped[h.stop] || h.stop >= e.lastServed) continue;
    byStop.set(h.stop, Math.max(byStop.get(h.stop) ?? -Infinity, h.until));
  }
  if (!byStop.size) return null;
  return [...byStop].map(([stop, until]) => ({ stop, from: -Infinity, until }));
}

/** The measure shown in the row: the latest one in effect. */
export function currentMeasure(e: RunEffects): LiveMeasure | null {
  return e.measures.length ? e.measures[e.measures.length - 1] : null;
}
