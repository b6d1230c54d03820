/**
 * The held connections of the day as chart marks (issue 14), live with the connection manager's
 * data; none in a brand without the manager.
 */
import { useMemo } from 'react';
import type { Lang } from '../../shared/resource/types';
import { holdMarksOf } from '../connections/diagramMarks';
import { useManagerAvailable } from '../connections/link';
import { useConnections } from '../connections/useConnections';
import type { HoldMark } from './chart/holdMarks';

const NONE: readonly HoldMark[] = [];

export function useHoldMarks(lang: Lang): readonly HoldMark[] {
  const available = useManagerAvailable();
  const { query } = useConnections(null, available);
  const rows = query.data?.rows;
  return useMemo(() => (rows ? holdMarksOf(rows, lang) : NONE), [rows, lang]);
}
