/**
 * What the map shows besides positions: the tile layers (GET /api/config), the network and the
 * runs of the day. Both are loaded again when the position batches say they are out of date: a
 * new operating day, a line or a run the page does not know (a timetable was activated).
 */
import { useEffect, useMemo } from 'react';
import { fetchClientConfig, parseMapTiles, type MapTiles } from '../../providers/auth/config';
import { createThrottle } from '../../providers/live/throttle';
import { useLoad, type Loaded } from '../circulation/useLoad';
import { fetchNetwork, fetchRunIndex, type RunIndex } from './api';
import type { Network } from './network';
import type { TrainFeed } from './trainFeed';

/** A reload because of unknown lines or runs happens at most this often. */
export const STALE_RELOAD_MS = 30_000;

export function useMapTiles(): MapTiles | null {
  const config = useLoad(() => fetchClientConfig(), 'map-config');
  if (config.data) return config.data.map ?? parseMapTiles(null);
  // Without the configuration the map still works: no tiles, network and trains on the backdrop.
  return config.error ? parseMapTiles(null) : null;
}

export interface MapData {
  network: Loaded<Network>;
  runIndex: Loaded<RunIndex>;
}

export function useMapData(feed: TrainFeed): MapData {
  const network = useLoad(() => fetchNetwork(null), 'network');
  const runIndex = useLoad(() => fetchRunIndex(null), 'runs');
  const reloadNetwork = useMemo(() => createThrottle(network.reload, STALE_RELOAD_MS), [network.reload]);
  const reloadRuns = useMemo(() => createThrottle(runIndex.reload, STALE_RELOAD_MS), [runIndex.reload]);
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
