/**
 * Opens the corridor of the last visit (else the day's first line) when the address names none,
 * and keeps the corridor chosen (line or saved corridor; a train's path is not kept: the train is
 * gone tomorrow). Kept per browser in localStorage.
 */
import { useEffect } from 'react';
import { browserStorage } from '../../ui/browserStorage';
import { defaultCorridor, parseCorridorSource, withCorridor, type PageParams } from './pageParams';

const KEY = 'leitstelle.timeDistance.corridor';

export function useLastCorridor(params: PageParams, lineIds: readonly string[], setParams: (p: PageParams, replace?: boolean) => void): void {
  const { lineId, corridorId, pathRunId, runId } = params;
  const chosen = lineId || corridorId || pathRunId;
  useEffect(() => {
    if (chosen || runId || !lineIds.length) return;
    const source = defaultCorridor(parseCorridorSource(browserStorage()?.getItem(KEY) ?? null), lineIds);
    if (source) setParams(withCorridor(params, { lineId: source.lineId ?? undefined, corridorId: source.corridorId ?? undefined }), true);
  }, [chosen, runId, lineIds, params, setParams]);
  useEffect(() => {
    if (lineId || corridorId) browserStorage()?.setItem(KEY, JSON.stringify({ lineId, corridorId }));
  }, [lineId, corridorId]);
}
