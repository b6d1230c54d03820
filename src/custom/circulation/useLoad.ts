import { useCallback, useEffect, useRef, useState } from 'react';

export interface Loaded<T> {
  data: T | null;
  error: unknown;
  loading: boolean;
  reload: () => void;
  /** Replaces the data (e.g. from a live event); pending loads are dropped. */
  setData: (data: T) => void;
}

/**
 * Loads once on mount (and again when `key` changes or reload() is called). Answers of earlier
 * loads that arrive late are dropped.
 */
export function useLoad<T>(load: () => Promise<T>, key = '', enabled = true): Loaded<T> {
  const [state, setState] = useState<{ data: T | null; error: unknown; loading: boolean }>({ data: null, error: null, loading: enabled });
  const loader = useRef(load);
  loader.current = load;
  const seq = useRef(0);
  const run = useCallback(() => {
    const mine = ++seq.current;
    setState((s) => ({ ...s, loading: true, error: null }));
    loader.current().then(
      (data) => { if (mine === seq.current) setState({ data, error: null, loading: false }); },
      (error: unknown) => { if (mine === seq.current) setState({ data: null, error, loading: false }); },
    );
  }, []);
  useEffect(() => {
    if (enabled) run();
  }, [run, key, enabled]);
  const setData = useCallback((data: T) => {
    seq.current += 1;
    setState({ data, error: null, loading: false });
  }, []);
  return { ...state, reload: run, setData };
}
