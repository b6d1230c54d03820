/**
 * Opens the corridor of the last visit (else the day's first line) when the address names none,
 * and keeps the corridor chosen (line or saved corridor; a train's path is not kept: the train is
 * gone tomorrow). Kept per browser in localStorage.
 *
 * The kept corridor opens at once, before the day's lines have arrived: its diagram is requested
 * with the page, not a round trip later (issue 15). When the lines then show that a kept line does
 * not run today, the day's first line replaces it.
 */
import { useEffect, useRef } from 'react';
import { browserStorage } from '../../ui/browserStorage';
import { defaultCorridor, parseCorridorSource, withCorridor, type PageParams } from './pageParams';

const KEY = 'leitstelle.timeDistance.corridor';

export function useLastCorridor(
  params: PageParams,
  /** The day's lines; null while they load. */
  lineIds: readonly string[] | null,
  setParams: (p: PageParams, replace?: boolean) => void,
): void {
  const { lineId, corridorId, pathRunId, runId } = params;
  const chosen = lineId || corridorId || pathRunId;
  // The line opened from storage before the lines were there, until they confirm it.
  const unconfirmed = useRef<string | null>(null);
  useEffect(() => {
    if (chosen || runId) return;
    const last = parseCorridorSource(browserStorage()?.getItem(KEY) ?? null);
    const source = lineIds ? defaultCorridor(last, lineIds) : last;
    if (!source) return;
    if (!lineIds) unconfirmed.current = source.lineId;
    setParams(withCorridor(params, { lineId: source.lineId ?? undefined, corridorId: source.corridorId ?? undefined }), true);
  }, [chosen, runId, lineIds, params, setParams]);
  useEffect(() => {
    const kept = unconfirmed.current;
    if (!kept || !lineIds) return;
    unconfirmed.current = null;
    if (lineId === kept && !lineIds.includes(kept)) setParams(withCorridor(params, { lineId: lineIds[0] }), true);
  }, [lineIds, lineId, params, setParams]);
  useEffect(() => {
    if (lineId || corridorId) browserStorage()?.setItem(KEY, JSON.stringify({ lineId, corridorId }));
  }, [lineId, corridorId]);
}
