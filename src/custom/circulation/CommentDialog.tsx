import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { PlainTextField } from '../../ui/inputs';
import { useNotify } from 'react-admin';
import { errorMessage } from '../../ui/errorMessage';
import { updateRunComment } from './api';
import type { ActionDialogProps } from './dialogTypes';
import { circTexts } from './messages';
import { RunHeading } from './RunHeading';

/**
 * The row action "edit": the dispatcher's comment on the run. It changes no service, so it saves
 * without a reason or a confirmation; a refusal stays visible in the dialog.
 */
export function CommentDialog({ row, lang, onClose, onDone }: ActionDialogProps) {
  const notify = useNotify();
  const [comment, setComment] = useState(row.comment);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const titleId = `comment-dialog-title-${row.id}`;

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      await updateRunComment(row.id, comment.trim());
      notify(circTexts.text(lang, 'commentSaved', { train: row.trainNumber }), { type: 'success' });
      onDone();
    } catch (e) {
      setError(errorMessage(e) ?? '');
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={saving ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{circTexts.text(lang, 'editTitle', { train: row.trainNumber })}</DialogTitle>
      <DialogContent>
        <RunHeading row={row} lang={lang} />
        <PlainTextField
          autoFocus
          fullWidth
          multiline
          minRows={3}
          size="small"
          label={circTexts.text(lang, 'comment')}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
          sx={{ mt: 1 }}
        />
        {error !== null && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {circTexts.text(lang, 'cancel')}
        </Button>
        <Button variant="contained" onClick={() => void save()} loading={saving} loadingPosition="start">
          {circTexts.text(lang, 'save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
