/**
 * Rows of the dispatch change history (resource DispatchChange) for measures, undos, comments and
 * the demo control's disruptions (pure). `details` is language-neutral: station names, symbols,
 * numbers and clock times only.
 */
import type { MeasureInput } from '../types';
import { stopIndex } from './effects';
import type { AssignedVehicle, RunPlan } from './model';

export type DisruptionAction = 'blockedSection' | 'blockedSectionEnded' | 'vehicleFailure' | 'vehicleFailureEnded';

export type ChangeAction = 'cancel' | 'delay' | 'reroute' | 'assignVehicle' | 'hold' | 'breakConnection' | 'platformChange' | 'undo' | 'comment' | DisruptionAction;

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
  /** The timetable version the day ran on (lists show the active version's rows only). */
  timetableVersionId: string | null;
}

function stopName(plan: RunPlan, id: string | null | undefined): string {
  const i = stopIndex(plan, id);
  return i >= 0 ? plan.stops[i].name : id ?? '';
}

/** Service-day seconds as "HH:MM" (past midnight as 24:10, as timetables write it). */
function clock(s: number): string {
  const m = Math.floor(s / 60);
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

function minutes(s: number): string {
  return `${Math.round(s / 60)} min`;
}

/**
 * "✕ Bruchsal → Heidelberg Hbf", "+5 min (Durlach)", "⤳ −Durlach +4 min", "↺ Bretten", "801+802",
 * "⏸ Karlsruhe Hbf 14:35 (+5 min)" (a connection hold; " A" when automatic), "⇸ Karlsruhe Hbf".
 */
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
    // Issue 14 (docs/connections.md): the departing train waits at the station until hh:mm.
    case 'hold': {
      const i = stopIndex(plan, m.fromStopId);
      const until = i >= 0 ? ` ${clock(plan.dep[i] + (m.delayS ?? 0))}` : '';
      return `⏸ ${stopName(plan, m.fromStopId)}${until} (+${minutes(m.delayS ?? 0)})${m.auto ? ' A' : ''}`;
    }
    case 'breakConnection':
      return `⇸ ${m.fromStopId ? stopName(plan, m.fromStopId) : plan.stops[0].name}${m.auto ? ' A' : ''}`;
    case 'platformChange': {
      // "⇄ 2 → 3 (Durlach)": the planned platform first when the timetable knows it.
      const planned = plan.stops[stopIndex(plan, m.fromStopId)]?.platform;
      return `⇄ ${planned ? `${planned} → ` : ''}${m.platform ?? ''} (${stopName(plan, m.fromStopId)})`;
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
    timetableVersionId: null,
    ...fields,
  };
}

/** What a disruption row says, names and simulated clock times ("HH:MM") already resolved. */
export interface DisruptionChange {
  kind: 'blockedSection' | 'vehicleFailure';
  /** The start row, or the row of an early end ("end now"). */
  ended: boolean;
  operatingDay: string;
  /** blockedSection: `disruption:<id>` (it concerns a section, not one run); vehicleFailure: the run. */
  runId: string;
  trainNumber: string;
  lineNumber: string;
  /** blockedSection: "Durlach ↔ Grötzingen"; vehicleFailure (start row): where the train stands. */
  where: string;
  /** In force from … to (planned end on the start row, actual end on the end row; out of service: null until ended). */
  from: string;
  to: string | null;
  /** vehicleFailure out of service: the station its run ends at. */
  endStop: string | null;
  /** The timetable version the day runs on. */
  timetableVersionId: string | null;
}

/**
 * "⛔ Durlach ↔ Grötzingen 06:00–06:30"; "⚠ Durlach → Grötzingen 08:10–08:20", taken out of service
 * "… ⏏ Grötzingen". The simulated times are written out because the row's createdAt is real time.
 */
export function disruptionDetails(c: DisruptionChange): string {
  const span = `${c.from}–${c.to ?? ''}`;
  if (c.kind === 'blockedSection') return `⛔ ${c.where} ${span}`;
  return ['⚠', c.where, span, c.endStop ? `⏏ ${c.endStop}` : ''].filter(Boolean).join(' ');
}

export function disruptionRow(c: DisruptionChange): ChangeRow {
  return {
    operatingDay: c.operatingDay,
    runId: c.runId,
    trainNumber: c.trainNumber,
    lineNumber: c.lineNumber,
    action: c.ended ? `${c.kind}Ended` : c.kind,
    reasonId: null,
    comment: '',
    details: disruptionDetails(c),
    measureId: null,
    timetableVersionId: c.timetableVersionId,
  };
}
