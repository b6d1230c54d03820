/**
 * Who a message goes to (pure): the run each vehicle is on now, and the vehicles a request
 * names (by id, by number, or all vehicles on the runs of a line now).
 */
import type { RunRow } from '../../../src/shared/operations/types';
import { MAX_TARGETS, type LineTarget, type UnavailableVehicle, type VehicleTarget } from '../../../src/shared/vehicle-messages/types';

/** Vehicle and line numbers in natural order ("S4" before "S11"). */
const collator = new Intl.Collator('de', { numeric: true });

/** A vehicle of the fleet (vehicles resource). */
export interface FleetEntry {
  id: string;
  number: string;
  series: string;
  vehicleType: string;
  status: string;
}

/** The run a vehicle is on now. */
export type RunRef = Pick<RunRow, 'id' | 'trainNumber' | 'lineId' | 'lineNumber' | 'lineColor' | 'lineTextColor' | 'destination' | 'phase'>;

/**
 * A planned run counts as its vehicles' current one from this long before its departure: the
 * vehicle stands at the first stop (turnaround) and its driver can read a message.
 */
export const DEPARTING_WINDOW_S = 15 * 60;

/** Vehicles in these states have nobody on board: a message to them fails at once. */
export const NOT_IN_SERVICE_STATES: readonly string[] = ['workshop', 'outOfService'];

function ref(r: RunRow): RunRef {
  return {
    id: r.id, trainNumber: r.trainNumber, lineId: r.lineId, lineNumber: r.lineNumber, lineColor: r.lineColor,
    lineTextColor: r.lineTextColor, destination: r.destination, phase: r.phase,
  };
}

/**
 * The run each vehicle (by number) is on now: a running run; else the next planned run leaving
 * within `windowS` (or already due and not yet left). Whole cancellations do not count.
 * `nowS`: seconds of the operating day's service day, as the rows' planned times.
 */
export function currentRunByVehicle(rows: readonly RunRow[], nowS: number, windowS = DEPARTING_WINDOW_S): Map<string, RunRef> {
  const out = new Map<string, RunRef>();
  for (const r of rows) {
    if (r.phase !== 'running') continue;
    for (const v of r.vehicleNumbers) out.set(v, ref(r));
  }
  const departing = rows
    .filter((r) => r.phase === 'planned' && r.status !== 'cancelled' && r.plannedDeparture - windowS <= nowS)
    .sort((a, b) => a.plannedDeparture - b.plannedDeparture);
  for (const r of departing) {
    for (const v of r.vehicleNumbers) if (!out.has(v)) out.set(v, ref(r));
  }
  return out;
}

/** The lines of the day's runs (first seen order by line number) with the vehicles on them now. */
export function linesOfDay(rows: readonly RunRow[], current: ReadonlyMap<string, RunRef>): LineTarget[] {
  const lines = new Map<string, LineTarget>();
  for (const r of rows) {
    if (!lines.has(r.lineId)) lines.set(r.lineId, { lineId: r.lineId, lineNumber: r.lineNumber, lineColor: r.lineColor, lineTextColor: r.lineTextColor, vehicleCount: 0 });
  }
  for (const run of current.values()) {
    const line = lines.get(run.lineId);
    if (line) line.vehicleCount += 1;
  }
  return [...lines.values()].sort((a, b) => collator.compare(a.lineNumber, b.lineNumber));
}

/** The vehicles a dispatcher may pick (in service), with the run each is on now; those on a run first. */
export function vehicleTargets(fleet: readonly FleetEntry[], current: ReadonlyMap<string, RunRef>): VehicleTarget[] {
  return fleet
    .filter((v) => v.status === 'inService')
    .map((v): VehicleTarget => {
      const run = current.get(v.number) ?? null;
      return {
        vehicleId: v.id, vehicleNumber: v.number, series: v.series || null, status: v.status,
        runId: run?.id ?? null, trainNumber: run?.trainNumber ?? null, lineId: run?.lineId ?? null, lineNumber: run?.lineNumber ?? null,
        lineColor: run?.lineColor ?? null, lineTextColor: run?.lineTextColor ?? null, destination: run?.destination ?? null,
      };
    })
    .sort((a, b) => Number(!a.runId) - Number(!b.runId) || collator.compare(a.vehicleNumber, b.vehicleNumber));
}

