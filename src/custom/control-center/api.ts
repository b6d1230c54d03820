/**
 * The control centre's calls: the map part of /api/config, and over GraphQL the network
 * (Query.network), the runs the map names (train number, line, destination from the runs query)
 * and the trainPositions subscription.
 */
import { parseMapTiles, type MapTiles } from '../../providers/auth/config';
import { getAuthRuntime } from '../../providers/auth/current';
import { graphqlRequest } from '../../providers/live';
import type { PositionBatch } from '../../shared/operations/types';
import type { RunInfo } from './filters';
import type { Network } from './network';

export const NETWORK_QUERY = `query ControlCenterNetwork($operatingDay: String) {
  network(operatingDay: $operatingDay) {
    operatingDay versionId trips
    lines { id lineNumber name color textColor product network }
    routes { id lineId direction name stopIds km shapeId }
    stops { id name lat lon stationId }
    shapes { id lat lon }
  }
}`;

export interface MapConfig {
  tiles: MapTiles;
  /** The server asks a geocoder besides the operator's stations (MAP_GEOCODER_URL). */
  geocoder: boolean;
}

/**
 * The map's part of the configuration the bootstrap read (GET /api/config) for this session, or
 * null outside a session (tests, tools). Read from there, the map asks for its tiles without first
 * waiting for /api/config a second time (issue 15: a tile is the control centre's largest paint).
 */
export function sessionMapConfig(): MapConfig | null {
  const config = getAuthRuntime()?.config;
  return config ? { tiles: config.map ?? parseMapTiles(null), geocoder: config.geocoder === true } : null;
}

/** The map's tile layers and whether addresses can be searched (GET /api/config, public). */
export async function fetchMapConfig(): Promise<MapConfig> {
  const known = sessionMapConfig();
  if (known) return known;
  const response = await fetch('/api/config', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`/api/config: HTTP ${response.status}`);
  const body = (await response.json()) as { map?: unknown; geocoder?: unknown };
  return { tiles: parseMapTiles(body.map), geocoder: body.geocoder === true };
}

export async function fetchNetwork(operatingDay: string | null = null): Promise<Network> {
  return (await graphqlRequest<{ network: Network }>(NETWORK_QUERY, { operatingDay })).network;
}

export const POSITIONS_SUBSCRIPTION = `subscription ControlCenterPositions($lineIds: [ID!]) {
  trainPositions(lineIds: $lineIds) { operatingDay publishedAt positions }
}`;

export interface PositionsEvent {
  trainPositions: PositionBatch | null;
}

const RUN_INDEX_QUERY = `query ControlCenterRuns($operatingDay: String, $page: Int, $perPage: Int) {
  runs(operatingDay: $operatingDay, page: $page, perPage: $perPage, sortField: "trainNumber", sortOrder: "ASC") {
    total operatingDay rows { id trainNumber lineId lineNumber destination }
  }
}`;

/** Largest page the runs query serves. */
export const RUNS_PAGE = 500;
/** Pages fetched at the same time after the first. */
const PARALLEL_PAGES = 3;

export interface RunIndex {
  operatingDay: string;
  runs: Map<string, RunInfo>;
}

type RunsAnswer = { runs: { total: number; operatingDay: string; rows: RunInfo[] } };

/** Every run of the day with the few fields the map shows (all pages). */
export async function fetchRunIndex(operatingDay: string | null = null): Promise<RunIndex> {
  const page = (n: number, day: string | null) => graphqlRequest<RunsAnswer>(RUN_INDEX_QUERY, { operatingDay: day, page: n, perPage: RUNS_PAGE });
  const first = (await page(1, operatingDay)).runs;
  const day = first.operatingDay;
  const runs = new Map(first.rows.map((r) => [r.id, r]));
  const pages = Math.ceil(first.total / RUNS_PAGE);
  for (let next = 2; next <= pages; next += PARALLEL_PAGES) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(PARALLEL_PAGES, pages - next + 1) }, (_, i) => page(next + i, day)),
    );
    for (const answer of batch) for (const r of answer.runs.rows) runs.set(r.id, r);
  }
  return { operatingDay: day, runs };
}
