/**
 * Which of the circulation list's dialogs a catalogue entry's dispatch kind opens (pure): a short
 * turn is the reroute dialog with its kind preset.
 */
import type { CatalogDispatchKind } from '../../../shared/situations/checklist';
import type { MeasurePreset } from '../../circulation/dialogTypes';
import type { RowAction } from '../../circulation/RowActions';

export function dialogFor(kind: CatalogDispatchKind): { action: Exclude<RowAction, 'view' | 'edit'>; preset?: MeasurePreset } {
  switch (kind) {
    case 'delay': return { action: 'delay' };
    case 'cancel': return { action: 'cancel', preset: { cancelScope: 'whole' } };
    case 'shortTurn': return { action: 'reroute', preset: { rerouteKind: 'shortTurn' } };
    case 'reroute': return { action: 'reroute' };
    case 'assignVehicle': return { action: 'assign' };
  }
}
