/**
 * Decisions on connections (docs/connections.md): the preview of a hold, hold and break as measures
 * of the live engine (stored, undoable, in the change history), and the vehicle message to both
 * trains' crews after each decision. The automatic hold is in autoHold.ts.
 */
import type { ConnectionChange, ConnectionHoldPreview, ConnectionRow, KnockOnDelay } from '../../src/shared/connections/types';
import type { Lang } from '../../src/shared/resource/types';
import type { LiveDay, PreviewRun } from '../operations/live/day';
import { validateMeasure } from '../operations/live/measures';
import type { LiveMeasure } from '../operations/live/model';
import type { MeasureInput } from '../operations/types';
import type { VehicleMessageService } from '../operations/vehicle-messages/service';
import { ceilMinute, decisionOf } from './decisions';
import type { ConnectionStateChange } from './engine';
import type { ConnectionInstance, ConnRunTimes } from './engine/types';
import { clockText, connText, ConnectionInputError } from './messages';
import type { ConnectionService } from './service';
import { timesFromStops } from './source';

/** The hold's default time: the feeder's expected arrival + walk time, rounded up to the minute. */
export function defaultHoldUntil(c: ConnectionInstance): number {
  return ceilMinute(c.expArr + c.walkTimeS);
}

/** The connection, ready for a decision: refuses unknown, cancelled and departed ones. */
export function decidable(service: ConnectionService, id: string): { c: ConnectionInstance; day: LiveDay } {
  const c = service.instance(id);
  const day = service.day;
  if (!c || !day) throw new ConnectionInputError('conn.error.unknown', { id });
  const f = day.plan.runs[c.feederRun];
  const d = day.plan.runs[c.departingRun];
  const station = d.stops[c.departingStop].name;
  if (c.state === 'cancelled') throw new ConnectionInputError('conn.error.cancelled', { feeder: f.trip.trainNumber, departing: d.trip.trainNumber, station });
  if (c.departingLeft) throw new ConnectionInputError('conn.error.departed', { train: d.trip.trainNumber, station });
  return { c, day };
}

/** The hold's time checked against the plan and the rule's manual maximum (beyond it: allowed false). */
export function holdTime(c: ConnectionInstance, holdUntil: number | null | undefined): { until: number; allowed: boolean; latest: number } {
  const until = holdUntil ?? defaultHoldUntil(c);
  if (holdUntil != null && !Number.isInteger(holdUntil)) throw new ConnectionInputError('conn.error.badHoldUntil');
  if (!Number.isFinite(until)) throw new ConnectionInputError('conn.error.arrivalUnknown');
  if (until < c.plannedDep) throw new ConnectionInputError('conn.error.holdBeforeDeparture', { until: clockText(until), planned: clockText(c.plannedDep) });
  // The manual maximum counts from the departure the train would have without any hold.
  const base = Math.max(c.plannedDep, Number.isFinite(c.decideBy) ? c.decideBy : c.plannedDep);
  const latest = base + c.rule.maxManualHoldS;
  return { until, allowed: until <= latest, latest };
}

export function holdInput(c: ConnectionInstance, day: LiveDay, until: number, reasonId: string, comment: string, auto = false): MeasureInput {
  const d = day.plan.runs[c.departingRun];
  return {
    runId: d.id, type: 'hold', reasonId, comment, fromStopId: d.stops[c.departingStop].stopId,
    delayS: Math.max(0, Math.round(until - c.plannedDep)), connectionId: c.id, auto,
  };
}

function change(x: ConnectionStateChange, day: LiveDay): ConnectionChange {
  const c = x.instance;
  return {
    connectionId: c.id,
    stationName: day.plan.runs[c.departingRun].stops[c.departingStop].name,
    feederTrainNumber: day.plan.runs[c.feederRun].trip.trainNumber,
    departingTrainNumber: day.plan.runs[c.departingRun].trip.trainNumber,
    before: x.before,
    after: x.after,
  };
}

/** Delay at the last stop served (s), from expected times; 0 when none is known. */
function endDelay(day: LiveDay, i: number, t: ConnRunTimes): number {
  const p = day.plan.runs[i];
  for (let k = p.stops.length - 1; k >= 0; k--) {
    if (Number.isFinite(t.expArr[k])) return Math.round(t.expArr[k] - p.arr[k]);
  }
  return 0;
}

/**
 * The day as it would be with the hold, nothing stored: the live engine's preview of the measure
 * (the held run and its circulation's later runs), the connections that would be lost or won,
 * the conflicts added and removed, the knock-on delays.
 */
