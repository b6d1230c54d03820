/**
 * The GraphQL calls of the circulation list (docs/operations-contract.md) and of the resources it
 * reads (lines, vehicles, disruption causes). Errors arrive as GraphQLRequestError whose message
 * is already in the user's language.
 */
import { graphqlRequest } from '../../providers/live';
import type { MeasureSummary, RerouteKind, RunRow, RunStop } from '../../shared/operations/types';
import type { ListParams } from './listParams';

import { MEASURE_FIELDS, RUN_DETAIL_FIELDS, RUN_ROW_FIELDS } from './runFields';

export interface RunPage {
  rows: RunRow[];
  total: number;
  operatingDay: string;
  updatedAt: string;
}

export interface RunDetail extends RunRow {
  stops: RunStop[];
  measures: MeasureSummary[];
}

export interface RunsChangedEvent<R extends RunRow = RunRow> {
  operatingDay: string;
  publishedAt: number;
  reset: boolean;
  runs: R[];
}

/** The runs query selecting these row fields. */
export function runsQuery(fields: string = RUN_ROW_FIELDS): string {
  return `query CirculationRuns($operatingDay: String, $lineIds: [ID!], $statuses: [String!], $q: String,
  $sortField: String, $sortOrder: String, $page: Int, $perPage: Int) {
  runs(operatingDay: $operatingDay, lineIds: $lineIds, statuses: $statuses, q: $q, sortField: $sortField,
       sortOrder: $sortOrder, page: $page, perPage: $perPage) {
    total operatingDay updatedAt rows { ${fields} }
  }
}`;
}

const RUNS_QUERY = runsQuery();

export const RUNS_CHANGED_SUBSCRIPTION = `subscription CirculationRunsChanged($operatingDay: String, $lineIds: [ID!]) {
  runsChanged(operatingDay: $operatingDay, lineIds: $lineIds) { operatingDay publishedAt reset runs { ${RUN_ROW_FIELDS} } }
}`;

export const RUN_CHANGED_SUBSCRIPTION = `subscription CirculationRunChanged($runId: ID) {
  runsChanged(runId: $runId) { operatingDay publishedAt reset runs { ${RUN_DETAIL_FIELDS} } }
}`;

/** Variables of the runs query for the list's state (null filters are left out). */
export function runsVariables(params: ListParams, day: string, overrides: { page?: number; perPage?: number } = {}) {
  return {
    operatingDay: day,
    lineIds: params.lineIds.length ? params.lineIds : null,
    statuses: params.statuses.length ? params.statuses : null,
    q: params.q.trim() || null,
    sortField: params.sortField,
    sortOrder: params.sortOrder,
    page: overrides.page ?? params.page,
    perPage: overrides.perPage ?? params.perPage,
  };
}

export async function fetchRuns(variables: ReturnType<typeof runsVariables>): Promise<RunPage> {
  const data = await graphqlRequest<{ runs: RunPage }>(RUNS_QUERY, variables);
  return data.runs;
}

export async function fetchOperatingDay(): Promise<string> {
  const data = await graphqlRequest<{ operatingDay: string }>('query { operatingDay }');
  return data.operatingDay;
}

export async function fetchRun(id: string): Promise<RunDetail | null> {
  const data = await graphqlRequest<{ run: RunDetail | null }>(`query CirculationRun($id: ID!) { run(id: $id) { ${RUN_DETAIL_FIELDS} } }`, { id });
  return data.run;
}

/** Largest page the runs query serves. */
export const MAX_RUNS_PAGE = 500;

/** Every run of the selection (all pages), for the CSV export and the day's lines. */
export async function fetchAllRuns(params: ListParams, day: string, fields = RUN_ROW_FIELDS): Promise<RunRow[]> {
  const query = runsQuery(fields);
  const rows: RunRow[] = [];
  for (let page = 1; ; page += 1) {
    const data = await graphqlRequest<{ runs: RunPage }>(query, runsVariables(params, day, { page, perPage: MAX_RUNS_PAGE }));
    rows.push(...data.runs.rows);
    if (data.runs.rows.length < MAX_RUNS_PAGE || rows.length >= data.runs.total) return rows;
  }
}

// Measures (MEASURE_ROLES). Each returns the measure as recorded.

export interface ReasonInput {
  reasonId: string;
  comment: string;
  /** Attach the measure to this open situation (situation report, issue 13); none: no situation. */
  situationId?: string | null;
}

