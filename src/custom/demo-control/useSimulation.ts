/**
 * The demo control's data in the shared react-query cache (page key "demoControl"): the
 * simulation as the server has it, read every POLL_MS (the clock moves; the list shows what other
 * admins inject too), the network for the section choice and the trains under way.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { pageKey, usePageQuery } from '../../providers/query';
import { fetchNetwork, fetchRunningTrains, fetchSimulation, type Simulation } from './api';
import { POLL_MS } from './sections';

export const DEMO_PAGE = 'demoControl';
const SIMULATION_KEY = pageKey(DEMO_PAGE, 'simulation');
/** The network of the active timetable changes only with a timetable import. */
const NETWORK_STALE_MS = 5 * 60 * 1000;

export function useSimulation() {
  return usePageQuery(SIMULATION_KEY, fetchSimulation, { refetchIntervalMs: POLL_MS });
}

export function useNetwork() {
  return usePageQuery(pageKey(DEMO_PAGE, 'network'), fetchNetwork, { staleTime: NETWORK_STALE_MS });
}

/** The trains under way change all the time: the form reads them again whenever its list opens. */
export function useRunningTrains() {
  return usePageQuery(pageKey(DEMO_PAGE, 'runningTrains'), fetchRunningTrains);
}

/** After an injection or an early end: everything the page shows is reloaded. */
export function useReloadDemo(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: pageKey(DEMO_PAGE) }), [client]);
}

/**
 * Runs a clock change that answers with the new simulation and shows that answer at once; the
 * reload after it also cancels a poll that was under way (its answer would be older).
 */
export function useClockChange(): (call: () => Promise<Simulation>) => Promise<Simulation> {
  const client = useQueryClient();
  return useCallback(
    async (call: () => Promise<Simulation>) => {
      const sim = await call();
      client.setQueryData(SIMULATION_KEY, sim);
      void client.invalidateQueries({ queryKey: SIMULATION_KEY });
      return sim;
    },
    [client],
  );
}
