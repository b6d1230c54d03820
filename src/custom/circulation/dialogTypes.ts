import type { RunRow } from '../../shared/operations/types';
import type { Lang } from '../../shared/resource/types';

/** What every row-action dialog gets. */
export interface ActionDialogProps {
  row: RunRow;
  lang: Lang;
  onClose: () => void;
  /** After a change was recorded: close, refresh the list. */
  onDone: () => void;
}