/** The mutation; the situation argument only when one is chosen (a server without it answers the rest). */
const measureMutation = (name: string, args: string, params: string, r: ReasonInput) => {
  const [a, p] = r.situationId ? [', situationId: $situationId', ', $situationId: ID'] : ['', ''];
  return `mutation Circulation_${name}(${params}${p}) { ${name}(${args}${a}) { ${MEASURE_FIELDS} } }`;
};

export async function cancelRun(runId: string, fromStopId: string | null, r: ReasonInput): Promise<MeasureSummary> {
  const q = measureMutation('cancelRun', 'runId: $runId, fromStopId: $fromStopId, reasonId: $reasonId, comment: $comment',
    '$runId: ID!, $fromStopId: ID, $reasonId: ID!, $comment: String', r);
  return (await graphqlRequest<{ cancelRun: MeasureSummary }>(q, { runId, fromStopId, ...r })).cancelRun;
}

export async function delayRun(runId: string, delayS: number, r: ReasonInput): Promise<MeasureSummary> {
  const q = measureMutation('delayRun', 'runId: $runId, delayS: $delayS, reasonId: $reasonId, comment: $comment',
    '$runId: ID!, $delayS: Int!, $reasonId: ID!, $comment: String', r);
  return (await graphqlRequest<{ delayRun: MeasureSummary }>(q, { runId, delayS, ...r })).delayRun;
}

export async function changePlatform(runId: string, stopId: string, platform: string, r: ReasonInput): Promise<MeasureSummary> {
  const q = measureMutation('changePlatform', 'runId: $runId, stopId: $stopId, platform: $platform, reasonId: $reasonId, comment: $comment',
    '$runId: ID!, $stopId: ID!, $platform: String!, $reasonId: ID!, $comment: String', r);
  return (await graphqlRequest<{ changePlatform: MeasureSummary }>(q, { runId, stopId, platform, ...r })).changePlatform;
}

export interface RerouteInput {
  kind: RerouteKind;
  skipStopIds?: string[] | null;
  fromStopId?: string | null;
  extraRunningS?: number | null;
}

export async function rerouteRun(runId: string, input: RerouteInput, r: ReasonInput): Promise<MeasureSummary> {
  const q = measureMutation(
    'rerouteRun',
    'runId: $runId, kind: $kind, skipStopIds: $skipStopIds, fromStopId: $fromStopId, extraRunningS: $extraRunningS, reasonId: $reasonId, comment: $comment',
    '$runId: ID!, $kind: String!, $skipStopIds: [ID!], $fromStopId: ID, $extraRunningS: Int, $reasonId: ID!, $comment: String',
    r,
  );
  const vars = { runId, kind: input.kind, skipStopIds: input.skipStopIds ?? null, fromStopId: input.fromStopId ?? null, extraRunningS: input.extraRunningS ?? null, ...r };
  return (await graphqlRequest<{ rerouteRun: MeasureSummary }>(q, vars)).rerouteRun;
}

export async function assignVehicle(runId: string, vehicleIds: string[], wholeCirculation: boolean, r: ReasonInput): Promise<MeasureSummary> {
  const q = measureMutation(
    'assignVehicle',
    'runId: $runId, vehicleIds: $vehicleIds, wholeCirculation: $wholeCirculation, reasonId: $reasonId, comment: $comment',
    '$runId: ID!, $vehicleIds: [ID!]!, $wholeCirculation: Boolean, $reasonId: ID!, $comment: String',
    r,
  );
  return (await graphqlRequest<{ assignVehicle: MeasureSummary }>(q, { runId, vehicleIds, wholeCirculation, ...r })).assignVehicle;
}

export async function undoMeasure(id: string): Promise<boolean> {
  const data = await graphqlRequest<{ undoMeasure: boolean }>('mutation Circulation_undo($id: ID!) { undoMeasure(id: $id) }', { id });
  return data.undoMeasure;
}

export async function updateRunComment(runId: string, comment: string): Promise<RunRow> {
  const data = await graphqlRequest<{ updateRunComment: RunRow }>(
    `mutation Circulation_comment($runId: ID!, $comment: String!) { updateRunComment(runId: $runId, comment: $comment) { ${RUN_ROW_FIELDS} } }`,
    { runId, comment },
  );
  return data.updateRunComment;
}

// Declared resources, read through the data provider (useReferenceData.ts).

export interface DisruptionCause {
  id: string;
  code: string | null;
  nameDe: string;
  nameIt: string | null;
  category: string | null;
  active: boolean | null;
}

export interface VehicleOption {
  id: string;
  vehicleNumber: string;
  series: string | null;
  vehicleType: string;
  status: string;
}
