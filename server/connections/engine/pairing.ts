/**
 * Pairing (docs/connections/engine.md "Pairing"): the day's planned connections, a VDV 453 ANS
 * style connection plan. For every rule, every feeder run matching the rule's feeder side that
 * arrives at the station (or the rule's feeder stop) inside the time band connects to the first
 * departure per line and direction of the departing side that leaves the station (or the rule's
 * departing stop) at least the walk time after the planned arrival and within the window. Only
 * the plan is read, so the set of connections is fixed for the day; delays change states, not pairs.
 * Planned times are compared in whole seconds (as GTFS gives them).
 */
import { departingPlace, feederPlace, lowerBound, PlanIndex } from './planIndex';
import type { ConnectionDaySource, ConnectionRule, ConnectionSide, ConnRunPlan } from './types';
import type { WalkTimeTable } from './walkTime';

/** One planned connection: the static part of a ConnectionInstance. */
export interface PlannedConnection {
  id: string;
  ruleId: string;
  rule: ConnectionRule;
  feederRun: number;
  feederStop: number;
  departingRun: number;
  departingStop: number;
  /** The walk time with the planned platforms. */
  walkTimeS: number;
  walkStationId: string | null;
  plannedArr: number;
  plannedDep: number;
}

export interface PairingOptions {
  /** How long after the feeder's planned arrival a departure still counts as its connection (s). */
  windowS: number;
}

/** The time band of the feeder's planned arrival, inclusive; a band with from > to wraps past midnight. */
export function inTimeBand(t: number, from: number | null, to: number | null): boolean {
  if (from == null && to == null) return true;
  if (from != null && to != null && from > to) return t >= from || t <= to;
  return (from == null || t >= from) && (to == null || t <= to);
}

/** Whether a run matches a rule side (line: any direction; lineDirection: that direction; trip: that trip). */
export function sideMatches(side: ConnectionSide, plan: ConnRunPlan): boolean {
  switch (side.kind) {
    case 'trip':
      return side.tripId != null && plan.tripId === side.tripId;
    case 'lineDirection':
      return plan.lineId === side.lineId && plan.direction === side.direction;
    case 'line':
      return plan.lineId === side.lineId;
  }
}

/** GTFS pickup_type / drop_off_type 1: no boarding / no alighting there. */
const NONE = 1;

/** How many line+direction pairs a side can match: the scan stops when all are found. */
function pairsWanted(side: ConnectionSide): number {
  // GTFS direction_id is 0 or 1.
  return side.kind === 'line' ? 2 : 1;
}

/** Every planned connection of the day, in rule order, then feeder arrival, then departure. */
export function pairConnections(source: ConnectionDaySource, rules: readonly ConnectionRule[], walkTimes: WalkTimeTable, opts: PairingOptions): PlannedConnection[] {
  const index = new PlanIndex(source, rules);
  const { plans, nextInCirculation } = index;
  const out: PlannedConnection[] = [];
  const seen = new Set<string>();
  // The line+direction pairs found for the current feeder (first departure per line+direction).
  const foundLine: string[] = [];
  const foundDir: number[] = [];
  for (const rule of rules) {
    const fPlace = feederPlace(rule);
    const dPlace = departingPlace(rule);
    if (fPlace == null || dPlace == null) continue;
    const departures = index.departures(dPlace, rule.departing);
    const nDep = departures.order.length;
    if (nDep === 0) continue;
    const arrivals = index.arrivals(fPlace, rule.feeder);
    const wanted = pairsWanted(rule.departing);
    // A plain band (from ≤ to) is a range of the arrivals sorted by time; otherwise test each.
    const { timeFrom, timeTo } = rule;
    const plain = timeFrom != null && (timeTo == null || timeFrom <= timeTo);
    for (let i = plain ? lowerBound(arrivals, timeFrom) : 0; i < arrivals.order.length; i++) {
      const arr = arrivals.time[i];
      if (arr === Infinity || (plain && timeTo != null && arr > timeTo)) break;
      const fCall = arrivals.order[i];
      const fRun = arrivals.run[fCall];
      const fStop = arrivals.stop[fCall];
      // A run that starts here brings nobody (some plans give the first stop an arrival time).
      if (fStop === 0 || !inTimeBand(arr, timeFrom, timeTo)) continue;
      const feeder = plans[fRun];
      if (!sideMatches(rule.feeder, feeder) || feeder.dropOff?.[fStop] === NONE) continue;
      const station = rule.stationId ?? feeder.stationIds[fStop];
      foundLine.length = 0;
      foundDir.length = 0;
      const end = arr + opts.windowS;
      for (let k = lowerBound(departures, arr); k < nDep && foundLine.length < wanted; k++) {
        const dep = departures.time[k];
        if (dep > end) break;
        const dCall = departures.order[k];
        const dRun = departures.run[dCall];
        const dStop = departures.stop[dCall];
        if (dRun === fRun || dRun === nextInCirculation[fRun]) continue;
        const departing = plans[dRun];
        // A run that ends here takes nobody on (some plans give the last stop a departure time).
        if (dStop === departing.stopIds.length - 1) continue;
        if (!sideMatches(rule.departing, departing) || departing.pickup?.[dStop] === NONE) continue;
        if (isFound(foundLine, foundDir, departing.lineId, departing.direction)) continue;
        const walk = walkTimes.lookup(rule, station, feeder.platforms[fStop], departing.platforms[dStop]);
        if (dep < arr + walk) continue;
        foundLine.push(departing.lineId);
        foundDir.push(departing.direction);
        const id = `${rule.id}|${feeder.id}|${departing.id}`;
        if (seen.has(id)) continue;
        seen.add(id);
        out.push({
          id, ruleId: rule.id, rule, feederRun: fRun, feederStop: fStop, departingRun: dRun, departingStop: dStop, walkTimeS: walk, walkStationId: station,
          plannedArr: feeder.plannedArr[fStop], plannedDep: departing.plannedDep[dStop],
        });
      }
    }
  }
  return out;
}

function isFound(lines: readonly string[], dirs: readonly number[], lineId: string, direction: number): boolean {
  for (let k = 0; k < lines.length; k++) if (lines[k] === lineId && dirs[k] === direction) return true;
  return false;
}
