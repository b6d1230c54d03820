import { useCallback, useEffect, useRef, useState } from 'react';
import type { RunRow } from '../../shared/operations/types';
import type { Lang } from '../../shared/resource/types';
import { fetchRuns, runsVariables } from './api';
import type { ListParams } from './listParams';

export interface RunsPageState {
  rows: RunRow[];
  total: number;
  /** Epoch ms of the newest data shown (the page's updatedAt or the last live event). */
  updatedAt: number | null;
  loading: boolean;
  error: unknown;
}

export interface RunsPage extends RunsPageState {
  /** Fetches the current page again (stable identity). */
  refetch: () => void;
  /** The rows on screen now (for merging live events synchronously). */
  currentRows: () => RunRow[];
  setRows: (rows: RunRow[]) => void;
  /** Moves the last-updated time forward. */
  touch: (at: number) => void;
}

const EMPTY: RunsPageState = { rows: [], total: 0, updatedAt: null, loading: true, error: null };

/**
 * One page of runs for the list's state; keeps the old rows on screen while the next page loads.
 * The server writes texts (location, reason) in the request's language: a language switch refetches.
 */
export function useRunsPage(params: ListParams, day: string | null, lang: Lang): RunsPage {
  const [state, setState] = useState<RunsPageState>(EMPTY);
  const rowsRef = useRef<RunRow[]>([]);
  const seq = useRef(0);
  const vars = day ? runsVariables(params, day) : null;
  const key = vars ? JSON.stringify(vars) : null;
  const latest = useRef(key);
  latest.current = key;

  const refetch = useCallback(() => {
    const current = latest.current;
    if (!current) return;
    const mine = ++seq.current;
    setState((s) => ({ ...s, loading: true }));
    fetchRuns(JSON.parse(current) as Parameters<typeof fetchRuns>[0]).then(
      (page) => {
        if (mine !== seq.current) return;
        rowsRef.current = page.rows;
        const at = Date.parse(page.updatedAt);
        setState((s) => ({
          rows: page.rows,
          total: page.total,
          updatedAt: Number.isNaN(at) ? s.updatedAt : Math.max(at, s.updatedAt ?? 0),
          loading: false,
          error: null,
        }));
      },
      (error: unknown) => {
        if (mine === seq.current) setState((s) => ({ ...s, loading: false, error }));
      },
    );
  }, []);

  useEffect(() => {
    if (key) refetch();
  }, [key, lang, refetch]);

  const setRows = useCallback((rows: RunRow[]) => {
    rowsRef.current = rows;
    setState((s) => ({ ...s, rows }));
  }, []);
  const touch = useCallback((at: number) => {
    setState((s) => (s.updatedAt !== null && s.updatedAt >= at ? s : { ...s, updatedAt: at }));
  }, []);
  const currentRows = useCallback(() => rowsRef.current, []);

  return { ...state, refetch, setRows, touch, currentRows };
}
