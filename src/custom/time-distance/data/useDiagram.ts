/**
 * The diagram's data: the corridor and its paths (usePageQuery over Query.timeDistance), kept live
 * by Subscription.timeDistanceChanged through the pure applyDiagramChanged. Pass a coarse window
 * (or none: the whole day): every new window is a new query, while the live events keep one
 * window's paths up to date. Another operating day than the current one gets no live events.
 */
import { useCallback, useMemo } from 'react';
import { pageKey, useLiveCache, usePageQuery } from '../../../providers/query';
import type { CorridorInput, DiagramData } from '../../../shared/operations/timeDistance';
import { corridorVariables, DIAGRAM_CHANGED_SUBSCRIPTION, fetchDiagram, type DiagramChangedEvent, type DiagramWindow } from './api';
import { applyDiagramChanged } from './diagramApply';

export const TIME_DISTANCE_PAGE = 'timeDistance';

export function diagramKey(corridor: CorridorInput | null, window: DiagramWindow, operatingDay: string | null) {
  return pageKey(TIME_DISTANCE_PAGE, 'diagram', corridor ? corridorVariables(corridor) : null, window.from ?? null, window.to ?? null, operatingDay);
}

export interface DiagramOptions {
  /** Another operating day (ISO date); null: the current one, live. */
  operatingDay?: string | null;
  /** Set when the page knows that operatingDay is the current one: it stays live. */
  live?: boolean;
}

export function useDiagram(corridor: CorridorInput | null, window: DiagramWindow = {}, options: DiagramOptions = {}) {
  const day = options.operatingDay ?? null;
  const key = diagramKey(corridor, window, day);
  const query = usePageQuery<DiagramData>(key, () => fetchDiagram(corridor!, window, day), { enabled: corridor !== null, keepPrevious: true });
  const variables = useMemo(() => ({ corridor: corridor ? corridorVariables(corridor) : null }), [corridor]);
  const apply = useCallback((cached: DiagramData | undefined, event: DiagramChangedEvent | undefined) => applyDiagramChanged(cached, event?.timeDistanceChanged), []);
  useLiveCache(key, DIAGRAM_CHANGED_SUBSCRIPTION, variables, apply, { enabled: corridor !== null && (day === null || options.live === true) });
  return query;
}
