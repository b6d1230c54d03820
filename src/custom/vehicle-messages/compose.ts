/** The compose form's pure rules: the target picker's search and labels, and what the form still lacks. */
import type { Lang } from '../../shared/resource/types';
import type { VehicleTarget } from '../../shared/vehicle-messages/types';
import { vmTexts } from './messages';

/** The secondary line of a vehicle in the picker: "S4 · 84012 → Bretten" or "nicht auf einer Fahrt". */
export function vehicleRunText(v: VehicleTarget, lang: Lang): string {
  if (!v.trainNumber) return vmTexts.text(lang, 'notOnRun');
  return `${v.lineNumber ?? ''} · ${v.trainNumber}${v.destination ? ` → ${v.destination}` : ''}`;
}

/** Does the vehicle match what the user typed (vehicle, train or line number, destination, series)? */
export function matchesVehicle(v: VehicleTarget, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [v.vehicleNumber, v.trainNumber, v.lineNumber, v.destination, v.series]
    .some((s) => !!s && s.toLowerCase().includes(q));
}

/** Vehicle numbers match from their start first ("80" finds 801 before 1802), then the rest. */
export function searchVehicles(vehicles: readonly VehicleTarget[], query: string): VehicleTarget[] {
  const q = query.trim().toLowerCase();
  const hits = vehicles.filter((v) => matchesVehicle(v, q));
  if (!q) return hits;
  const starts = (v: VehicleTarget) => (v.vehicleNumber.toLowerCase().startsWith(q) ? 0 : 1);
  return hits.map((v, i) => ({ v, i })).sort((a, b) => starts(a.v) - starts(b.v) || a.i - b.i).map((x) => x.v);
}

export type TargetMode = 'one' | 'many' | 'line';

/** The compose form's targets: one vehicle, a selection (vehicle ids), or all vehicles of a line. */
export interface TargetValue {
  mode: TargetMode;
  vehicleIds: string[];
  lineId: string | null;
}

export interface ComposeState {
  source: 'predefined' | 'free';
  textId: string | null;
  freeText: string;
  mode: TargetMode;
  vehicleIds: string[];
  lineId: string | null;
}

/** What keeps the form from being sent (both may be true), before the server checks again. */
export function missingInput(s: ComposeState): { text: boolean; targets: boolean } {
  const text = s.source === 'predefined' ? !s.textId : !s.freeText.trim();
  const targets = s.mode === 'line' ? !s.lineId : s.vehicleIds.length === 0;
  return { text, targets };
}
