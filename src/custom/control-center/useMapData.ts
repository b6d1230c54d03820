/**
 * What the map shows besides positions: the tile layers (GET /api/config), the network and the
 * runs of the day, in the page's query cache. Network and runs are loaded again when the position
 * batches say they are out of date: a new operating day, a line or a run the page does not know
 * (a timetable was activated). The batches themselves stay out of the cache (trainFeed.ts).
 */
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { parseMapTiles, type MapTiles } from '../../providers/auth/config';
import { createThrottle } from '../../providers/live/throttle';
import { usePageQuery } from '../../providers/query';
import { fetchMapConfig, fetchNetwork, fetchRunIndex, sessionMapConfig, type MapConfig, type RunIndex } from './api';
import { ccKey } from './keys';
import type { Network } from './network';
import type { TrainFeed } from './trainFeed';

/** A reload because of unknown lines or runs happens at most this often. */
export const STALE_RELOAD_MS = 30_000;

const CONFIG_KEY = ccKey('config');
const NETWORK_KEY = ccKey('network');
const RUNS_KEY = ccKey('runIndex');

/**
 * The map part of /api/config; read once per session (it changes only with a server restart),
 * at hand from the bootstrap's reading in a signed-in session (sessionMapConfig).
 */
export function useMapConfig(): UseQueryResult<MapConfig> {
  return usePageQuery(CONFIG_KEY, fetchMapConfig, { staleTime: Infinity, initialData: sessionMapConfig() ?? undefined });
}

export function useMapTiles(): MapTiles | null {
  const config = useMapConfig();
  if (config.data) return config.data.tiles;
  // Without the configuration the map still works: no tiles, network and trains on the backdrop.
  return config.error ? parseMapTiles(null) : null;
}

export interface MapData {
  network: UseQueryResult<Network>;
  runIndex: UseQueryResult<RunIndex>;
}

export function useMapData(feed: TrainFeed): MapData {
  const client = useQueryClient();
  const network = usePageQuery(NETWORK_KEY, () => fetchNetwork(null));
  const runIndex = usePageQuery(RUNS_KEY, () => fetchRunIndex(null));
  const reloadNetwork = useMemo(() => createThrottle(() => void client.invalidateQueries({ queryKey: NETWORK_KEY }), STALE_RELOAD_MS), [client]);
  const reloadRuns = useMemo(() => createThrottle(() => void client.invalidateQueries({ queryKey: RUNS_KEY }), STALE_RELOAD_MS), [client]);
  useEffect(() => () => {
    reloadNetwork.cancel();
    reloadRuns.cancel();
  }, [reloadNetwork, reloadRuns]);

  const net = network.data;
  const runs = runIndex.data;
  useEffect(() => {
    if (!net || !runs) return undefined;
    const lines = new Set(net.lines.map((l) => l.id));
    return feed.subscribe(({ batch }) => {
      if (batch.operatingDay !== net.operatingDay || batch.positions.some((p) => !lines.has(p.lineId))) reloadNetwork.trigger();
      if (batch.operatingDay !== runs.operatingDay || batch.positions.some((p) => !runs.runs.has(p.id))) reloadRuns.trigger();
    });
  }, [feed, net, runs, reloadNetwork, reloadRuns]);

  return { network, runIndex };
}