export function previewHold(service: ConnectionService, id: string, holdUntil?: number | null): ConnectionHoldPreview {
  const { c, day } = decidable(service, id);
  const { until, allowed } = holdTime(c, holdUntil);
  const input = holdInput(c, day, until, 'preview', '');
  const i = c.departingRun;
  const valid = validateMeasure(input, { plan: day.plan.runs[i], effects: day.effects[i], state: day.states[i] });
  const at = new Date(day.nowMs || Date.now()).toISOString();
  const m: LiveMeasure = {
    stored: { ...valid, id: 'preview', operatingDay: day.operatingDay, createdBy: 'preview', createdAt: at, undoneBy: null, undoneAt: null },
    summary: { id: 'preview', type: 'hold', rerouteKind: null, reasonId: 'preview', reasonName: '', comment: '', createdBy: 'preview', createdAt: at },
    reasonNames: { de: '', it: '' },
    vehicles: [],
  };
  const runs: Map<number, PreviewRun> = day.previewMeasure(m);
  const source = service.source!;
  const override = new Map<number, ConnRunTimes>();
  for (const [k, r] of runs) {
    const now = source.times(k);
    override.set(k, { ...timesFromStops(r.stops, r.cancelled), reached: now.reached, left: now.left });
  }
  // The connection itself with the hold decided: held. Listed are the others it changes.
  const decisions = new Map(service.decisions);
  decisions.set(c.id, decisionOf({ id: 'preview', type: 'hold', connectionId: c.id, auto: false, createdBy: '', createdAt: at, delayS: input.delayS }, until));
  const cmp = service.conn.compare(override, decisions);
  const others = (xs: ConnectionStateChange[]) => xs.filter((x) => x.instance.id !== c.id).map((x) => change(x, day));
  const delta = service.engine.conflicts().preview(new Map([...runs].map(([k, r]) => [day.plan.runs[k].id, r.stops])));
  const knockOn: KnockOnDelay[] = [];
  for (const [k, t] of override) {
    const before = endDelay(day, k, source.times(k));
    const after = endDelay(day, k, t);
    if (k !== i && before === after) continue;
    const p = day.plan.runs[k];
    knockOn.push({ runId: p.id, trainNumber: p.trip.trainNumber, lineNumber: p.line.lineNumber, delayBeforeS: before, delayAfterS: after });
  }
  return {
    connectionId: c.id,
    holdUntil: until,
    holdDelayS: input.delayS ?? 0,
    allowed,
    lost: others(cmp.lost),
    won: others(cmp.won),
    conflictsAdded: delta.added.map((x) => ({ id: x.id, kind: x.kind, stationName: x.toName ? `${x.fromName} – ${x.toName}` : x.fromName, trainNumbers: [...x.trainNumbers] })),
    conflictsRemoved: delta.removed.map((x) => x.id),
    knockOn,
  };
}

/** Holds the departing train for the connection (refused beyond the rule's manual maximum). */
export async function holdConnection(
  service: ConnectionService, id: string, holdUntil: number | null | undefined, reasonId: string, comment: string, actor: string,
): Promise<ConnectionRow> {
  const { c, day } = decidable(service, id);
  const { until, allowed, latest } = holdTime(c, holdUntil);
  if (!allowed) {
    throw new ConnectionInputError('conn.error.holdTooLong', {
      train: day.plan.runs[c.departingRun].trip.trainNumber, max: Math.round(c.rule.maxManualHoldS / 60), latest: clockText(latest), until: clockText(until),
    });
  }
  await service.engine.applyMeasure(holdInput(c, day, until, reasonId, comment), actor);
  await tellCrews(service, c.id, actor);
  return service.row(c.id)!;
}

/** Gives the connection up: a hold of it in force is taken back first (the train leaves on time). */
export async function breakConnection(service: ConnectionService, id: string, reasonId: string, comment: string, actor: string): Promise<ConnectionRow> {
  const { c, day } = decidable(service, id);
  const d = day.plan.runs[c.departingRun];
  for (const measureId of service.holdMeasuresOf(c.id)) await service.engine.undoMeasure(measureId, actor);
  await service.engine.applyMeasure({
    runId: d.id, type: 'breakConnection', reasonId, comment, fromStopId: d.stops[c.departingStop].stopId, connectionId: c.id,
  }, actor);
  await tellCrews(service, c.id, actor);
  return service.row(c.id)!;
}

/** The decision's text in both languages, with the same times everywhere. */
export function crewText(service: ConnectionService, id: string, lang: Lang): string | null {
  const c = service.instance(id);
  const day = service.day;
  if (!c || !day || !c.decision) return null;
  const f = day.plan.runs[c.feederRun];
  const d = day.plan.runs[c.departingRun];
  const args = {
    depLine: d.line.lineNumber, depTrain: d.trip.trainNumber, feedLine: f.line.lineNumber, feedTrain: f.trip.trainNumber,
    station: d.stops[c.departingStop].name, until: clockText(c.decision.holdUntil ?? c.plannedDep),
  };
  return connText(lang, c.decision.kind === 'hold' ? 'conn.vehicle.hold' : 'conn.vehicle.break', args);
}

/**
 * Sends the decision to the vehicles of both runs (roster or assignment). Runs without vehicles
 * get nothing; a refusal of the message service is logged, the decision stays.
 */
export async function tellCrews(service: ConnectionService, id: string, actor: string): Promise<void> {
  const messages: VehicleMessageService | null = service.opts.vehicleMessages?.() ?? null;
  const c = service.instance(id);
  const day = service.day;
  if (!messages || !c || !day) return;
  const numbers = new Set<string>();
  for (const i of [c.feederRun, c.departingRun]) for (const v of day.effects[i].vehicles ?? []) numbers.add(v.number);
  const de = crewText(service, id, 'de');
  const it = crewText(service, id, 'it');
  if (!numbers.size || !de || !it) {
    service.opts.log.info(`connections: decision on ${id} sent to no vehicle (its runs have none)`);
    return;
  }
  try {
    await messages.send({ freeText: de, freeTextIt: it, vehicleNumbers: [...numbers], priority: 'high' }, actor);
  } catch (e) {
    service.opts.log.warn(`connections: the vehicle message of the decision on ${id} was not sent: ${String(e)}`);
  }
}
