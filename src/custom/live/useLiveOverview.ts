import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLiveSubscription } from '../../providers/live';
import { createThrottle } from '../../providers/live/throttle';
import { fetchCauses, fetchLatestChanges, fetchSummary, RUNS_CHANGED_SIGNAL, type Cause, type ChangeEntry, type LiveSummary } from './api';
import { REFRESH_INTERVAL_MS } from './overview';

export interface LiveOverview {
  summary: LiveSummary | null;
  changes: ChangeEntry[];
  causes: ReadonlyMap<string, Cause>;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

/**
 * The overview's data: the figures and the latest changes, loaded at once and again (throttled to
 * one load per REFRESH_INTERVAL_MS) whenever runsChanged says the day moved on, and after the
 * connection came back. Answers of older loads that arrive late are dropped.
 */
export function useLiveOverview(): LiveOverview {
  const [summary, setSummary] = useState<LiveSummary | null>(null);
  const [changes, setChanges] = useState<ChangeEntry[]>([]);
  const [causes, setCauses] = useState<ReadonlyMap<string, Cause>>(new Map());
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(true);
  const seq = useRef(0);

  const load = useCallback(() => {
    const mine = ++seq.current;
    setLoading(true);
    fetchSummary()
      .then(async (s) => {
        const latest = await fetchLatestChanges(s.operatingDay);
        if (mine !== seq.current) return;
        setSummary(s);
        setChanges(latest);
        setError(null);
      })
      .catch((e: unknown) => {
        if (mine === seq.current) setError(e);
      })
      .finally(() => {
        if (mine === seq.current) setLoading(false);
      });
  }, []);

  useEffect(() => {
    load();
    // The causes change rarely: their names are loaded once (a failure leaves the names out).
    fetchCauses().then((list) => setCauses(new Map(list.map((c) => [c.id, c]))), () => undefined);
  }, [load]);

  const throttled = useMemo(() => createThrottle(load, REFRESH_INTERVAL_MS), [load]);
  useEffect(() => () => throttled.cancel(), [throttled]);
  // Unfiltered: the rollover to the next operating day (reset) arrives too.
  useLiveSubscription<{ runsChanged: { operatingDay: string } }>(RUNS_CHANGED_SIGNAL, {}, () => throttled.trigger(), { onResync: load });

  return { summary, changes, causes, error, loading, reload: load };
}
