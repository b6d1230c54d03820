/**
 * The demo control's view of the simulation (Query.simulation and its mutations): built by the
 * server (server/operations/demo-control/), shown by /demo (src/custom/demo-control).
 */

export type DisruptionKind = 'blockedSection' | 'vehicleFailure';

/** A disruption as the page lists it: names resolved, times as local clock times of the operator. */
export interface DisruptionView {
  id: string;
  kind: DisruptionKind;
  active: boolean;
  startsAt: string;
  /** End of the blocking or standing; out of service: null until ended. */
  endsAt: string | null;
  startClock: string;
  endClock: string | null;
  minutes: number;
  lineId: string | null;
  lineNumber: string | null;
  lineColor: string | null;
  lineTextColor: string | null;
  fromStopId: string | null;
  fromName: string | null;
  toStopId: string | null;
  toName: string | null;
  runId: string | null;
  trainNumber: string | null;
  outOfService: boolean;
  endStopName: string | null;
  createdBy: string;
  endedBy: string | null;
}

export interface SimulationView {
  simulator: boolean;
  operatingDay: string;
  now: string;
  /** Local wall-clock time of the simulation in the operator's zone, "HH:MM:SS". */
  clock: string;
  speed: number;
  paused: boolean;
  disruptions: DisruptionView[];
}
