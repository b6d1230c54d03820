/**
 * Rows of the dispatch change history (resource DispatchChange) for measures, undos and comments
 * (pure). `details` is language-neutral: station names, symbols and numbers only.
 */
import type { MeasureInput } from '../types';
import { stopIndex } from './effects';
import type { AssignedVehicle, RunPlan } from './model';

export type ChangeAction = 'cancel' | 'delay' | 'reroute' | 'assignVehicle' | 'undo' | 'comment';

export interface ChangeRow {
  operatingDay: string;
  runId: string;
  trainNumber: string;
  lineNumber: string;
  action: ChangeAction;
  reasonId: string | null;
  comment: string;
  details: string;
  measureId: string | null;
}

function stopName(plan: RunPlan, id: string | null | undefined): string {
  const i = stopIndex(plan, id);
  return i >= 0 ? plan.stops[i].name : id ?? '';
}

function minutes(s: number): string {
  return `${Math.round(s / 60)} min`;
}

/** "✕ Bruchsal → Heidelberg Hbf", "+5 min (Durlach)", "⤳ −Durlach +4 min", "↺ Bretten", "801+802". */
export function measureDetails(plan: RunPlan, m: MeasureInput, vehicles: readonly AssignedVehicle[]): string {
  const dest = plan.stops[plan.stops.length - 1].name;
  switch (m.type) {
    case 'cancel':
      return `✕ ${m.fromStopId ? stopName(plan, m.fromStopId) : plan.stops[0].name} → ${dest}`;
    case 'delay':
      return `+${minutes(m.delayS ?? 0)} (${stopName(plan, m.fromStopId)})`;
    case 'reroute': {
      const skipped = (m.skipStopIds ?? []).map((id) => `−${stopName(plan, id)}`).join(' ');
      if (m.rerouteKind === 'shortTurn') return `↺ ${stopName(plan, m.fromStopId)}`;
      if (m.rerouteKind === 'skipStops') return skipped;
      return ['⤳', skipped, m.extraRunningS ? `+${minutes(m.extraRunningS)}` : ''].filter(Boolean).join(' ');
    }
    case 'assignVehicle': {
      const numbers = vehicles.map((v) => v.number).join('+');
      return m.wholeCirculation && plan.trip.circulationId ? `${numbers} (${plan.trip.circulationId})` : numbers;
    }
  }
}

export function changeRow(plan: RunPlan, operatingDay: string, action: ChangeAction, fields: Partial<ChangeRow>): ChangeRow {
  return {
    operatingDay,
    runId: plan.id,
    trainNumber: plan.trip.trainNumber,
    lineNumber: plan.line.lineNumber,
    action,
    reasonId: null,
    comment: '',
    details: '',
    measureId: null,
    ...fields,
  };
}
