/** The sidebar's GraphQL calls: tab counts and the runs of a tab (the same server definitions). */
import { graphqlRequest } from '../../../providers/live';
import { TAB_LIST_MAX, type RunTab, type TabCounts } from '../../../shared/operations/tabs';
import type { RunRow } from '../../../shared/operations/types';
import { RUN_ROW_FIELDS } from '../../circulation/runFields';

export type TabRun = RunRow;

export interface TabData {
  /** The tab these rows belong to. */
  tab: RunTab;
  /** `conflicts`: the day's conflicts not yet over (shown on the control tab). */
  counts: TabCounts & { operatingDay: string; updatedAt: string; conflicts?: number };
  rows: TabRun[];
  total: number;
}

const QUERY = `query ControlCenterTab($tab: String, $lineIds: [ID!], $perPage: Int) {
  runTabCounts(lineIds: $lineIds) { operatingDay updatedAt control all active delayed early preview conflicts }
  runs(tab: $tab, lineIds: $lineIds, perPage: $perPage, sortField: "plannedDeparture", sortOrder: "ASC") {
    total rows { ${RUN_ROW_FIELDS} lat lon }
  }
}`;

/** Counts and the tab's runs in ONE request: both from the same instant of the engine. */
export async function fetchTab(tab: RunTab, lineIds: readonly string[] | null): Promise<TabData> {
  const data = await graphqlRequest<{ runTabCounts: TabData['counts']; runs: { total: number; rows: TabRun[] } }>(QUERY, {
    tab, lineIds: lineIds && lineIds.length ? lineIds : null, perPage: TAB_LIST_MAX,
  });
  return { tab, counts: data.runTabCounts, rows: data.runs.rows, total: data.runs.total };
}

export const TAB_CHANGES_SUBSCRIPTION = `subscription ControlCenterTabChanges($lineIds: [ID!]) {
  runsChanged(lineIds: $lineIds) { operatingDay publishedAt reset runs { id } }
}`;