/** The fleet's vehicles that are not in service, by number, with their status. */
export function unavailableVehicles(fleet: readonly FleetEntry[]): UnavailableVehicle[] {
  return fleet
    .filter((v) => v.status !== 'inService')
    .map((v) => ({ vehicleNumber: v.number, status: v.status }))
    .sort((a, b) => collator.compare(a.vehicleNumber, b.vehicleNumber));
}

export interface TargetRequest {
  vehicleIds?: readonly string[] | null;
  vehicleNumbers?: readonly string[] | null;
  lineId?: string | null;
}

export interface ResolvedTarget {
  vehicle: FleetEntry;
  run: RunRef | null;
}

/** A refusal: a message key of messages.ts and its arguments. */
export interface TargetError {
  key: string;
  args?: Record<string, string | number>;
}

export type TargetResult =
  | { ok: true; targets: ResolvedTarget[]; line: { id: string; number: string } | null }
  | { ok: false; error: TargetError };

/**
 * The vehicles a request addresses, without duplicates, in the order named (a line's vehicles
 * by number). Vehicle ids, numbers and a line may be combined. Refuses an empty request, an
 * unknown vehicle or line, a line with no vehicle on it now, and more than MAX_TARGETS vehicles.
 */
export function resolveTargets(
  req: TargetRequest,
  fleet: readonly FleetEntry[],
  current: ReadonlyMap<string, RunRef>,
  lines: readonly Pick<LineTarget, 'lineId' | 'lineNumber'>[],
): TargetResult {
  const ids = (req.vehicleIds ?? []).map((s) => s.trim()).filter(Boolean);
  const numbers = (req.vehicleNumbers ?? []).map((s) => s.trim()).filter(Boolean);
  const lineId = req.lineId?.trim() || null;
  if (!ids.length && !numbers.length && !lineId) return { ok: false, error: { key: 'msg.error.noTargets' } };

  const byId = new Map(fleet.map((v) => [v.id, v]));
  const byNumber = new Map(fleet.map((v) => [v.number, v]));
  const chosen = new Map<string, FleetEntry>();
  for (const id of ids) {
    const v = byId.get(id);
    if (!v) return { ok: false, error: { key: 'msg.error.unknownVehicle', args: { vehicle: id } } };
    chosen.set(v.id, v);
  }
  for (const n of numbers) {
    const v = byNumber.get(n);
    if (!v) return { ok: false, error: { key: 'msg.error.unknownVehicle', args: { vehicle: n } } };
    chosen.set(v.id, v);
  }
  let line: { id: string; number: string } | null = null;
  if (lineId) {
    const known = lines.find((l) => l.lineId === lineId);
    if (!known) return { ok: false, error: { key: 'msg.error.unknownLine', args: { line: lineId } } };
    line = { id: known.lineId, number: known.lineNumber };
      const onLine = [...current.entries()]
      .filter(([, run]) => run.lineId === lineId)
      .map(([number]) => byNumber.get(number))
      .filter((v): v is FleetEntry => !!v)
      .sort((a, b) => collator.compare(a.number, b.number));
    if (!onLine.length) return { ok: false, error: { key: 'msg.error.lineEmpty', args: { line: known.lineNumber } } };
    for (const v of onLine) chosen.set(v.id, v);
  }
  if (chosen.size > MAX_TARGETS) return { ok: false, error: { key: 'msg.error.tooManyTargets', args: { max: MAX_TARGETS } } };
  return { ok: true, targets: [...chosen.values()].map((vehicle) => ({ vehicle, run: current.get(vehicle.number) ?? null })), line };
}
