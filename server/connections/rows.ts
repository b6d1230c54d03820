/**
 * A connection instance of the engine as the API answers it (ConnectionRow, src/shared/connections).
 * Names, line numbers and colours come from the live day's plan; times are rounded to whole
 * seconds, NaN becomes null.
 */
import type { ConnectionRow } from '../../src/shared/connections/types';
import type { LiveDay } from '../operations/live/day';
import type { ConnectionInstance } from './engine/types';

function int(x: number): number | null {
  return Number.isFinite(x) ? Math.round(x) : null;
}

export function toRow(c: ConnectionInstance, day: LiveDay): ConnectionRow {
  const f = day.plan.runs[c.feederRun];
  const d = day.plan.runs[c.departingRun];
  const fStop = f.stops[c.feederStop];
  const dStop = d.stops[c.departingStop];
  const fLine = day.network.lines.get(f.trip.lineId);
  const dLine = day.network.lines.get(d.trip.lineId);
  const dEffects = day.effects[c.departingRun];
  const cancelled = c.state === 'cancelled';
  return {
    id: c.id,
    ruleId: c.ruleId,
    operatingDay: day.operatingDay,
    stationId: c.rule.stationId ?? dStop.stationId ?? fStop.stationId ?? null,
    stationName: dStop.name,
    feederRunId: f.id,
    feederTrainNumber: f.trip.trainNumber,
    feederLineId: f.trip.lineId,
    feederLineNumber: fLine?.lineNumber ?? f.line.lineNumber,
    feederLineColor: fLine?.color ?? f.line.color,
    feederStopId: fStop.stopId,
    feederPlatform: fStop.platform,
    feederPlannedArrival: Math.round(c.plannedArr),
    feederExpectedArrival: int(c.expArr),
    feederArrived: c.feederArrived,
    departingRunId: d.id,
    departingTrainNumber: d.trip.trainNumber,
    departingLineId: d.trip.lineId,
    departingLineNumber: dLine?.lineNumber ?? d.line.lineNumber,
    departingLineColor: dLine?.color ?? d.line.color,
    departingDestination: d.stops[Math.min(dEffects.lastServed, d.stops.length - 1)].name,
    departingStopId: dStop.stopId,
    departingPlatform: dStop.platform,
    departingPlannedDeparture: Math.round(c.plannedDep),
    departingExpectedDeparture: int(c.expDep),
    departingLeft: c.departingLeft,
    walkTimeS: Math.round(c.walkTimeS),
    slackS: cancelled ? null : int(c.slackS),
    holdNeededS: Math.round(c.holdNeededS),
    maxAutoHoldS: c.rule.maxAutoHoldS,
    maxManualHoldS: c.rule.maxManualHoldS,
    priority: c.rule.priority,
    guaranteed: c.rule.guaranteed,
    lastOfDay: c.rule.lastOfDay,
    state: c.state,
    heldUntil: c.state === 'held' ? int(c.heldUntil) : null,
    decideBy: Math.round(Number.isFinite(c.decideBy) ? c.decideBy : c.plannedDep),
    decision: c.decision,
  };
}
