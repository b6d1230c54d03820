/**
 * A connection's actions (MEASURE_ROLES only; read-only roles see none): decide (hold or break,
 * with the preview) while no decision is in force, take a decision back (undoMeasure, after a
 * confirmation) while the departing train has not left. Plain row buttons
 * (src/ui/table/RowIconButton) named by the browser's own tooltip (`title`), as on the circulation
 * list: a MUI Tooltip per row took 80 ms at 4x when the tooltips' code arrived.
 */
import type { ConnectionRow } from '../../shared/connections/types';
import type { Lang } from '../../shared/resource/types';
import { RowIconButton } from '../../ui/table/RowIconButton';
import { ROW_ICONS } from '../../ui/table/rowIcons';
import { connTexts } from './messages';

/** Pure: which actions a row offers. */
export function rowActionsOf(row: Pick<ConnectionRow, 'state' | 'decision' | 'departingLeft'>): { decide: boolean; undo: boolean } {
  if (row.departingLeft) return { decide: false, undo: false };
  return { decide: row.decision === null && row.state !== 'cancelled', undo: row.decision !== null };
}

export function RowActions({ row, lang, onDecide, onUndo }: { row: ConnectionRow; lang: Lang; onDecide: (r: ConnectionRow) => void; onUndo: (r: ConnectionRow) => void }) {
  const actions = rowActionsOf(row);
  const names = { feeder: row.feederTrainNumber, departing: row.departingTrainNumber };
  return (
    <>
      {actions.decide && (
        <RowIconButton
          icon={ROW_ICONS.gavel}
          aria-label={connTexts.text(lang, 'actDecideFor', names)}
          title={connTexts.text(lang, 'actDecide')}
          onClick={() => onDecide(row)}
          tone={row.state === 'endangered' ? 'error' : 'default'}
        />
      )}
      {actions.undo && (
        <RowIconButton icon={ROW_ICONS.undo} aria-label={connTexts.text(lang, 'actUndoFor', names)} title={connTexts.text(lang, 'actUndo')} onClick={() => onUndo(row)} />
      )}
    </>
  );
}
