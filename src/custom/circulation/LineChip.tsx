/**
 * A line's number on its colour. A module of its own: the live overview and the demo control
 * show it without the circulation list's cells and texts (about 4 KB gzip). A plain pill, not
 * MUI's Chip: lists show it in every row (src/ui/table/cellParts.tsx).
 */
import type { RunRow } from '../../shared/operations/types';
import { Pill } from '../../ui/table/cellParts';
import { readableTextColor } from './lineColors';

export function LineChip({ row }: { row: Pick<RunRow, 'lineNumber' | 'lineColor' | 'lineTextColor'> }) {
  const bg = row.lineColor || '#E0E0E0';
  return <Pill label={row.lineNumber} background={bg} color={readableTextColor(bg, row.lineTextColor || '#000000')} fontWeight={600} minWidth={44} />;
}
