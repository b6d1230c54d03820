/**
 * The live overview's figures (Query.liveSummary): computed by the server
 * (server/operations/live/summary.ts), shown by /live (src/custom/live).
 */

export interface LineFigures {
  lineId: string;
  lineNumber: string;
  lineColor: string;
  lineTextColor: string;
  total: number;
  active: number;
  activeDelayed: number;
  delayed: number;
  cancelled: number;
  punctualityNow: number | null;
}

/** Query.liveSummary: the figures plus when (simulated time, ISO) and for which day they were taken. */
export interface LiveSummary extends SummaryFigures {
  operatingDay: string;
  updatedAt: string;
  /** updatedAt as the operator's local time HH:MM:SS. */
  clock: string;
  /** A timetable version is active (false: the day is empty because none is). */
  timetableActive: boolean;
  /** The timetable version the day runs on (null: none): the latest measures are this version's. */
  timetableVersionId: string | null;
  /** The hour (local) at which operating days start and end (OPERATING_DAY_START_HOUR). */
  dayStartHour: number;
}

export interface SummaryFigures {
  total: number;
  active: number;
  activeDelayed: number;
  delayed: number;
  cancelled: number;
  /** Runs ended so far (arrived, or cancelled and due) and the punctual arrivals among them. */
  ended: number;
  punctualArrivals: number;
  punctualityNow: number | null;
  punctualityToday: number | null;
  lines: LineFigures[];
}
