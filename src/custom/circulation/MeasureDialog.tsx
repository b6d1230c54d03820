/**
 * The frame of every measure dialog (cancel, delay, reroute, assign): the run, the measure's own
 * fields, reason and comment, and "Ausführen", which asks for confirmation (src/ui/ConfirmProvider)
 * and only then sends the mutation. A server refusal (BAD_USER_INPUT, already in the user's
 * language) stays visible in the confirmation dialog; success closes both and shows a toast.
 */
import { useState, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useNotify } from 'react-admin';
import type { RunRow } from '../../shared/operations/types';
import type { Lang } from '../../shared/resource/types';
import { useConfirm } from '../../ui/ConfirmProvider';
import type { ReasonInput } from './api';
import { circTexts } from './messages';
import { reasonOptions } from './options';
import { ReasonFields, type ReasonValue } from './ReasonFields';
import { RunHeading } from './RunHeading';
import { useDisruptionCauses } from './useReferenceData';

export interface MeasureDialogProps {
  row: RunRow;
  lang: Lang;
  title: string;
  /** The measure's name for the confirmation and the toast ("Ausfall"). */
  actionLabel: string;
  /** The measure's own fields; `showErrors` is true after the first attempt to apply. */
  children: (showErrors: boolean) => ReactNode;
  /** True when the measure's own fields are complete and valid. */
  valid: boolean;
  /** What will happen, in words, for the confirmation. */
  summary: () => string;
  submit: (reason: ReasonInput) => Promise<unknown>;
  onClose: () => void;
  /** After the measure was recorded. */
  onDone: () => void;
}

const EMPTY_REASON: ReasonValue = { reasonId: '', comment: '' };

export function MeasureDialog(props: MeasureDialogProps) {
  const { row, lang, title, actionLabel, children, valid, summary, submit, onClose, onDone } = props;
  const [reason, setReason] = useState<ReasonValue>(EMPTY_REASON);
  const [showErrors, setShowErrors] = useState(false);
  const { confirm } = useConfirm();
  const notify = useNotify();
  const titleId = `measure-dialog-title-${row.id}`;
  const causes = useDisruptionCauses();
  const options = causes.causes ? reasonOptions(causes.causes, lang) : null;

  const apply = async () => {
    setShowErrors(true);
    if (!valid || !reason.reasonId) return;
    const { confirmed } = await confirm({
      title: circTexts.text(lang, 'confirmTitle', { action: actionLabel, train: row.trainNumber }),
      description: `${summary()} ${circTexts.text(lang, 'confirmReason', {
        reason: options?.find((o) => o.value === reason.reasonId)?.label ?? reason.reasonId,
      })}`,
      confirmText: circTexts.text(lang, 'apply'),
      cancelText: circTexts.text(lang, 'cancel'),
      onConfirm: () => submit({ reasonId: reason.reasonId, comment: reason.comment.trim() }),
    });
    if (!confirmed) return;
    notify(circTexts.text(lang, 'done', { action: actionLabel, train: row.trainNumber }), { type: 'success' });
    onDone();
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <RunHeading row={row} lang={lang} />
        <Stack spacing={2} sx={{ pt: 1 }}>
          {children(showErrors)}
          <ReasonFields
            value={reason}
            onChange={setReason}
            lang={lang}
            showErrors={showErrors}
            options={options}
            loadError={causes.error}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{circTexts.text(lang, 'cancel')}</Button>
        <Button variant="contained" onClick={() => void apply()}>
          {circTexts.text(lang, 'apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
