import type { ReactNode } from 'react';
import type { MeasureType, RerouteKind, RunRow } from '../../shared/operations/types';
import type { Lang } from '../../shared/resource/types';

/** What every row-action dialog gets. */
export interface ActionDialogProps {
  row: RunRow;
  lang: Lang;
  onClose: () => void;
  /** After a change was recorded: close, refresh the list. */
  onDone: () => void;
  /** A page that can show a measure's effect before it is applied (the Bildfahrplan). */
  preview?: MeasurePreviewHook;
  /** Fields chosen beforehand (the stop clicked in the Bildfahrplan). */
  preset?: MeasurePreset;
}

/** A measure as the dialog holds it, before the reason: what a preview asks the server about. */
export interface MeasureDraft {
  type: MeasureType;
  fromStopId?: string | null;
  delayS?: number | null;
  rerouteKind?: RerouteKind | null;
  skipStopIds?: string[] | null;
  extraRunningS?: number | null;
  vehicleIds?: string[] | null;
  wholeCirculation?: boolean | null;
}

export interface MeasurePreviewHook {
  /** Shows the draft's effect (the page draws it); resolves to what the dialog says about it. */
  show(draft: MeasureDraft & { reasonId: string; comment: string }): Promise<ReactNode>;
  /** The preview is no longer wanted: discarded, the fields changed, the dialog closed. */
  discard(): void;
}

export interface MeasurePreset {
  stopId?: string | null;
  cancelScope?: 'whole' | 'from';
  rerouteKind?: RerouteKind;
}
