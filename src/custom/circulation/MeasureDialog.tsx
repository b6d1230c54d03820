/**
 * The frame of every measure dialog (cancel, delay, reroute, assign): the run, the measure's own
 * fields, reason and comment, and "Ausführen", which asks for confirmation (src/ui/ConfirmProvider)
 * and only then sends the mutation. A server refusal (BAD_USER_INPUT, already in the user's
 * language) stays visible in the confirmation dialog; success closes both and shows a toast.
 * With a `preview` hook (the Bildfahrplan) the dialog also offers "Vorschau": the page draws the
 * measure's effect beside the dialog (which then leaves the page visible and usable) and the
 * dialog shows what the hook says about it, until "Verwerfen" or a change of the fields.
 */
import { useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useNotify } from 'react-admin';
import type { RunRow } from '../../shared/operations/types';
import type { Lang } from '../../shared/resource/types';
import { useConfirm } from '../../ui/ConfirmProvider';
import { errorMessage } from '../../ui/errorMessage';
import type { ReasonInput } from './api';
import type { MeasureDraft, MeasurePreviewHook } from './dialogTypes';
import { circTexts } from './messages';
import { reasonOptions } from './options';
import { DefaultSituationContext } from './measureSituation';
import { ReasonFields, type ReasonValue } from './ReasonFields';
import { SituationSelect } from '../situations/link/SituationSelect';
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
  /** The measure as the fields say now, for a preview. */
  draft?: MeasureDraft;
  preview?: MeasurePreviewHook;
}

const EMPTY_REASON: ReasonValue = { reasonId: '', comment: '' };

export function MeasureDialog(props: MeasureDialogProps) {
  const { row, lang, title, actionLabel, children, valid, summary, submit, onClose, onDone, draft, preview } = props;
  const [reason, setReason] = useState<ReasonValue>(EMPTY_REASON);
  const [showErrors, setShowErrors] = useState(false);
  const { confirm } = useConfirm();
  const notify = useNotify();
  const titleId = `measure-dialog-title-${row.id}`;
  const causes = useDisruptionCauses();
  const options = causes.causes ? reasonOptions(causes.causes, lang) : null;
  const previewing = usePreview(preview, draft);
  const [situationId, setSituationId] = useState(useContext(DefaultSituationContext) ?? '');

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
      onConfirm: () => submit({ reasonId: reason.reasonId, comment: reason.comment.trim(), situationId: situationId || null }),
    });
    if (!confirmed) return;
    notify(circTexts.text(lang, 'done', { action: actionLabel, train: row.trainNumber }), { type: 'success' });
    onDone();
  };

  const close = () => {
    previewing.discard();
    onClose();
  };
  // With a preview the page stays visible and usable beside the dialog (no backdrop, right side).
  const beside = preview
    ? {
        hideBackdrop: true,
        disableEnforceFocus: true,
        disableScrollLock: true,
        sx: { pointerEvents: 'none', '& .MuiDialog-container': { justifyContent: 'flex-end', alignItems: 'flex-start' }, '& .MuiDialog-paper': { pointerEvents: 'auto' } },
      }
    : {};

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} fullWidth maxWidth={preview ? 'xs' : 'sm'} {...beside}>
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
          <SituationSelect value={situationId} onChange={setSituationId} lang={lang} />
          {previewing.content !== null && <Alert severity="info" data-testid="measure-preview">{previewing.content}</Alert>}
          {previewing.error !== null && <Alert severity="error">{previewing.error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{circTexts.text(lang, 'cancel')}</Button>
        {preview && previewing.content !== null && <Button onClick={previewing.discard}>{circTexts.text(lang, 'discard')}</Button>}
        {preview && previewing.content === null && (
          <Button
            variant="outlined"
            disabled={previewing.busy}
            onClick={() => {
              setShowErrors(true);
              // The server checks a preview like the measure itself: the reason is needed too.
              if (valid && draft && reason.reasonId) void previewing.show({ ...draft, reasonId: reason.reasonId, comment: reason.comment.trim() });
            }}
          >
            {circTexts.text(lang, 'preview')}
          </Button>
        )}
        <Button variant="contained" onClick={() => void apply()}>
          {circTexts.text(lang, 'apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The preview's state: what the hook said (or its error), dropped with a discard, when the fields
 * change (the drawn effect would no longer match) and when the dialog goes.
 */
function usePreview(hook: MeasurePreviewHook | undefined, draft: MeasureDraft | undefined) {
  const [content, setContent] = useState<ReactNode | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const shownFor = useRef<string | null>(null);
  const key = draft ? JSON.stringify(draft) : '';
  const discard = () => {
    if (shownFor.current === null && content === null) return;
    shownFor.current = null;
    setContent(null);
    setError(null);
    hook?.discard();
  };
  const discardRef = useRef(discard);
  discardRef.current = discard;
  const hookRef = useRef(hook);
  hookRef.current = hook;
  useEffect(() => {
    if (shownFor.current !== null && shownFor.current !== key) discardRef.current();
  }, [key]);
  useEffect(() => () => { if (shownFor.current !== null) hookRef.current?.discard(); }, []);
  const show = async (d: MeasureDraft & ReasonInput) => {
    if (!hook) return;
    setBusy(true);
    setError(null);
    try {
      const shown = await hook.show(d);
      // The fields it was made for (JSON leaves the undefined reason out), to notice a change.
      shownFor.current = JSON.stringify({ ...d, reasonId: undefined, comment: undefined });
      setContent(shown);
    } catch (e) {
      setError(errorMessage(e) ?? String(e));
    } finally {
      setBusy(false);
    }
  };
  return { content, error, busy, show, discard };
}
