/**
 * The GraphQL calls of the live overview: Query.liveSummary (docs/live-overview.md), the latest
 * entries of the change history (DispatchChange) with the causes' names, and the runsChanged
 * subscription used only as a "something changed" signal (no rows selected: cheap).
 */
import { graphqlRequest } from '../../providers/live';
import type { LineFigures, SummaryFigures } from '../../shared/operations/summary';

export type LineSummary = LineFigures;

/** Query.liveSummary: the server's figures plus when and for which day they were taken. */
export interface LiveSummary extends SummaryFigures {
  operatingDay: string;
  updatedAt: string;
  clock: string;
}

export interface ChangeEntry {
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

export interface Cause {
  id: string;
  nameDe: string;
  nameIt: string | null;
}

const SUMMARY = `query LiveOverview { liveSummary {
  operatingDay updatedAt clock total active activeDelayed delayed cancelled ended punctualArrivals punctualityNow punctualityToday
  lines { lineId lineNumber lineColor lineTextColor total active activeDelayed delayed cancelled punctualityNow }
} }`;

export async function fetchSummary(): Promise<LiveSummary> {
  return (await graphqlRequest<{ liveSummary: LiveSummary }>(SUMMARY)).liveSummary;
}

/** Entries fetched to find the latest measures among them (comments are left out). */
const HISTORY_WINDOW = 40;

export async function fetchLatestChanges(operatingDay: string): Promise<ChangeEntry[]> {
  const data = await graphqlRequest<{ allDispatchChanges: ChangeEntry[] }>(
    `query LiveChanges($filter: DispatchChangeFilter) { allDispatchChanges(page: 0, perPage: ${HISTORY_WINDOW}, sortField: "id", sortOrder: "DESC", filter: $filter) {
      id createdAt createdBy operatingDay trainNumber lineNumber action details reasonId comment } }`,
    { filter: { operatingDay } },
  );
  return data.allDispatchChanges;
}

export async function fetchCauses(): Promise<Cause[]> {
  const data = await graphqlRequest<{ allDisruptionCauses: Cause[] }>('query LiveCauses { allDisruptionCauses(page: 0, perPage: 1000) { id nameDe nameIt } }');
  return data.allDisruptionCauses;
}

export const RUNS_CHANGED_SIGNAL = 'subscription LiveOverviewSignal { runsChanged { operatingDay publishedAt reset } }';
