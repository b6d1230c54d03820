/**
 * Targets named by a link (link.ts) turned into the compose form's targets, against the
 * vehicles in service and the day's lines the page loaded. Pure.
 */
import vehicleResource from '../../resources/vehicles/resource';
import { enumLabel } from '../../shared/resource/enumLabel';
import type { Lang } from '../../shared/resource/types';
import type { LineTarget, UnavailableVehicle, VehicleTarget } from '../../shared/vehicle-messages/types';
import type { TargetMode, TargetValue } from './compose';
import type { MessageTargets } from './link';
import { vmTexts } from './messages';

export interface Preselection {
  value: TargetValue;
  /** Numbers named that are not among the vehicles in service, with their status (null: not in the fleet). */
  notInService: { vehicleNumber: string; status: string | null }[];
  /** The line named could not be chosen: it does not run today, or no vehicle is on it now. */
  lineProblem: { kind: 'unknown'; lineId: string } | { kind: 'empty'; lineNumber: string } | null;
}

/**
 * The mode a link asks for, known before the vehicles are loaded (so the form opens in it):
 * one named vehicle → "one", several → "many", a line → "line"; null when the link names nothing.
 * Vehicles win over a line (the links this app builds never name both).
 */
export function preselectMode(t: MessageTargets): TargetMode | null {
  if (t.vehicleNumbers.length) return t.vehicleNumbers.length === 1 ? 'one' : 'many';
  return t.lineId ? 'line' : null;
}

/** The form's targets for a link, and what of it could not be chosen; null when the link names nothing. */
export function preselect(
  t: MessageTargets,
  targets: { vehicles: readonly VehicleTarget[]; lines: readonly LineTarget[]; unavailable: readonly UnavailableVehicle[] },
): Preselection | null {
  const mode = preselectMode(t);
  if (!mode) return null;
  if (mode === 'line') {
    const line = targets.lines.find((l) => l.lineId === t.lineId);
    if (!line) return { value: { mode, vehicleIds: [], lineId: null }, notInService: [], lineProblem: { kind: 'unknown', lineId: t.lineId ?? '' } };
    // The picker disables a line with no vehicle on it now: do not preselect what cannot be sent.
    if (line.vehicleCount === 0) return { value: { mode, vehicleIds: [], lineId: null }, notInService: [], lineProblem: { kind: 'empty', lineNumber: line.lineNumber } };
    return { value: { mode, vehicleIds: [], lineId: line.lineId }, notInService: [], lineProblem: null };
  }
  const byNumber = new Map(targets.vehicles.map((v) => [v.vehicleNumber, v]));
  const statusOf = new Map(targets.unavailable.map((v) => [v.vehicleNumber, v.status]));
  const vehicleIds: string[] = [];
  const notInService: Preselection['notInService'] = [];
  for (const n of t.vehicleNumbers) {
    const v = byNumber.get(n);
    if (v) vehicleIds.push(v.vehicleId);
    else notInService.push({ vehicleNumber: n, status: statusOf.get(n) ?? null });
  }
  return { value: { mode, vehicleIds, lineId: null }, notInService, lineProblem: null };
}

/** The notices to show for what a link named but the form could not choose (empty: all chosen). */
export function preselectNotices(p: Preselection, lang: Lang): string[] {
  const out: string[] = [];
  if (p.notInService.length) {
    // Each number with why: the vehicle's status (workshop, reserve, …) or that no vehicle has it.
    const vehicles = p.notInService
      .map((v) => `${v.vehicleNumber} (${v.status ? enumLabel(vehicleResource, 'status', v.status, lang) : vmTexts.text(lang, 'unknownVehicle')})`)
      .join(', ');
    out.push(vmTexts.text(lang, 'notInService', { count: p.notInService.length, vehicles }));
  }
  if (p.lineProblem?.kind === 'unknown') out.push(vmTexts.text(lang, 'lineUnknown', { line: p.lineProblem.lineId }));
  if (p.lineProblem?.kind === 'empty') out.push(vmTexts.text(lang, 'lineEmpty', { line: p.lineProblem.lineNumber }));
  return out;
}
