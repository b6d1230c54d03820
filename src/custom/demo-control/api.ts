/**
 * The GraphQL calls of the demo control (docs/live-overview.md, "Demo control"; admins only):
 * Query.simulation and its mutations, the network (lines and routes for the sections) and the
 * running trains (for a vehicle failure). Errors arrive as GraphQLRequestError in the user's language.
 */
import { graphqlRequest } from '../../providers/live';
import type { NetworkLine as FullLine, NetworkRoute as FullRoute, NetworkStop } from '../../shared/operations/network';
import type { DisruptionView, SimulationView } from '../../shared/operations/simulation';

export type { DisruptionView };
export type Simulation = SimulationView;

const DISRUPTION = `id kind active startsAt endsAt startClock endClock minutes lineId lineNumber lineColor lineTextColor
  fromStopId fromName toStopId toName runId trainNumber outOfService endStopName createdBy endedBy`;
const SIMULATION = `simulator operatingDay now clock speed paused disruptions { ${DISRUPTION} }`;

export async function fetchSimulation(): Promise<Simulation> {
  return (await graphqlRequest<{ simulation: Simulation }>(`query DemoSimulation { simulation { ${SIMULATION} } }`)).simulation;
}

async function clockMutation(name: string, args = '', params = '', variables: Record<string, unknown> = {}): Promise<Simulation> {
  const data = await graphqlRequest<Record<string, Simulation>>(`mutation Demo_${name}${params} { ${name}${args} { ${SIMULATION} } }`, variables);
  return data[name];
}

export const setSpeed = (speed: number) => clockMutation('setSimulationSpeed', '(speed: $speed)', '($speed: Float!)', { speed });
export const pause = () => clockMutation('pauseSimulation');
export const resume = () => clockMutation('resumeSimulation');
export const setTime = (time: string) => clockMutation('setSimulationTime', '(time: $time)', '($time: String!)', { time });

export async function injectBlockedSection(lineId: string, fromStopId: string, toStopId: string, minutes: number): Promise<DisruptionView> {
  const data = await graphqlRequest<{ injectBlockedSection: DisruptionView }>(
    `mutation Demo_block($lineId: ID!, $from: ID!, $to: ID!, $minutes: Int!) {
      injectBlockedSection(lineId: $lineId, fromStopId: $from, toStopId: $to, minutes: $minutes) { ${DISRUPTION} } }`,
    { lineId, from: fromStopId, to: toStopId, minutes },
  );
  return data.injectBlockedSection;
}

export async function injectVehicleFailure(runId: string, minutes: number, outOfService: boolean): Promise<DisruptionView> {
  const data = await graphqlRequest<{ injectVehicleFailure: DisruptionView }>(
    `mutation Demo_failure($runId: ID!, $minutes: Int!, $oos: Boolean) {
      injectVehicleFailure(runId: $runId, minutes: $minutes, outOfService: $oos) { ${DISRUPTION} } }`,
    { runId, minutes, oos: outOfService },
  );
  return data.injectVehicleFailure;
}

/** The delayed run, the opposing one it now meets, and the single-track conflict (null: the forecast avoided it). */
export interface ProvokedConflict {
  runIds: string[];
  trainNumbers: string[];
  conflictId: string | null;
}

export async function provokeConflict(): Promise<ProvokedConflict> {
  return (await graphqlRequest<{ demoProvokeConflict: ProvokedConflict }>('mutation Demo_conflict { demoProvokeConflict { runIds trainNumbers conflictId } }')).demoProvokeConflict;
}

export async function endDisruption(id: string): Promise<DisruptionView> {
  const data = await graphqlRequest<{ endDisruption: DisruptionView }>(`mutation Demo_end($id: ID!) { endDisruption(id: $id) { ${DISRUPTION} } }`, { id });
  return data.endDisruption;
}

/** The part of Query.network (src/shared/operations/network.ts) the sections need. */
export type NetworkLine = Pick<FullLine, 'id' | 'lineNumber' | 'name' | 'color' | 'textColor'>;
export type NetworkRoute = Pick<FullRoute, 'id' | 'lineId' | 'direction' | 'stopIds'>;
export interface Network {
  lines: NetworkLine[];
  routes: NetworkRoute[];
  stops: Pick<NetworkStop, 'id' | 'name'>[];
}

export async function fetchNetwork(): Promise<Network> {
  const data = await graphqlRequest<{ network: Network }>(
    'query DemoNetwork { network { lines { id lineNumber name color textColor } routes { id lineId direction stopIds } stops { id name } } }',
  );
  return data.network;
}

export interface RunningTrain {
  id: string;
  trainNumber: string;
  lineNumber: string;
  destination: string;
  location: string;
  phase: string;
  status: string;
}

/** Trains under way now (the candidates for a vehicle failure), by train number. */
export async function fetchRunningTrains(): Promise<RunningTrain[]> {
  const rows: RunningTrain[] = [];
  for (let page = 1; ; page++) {
    const data = await graphqlRequest<{ runs: { total: number; rows: RunningTrain[] } }>(
      `query DemoTrains($page: Int) { runs(sortField: "trainNumber", sortOrder: "ASC", page: $page, perPage: 500) {
        total rows { id trainNumber lineNumber destination location phase status } } }`,
      { page },
    );
    rows.push(...data.runs.rows);
    if (data.runs.rows.length < 500 || rows.length >= data.runs.total) break;
  }
  return rows.filter((r) => r.phase === 'running' && r.status !== 'cancelled');
}
