/**
 * The data of the live overview: Query.liveSummary (docs/live-overview.md) through the page's
 * own API, the runsChanged subscription used only as a "something changed" signal (no rows
 * selected: cheap), and the two declared resources it shows, read through react-admin's data
 * provider: the change history (DispatchChange) and the disruption causes' names.
 */
import type { RaRecord } from 'react-admin';
import { graphqlRequest } from '../../providers/live';
import type { LineFigures, LiveSummary } from '../../shared/operations/summary';

export type LineSummary = LineFigures;

/** Query.liveSummary: the server's figures plus when and for which day they were taken. */
export type { LiveSummary };

/** A row of the change history (src/resources/dispatch-changes). */
export interface ChangeEntry extends RaRecord {
  id: string;
  createdAt: string;
  createdBy: string;
  operatingDay: string;
  trainNumber: string | null;
  lineNumber: string | null;
  action: string;
  details: string | null;
  reasonId: string | null;
  comment: string | null;
}

/** A disruption cause (src/resources/disruption-causes), for its name. */
export interface Cause extends RaRecord {
  id: string;
  nameDe: string;
  nameIt: string | null;
}

/** The declarations' `path`s (react-admin's resource names) and the history's GraphQL type. */
export const CHANGES_RESOURCE = 'dispotoolchangehistory';
export const CHANGES_TYPE = 'DispatchChange';
export const CAUSES_RESOURCE = 'ursacheeb';

/** Entries read to find the latest measures among them (comments are left out). */
export const HISTORY_WINDOW = 40;

const SUMMARY = `query LiveOverview { liveSummary {
  operatingDay updatedAt clock timetableActive timetableVersionId dayStartHour total active activeDelayed delayed cancelled ended punctualArrivals punctualityNow punctualityToday
  lines { lineId lineNumber lineColor lineTextColor total active activeDelayed delayed cancelled punctualityNow }
} }`;

export async function fetchSummary(): Promise<LiveSummary> {
  return (await graphqlRequest<{ liveSummary: LiveSummary }>(SUMMARY)).liveSummary;
}

export const RUNS_CHANGED_SIGNAL = 'subscription LiveOverviewSignal { runsChanged { operatingDay publishedAt reset } }';

export interface RunsChangedSignal {
  runsChanged: { operatingDay: string; publishedAt: string; reset: boolean | null };
}
