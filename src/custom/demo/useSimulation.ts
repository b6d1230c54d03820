import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchSimulation, type Simulation } from './api';
import { POLL_MS } from './sections';

export interface SimulationState {
  sim: Simulation | null;
  error: unknown;
  reload: () => void;
  /** Runs a call that answers with the new simulation state (a clock change) and shows it. */
  apply: (call: () => Promise<Simulation>) => Promise<Simulation>;
}

/**
 * The simulation as the server has it, read every POLL_MS (the clock moves; the list shows what
 * other admins inject too). A read that answers after a newer one is dropped.
 */
export function useSimulation(): SimulationState {
  const [sim, setSim] = useState<Simulation | null>(null);
  const [error, setError] = useState<unknown>(null);
  const seq = useRef(0);

  const reload = useCallback(() => {
    const mine = ++seq.current;
    fetchSimulation().then(
      (s) => {
        if (mine !== seq.current) return;
        setSim(s);
        setError(null);
      },
      (e: unknown) => {
        if (mine === seq.current) setError(e);
      },
    );
  }, []);

  useEffect(() => {
    reload();
    const timer = setInterval(reload, POLL_MS);
    return () => clearInterval(timer);
  }, [reload]);

  const apply = useCallback(async (call: () => Promise<Simulation>) => {
    const mine = ++seq.current;
    const s = await call();
    if (mine === seq.current) setSim(s);
    return s;
  }, []);

  return { sim, error, reload, apply };
}
