/**
 * Choices offered in the measure dialogs (pure): the active disruption causes, the vehicles that
 * may be assigned, and the stops a measure may name.
 */
import type { RunRow, RunStop } from '../../shared/operations/types';
import type { Lang } from '../../shared/resource/types';
import type { DisruptionCause, VehicleOption } from './api';

export interface Option {
  value: string;
  label: string;
}

/** Active causes (a missing flag counts as active), "CODE – name" in the language, by code. */
export function reasonOptions(causes: readonly DisruptionCause[], lang: Lang): Option[] {
  return causes
    .filter((c) => c.active !== false)
    .map((c) => {
      const name = (lang === 'it' ? c.nameIt : null) || c.nameDe;
      return { value: c.id, label: c.code ? `${c.code} – ${name}` : name };
    })
    .sort((a, b) => a.label.localeCompare(b.label, lang));
}

/** Vehicle statuses that may be assigned to a run. */
export const ASSIGNABLE_STATUSES: readonly string[] = ['inService', 'reserve'];

export function assignableVehicles(vehicles: readonly VehicleOption[]): VehicleOption[] {
  return vehicles.filter((v) => ASSIGNABLE_STATUSES.includes(v.status));
}

/** At most two vehicles run coupled. */
export const MAX_VEHICLES = 2;

/**
 * Stops a measure (cancel from, skip, divert, short turn) may name: not yet passed, not already
 * skipped, never the first stop (a cancellation from there is the whole run) nor the terminus
 * (nothing follows it).
 */
export function selectableStops(stops: readonly RunStop[]): RunStop[] {
  const ordered = [...stops].sort((a, b) => a.seq - b.seq);
  return ordered.slice(1, -1).filter((s) => !s.passed && !s.skipped);
}

export interface LineOption {
  id: string;
  lineNumber: string;
  color: string;
  textColor: string;
}

/** The distinct lines of a set of runs, in natural order (S2 before S31, RB 47 after S8). */
export function linesOfRuns(rows: readonly Pick<RunRow, 'lineId' | 'lineNumber' | 'lineColor' | 'lineTextColor'>[]): LineOption[] {
  const byId = new Map<string, LineOption>();
  for (const r of rows) {
    if (!byId.has(r.lineId)) byId.set(r.lineId, { id: r.lineId, lineNumber: r.lineNumber, color: r.lineColor, textColor: r.lineTextColor });
  }
  return [...byId.values()].sort((a, b) => a.lineNumber.localeCompare(b.lineNumber, 'de', { numeric: true }));
}
