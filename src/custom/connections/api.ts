/**
 * The GraphQL calls of the connection manager (docs/issue-14-contract.md, docs/connections.md).
 * Errors arrive as GraphQLRequestError whose message is already in the user's language.
 */
import { graphqlRequest } from '../../providers/live';
import type { ConnectionHoldPreview, ConnectionRow, ConnectionState, ConnectionsChanged } from '../../shared/connections/types';

const DECISION_FIELDS = 'kind measureId auto createdBy createdAt holdUntil';

/** Every ConnectionRow field (the page, the popup and the live events read the same). */
export const CONNECTION_FIELDS = `id ruleId operatingDay stationId stationName
  feederRunId feederTrainNumber feederLineId feederLineNumber feederLineColor feederStopId feederPlatform
  feederPlannedArrival feederExpectedArrival feederArrived
  departingRunId departingTrainNumber departingLineId departingLineNumber departingLineColor departingDestination
  departingStopId departingPlatform departingPlannedDeparture departingExpectedDeparture departingLeft
  walkTimeS slackS holdNeededS maxAutoHoldS maxManualHoldS priority guaranteed lastOfDay state heldUntil decideBy
  decision { ${DECISION_FIELDS} }`;

/** Query.connections: the rows sorted by decideBy, and how many are in each state. */
export interface ConnectionPage {
  rows: ConnectionRow[];
  total: number;
  operatingDay: string;
  counts: Partial<Record<ConnectionState, number>>;
}

const CONNECTIONS_QUERY = `query ConnectionManager($operatingDay: String, $runId: ID) {
  connections(operatingDay: $operatingDay, runId: $runId) { total operatingDay counts rows { ${CONNECTION_FIELDS} } }
}`;

export const CONNECTIONS_CHANGED_SUBSCRIPTION = `subscription ConnectionManagerChanged($operatingDay: String) {
  connectionsChanged(operatingDay: $operatingDay) { operatingDay reset removed rows { ${CONNECTION_FIELDS} } }
}`;

export type ConnectionsChangedEvent = { connectionsChanged: ConnectionsChanged };

/** Every connection of the day (the page filters on the client), or of one run (the train popup). */
export async function fetchConnections(variables: { operatingDay?: string | null; runId?: string | null } = {}): Promise<ConnectionPage> {
  const data = await graphqlRequest<{ connections: ConnectionPage }>(CONNECTIONS_QUERY, {
    operatingDay: variables.operatingDay ?? null,
    runId: variables.runId ?? null,
  });
  return data.connections;
}

const CHANGE_FIELDS = 'connectionId stationName feederTrainNumber departingTrainNumber before after';

export async function previewHold(id: string, holdUntil: number | null): Promise<ConnectionHoldPreview> {
  const data = await graphqlRequest<{ previewConnectionHold: ConnectionHoldPreview }>(
    `mutation ConnectionPreview($id: ID!, $holdUntil: Int) {
      previewConnectionHold(id: $id, holdUntil: $holdUntil) {
        connectionId holdUntil holdDelayS allowed lost { ${CHANGE_FIELDS} } won { ${CHANGE_FIELDS} }
        conflictsAdded { id kind stationName trainNumbers } conflictsRemoved
        knockOn { runId trainNumber lineNumber delayBeforeS delayAfterS }
      }
    }`,
    { id, holdUntil },
  );
  return data.previewConnectionHold;
}

export interface DecisionInput {
  reasonId: string;
  comment: string;
}

export async function holdConnection(id: string, holdUntil: number | null, input: DecisionInput): Promise<ConnectionRow> {
  const data = await graphqlRequest<{ holdConnection: ConnectionRow }>(
    `mutation ConnectionHold($id: ID!, $holdUntil: Int, $reasonId: ID!, $comment: String) {
      holdConnection(id: $id, holdUntil: $holdUntil, reasonId: $reasonId, comment: $comment) { ${CONNECTION_FIELDS} }
    }`,
    { id, holdUntil, reasonId: input.reasonId, comment: input.comment || null },
  );
  return data.holdConnection;
}

export async function breakConnection(id: string, input: DecisionInput): Promise<ConnectionRow> {
  const data = await graphqlRequest<{ breakConnection: ConnectionRow }>(
    `mutation ConnectionBreak($id: ID!, $reasonId: ID!, $comment: String) {
      breakConnection(id: $id, reasonId: $reasonId, comment: $comment) { ${CONNECTION_FIELDS} }
    }`,
    { id, reasonId: input.reasonId, comment: input.comment || null },
  );
  return data.breakConnection;
}

export { undoMeasure } from '../circulation/api';
