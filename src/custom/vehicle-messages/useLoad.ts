import { useCallback, useEffect, useRef, useState } from 'react';

export interface Loaded<T> {
  data: T | null;
  error: unknown;
  loading: boolean;
  reload: () => void;
  /** Replaces the data (a live change); loads still under way are dropped. */
  update: (fn: (data: T) => T) => void;
}

/**
 * Loads on mount and whenever `key` changes or reload() is called; answers of earlier loads that
 * arrive late are dropped. A reload keeps showing the previous data until the new one is there.
 */
export function useLoad<T>(load: () => Promise<T>, key = ''): Loaded<T> {
  const [state, setState] = useState<{ data: T | null; error: unknown; loading: boolean }>({ data: null, error: null, loading: true });
  const loader = useRef(load);
  loader.current = load;
  const seq = useRef(0);
  const reload = useCallback(() => {
    const mine = ++seq.current;
    setState((s) => ({ ...s, loading: true, error: null }));
    loader.current().then(
      (data) => { if (mine === seq.current) setState({ data, error: null, loading: false }); },
      (error: unknown) => { if (mine === seq.current) setState((s) => ({ data: s.data, error, loading: false })); },
    );
  }, []);
  useEffect(() => {
    reload();
  }, [reload, key]);
  const update = useCallback((fn: (data: T) => T) => {
    setState((s) => (s.data === null ? s : { ...s, data: fn(s.data) }));
  }, []);
  return { ...state, reload, update };
}
