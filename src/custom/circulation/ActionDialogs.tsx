import type { RunRow } from '../../shared/operations/types';
import type { MeasurePreset, MeasurePreviewHook } from './dialogTypes';
import type { Lang } from '../../shared/resource/types';
import { AssignDialog } from './AssignDialog';
import { CancelDialog } from './CancelDialog';
import { CommentDialog } from './CommentDialog';
import { DelayDialog } from './DelayDialog';
import { PlatformDialog } from './PlatformDialog';
import { DefaultSituationContext } from './measureSituation';
import { RerouteDialog } from './RerouteDialog';
import type { RowAction } from './RowActions';
import { RunDetailsDialog } from './RunDetailsDialog';

export interface OpenAction {
  action: RowAction;
  row: RunRow;
}

/** The dialog of the row action that is open, if any. */
export function ActionDialogs(props: ActionDialogsProps & {
  /** The situation a measure is attached to by default (the list was opened from it). */
  situationId?: string | null;
}) {
  return (
    <DefaultSituationContext.Provider value={props.situationId ?? null}>
      <Dialogs {...props} />
    </DefaultSituationContext.Provider>
  );
}

interface ActionDialogsProps {
  open: OpenAction | null;
  lang: Lang;
  mayDispatch: boolean;
  onClose: () => void;
  /** A change was recorded: the list refreshes. */
  onChanged: () => void;
  /** The Bildfahrplan's preview of a measure and the stop it preselects. */
  preview?: MeasurePreviewHook;
  preset?: MeasurePreset;
}

function Dialogs({ open, lang, mayDispatch, onClose, onChanged, preview, preset }: ActionDialogsProps) {
  if (!open) return null;
  const { action, row } = open;
  const done = () => {
    onClose();
    onChanged();
  };
  const key = `${action}-${row.id}`;
  const props = { row, lang, onClose, onDone: done, preview, preset };
  if (action === 'view') return <RunDetailsDialog key={key} {...props} onDone={onChanged} mayDispatch={mayDispatch} />;
  if (!mayDispatch) return null;
  switch (action) {
    case 'edit': return <CommentDialog key={key} {...props} />;
    case 'cancel': return <CancelDialog key={key} {...props} />;
    case 'delay': return <DelayDialog key={key} {...props} />;
    case 'reroute': return <RerouteDialog key={key} {...props} />;
    case 'assign': return <AssignDialog key={key} {...props} />;
    case 'platform': return <PlatformDialog key={key} {...props} />;
  }
}
